import type { Page } from '@qishu/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { PaymentTable } from '../db/tables/shop.ts';
import { contains } from '../shared/text-match.ts';
import { countRows } from './row-count.ts';

export interface OrderSearch {
  keyword?: string | undefined;
  status?: number | undefined;
  is_send?: number | undefined;
  start_time?: string | undefined;
  end_time?: string | undefined;
}

export interface OrderRecord {
  shop_order_id: number;
  order_code: string;
  order_name: string;
  shop_product_id: number;
  product_name: string | null;
  amount_fen: number;
  status: number;
  is_send: number;
  send_remark: string | null;
  email: string;
  created_at: string;
  paid_at: string | null;
  sys_user_id: number;
  phone: string | null;
  realname: string | null;
  agent_name: string | null;
}

export type PaymentRecord = Selectable<PaymentTable>;

/**
 * Account orders (shop_order, every organisation's: the page is the platform's) with their buyer,
 * product and payments, for the back-office's 订单管理.
 */
export class MallOrderRepository {
  constructor(private readonly db: Executor) {}

  private base() {
    return this.db
      .selectFrom('shop_order as o')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'o.sys_user_id')
      .leftJoin('usr_agent as a', 'a.usr_agent_id', 'o.usr_agent_id')
      .leftJoin('shop_product as p', 'p.shop_product_id', 'o.shop_product_id');
  }

  private columns = [
    'o.shop_order_id',
    'o.order_code',
    'o.order_name',
    'o.shop_product_id',
    'p.name as product_name',
    'o.amount_fen',
    'o.status',
    'o.is_send',
    'o.send_remark',
    'o.email',
    'o.created_at',
    'o.paid_at',
    'o.sys_user_id',
    'u.username as phone',
    'u.realname as realname',
    'a.name as agent_name',
  ] as const;

  private filtered(s: OrderSearch) {
    let q = this.base();
    if (s.keyword) {
      const k = s.keyword;
      q = q.where((eb) =>
        eb.or([
          contains('o.order_code', k),
          contains('u.username', k),
          contains('o.order_name', k),
          contains('p.name', k),
        ]),
      );
    }
    if (s.status !== undefined) q = q.where('o.status', '=', s.status);
    if (s.is_send !== undefined) q = q.where('o.is_send', '=', s.is_send);
    if (s.start_time) q = q.where('o.created_at', '>=', s.start_time);
    if (s.end_time) q = q.where('o.created_at', '<=', s.end_time);
    return q;
  }

  private slice(s: OrderSearch, offset: number, limit: number): Promise<OrderRecord[]> {
    return this.filtered(s)
      .select(this.columns)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.shop_order_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** how many orders match */
  total(s: OrderSearch): Promise<number> {
    return countRows(this.filtered(s));
  }

  async page(s: OrderSearch, page: number, limit: number): Promise<Page<OrderRecord>> {
    const [list, total] = await Promise.all([this.slice(s, (page - 1) * limit, limit), this.total(s)]);
    return { list, total };
  }

  /** Every matching order, newest first, read a batch at a time (for the export). */
  async *batches(s: OrderSearch, batch = 1000): AsyncGenerator<OrderRecord[]> {
    for (let offset = 0; ; offset += batch) {
      const rows = await this.slice(s, offset, batch);
      if (rows.length) yield rows;
      if (rows.length < batch) return;
    }
  }

  one(id: number): Promise<OrderRecord | undefined> {
    return this.base().select(this.columns).where('o.shop_order_id', '=', id).executeTakeFirst();
  }

  /** payments of shop orders, oldest first */
  paymentsOf(orderIds: number[]): Promise<PaymentRecord[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('payment')
      .selectAll()
      .where('order_kind', '=', 'shop_order')
      .where('order_id', 'in', orderIds)
      .orderBy('payment_id')
      .execute();
  }
}
