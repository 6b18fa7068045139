import { Space, Tag, Tooltip } from 'antd';
import { paramView, type ParamView } from '@qishu/contract';
import { SettingsTexts } from './texts.ts';
import styles from './param-value.module.css';

const T = SettingsTexts.param;

function View({ view }: { view: ParamView }) {
  switch (view.kind) {
    case 'text':
      return <span className={styles.text}>{view.text}</span>;
    case 'boolean':
      return <Tag color={view.value ? 'green' : 'default'}>{view.value ? T.yes : T.no}</Tag>;
    case 'empty':
      return <span>{T.none}</span>;
    case 'tags':
      return (
        <Space size={[4, 4]} wrap>
          {view.items.map((item, i) => (
            <Tag key={i} className={styles.tag}>
              {item}
            </Tag>
          ))}
          {view.more > 0 && <span>{T.more(view.more)}</span>}
        </Space>
      );
    case 'fields':
      return (
        <dl className={styles.fields}>
          {view.fields.map((f, i) => (
            <div key={i} className={styles.field}>
              <dt>{f.label}：</dt>
              <dd>
                <View view={f.view} />
              </dd>
            </div>
          ))}
          {view.more > 0 && <div>{T.more(view.more)}</div>}
        </dl>
      );
  }
}

/**
 * A parameter's value as a person reads it (the contract's paramView: units, 是/否, tags, labelled
 * fields); the stored text in full on hover, and in the edit dialog.
 */
export function ParamValue({ paramKey, value }: { paramKey: string; value: string }) {
  return (
    <Tooltip
      title={<span className={styles.raw}>{value}</span>}
      placement="topLeft"
      styles={{ root: { maxWidth: 480 } }}
    >
      <div className={styles.value} data-testid={`param-value-${paramKey}`}>
        <View view={paramView(paramKey, value)} />
      </div>
    </Tooltip>
  );
}
