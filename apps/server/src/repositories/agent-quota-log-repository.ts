import type { Executor } from '../db/executor.ts';

/**
 * The capacity adjustments of organisations, as the audit service wrote them to the operation log
 * (entity usr_agent, action quota). Read only; whether the caller may see the organisation is
 * decided by the organisation's own repository before.
 */
export class AgentQuotaLogRepository {
  constructor(private readonly db: Executor) {}

  /** The newest adjustments of organisation `id`, newest first. */
  latest(id: number, limit: number) {
    return this.db
      .selectFrom('operation_log as l')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'l.sys_user_id')
      .select(['l.operation_log_id', 'l.created_at', 'l.before_json', 'l.after_json', 'u.realname'])
      .where('l.entity', '=', 'usr_agent')
      .where('l.entity_id', '=', String(id))
      .where('l.action', '=', 'quota')
      .orderBy('l.operation_log_id', 'desc')
      .limit(limit)
      .execute();
  }
}
