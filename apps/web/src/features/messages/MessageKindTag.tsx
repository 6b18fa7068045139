import { Tag } from 'antd';
import { MsgKind, msgKindLabel, type MsgKindValue } from '@qishu/contract';

/** 站内消息 (blue) or 平台公告 (orange). */
export function MessageKindTag({ kind }: { kind: number }) {
  return (
    <Tag color={kind === MsgKind.notice ? 'orange' : 'blue'}>{msgKindLabel[kind as MsgKindValue] ?? '—'}</Tag>
  );
}
