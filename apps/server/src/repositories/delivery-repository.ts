import { companyFilterSchema, type CompanyFilter } from '@qishu/contract';
import SQLite from 'better-sqlite3';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DataDeliveryTable } from '../db/tables/delivery.ts';

export type DeliveryRow = Selectable<DataDeliveryTable>;
export type OrderKind = 'shop_order' | 'per_order';

/** What delivery needs of an order, the same for an account order and a precise order. */
export interface DeliverableOrder {
  kind: OrderKind;
  id: number;
  order_code: string;
  order_name: string;
  sys_user_id: number;
  usr_agent_id: number;
  email: string;
  /** 0 unpaid, 1 paid */
  status: number;
  /** 1 sent, 0 not yet, 2 failed */
  is_send: number;
  /** the data: a product's filter (shop_order) or a frozen search (per_order) */
  shop_product_id: number | null;
  shop_search_condition_id: number | null;
  /** per_order paying a reviewed custom request: its condition is the request's */
  agent_label_apply_id: number | null;
  /** per_order: how many rows were bought */
  nums: number | null;
}

/** One exported company, in the columns of EXPORT_COLUMNS (plus its id). */
export interface ExportCompany {
  company_id: number;
  name: string;
  district_code: string;
  tel: string | null;
  mobile: string | null;
  legal_person: string;
  address: string;
  reg_date: string;
  reg_capital: number;
  reg_currency: string;
  scope: string;
  status: string;
  email: string | null;
  website: string | null;
}

type Q = Kysely<Database>;

/** The company columns an export reads, in ExportCompany's order. */
const EXPORT_COMPANY_COLUMNS = [
  'company_id',
  'name',
  'district_code',
  'tel',
  'mobile',
  'legal_person',
  'address',
  'reg_date',
  'reg_capital',
  'reg_currency',
  'scope',
  'status',
  'email',
  'website',
] as const satisfies readonly (keyof ExportCompany)[];

/** One ExportCompany as an array of EXPORT_COMPANY_COLUMNS. */
type ExportCompanyTuple = [
  number,
  string,
  string,
  string | null,
  string | null,
  string,
  string,
  string,
  number,
  string,
  string,
  string,
  string | null,
  string | null,
];

/** Page cache of an export's own SQLite connection (KiB). */
const EXPORT_READER_CACHE_KIB = 2048;

/** How an export reads its rows (DeliveryRepository.exportReader). */
export interface ExportReader {
  /** as DeliveryRepository.rowsByIds */
  rowsByIds(ids: readonly number[]): Promise<ExportCompany[]>;
  close(): void;
}

/**
 * rowsByIds on SQLite: one prepared statement for every batch (the ids bound as one JSON array)
 * answering arrays — better-sqlite3 builds a 14-key object per row far slower than JS does.
 */
function rowsByIdsStatement(sqlite: SQLite.Database): SQLite.Statement {
  return sqlite
    .prepare(
      `select ${EXPORT_COMPANY_COLUMNS.join(', ')} from company
       where company_id in (select value from json_each(?))`,
    )
    .raw(true);
}

function rowsOf(stmt: SQLite.Statement, ids: readonly number[]): ExportCompany[] {
  return (stmt.all(JSON.stringify(ids)) as ExportCompanyTuple[]).map((r) => ({
    company_id: r[0],
    name: r[1],
    district_code: r[2],
    tel: r[3],
    mobile: r[4],
    legal_person: r[5],
    address: r[6],
    reg_date: r[7],
    reg_capital: r[8],
    reg_currency: r[9],
    scope: r[10],
    status: r[11],
    email: r[12],
    website: r[13],
  }));
}

/** The rows in the order of `ids` (the database answers in its own); unknown ids are skipped. */
function inOrderOf(ids: readonly number[], rows: ExportCompany[]): ExportCompany[] {
  const byId = new Map<number, ExportCompany>();
  for (const row of rows) byId.set(row.company_id, row);
  const ordered: ExportCompany[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) ordered.push(row);
  }
  return ordered;
}

/** data_delivery rows and the order/company reads the delivery job needs. */
export class DeliveryRepository {
  private rowsByIdsStmt: SQLite.Statement | undefined;

  /** `sqlite`: the raw handle under `db` on the embedded default (Db.sqlite), for the export's reads. */
  constructor(
    private readonly db: Q,
    private readonly sqlite: SQLite.Database | null = null,
  ) {}

  async order(kind: OrderKind, id: number, db: Q = this.db): Promise<DeliverableOrder | undefined> {
    if (kind === 'shop_order') {
      const o = await db
        .selectFrom('shop_order')
        .select([
          'shop_order_id',
          'order_code',
          'order_name',
          'sys_user_id',
          'usr_agent_id',
          'email',
          'status',
          'is_send',
          'shop_product_id',
        ])
        .where('shop_order_id', '=', id)
        .executeTakeFirst();
      return o
        ? {
            kind,
            id: o.shop_order_id,
            order_code: o.order_code,
            order_name: o.order_name,
            sys_user_id: o.sys_user_id,
            usr_agent_id: o.usr_agent_id,
            email: o.email,
            status: o.status,
            is_send: o.is_send,
            shop_product_id: o.shop_product_id,
            shop_search_condition_id: null,
            agent_label_apply_id: null,
            nums: null,
          }
        : undefined;
    }
    const o = await db
      .selectFrom('per_order')
      .select([
        'per_order_id',
        'order_code',
        'order_name',
        'sys_user_id',
        'usr_agent_id',
        'email',
        'status',
        'is_send',
        'shop_search_condition_id',
        'agent_label_apply_id',
        'nums',
      ])
      .where('per_order_id', '=', id)
      .executeTakeFirst();
    return o
      ? {
          kind,
          id: o.per_order_id,
          order_code: o.order_code,
          order_name: o.order_name,
          sys_user_id: o.sys_user_id,
          usr_agent_id: o.usr_agent_id,
          email: o.email,
          status: o.status,
          is_send: o.is_send,
          shop_product_id: null,
          shop_search_condition_id: o.shop_search_condition_id,
          agent_label_apply_id: o.agent_label_apply_id,
          nums: o.nums,
        }
      : undefined;
  }

  /** Sets the order's send flag (and, when delivered, a precise order's export fields). */
  async markOrder(
    order: { kind: OrderKind; id: number },
    change: { is_send: number; send_remark: string | null; exported_at?: string; excel_url?: string },
    db: Q = this.db,
  ): Promise<void> {
    if (order.kind === 'shop_order') {
      await db
        .updateTable('shop_order')
        .set({ is_send: change.is_send, send_remark: change.send_remark })
        .where('shop_order_id', '=', order.id)
        .execute();
      return;
    }
    await db
      .updateTable('per_order')
      .set({
        is_send: change.is_send,
        send_remark: change.send_remark,
        ...(change.exported_at !== undefined
          ? { order_status: 1, exported_at: change.exported_at, excel_url: change.excel_url ?? null }
          : {}),
      })
      .where('per_order_id', '=', order.id)
      .execute();
  }

  /** The filter that defines the order's data and how many rows at most (null = all). */
  async dataOf(order: DeliverableOrder): Promise<{ filter: CompanyFilter; limit: number | null }> {
    if (order.kind === 'shop_order') {
      const p = await this.db
        .selectFrom('shop_product')
        .select('filter_json')
        .where('shop_product_id', '=', order.shop_product_id ?? 0)
        .executeTakeFirstOrThrow();
      return { filter: companyFilterSchema.parse(JSON.parse(p.filter_json)), limit: null };
    }
    let conditionId = order.shop_search_condition_id;
    if (conditionId === null && order.agent_label_apply_id !== null) {
      const apply = await this.db
        .selectFrom('agent_label_apply')
        .select('shop_search_condition_id')
        .where('agent_label_apply_id', '=', order.agent_label_apply_id)
        .executeTakeFirst();
      conditionId = apply?.shop_search_condition_id ?? null;
    }
    if (conditionId === null) throw new Error(`per_order ${order.id} has no frozen search condition`);
    const c = await this.db
      .selectFrom('shop_search_condition')
      .select('condition_json')
      .where('shop_search_condition_id', '=', conditionId)
      .executeTakeFirstOrThrow();
    return { filter: companyFilterSchema.parse(JSON.parse(c.condition_json)), limit: order.nums ?? 0 };
  }

  /**
   * The export columns of the companies `ids`, in the order of `ids` (one query; ids the search
   * engine answered, so no filter here). Unknown ids are skipped.
   */
  async rowsByIds(ids: readonly number[]): Promise<ExportCompany[]> {
    if (ids.length === 0) return [];
    const sqlite = this.sqlite;
    if (sqlite) {
      this.rowsByIdsStmt ??= rowsByIdsStatement(sqlite);
      const stmt = this.rowsByIdsStmt;
      // while holding Kysely's connection: never inside another caller's open transaction
      return inOrderOf(ids, await this.db.connection().execute(async () => rowsOf(stmt, ids)));
    }
    const rows = await this.db
      .selectFrom('company')
      .select(EXPORT_COMPANY_COLUMNS)
      .where('company_id', 'in', ids)
      .execute();
    return inOrderOf(ids, rows);
  }

  /**
   * What an export reads its rows with; close it when the export ends. On the embedded SQLite (a
   * file) that is a read-only connection of its own with a small page cache: an export walks
   * through up to every company once, which would otherwise fill the server connection's 64 MiB
   * cache with pages read once (the largest part of the export's memory, and evicting the pages
   * the searches keep using). Elsewhere it is rowsByIds on the shared connection.
   */
  exportReader(): ExportReader {
    const file = this.sqlite && !this.sqlite.memory ? this.sqlite.name : null;
    if (!file) return { rowsByIds: (ids) => this.rowsByIds(ids), close: () => {} };
    const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma(`cache_size = -${EXPORT_READER_CACHE_KIB}`);
    const stmt = rowsByIdsStatement(sqlite);
    return {
      rowsByIds: async (ids) => (ids.length === 0 ? [] : inOrderOf(ids, rowsOf(stmt, ids))),
      close: () => sqlite.close(),
    };
  }

  byId(id: number, db: Q = this.db): Promise<DeliveryRow | undefined> {
    return db.selectFrom('data_delivery').selectAll().where('data_delivery_id', '=', id).executeTakeFirst();
  }

  byOrderSeq(kind: OrderKind, orderId: number, seq: number, db: Q = this.db) {
    return db
      .selectFrom('data_delivery')
      .selectAll()
      .where('order_kind', '=', kind)
      .where('order_id', '=', orderId)
      .where('seq', '=', seq)
      .executeTakeFirst();
  }

  /** The order's deliveries, newest first. */
  ofOrder(kind: OrderKind, orderId: number, db: Q = this.db): Promise<DeliveryRow[]> {
    return db
      .selectFrom('data_delivery')
      .selectAll()
      .where('order_kind', '=', kind)
      .where('order_id', '=', orderId)
      .orderBy('seq', 'desc')
      .execute();
  }

  byToken(token: string): Promise<DeliveryRow | undefined> {
    return this.db
      .selectFrom('data_delivery')
      .selectAll()
      .where('download_token', '=', token)
      .executeTakeFirst();
  }

  async insert(row: Insertable<DataDeliveryTable>, db: Q = this.db): Promise<number> {
    const r = await db
      .insertInto('data_delivery')
      .values(row)
      .returning('data_delivery_id')
      .executeTakeFirstOrThrow();
    return r.data_delivery_id;
  }

  /** Updates a delivery; with `unlessSent` a row already 'sent' is left alone. Answers whether it changed. */
  async update(
    id: number,
    change: Updateable<DataDeliveryTable>,
    db: Q = this.db,
    opts: { unlessSent?: boolean } = {},
  ): Promise<boolean> {
    let q = db.updateTable('data_delivery').set(change).where('data_delivery_id', '=', id);
    if (opts.unlessSent) q = q.where('status', '!=', 'sent');
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}
