import { auditEntitiesMatching, type OperationLogFilter, type Page } from '@qishu/contract';
import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { OperationLogTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';
import { countedPage, countRows } from './row-count.ts';

export interface OperationLogRecord {
  operation_log_id: number;
  created_at: string;
  sys_user_id: number | null;
  operator: string | null;
  operator_phone: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  ip: string | null;
  before_json: string | null;
  after_json: string | null;
}

/** Rows per round trip when an export walks a log. */
const BATCH = 1000;

/**
 * The operation log (operation_log). Audited writes add to it (the audit service builds this on
 * the write's transaction, so the entry commits with the change); the platform back-office searches
 * it (pages, counts, one entry and the rows of an export, with the operator's name); an
 * organisation's capacity adjustments are read back from it. Not scoped: only the platform reads the
 * whole log, and whoever reads an organisation's adjustments checks first that the caller's scope
 * holds the organisation (the organisation's own repository).
 */
export class OperationLogRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: Insertable<OperationLogTable>): Promise<void> {
    await this.db.insertInto('operation_log').values(row).execute();
  }

  private filtered(f: Partial<OperationLogFilter>) {
    let q = this.db
      .selectFrom('operation_log as o')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'o.sys_user_id');
    if (f.operator) {
      const text = f.operator;
      q = q.where((eb) => eb.or([contains('u.realname', text), contains('u.username', text)]));
    }
    if (f.action) q = q.where('o.action', '=', f.action);
    if (f.entity) {
      // the table name, or the Chinese name of the object (订单 finds shop_order and per_order)
      const text = f.entity;
      const tables = auditEntitiesMatching(text);
      q = q.where((eb) =>
        eb.or([contains('o.entity', text), ...(tables.length ? [eb('o.entity', 'in', tables)] : [])]),
      );
    }
    if (f.start_time) q = q.where('o.created_at', '>=', f.start_time);
    if (f.end_time) q = q.where('o.created_at', '<=', f.end_time);
    return q;
  }

  private listed(f: Partial<OperationLogFilter>) {
    return this.filtered(f).select([
      'o.operation_log_id',
      'o.created_at',
      'o.sys_user_id',
      'u.realname as operator',
      'u.username as operator_phone',
      'o.action',
      'o.entity',
      'o.entity_id',
      'o.ip',
      'o.before_json',
      'o.after_json',
    ]);
  }

  page(f: OperationLogFilter, page: number, limit: number): Promise<Page<OperationLogRecord>> {
    const newestFirst = this.listed(f).orderBy('o.created_at', 'desc').orderBy('o.operation_log_id', 'desc');
    return countedPage(newestFirst, this.filtered(f), { page, limit });
  }

  async count(f: OperationLogFilter): Promise<number> {
    return countRows(this.filtered(f));
  }

  byId(id: number): Promise<OperationLogRecord | undefined> {
    return this.listed({}).where('o.operation_log_id', '=', id).executeTakeFirst();
  }

  async *rows(f: OperationLogFilter): AsyncGenerator<OperationLogRecord> {
    let before: number | null = null;
    for (;;) {
      let q = this.listed(f);
      if (before !== null) q = q.where('o.operation_log_id', '<', before);
      const rows = await q.orderBy('o.operation_log_id', 'desc').limit(BATCH).execute();
      yield* rows;
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) return;
      before = last.operation_log_id;
    }
  }

  /**
   * The newest capacity adjustments of organisation `agentId` (entity usr_agent, action quota),
   * newest first. Check first that the caller's scope holds the organisation.
   */
  quotaAdjustments(agentId: number, limit: number) {
    return this.db
      .selectFrom('operation_log as l')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'l.sys_user_id')
      .select(['l.operation_log_id', 'l.created_at', 'l.before_json', 'l.after_json', 'u.realname'])
      .where('l.entity', '=', 'usr_agent')
      .where('l.entity_id', '=', String(agentId))
      .where('l.action', '=', 'quota')
      .orderBy('l.operation_log_id', 'desc')
      .limit(limit)
      .execute();
  }
}
