import { Tag, Tooltip } from 'antd';
import {
  deliveryReasonText,
  deliveryStatusText,
  orderStatusText,
  paymentStatusText,
  sendStatusText,
} from '@qishu/contract';

const orderColor: Record<number, string> = { 0: 'orange', 1: 'green' };
const sendColor: Record<number, string> = { 0: 'default', 1: 'success', 2: 'error' };
const payColor: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'default' };
const deliveryColor: Record<string, string> = {
  pending: 'processing',
  built: 'blue',
  sent: 'success',
  failed: 'error',
};
const reasonColor: Record<string, string> = { payment: 'default', resend: 'cyan', admin: 'purple' };

/** 未支付 / 已支付 */
export function OrderStatusTag({ status }: { status: number }) {
  return <Tag color={orderColor[status] ?? 'default'}>{orderStatusText[status] ?? status}</Tag>;
}

/** 未发送 / 已发送 / 发送失败 (the remark in a tooltip) */
export function SendStatusTag({ isSend, remark }: { isSend: number; remark?: string | null }) {
  const tag = <Tag color={sendColor[isSend] ?? 'default'}>{sendStatusText[isSend] ?? isSend}</Tag>;
  return remark ? <Tooltip title={remark}>{tag}</Tooltip> : tag;
}

export function PaymentStatusTag({ status }: { status: number | null }) {
  if (status === null) return null;
  return <Tag color={payColor[status] ?? 'default'}>{paymentStatusText[status] ?? status}</Tag>;
}

/** 待发送 / 已生成 / 已发送 / 发送失败 (the remark in a tooltip) */
export function DeliveryStatusTag({ status, remark }: { status: string; remark?: string | null }) {
  const tag = <Tag color={deliveryColor[status] ?? 'default'}>{deliveryStatusText[status] ?? status}</Tag>;
  return remark ? <Tooltip title={remark}>{tag}</Tooltip> : tag;
}

/** 首次发送 / 用户补发 / 后台补发 */
export function ReasonTag({ reason }: { reason: string }) {
  return <Tag color={reasonColor[reason] ?? 'default'}>{deliveryReasonText[reason] ?? reason}</Tag>;
}
