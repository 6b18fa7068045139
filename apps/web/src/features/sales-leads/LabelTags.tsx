import { Space, Tag, Tooltip } from 'antd';
import type { LeadLabel } from '@qishu/contract';
import { LabelTexts as T } from './labels-texts.ts';

/** One label: a tag in its colour, its name always written out (never colour alone). */
export function LabelTag({ name, color }: { name: string; color: string }) {
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}

/**
 * A lead's labels as tags; beyond `max` the rest fold into "+N", whose tooltip (and accessible
 * name) lists them. No labels: a dash.
 */
export function LabelTags({ labels, max = 3 }: { labels: readonly LeadLabel[]; max?: number }) {
  if (labels.length === 0) return <span>—</span>;
  const shown = labels.slice(0, max);
  const rest = labels.slice(max);
  const restText = rest.length > 0 ? T.moreLabels(rest.length, rest.map((l) => l.name).join('、')) : '';
  return (
    <Space size={4} wrap>
      {shown.map((l) => (
        <LabelTag key={l.label_id} name={l.name} color={l.color} />
      ))}
      {rest.length > 0 && (
        <Tooltip title={restText}>
          <Tag style={{ marginInlineEnd: 0 }} aria-label={restText} tabIndex={0}>
            +{rest.length}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}
