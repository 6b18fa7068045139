import type { Page } from '@qishu/contract';
import { type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DataDeliveryTable } from '../db/tables/delivery.ts';
import type { PaymentTable } from '../db/tables/shop.ts';
import { contains } from '../shared/text-match.ts';

type Db = Kysely<Database>;

const count = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0);

export interface OrderSearch {
  keyword?: string | undefined;
  status?: number | undefined;
  is_send?: number | undefined;
  start_time?: string | undefined;
  end_time?: string | undefined;
}

export interface PublishedSearch {
  keyword?: string | undefined;
  status?: string | undefined;
  reason?: string | undefined;
  order_kind?: string | undefined;
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
export type DeliveryRecord = Selectable<DataDeliveryTable> & {
  mail_status: string | null;
  mail_error: string | null;
};
export type PublishedRecord = DeliveryRecord & {
  order_code: string | null;
  order_name: string | null;
  phone: string | null;
  realname: string | null;
  agent_name: string | null;
};

/**
 * shop_order with its buyer, payments and deliveries, and data_delivery rows (platform-wide tables)
 * for the back-office's 订单管理 and 已发布数据.
 */
export class BackofficeMallOrdersRepository {
  constructor(private readonly db: Db) {}

  private ordersBase(db: Db = this.db) {
    return db
      .selectFrom('shop_order as o')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'o.sys_user_id')
      .leftJoin('usr_agent as a', 'a.usr_agent_id', 'o.usr_agent_id')
      .leftJoin('shop_product as p', 'p.shop_product_id', 'o.shop_product_id');
  }

  private orderColumns = [
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

  private filteredOrders(s: OrderSearch) {
    let q = this.ordersBase();
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

  private orderSlice(s: OrderSearch, offset: number, limit: number): Promise<OrderRecord[]> {
    return this.filteredOrders(s)
      .select(this.orderColumns)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.shop_order_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  orderCount(s: OrderSearch): Promise<number> {
    return count(
      this.filteredOrders(s)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    );
  }

  async orderPage(s: OrderSearch, page: number, limit: number): Promise<Page<OrderRecord>> {
    const [list, total] = await Promise.all([
      this.orderSlice(s, (page - 1) * limit, limit),
      this.orderCount(s),
    ]);
    return { list, total };
  }

  /** Every matching order, newest first, read a batch at a time (for the export). */
  async *orderBatches(s: OrderSearch, batch = 1000): AsyncGenerator<OrderRecord[]> {
    for (let offset = 0; ; offset += batch) {
      const rows = await this.orderSlice(s, offset, batch);
      if (rows.length) yield rows;
      if (rows.length < batch) return;
    }
  }

  order(id: number, db: Db = this.db): Promise<OrderRecord | undefined> {
    return this.ordersBase(db).select(this.orderColumns).where('o.shop_order_id', '=', id).executeTakeFirst();
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

  /** deliveries of orders of one kind, by sequence */
  deliveriesOf(kind: string, orderIds: number[]): Promise<DeliveryRecord[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('data_delivery as d')
      .leftJoin('mail_log as m', 'm.mail_log_id', 'd.mail_log_id')
      .selectAll('d')
      .select(['m.status as mail_status', 'm.error as mail_error'])
      .where('d.order_kind', '=', kind)
      .where('d.order_id', 'in', orderIds)
      .orderBy('d.order_id')
      .orderBy('d.seq')
      .execute();
  }

  /** status of an order of either kind (undefined: no such order) */
  async orderStatus(kind: string, id: number): Promise<{ status: number; email: string } | undefined> {
    if (kind === 'per_order')
      return this.db
        .selectFrom('per_order')
        .select(['status', 'email'])
        .where('per_order_id', '=', id)
        .executeTakeFirst();
    return this.db
      .selectFrom('shop_order')
      .select(['status', 'email'])
      .where('shop_order_id', '=', id)
      .executeTakeFirst();
  }

  // ── data_delivery ──────────────────────────────────────────────────────────────────────

  private publishedBase() {
    return this.db
      .selectFrom('data_delivery as d')
      .leftJoin('shop_order as so', (j) =>
        j.onRef('so.shop_order_id', '=', 'd.order_id').on('d.order_kind', '=', 'shop_order'),
      )
      .leftJoin('per_order as po', (j) =>
        j.onRef('po.per_order_id', '=', 'd.order_id').on('d.order_kind', '=', 'per_order'),
      )
      .leftJoin('sys_user as u', 'u.sys_user_id', 'd.sys_user_id')
      .leftJoin('usr_agent as a', 'a.usr_agent_id', 'd.usr_agent_id')
      .leftJoin('mail_log as m', 'm.mail_log_id', 'd.mail_log_id');
  }

  async publishedPage(s: PublishedSearch, page: number, limit: number): Promise<Page<PublishedRecord>> {
    let q = this.publishedBase();
    if (s.keyword) {
      const k = s.keyword;
      q = q.where((eb) =>
        eb.or([
          contains('so.order_code', k),
          contains('po.order_code', k),
          contains('so.order_name', k),
          contains('po.order_name', k),
          contains('u.username', k),
          contains('d.email', k),
          contains('d.file_name', k),
        ]),
      );
    }
    if (s.status) q = q.where('d.status', '=', s.status);
    if (s.reason) q = q.where('d.reason', '=', s.reason);
    if (s.order_kind) q = q.where('d.order_kind', '=', s.order_kind);
    if (s.start_time) q = q.where('d.created_at', '>=', s.start_time);
    if (s.end_time) q = q.where('d.created_at', '<=', s.end_time);
    const [list, total] = await Promise.all([
      q
        .selectAll('d')
        .select((eb) => [
          eb.fn.coalesce('so.order_code', 'po.order_code').as('order_code'),
          eb.fn.coalesce('so.order_name', 'po.order_name').as('order_name'),
          'u.username as phone',
          'u.realname as realname',
          'a.name as agent_name',
          'm.status as mail_status',
          'm.error as mail_error',
        ])
        .orderBy('d.created_at', 'desc')
        .orderBy('d.data_delivery_id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      count(q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
    ]);
    return { list, total };
  }

  delivery(id: number): Promise<Selectable<DataDeliveryTable> | undefined> {
    return this.db
      .selectFrom('data_delivery')
      .selectAll()
      .where('data_delivery_id', '=', id)
      .executeTakeFirst();
  }
}
