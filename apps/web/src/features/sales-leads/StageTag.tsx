import { Tag } from 'antd';
import { leadStages, type LeadStage } from '@qishu/contract';

/** Each stage's colour: cool while open, green won, grey lost. */
export const STAGE_COLOURS: Readonly<Record<LeadStage, string>> = {
  new: 'blue',
  contacted: 'cyan',
  interested: 'geekblue',
  negotiating: 'purple',
  won: 'green',
  lost: 'default',
};

export const stageLabel = (stage: string) => leadStages.find((s) => s.key === stage)?.label ?? stage;

export function StageTag(props: { stage: string }) {
  return (
    <Tag color={STAGE_COLOURS[props.stage as LeadStage] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {stageLabel(props.stage)}
    </Tag>
  );
}
