import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';

const UNLIMITED = [30, 999];

/** Read-only figures for the platform admin's home page. */
export class AdminOverviewRepository {
  constructor(private readonly db: Executor) {}

  private async count(q: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }) {
    return Number((await q.executeTakeFirst())?.n ?? 0);
  }

  organisations() {
    return this.count(
      this.db
        .selectFrom('usr_agent')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('status', '=', 1),
    );
  }

  activeUsers() {
    return this.count(
      this.db
        .selectFrom('sys_user')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('status', '=', 1),
    );
  }

  companies() {
    return this.count(this.db.selectFrom('company').select((e) => e.fn.countAll<number>().as('n')));
  }

  logins(sinceIso: string, success: 0 | 1) {
    return this.count(
      this.db
        .selectFrom('login_log')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('created_at', '>=', sinceIso)
        .where('success', '=', success),
    );
  }

  pendingCustomRequests() {
    return this.count(
      this.db
        .selectFrom('agent_label_apply')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('status', '=', 1),
    );
  }

  lowCapacity(limit: number) {
    return this.db
      .selectFrom('usr_agent')
      .select(['usr_agent_id', 'name', 'basic_number', 'un_basic_number'])
      .where('status', '=', 1)
      .where('rank', 'not in', UNLIMITED)
      .where('basic_number', '>', 0)
      .where(sql<boolean>`un_basic_number * 10 < basic_number`)
      .orderBy(sql`un_basic_number * 1.0 / basic_number`)
      .limit(limit)
      .execute();
  }

  recentLogins(limit: number) {
    return this.db
      .selectFrom('login_log as l')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'l.sys_user_id')
      .leftJoin('usr_agent as a', 'a.usr_agent_id', 'l.usr_agent_id')
      .select([
        'l.login_log_id',
        'l.username',
        'u.realname',
        'a.name as agent_name',
        'l.success',
        'l.reason',
        'l.ip',
        'l.created_at',
      ])
      .orderBy('l.login_log_id', 'desc')
      .limit(limit)
      .execute();
  }

  recentOperations(limit: number) {
    return this.db
      .selectFrom('operation_log as o')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'o.sys_user_id')
      .select(['o.operation_log_id', 'u.realname', 'o.action', 'o.entity', 'o.entity_id', 'o.created_at'])
      .orderBy('o.operation_log_id', 'desc')
      .limit(limit)
      .execute();
  }
}
