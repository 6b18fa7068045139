import type { Page } from '@qishu/contract';
import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { PerOrderTable } from '../db/tables/shop.ts';
import { contains } from '../shared/text-match.ts';
import { ofBuyer, type BuyerScope } from './buyer-scope.ts';
import type { DeliverableOrder, OrderSendState, OrdersOfKind, SendChange } from './order-kind.ts';

/** A precise order with its saved search's text, as the buyer's list and the back-office show it. */
export interface PreciseOrderRecord {
  per_order_id: number;
  order_code: string;
  order_name: string;
  search_arr: string;
  search_text: string | null;
  nums: number;
  amount_fen: number;
  order_status: number;
  status: number;
  created_at: string;
  exported_at: string | null;
  email: string;
  shop_search_condition_id: number | null;
  is_send: number;
  send_remark: string | null;
  sys_user_id: number;
  usr_agent_id: number;
}

export type PreciseAdminRecord = PreciseOrderRecord & {
  username: string | null;
  realname: string | null;
  agent_name: string | null;
};

export interface PreciseAdminSearch {
  keyword?: string | undefined;
  status?: number | undefined;
  order_status?: number | undefined;
  is_send?: number | undefined;
  start_time?: string | undefined;
  end_time?: string | undefined;
}

const orderColumns = [
  'o.per_order_id',
  'o.order_code',
  'o.order_name',
  'o.search_arr',
  'c.search_text',
  'o.nums',
  'o.amount_fen',
  'o.order_status',
  'o.status',
  'o.created_at',
  'o.exported_at',
  'o.email',
  'o.shop_search_condition_id',
  'o.is_send',
  'o.send_remark',
  'o.sys_user_id',
  'o.usr_agent_id',
] as const;

/**
 * Precise orders (per_order: the order of a saved precise search, or the payment of a reviewed
 * custom request) of the scope's buyer (every buyer's for the system and the platform back-office).
 */
export class PreciseOrderRepository implements OrdersOfKind {
  constructor(
    private readonly db: Executor,
    private readonly scope: BuyerScope,
  ) {}

  private owned() {
    return this.db.selectFrom('per_order as o').where(ofBuyer('o.sys_user_id', this.scope));
  }

  /** The orders with their saved search (its text). */
  private withSearch() {
    return this.owned().leftJoin(
      'shop_search_condition as c',
      'c.shop_search_condition_id',
      'o.shop_search_condition_id',
    );
  }

  async insert(row: Insertable<PerOrderTable>): Promise<number> {
    const r = await this.db
      .insertInto('per_order')
      .values(row)
      .returning('per_order_id')
      .executeTakeFirstOrThrow();
    return r.per_order_id;
  }

  /** The orders of searches (not custom-request payments), newest first. */
  async page(offset: number, limit: number): Promise<Page<PreciseOrderRecord>> {
    const base = this.withSearch().where('o.agent_label_apply_id', 'is', null);
    const [list, total] = await Promise.all([
      base
        .select(orderColumns)
        .orderBy('o.created_at', 'desc')
        .orderBy('o.per_order_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { list, total: Number(total?.n ?? 0) };
  }

  /** The back-office list: the orders of searches with their buyer. */
  async adminPage(s: PreciseAdminSearch, page: number, limit: number): Promise<Page<PreciseAdminRecord>> {
    let q = this.withSearch()
      .leftJoin('sys_user as u', 'u.sys_user_id', 'o.sys_user_id')
      .leftJoin('usr_agent as a', 'a.usr_agent_id', 'o.usr_agent_id')
      .where('o.agent_label_apply_id', 'is', null);
    if (s.keyword) {
      const k = s.keyword;
      q = q.where((eb) =>
        eb.or([contains('o.order_code', k), contains('u.username', k), contains('o.email', k)]),
      );
    }
    if (s.status !== undefined) q = q.where('o.status', '=', s.status);
    if (s.order_status !== undefined) q = q.where('o.order_status', '=', s.order_status);
    if (s.is_send !== undefined) q = q.where('o.is_send', '=', s.is_send);
    if (s.start_time) q = q.where('o.created_at', '>=', s.start_time);
    if (s.end_time) q = q.where('o.created_at', '<=', s.end_time);
    const [list, total] = await Promise.all([
      q
        .select(orderColumns)
        .select(['u.username as username', 'u.realname as realname', 'a.name as agent_name'])
        .orderBy('o.created_at', 'desc')
        .orderBy('o.per_order_id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { list, total: Number(total?.n ?? 0) };
  }

  /** An order of a search (not a custom-request payment). */
  searchOrder(id: number) {
    return this.owned()
      .select(['o.per_order_id', 'o.status', 'o.email'])
      .where('o.per_order_id', '=', id)
      .where('o.agent_label_apply_id', 'is', null)
      .executeTakeFirst();
  }

  /** What paying the order needs. */
  payable(id: number) {
    return this.owned()
      .select(['o.per_order_id', 'o.order_code', 'o.order_name', 'o.amount_fen', 'o.status', 'o.email'])
      .where('o.per_order_id', '=', id)
      .executeTakeFirst();
  }

  /** The orders paying the given custom requests, newest first. */
  ofRequests(requestIds: readonly number[]) {
    if (!requestIds.length) return Promise.resolve([]);
    return this.owned()
      .select([
        'o.per_order_id',
        'o.agent_label_apply_id',
        'o.order_code',
        'o.order_name',
        'o.status',
        'o.nums',
        'o.email',
        'o.amount_fen',
        'o.is_send',
        'o.send_remark',
      ])
      .where('o.agent_label_apply_id', 'in', [...requestIds])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.per_order_id', 'desc')
      .execute();
  }

  /** Re-prices an unpaid order and points it at `email`; answers whether it was still unpaid. */
  async updateUnpaid(
    id: number,
    values: { email: string; nums: number; amount_fen: number; order_name: string },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('per_order')
      .set(values)
      .where('per_order_id', '=', id)
      .where('status', '=', 0)
      .where(ofBuyer('sys_user_id', this.scope))
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** The e-mail and QR of the payment being made. */
  async setPayment(id: number, values: { email: string; code_url: string }): Promise<void> {
    await this.db
      .updateTable('per_order')
      .set(values)
      .where('per_order_id', '=', id)
      .where(ofBuyer('sys_user_id', this.scope))
      .execute();
  }

  async deliverable(id: number): Promise<DeliverableOrder | undefined> {
    const o = await this.owned()
      // a custom request's payment exports the request's frozen search
      .leftJoin('agent_label_apply as a', 'a.agent_label_apply_id', 'o.agent_label_apply_id')
      .select((eb) => [
        'o.per_order_id as id',
        'o.order_code',
        'o.order_name',
        'o.sys_user_id',
        'o.usr_agent_id',
        'o.email',
        'o.status',
        'o.is_send',
        'o.nums',
        eb.fn
          .coalesce('o.shop_search_condition_id', 'a.shop_search_condition_id')
          .as('shop_search_condition_id'),
        'a.data_file_path',
      ])
      .where('o.per_order_id', '=', id)
      .executeTakeFirst();
    return o && { ...o, kind: 'per_order', shop_product_id: null };
  }

  sendState(id: number): Promise<OrderSendState | undefined> {
    return this.owned()
      .select(['o.order_name', 'o.order_code', 'o.is_send', 'o.send_remark'])
      .where('o.per_order_id', '=', id)
      .executeTakeFirst();
  }

  async markPaid(id: number): Promise<boolean> {
    const r = await this.db
      .updateTable('per_order')
      .set({ status: 1 })
      .where('per_order_id', '=', id)
      .where('status', '=', 0)
      .where(ofBuyer('sys_user_id', this.scope))
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Sets the send flag and, when delivered, the export's fields. */
  async markSend(id: number, change: SendChange): Promise<void> {
    await this.db
      .updateTable('per_order')
      .set({
        is_send: change.is_send,
        send_remark: change.send_remark,
        ...(change.exported_at !== undefined
          ? { order_status: 1, exported_at: change.exported_at, excel_url: change.excel_url ?? null }
          : {}),
      })
      .where('per_order_id', '=', id)
      .where(ofBuyer('sys_user_id', this.scope))
      .execute();
  }
}
