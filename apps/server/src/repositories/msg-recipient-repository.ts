import type { Executor } from '../db/executor.ts';
import { contains } from '../shared/text-match.ts';
import type { ReceiverTarget } from './sys-msg-repository.ts';

/** sys_user.status / usr_agent.status of an active account or organisation */
const ACTIVE = 1;

const n = (v: unknown) => Number(v ?? 0);

/**
 * Who a platform message can go to: active workspace users (sys_user, no shop shoppers) and their
 * organisations (usr_agent), for the sender's pickers and for resolving a message's target.
 */
export class MsgRecipientRepository {
  constructor(private readonly db: Executor) {}

  /** Active (status 1) users among `ids`. */
  activeUsers(ids: number[]): Promise<ReceiverTarget[]> {
    return this.db
      .selectFrom('sys_user')
      .select(['sys_user_id', 'usr_agent_id'])
      .where('sys_user_id', 'in', ids)
      .where('status', '=', ACTIVE)
      .execute();
  }

  async existingAgents(ids: number[]): Promise<number[]> {
    const rows = await this.db
      .selectFrom('usr_agent')
      .select('usr_agent_id')
      .where('usr_agent_id', 'in', ids)
      .execute();
    return rows.map((r) => r.usr_agent_id);
  }

  /** Every active workspace user (no shop shoppers) of the organisations, or of all active ones. */
  activeUsersOfAgents(agentIds: number[] | 'all'): Promise<ReceiverTarget[]> {
    let q = this.db
      .selectFrom('sys_user as u')
      .innerJoin('usr_agent as a', 'a.usr_agent_id', 'u.usr_agent_id')
      .select(['u.sys_user_id', 'u.usr_agent_id'])
      .where('u.status', '=', ACTIVE)
      .where('u.is_shopper', '=', 0);
    q = agentIds === 'all' ? q.where('a.status', '=', ACTIVE) : q.where('u.usr_agent_id', 'in', agentIds);
    return q.orderBy('u.sys_user_id').execute();
  }

  // ── pickers ──────────────────────────────────────────────────────────────────────────

  async agentOptions(keyword: string | undefined) {
    let q = this.db
      .selectFrom('usr_agent as a')
      .select((eb) => [
        'a.usr_agent_id',
        'a.name',
        eb
          .selectFrom('sys_user as u')
          .select(eb.fn.countAll().as('n'))
          .whereRef('u.usr_agent_id', '=', 'a.usr_agent_id')
          .where('u.status', '=', ACTIVE)
          .where('u.is_shopper', '=', 0)
          .as('user_count'),
      ])
      .where('a.status', '=', ACTIVE);
    if (keyword) {
      q = q.where((eb) => eb.or([contains('a.name', keyword), contains('a.short_name', keyword)]));
    }
    const rows = await q.orderBy('a.usr_agent_id').limit(200).execute();
    return rows.map((r) => ({ ...r, user_count: n(r.user_count) }));
  }

  userOptions(keyword: string | undefined, agentId: number | undefined) {
    let q = this.db
      .selectFrom('sys_user as u')
      .innerJoin('usr_agent as a', 'a.usr_agent_id', 'u.usr_agent_id')
      .select(['u.sys_user_id', 'u.realname', 'u.username', 'u.usr_agent_id', 'a.name as agent_name'])
      .where('u.status', '=', ACTIVE)
      .where('u.is_shopper', '=', 0);
    if (keyword) {
      q = q.where((eb) => eb.or([contains('u.realname', keyword), contains('u.username', keyword)]));
    }
    if (agentId) q = q.where('u.usr_agent_id', '=', agentId);
    return q.orderBy('u.sys_user_id').limit(30).execute();
  }
}
