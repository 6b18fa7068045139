import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { UsrAgentTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';
import { inTenant, type DataScope } from './data-scope.ts';
import { countedPage } from './row-count.ts';

export type UsrAgentRow = Selectable<UsrAgentTable>;

/** An organisation with the name of its category, as lists and details show it. */
export type UsrAgentView = UsrAgentRow & { cate_name: string | null };

/**
 * Every organisation. Sign-in and sessions resolve an account's organisation before there is a
 * caller whose organisation could narrow it, and the platform's user forms offer every organisation.
 * There is no caller, hence no user id (ids start at 1); this repository never filters by the caller.
 */
export const EVERY_ORGANISATION: DataScope = { tenant: null, userId: 0 };

/** Filter of the back-office organisation list (the scope limits it further). */
export interface AgentFilter {
  name?: string | undefined;
  agent_cate_id?: number | undefined;
  rank?: number | undefined;
  status?: number | undefined;
  sys_module_id?: number | undefined;
  offset: number;
  limit: number;
}

/**
 * Organisations (usr_agent) with the modules granted to them (usr_agent_module): the scope's own
 * organisation, or every organisation for the platform (and for sign-in, with EVERY_ORGANISATION).
 * Deleting one takes what hangs from it (departments, its own roles and their grants) along.
 */
export class AgentRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: DataScope,
  ) {}

  /** the scope's organisations */
  private owned() {
    return this.db.selectFrom('usr_agent as a').where(inTenant('a.usr_agent_id', this.scope));
  }

  /**
   * Every organisation, whatever the scope: only for what is unique or referable platform-wide
   * (domains, the next id, the serving organisation a row may name).
   */
  private anyOrganisation() {
    return this.db.selectFrom('usr_agent as a');
  }

  private filtered(f: Omit<AgentFilter, 'offset' | 'limit'>) {
    let q = this.owned();
    if (f.name) {
      const name = f.name;
      q = q.where((eb) => eb.or([contains('a.name', name), contains('a.short_name', name)]));
    }
    if (f.agent_cate_id !== undefined) q = q.where('a.agent_cate_id', '=', f.agent_cate_id);
    if (f.rank !== undefined) q = q.where('a.rank', '=', f.rank);
    if (f.status !== undefined) q = q.where('a.status', '=', f.status);
    if (f.sys_module_id !== undefined) {
      const moduleId = f.sys_module_id;
      q = q.where('a.usr_agent_id', 'in', (eb) =>
        eb.selectFrom('usr_agent_module').select('usr_agent_id').where('sys_module_id', '=', moduleId),
      );
    }
    return q;
  }

  async page(f: AgentFilter): Promise<{ rows: UsrAgentView[]; total: number }> {
    const newestFirst = this.filtered(f)
      .leftJoin('agent_cate as c', 'c.agent_cate_id', 'a.agent_cate_id')
      .selectAll('a')
      .select('c.name as cate_name')
      .orderBy('a.created_at', 'desc')
      .orderBy('a.usr_agent_id', 'desc');
    const { list, total } = await countedPage(newestFirst, this.filtered(f), {
      offset: f.offset,
      limit: f.limit,
    });
    return { rows: list, total };
  }

  /** one organisation of the scope (sign-in checks its status, domain and token) */
  byId(id: number): Promise<UsrAgentView | undefined> {
    return this.owned()
      .leftJoin('agent_cate as c', 'c.agent_cate_id', 'a.agent_cate_id')
      .selectAll('a')
      .select('c.name as cate_name')
      .where('a.usr_agent_id', '=', id)
      .executeTakeFirst();
  }

  /** Modules per organisation of the scope, with their names. */
  async modulesOf(ids: number[]): Promise<Map<number, { ids: number[]; names: string[] }>> {
    const out = new Map<number, { ids: number[]; names: string[] }>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom('usr_agent_module as am')
      .innerJoin('sys_module as m', 'm.sys_module_id', 'am.sys_module_id')
      .select(['am.usr_agent_id', 'am.sys_module_id', 'm.name'])
      .where('am.usr_agent_id', 'in', ids)
      .where(inTenant('am.usr_agent_id', this.scope))
      .orderBy('m.orders')
      .orderBy('am.sys_module_id')
      .execute();
    for (const r of rows) {
      const entry = out.get(r.usr_agent_id) ?? { ids: [], names: [] };
      entry.ids.push(r.sys_module_id);
      entry.names.push(r.name);
      out.set(r.usr_agent_id, entry);
    }
    return out;
  }

  /** Organisations of the scope by id. */
  byIds(ids: number[]): Promise<UsrAgentRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.owned().selectAll('a').where('a.usr_agent_id', 'in', ids).execute();
  }

  /** The organisations of the scope, as the platform's user form offers them. */
  list() {
    return this.owned().select(['a.usr_agent_id', 'a.name', 'a.status']).orderBy('a.usr_agent_id').execute();
  }

  /** The modules organisation `agentId` of the scope may use. */
  async moduleIdsOf(agentId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('usr_agent_module')
      .select('sys_module_id')
      .where('usr_agent_id', '=', agentId)
      .where(inTenant('usr_agent_id', this.scope))
      .orderBy('sys_module_id')
      .execute();
    return rows.map((r) => r.sys_module_id);
  }

  /** Which organisation of the scope may use which module. */
  moduleLinks() {
    return this.db
      .selectFrom('usr_agent_module')
      .select(['usr_agent_id', 'sys_module_id'])
      .where(inTenant('usr_agent_id', this.scope))
      .orderBy('sys_module_id')
      .execute();
  }

  /** Accounts per organisation of the scope. */
  async userCounts(ids: number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom('sys_user')
      .select(['usr_agent_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('usr_agent_id', 'in', ids)
      .where(inTenant('usr_agent_id', this.scope))
      .groupBy('usr_agent_id')
      .execute();
    for (const r of rows) out.set(r.usr_agent_id, Number(r.n));
    return out;
  }

  /**
   * The organisation holding `domain`, among every organisation: a domain names one platform-wide
   * (sign-in refuses a host that is another organisation's domain).
   */
  async domainOwner(domain: string): Promise<number | undefined> {
    const row = await this.anyOrganisation()
      .select('a.usr_agent_id')
      .where('a.domain_name', '=', domain)
      .executeTakeFirst();
    return row?.usr_agent_id;
  }

  /** Whether organisation `id` exists at all (the serving organisation may be any). */
  async exists(id: number): Promise<boolean> {
    const row = await this.anyOrganisation()
      .select('a.usr_agent_id')
      .where('a.usr_agent_id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The next free organisation id across every organisation (ids are assigned, not generated). */
  async nextId(): Promise<number> {
    const row = await this.anyOrganisation()
      .select((eb) => eb.fn.max('a.usr_agent_id').as('m'))
      .executeTakeFirst();
    return Number(row?.m ?? 0) + 1;
  }

  /** Every organisation, as the form offers them for the serving organisation. */
  options(): Promise<{ usr_agent_id: number; name: string }[]> {
    return this.anyOrganisation().select(['a.usr_agent_id', 'a.name']).orderBy('a.usr_agent_id').execute();
  }

  /** Which of `ids` are modules at all (an organisation may only be given existing ones). */
  async existingModules(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('sys_module')
      .select('sys_module_id')
      .where('sys_module_id', 'in', ids)
      .execute();
    return rows.map((r) => r.sys_module_id);
  }

  /** The enabled modules, as the form offers them. */
  async moduleOptions(): Promise<{ sys_module_id: number; name: string }[]> {
    return this.db
      .selectFrom('sys_module')
      .select(['sys_module_id', 'name'])
      .where('status', '=', 1)
      .orderBy('orders')
      .orderBy('sys_module_id')
      .execute();
  }

  async insert(row: Insertable<UsrAgentTable>): Promise<void> {
    await this.db.insertInto('usr_agent').values(row).execute();
  }

  async update(id: number, patch: Updateable<UsrAgentTable>): Promise<void> {
    await this.db
      .updateTable('usr_agent')
      .set(patch)
      .where('usr_agent_id', '=', id)
      .where(inTenant('usr_agent_id', this.scope))
      .execute();
  }

  /** Replaces the modules of organisation `id` of the scope. */
  async setModules(id: number, modules: number[]): Promise<void> {
    await this.db
      .deleteFrom('usr_agent_module')
      .where('usr_agent_id', '=', id)
      .where(inTenant('usr_agent_id', this.scope))
      .execute();
    if (modules.length) {
      await this.db
        .insertInto('usr_agent_module')
        .values(modules.map((m) => ({ usr_agent_id: id, sys_module_id: m })))
        .execute();
    }
  }

  /**
   * Removes an organisation of the scope without users: its modules, departments and own roles (with
   * their grants) go with it. The caller has checked that no account belongs to it.
   */
  async delete(id: number): Promise<void> {
    const roleIds = (
      await this.db
        .selectFrom('sys_role')
        .select('sys_role_id')
        .where('usr_agent_id', '=', id)
        .where(inTenant('usr_agent_id', this.scope))
        .execute()
    ).map((r) => r.sys_role_id);
    if (roleIds.length) {
      await this.db.deleteFrom('sys_role_action').where('sys_role_id', 'in', roleIds).execute();
      await this.db.deleteFrom('sys_role_menu').where('sys_role_id', 'in', roleIds).execute();
      await this.db.deleteFrom('sys_role').where('sys_role_id', 'in', roleIds).execute();
    }
    const inScope = inTenant('usr_agent_id', this.scope);
    await this.db.deleteFrom('sys_department').where('usr_agent_id', '=', id).where(inScope).execute();
    await this.db.deleteFrom('usr_agent_module').where('usr_agent_id', '=', id).where(inScope).execute();
    await this.db.deleteFrom('usr_agent').where('usr_agent_id', '=', id).where(inScope).execute();
  }
}
