import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import {
  orderStatusText,
  sendStatusText,
  type CustomAdminRow,
  type CustomRequestOrder,
} from '@qishu/contract';
import { formatCount, formatDateTime, formatPrice } from '../../lib/format.ts';
import { StatusTag } from './StatusTag.tsx';
import { CustomReviewTexts as T } from './texts.ts';

/** One row of a Descriptions. */
export interface Item {
  key: string;
  label: string;
  children: ReactNode;
}

const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? T.none : v;
const longText = (v: string | null) =>
  v ? (
    <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{v}</Typography.Text>
  ) : (
    T.none
  );

/** The request as the requester filed it, with its review. */
export function requestItems(r: CustomAdminRow): Item[] {
  return [
    { key: 'name', label: T.name, children: r.name },
    { key: 'status', label: T.status, children: <StatusTag status={r.status} /> },
    { key: 'year', label: T.year, children: dash(r.label_year) },
    {
      key: 'requester',
      label: T.requester,
      children: `${r.realname ?? ''} ${r.username ?? ''}`.trim() || T.none,
    },
    { key: 'agent', label: T.agent, children: dash(r.agent_name) },
    { key: 'created', label: T.created, children: formatDateTime(r.created) },
    { key: 'updated', label: T.updated, children: formatDateTime(r.updated) },
    { key: 'explain', label: T.explain, children: longText(r.explain) },
    { key: 'filter', label: T.filter, children: longText(r.filter_condition) },
    { key: 'exclusion', label: T.exclusion, children: longText(r.del_condition) },
    { key: 'reason', label: T.reason, children: longText(r.app_remark) },
    { key: 'reviewer', label: T.reviewer, children: dash(r.reviewed_by_name) },
    { key: 'reviewedAt', label: T.reviewedAt, children: dash(formatDateTime(r.reviewed_at)) },
  ];
}

/** What staff attached and the count and price they finished it with. */
export function processingItems(r: CustomAdminRow): Item[] {
  return [
    { key: 'source', label: T.source, children: r.data_source ? T.sources[r.data_source] : T.noData },
    { key: 'description', label: T.description, children: longText(r.condition) },
    { key: 'file', label: T.file, children: dash(r.data_file_name) },
    {
      key: 'count',
      label: T.dataCount,
      children: r.data_count === null ? T.none : T.nums(formatCount(r.data_count)),
    },
    { key: 'nums', label: T.finishNums, children: r.nums === null ? T.none : T.nums(formatCount(r.nums)) },
    { key: 'price', label: T.price, children: r.price === null ? T.none : formatPrice(r.price) },
  ];
}

/** The requester's order: amount, e-mail, pay and send state. */
export function orderItems(o: CustomRequestOrder): Item[] {
  return [
    { key: 'code', label: T.orderCode, children: o.order_code },
    { key: 'amount', label: T.amount, children: formatPrice(o.amount) },
    { key: 'nums', label: T.finishNums, children: T.nums(formatCount(o.nums)) },
    { key: 'email', label: T.email, children: dash(o.email) },
    {
      key: 'pay',
      label: T.payState,
      children: (
        <Tag color={o.status === 1 ? 'success' : 'warning'}>{orderStatusText[o.status] ?? o.status}</Tag>
      ),
    },
    {
      key: 'send',
      label: T.sendState,
      children: (
        <Tag color={o.is_send === 1 ? 'success' : o.is_send === 2 ? 'error' : 'default'}>
          {sendStatusText[o.is_send] ?? o.is_send}
        </Tag>
      ),
    },
    { key: 'remark', label: T.sendRemark, children: longText(o.send_remark) },
  ];
}

/** The items of `items` named by `keys`, in that order. */
export function pick(items: Item[], keys: readonly string[]): Item[] {
  return keys.flatMap((k) => items.filter((i) => i.key === k));
}
