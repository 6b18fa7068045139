import { Tag } from 'antd';
import { capacityBadge, type AgentCapacity } from '@qishu/contract';
import { OrgTexts as T } from './texts.ts';

/** Remaining / basic capacity coloured by the top bar's badge rule; 不限 for ranks 30 and 999. */
export function CapacityTag({ agent }: { agent: AgentCapacity }) {
  const badge = capacityBadge(agent);
  if (badge.unlimited) return <Tag color="processing">{T.unlimited}</Tag>;
  return (
    <Tag color={badge.status} title={`${T.unBasicNumber} / ${T.basicNumber}`}>
      {T.capacityOf(badge.text, agent.basic_number.toLocaleString('en-US'))}
    </Tag>
  );
}
