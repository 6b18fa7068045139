import type { Page } from '@qishu/contract';
import { type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PerOrderTable, ShopSearchConditionTable } from '../db/tables/shop.ts';
import { contains } from '../shared/text-match.ts';

type Db = Kysely<Database>;

/** A company of the precise preview (the columns the preview row is made of). */
export interface PreviewCompany {
  company_id: number;
  name: string;
  legal_person: string;
  reg_capital: number;
  reg_currency: string;
  reg_date: string;
  address: string;
  tel: string | null;
  mobile: string | null;
}

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

/** Saved precise searches (shop_search_condition), precise orders (per_order) and the reads they need. */
export class PreciseRepository {
  constructor(private readonly db: Db) {}

  /** Names of GB/T 2260 region codes that exist. */
  async regionNames(codes: readonly string[]): Promise<Map<string, string>> {
    if (!codes.length) return new Map();
    const rows = await this.db
      .selectFrom('region')
      .select(['code', 'name'])
      .where('code', 'in', [...new Set(codes)])
      .execute();
    return new Map(rows.map((r) => [r.code, r.name]));
  }

  /** Names of GB/T 4754 industry codes (sections and divisions) that exist. */
  async industryNames(codes: readonly string[]): Promise<Map<string, string>> {
    if (!codes.length) return new Map();
    const rows = await this.db
      .selectFrom('industry')
      .select(['code', 'name'])
      .where('code', 'in', [...new Set(codes)])
      .execute();
    return new Map(rows.map((r) => [r.code, r.name]));
  }

  /** The companies of `ids`, in the order of `ids`. */
  async companies(ids: readonly number[]): Promise<PreviewCompany[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('company')
      .select([
        'company_id',
        'name',
        'legal_person',
        'reg_capital',
        'reg_currency',
        'reg_date',
        'address',
        'tel',
        'mobile',
      ])
      .where('company_id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((r) => [r.company_id, { ...r, reg_capital: Number(r.reg_capital) }]));
    return ids.flatMap((id) => {
      const c = byId.get(id);
      return c ? [c] : [];
    });
  }

  async insertCondition(row: Insertable<ShopSearchConditionTable>): Promise<number> {
    const r = await this.db
      .insertInto('shop_search_condition')
      .values(row)
      .returning('shop_search_condition_id')
      .executeTakeFirstOrThrow();
    return r.shop_search_condition_id;
  }

  /** A saved search, only when it is the user's. */
  conditionOf(sysUserId: number, id: number) {
    return this.db
      .selectFrom('shop_search_condition')
      .select(['shop_search_condition_id', 'condition_json', 'search_text', 'search_arr', 'count'])
      .where('shop_search_condition_id', '=', id)
      .where('sys_user_id', '=', sysUserId)
      .executeTakeFirst();
  }

  async insertOrder(row: Insertable<PerOrderTable>): Promise<number> {
    const r = await this.db
      .insertInto('per_order')
      .values(row)
      .returning('per_order_id')
      .executeTakeFirstOrThrow();
    return r.per_order_id;
  }

  private ordersBase() {
    return this.db
      .selectFrom('per_order as o')
      .leftJoin('shop_search_condition as c', 'c.shop_search_condition_id', 'o.shop_search_condition_id');
  }

  /** The user's own precise orders (searches, not custom-request payments), newest first. */
  async ownPage(sysUserId: number, offset: number, limit: number): Promise<Page<PreciseOrderRecord>> {
    const base = this.ordersBase()
      .where('o.sys_user_id', '=', sysUserId)
      .where('o.agent_label_apply_id', 'is', null);
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

  /** The back-office list: every precise order with its buyer. */
  async adminPage(s: PreciseAdminSearch, page: number, limit: number): Promise<Page<PreciseAdminRecord>> {
    let q = this.ordersBase()
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

  /** When each paid order was paid (its paid payment). */
  async paidAt(orderIds: readonly number[]): Promise<Map<number, string>> {
    if (!orderIds.length) return new Map();
    const rows = await this.db
      .selectFrom('payment')
      .select(['order_id', 'paid_at'])
      .where('order_kind', '=', 'per_order')
      .where('order_id', 'in', [...orderIds])
      .where('status', '=', 1)
      .execute();
    return new Map(rows.flatMap((r) => (r.paid_at ? [[r.order_id, r.paid_at] as const] : [])));
  }

  /** The deliveries of precise orders: how many, and the newest one's id and whether it has a file. */
  async deliveries(
    orderIds: readonly number[],
  ): Promise<Map<number, { count: number; newest: number; withFile: number | null }>> {
    const out = new Map<number, { count: number; newest: number; withFile: number | null }>();
    if (!orderIds.length) return out;
    const rows = await this.db
      .selectFrom('data_delivery')
      .select(['order_id', 'data_delivery_id', 'file_path'])
      .where('order_kind', '=', 'per_order')
      .where('order_id', 'in', [...orderIds])
      .orderBy('seq')
      .execute();
    for (const r of rows) {
      const o = out.get(r.order_id) ?? { count: 0, newest: 0, withFile: null };
      o.count += 1;
      o.newest = r.data_delivery_id;
      if (r.file_path) o.withFile = r.data_delivery_id;
      out.set(r.order_id, o);
    }
    return out;
  }

  /** A precise order of a search (not a custom-request payment). */
  order(id: number) {
    return this.db
      .selectFrom('per_order')
      .select(['per_order_id', 'status', 'email'])
      .where('per_order_id', '=', id)
      .where('agent_label_apply_id', 'is', null)
      .executeTakeFirst();
  }
}
