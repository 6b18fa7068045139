import { Card, Col, Row, Steps, Tag, Typography } from 'antd';
import { AimOutlined, FileSearchOutlined, PhoneOutlined } from '@ant-design/icons';
import { useSiteInfo } from '../../lib/site-info.ts';
import { CustomTexts } from './texts.ts';

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

      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card
            title={CustomTexts.personalTitle}
            extra={<FileSearchOutlined aria-hidden />}
            style={{ height: '100%' }}
          >
            <Typography.Paragraph>{CustomTexts.personalBody}</Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card
            title={CustomTexts.preciseTitle}
            extra={<AimOutlined aria-hidden />}
            style={{ height: '100%' }}
          >
            <Typography.Paragraph>{CustomTexts.preciseBody}</Typography.Paragraph>
          </Card>
        </Col>
      </Row>

      <Card title={CustomTexts.stepsTitle} style={{ marginTop: 16 }}>
        <Steps current={0} items={CustomTexts.steps.map((title) => ({ title }))} />
      </Card>

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <Card title={CustomTexts.fieldsTitle} style={{ height: '100%' }}>
            {CustomTexts.fields.map((field) => (
              <Tag key={field} style={{ marginBottom: 8 }}>
                {field}
              </Tag>
            ))}
          </Card>
        </Col>
        <Col xs={24} md={12}>
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
        </Col>
      </Row>
    </article>
  );
}
