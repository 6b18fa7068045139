import { Tag } from 'antd';
import { customRequestStatusColour, customRequestStatusText } from '@qishu/contract';

/** 暂存 / 审核中 / 审核未通过 / 处理中 / 处理完成 in the contract's colours. */
export function StatusTag({ status }: { status: number }) {
  return <Tag color={customRequestStatusColour(status)}>{customRequestStatusText(status)}</Tag>;
}
