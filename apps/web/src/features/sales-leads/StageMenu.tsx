import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { leadStages, type LeadStage } from '@qishu/contract';
import { LeadTexts as T } from './texts.ts';

/** 移至… : the other stages of a lead (the list's action, and the board's way without dragging). */
export function StageMenu(props: { stage: string; company: string; onMove: (stage: LeadStage) => void }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: leadStages.filter((s) => s.key !== props.stage).map((s) => ({ key: s.key, label: s.label })),
        onClick: ({ key }) => props.onMove(key as LeadStage),
      }}
    >
      <Button size="small" type="link" aria-label={`${T.moveTo}：${props.company}`}>
        {T.moveTo} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
