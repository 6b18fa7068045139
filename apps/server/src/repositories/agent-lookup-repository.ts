import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { UsrAgentTable } from '../db/tables/identity.ts';

export type AgentRow = Selectable<UsrAgentTable>;

/**
 * Organisations (usr_agent) with the modules each may use (usr_agent_module), read-only and every
 * organisation: sign-in resolves an account's organisation before there is a caller, and the user
 * forms that offer organisations are the platform's. The organisations' own management is
 * AgentRepository's.
 */
export class AgentLookupRepository {
  constructor(private readonly db: Executor) {}

  byId(id: number): Promise<AgentRow | undefined> {
    return this.db.selectFrom('usr_agent').selectAll().where('usr_agent_id', '=', id).executeTakeFirst();
  }

  byIds(ids: number[]): Promise<AgentRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('usr_agent').selectAll().where('usr_agent_id', 'in', ids).execute();
  }

  /** The organisation whose own sign-in domain is `host`. */
  byDomain(host: string): Promise<AgentRow | undefined> {
    return this.db.selectFrom('usr_agent').selectAll().where('domain_name', '=', host).executeTakeFirst();
  }

  /** Every organisation, as the platform's user form offers them. */
  list() {
    return this.db
      .selectFrom('usr_agent')
      .select(['usr_agent_id', 'name', 'status'])
      .orderBy('usr_agent_id')
      .execute();
  }

  /** The modules organisation `agentId` may use. */
  async modulesOf(agentId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('usr_agent_module')
      .select('sys_module_id')
      .where('usr_agent_id', '=', agentId)
      .orderBy('sys_module_id')
      .execute();
    return rows.map((r) => r.sys_module_id);
  }

  /** Which organisation may use which module, for every organisation. */
  moduleLinks() {
    return this.db
      .selectFrom('usr_agent_module')
      .select(['usr_agent_id', 'sys_module_id'])
      .orderBy('sys_module_id')
      .execute();
  }
}
