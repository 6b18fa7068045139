import { Card, Steps, Tag, Typography } from 'antd';
import { AimOutlined, FileSearchOutlined, PhoneOutlined } from '@ant-design/icons';
import { useSiteInfo } from '../../lib/site-info.ts';
import { CustomTexts } from './texts.ts';
import styles from './custom.module.css';

/**
 * /custom: how data customisation works. The requirement form and the precise-search wizard
 * (data-shop.md §2 "Custom route") are placed on this page by the custom-data issue.
 */
export function CustomIntroPage() {
  const { data: info } = useSiteInfo();
  return (
    <article>
      <Typography.Title level={2}>{CustomTexts.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{CustomTexts.intro}</Typography.Paragraph>

      <div className={styles.twoCards}>
        <Card
          title={CustomTexts.personalTitle}
          extra={<FileSearchOutlined aria-hidden />}
          style={{ height: '100%' }}
        >
          <Typography.Paragraph>{CustomTexts.personalBody}</Typography.Paragraph>
        </Card>
        <Card title={CustomTexts.preciseTitle} extra={<AimOutlined aria-hidden />} style={{ height: '100%' }}>
          <Typography.Paragraph>{CustomTexts.preciseBody}</Typography.Paragraph>
        </Card>
      </div>

      <Card title={CustomTexts.stepsTitle} style={{ marginTop: 16 }}>
        <Steps current={0} items={CustomTexts.steps.map((title) => ({ title }))} />
      </Card>

      <div className={styles.twoCards} style={{ marginTop: 16 }}>
        <Card title={CustomTexts.fieldsTitle} style={{ height: '100%' }}>
          {CustomTexts.fields.map((field) => (
            <Tag key={field} style={{ marginBottom: 8 }}>
              {field}
            </Tag>
          ))}
        </Card>
        <Card title={CustomTexts.notesTitle} style={{ height: '100%' }}>
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {CustomTexts.notes.map((note) => (
              <li key={note}>
                <Typography.Text>{note}</Typography.Text>
              </li>
            ))}
          </ul>
          {info ? (
            <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
              <PhoneOutlined aria-hidden /> {CustomTexts.support(info.support_phone)}
            </Typography.Paragraph>
          ) : null}
        </Card>
      </div>
    </article>
  );
}
