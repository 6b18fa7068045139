import {
  customPriceFen,
  customRequestStatusText,
  fenToYuan,
  type CustomAdminRow,
  type CustomDataSource,
  type CustomRequestOrder,
  type CustomRequestRow,
} from '@qishu/contract';
import type {
  CustomRequestRecord,
  CustomRequestRow as Row,
} from '../../../repositories/custom-request-repository.ts';

/** A request's order as PreciseOrderRepository.ofRequests reads it. */
export interface RequestOrderRecord {
  per_order_id: number;
  agent_label_apply_id: number | null;
  order_code: string;
  status: number;
  nums: number;
  email: string;
  amount_fen: number;
  is_send: number;
  send_remark: string | null;
}

/** The newest order of each request, from orders listed newest first. */
export function newestOrders(orders: readonly RequestOrderRecord[]): Map<number, RequestOrderRecord> {
  const out = new Map<number, RequestOrderRecord>();
  for (const o of orders) {
    if (o.agent_label_apply_id !== null && !out.has(o.agent_label_apply_id))
      out.set(o.agent_label_apply_id, o);
  }
  return out;
}

function orderView(o: RequestOrderRecord): CustomRequestOrder {
  return {
    per_order_id: o.per_order_id,
    order_code: o.order_code,
    status: o.status,
    nums: o.nums,
    email: o.email,
    amount: fenToYuan(o.amount_fen),
    is_send: o.is_send,
    send_remark: o.send_remark,
  };
}

/** Where the attached data comes from (a file wins: attaching one clears the search). */
export function dataSourceOf(
  r: Pick<Row, 'data_file_path' | 'shop_search_condition_id'>,
): CustomDataSource | null {
  if (r.data_file_path) return 'file';
  return r.shop_search_condition_id !== null ? 'search' : null;
}

/** The requester's price in yuan: staff's price raised to the 1-yuan floor; null before it is set. */
export function priceOf(r: Pick<Row, 'price_fen'>): string | null {
  return r.price_fen === null ? null : fenToYuan(customPriceFen(r.price_fen));
}

/** A request as the requester sees it (contract customRequestRowSchema). */
export function requestView(r: CustomRequestRecord, order: RequestOrderRecord | undefined): CustomRequestRow {
  const source = dataSourceOf(r);
  return {
    agent_label_apply_id: r.agent_label_apply_id,
    name: r.name,
    label_year: r.label_year,
    explain: r.explain,
    filter_condition: r.filter_condition,
    del_condition: r.del_condition,
    status: r.status,
    status_text: customRequestStatusText(r.status),
    app_remark: r.app_remark ?? r.label_remark,
    created: r.created_at,
    updated: r.updated_at,
    condition: source === 'file' ? r.data_file_name : source === 'search' ? r.search_text : null,
    data_source: source,
    shop_search_condition_id: r.shop_search_condition_id,
    nums: r.nums,
    price: priceOf(r),
    order: order ? orderView(order) : null,
  };
}

/** A request as the staff of /sys/apply see it (contract customAdminRowSchema). */
export function adminView(r: CustomRequestRecord, order: RequestOrderRecord | undefined): CustomAdminRow {
  return {
    ...requestView(r, order),
    sys_user_id: r.sys_user_id,
    username: r.username,
    realname: r.realname,
    usr_agent_id: r.usr_agent_id,
    agent_name: r.agent_name,
    data_count: r.data_count,
    data_file_name: r.data_file_name,
    reviewed_by_name: r.reviewed_by_name,
    reviewed_at: r.reviewed_at,
  };
}
