import type { LoginLogFilter, Page } from '@qishu/contract';
import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { LoginLogTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';
import { countedPage, countRows } from './row-count.ts';

export interface LoginLogRecord {
  login_log_id: number;
  created_at: string;
  username: string;
  realname: string | null;
  usr_agent_id: number | null;
  agent_name: string | null;
  success: number;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** Rows per round trip when an export walks a log. */
const BATCH = 1000;

/**
 * The login log (login_log): sign-in writes every attempt and computes lockout from it; the platform
 * back-office searches it (pages, counts and the rows of an export, with the user's name and
 * organisation). Not scoped: an attempt is logged before there is a caller, and only the platform
 * reads the log.
 */
export class LoginLogRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: Insertable<LoginLogTable>): Promise<void> {
    await this.db.insertInto('login_log').values(row).execute();
  }

  /** Attempts of a phone since a time, oldest first. */
  since(
    username: string,
    from: string,
  ): Promise<{ success: number; reason: string | null; created_at: string }[]> {
    return this.db
      .selectFrom('login_log')
      .select(['success', 'reason', 'created_at'])
      .where('username', '=', username)
      .where('created_at', '>=', from)
      .orderBy('created_at')
      .orderBy('login_log_id')
      .execute();
  }

  private filtered(f: LoginLogFilter) {
    let q = this.db
      .selectFrom('login_log as l')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'l.sys_user_id')
      .leftJoin('usr_agent as a', 'a.usr_agent_id', 'l.usr_agent_id');
    if (f.phone) q = q.where(contains('l.username', f.phone));
    if (f.agent_name) q = q.where(contains('a.name', f.agent_name));
    if (f.success !== undefined) q = q.where('l.success', '=', f.success);
    if (f.start_time) q = q.where('l.created_at', '>=', f.start_time);
    if (f.end_time) q = q.where('l.created_at', '<=', f.end_time);
    return q;
  }

  private listed(f: LoginLogFilter) {
    return this.filtered(f).select([
      'l.login_log_id',
      'l.created_at',
      'l.username',
      'u.realname',
      'l.usr_agent_id',
      'a.name as agent_name',
      'l.success',
      'l.reason',
      'l.ip',
      'l.user_agent',
    ]);
  }

  page(f: LoginLogFilter, page: number, limit: number): Promise<Page<LoginLogRecord>> {
    const newestFirst = this.listed(f).orderBy('l.created_at', 'desc').orderBy('l.login_log_id', 'desc');
    return countedPage(newestFirst, this.filtered(f), { page, limit });
  }

  async count(f: LoginLogFilter): Promise<number> {
    return countRows(this.filtered(f));
  }

  /** Every matching row, newest first, fetched in batches (keyset on the id). */
  async *rows(f: LoginLogFilter): AsyncGenerator<LoginLogRecord> {
    let before: number | null = null;
    for (;;) {
      let q = this.listed(f);
      if (before !== null) q = q.where('l.login_log_id', '<', before);
      const rows = await q.orderBy('l.login_log_id', 'desc').limit(BATCH).execute();
      yield* rows;
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) return;
      before = last.login_log_id;
    }
  }
}
