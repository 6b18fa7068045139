import { Tag } from 'antd';
import { AimOutlined, FileSearchOutlined, PhoneOutlined } from '@ant-design/icons';
import { useSiteInfo } from '../../lib/site-info.ts';
import { Panel } from '../../lib/ui/Panel.tsx';
import { StepList } from '../../lib/ui/StepList.tsx';
import text from '../../lib/ui/text.module.css';
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
      <h2 className={text.h2}>{CustomTexts.title}</h2>
      <p className={`${text.paragraph} ${text.secondary}`}>{CustomTexts.intro}</p>

      <div className={styles.twoCards}>
        <Panel
          title={CustomTexts.personalTitle}
          extra={<FileSearchOutlined aria-hidden />}
          style={{ height: '100%' }}
        >
          <p className={text.paragraph}>{CustomTexts.personalBody}</p>
        </Panel>
        <Panel
          title={CustomTexts.preciseTitle}
          extra={<AimOutlined aria-hidden />}
          style={{ height: '100%' }}
        >
          <p className={text.paragraph}>{CustomTexts.preciseBody}</p>
        </Panel>
      </div>

      <Panel title={CustomTexts.stepsTitle} style={{ marginTop: 16 }}>
        <StepList titles={CustomTexts.steps} />
      </Panel>

      <div className={styles.twoCards} style={{ marginTop: 16 }}>
        <Panel title={CustomTexts.fieldsTitle} style={{ height: '100%' }}>
          {CustomTexts.fields.map((field) => (
            <Tag key={field} style={{ marginBottom: 8 }}>
              {field}
            </Tag>
          ))}
        </Panel>
        <Panel title={CustomTexts.notesTitle} style={{ height: '100%' }}>
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {CustomTexts.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          {info ? (
            <p className={text.paragraph} style={{ marginTop: 12, marginBottom: 0 }}>
              <PhoneOutlined aria-hidden /> {CustomTexts.support(info.support_phone)}
            </p>
          ) : null}
        </Panel>
      </div>
    </article>
  );
}
