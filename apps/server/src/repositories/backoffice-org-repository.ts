import { type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AgentCateTable, UsrAgentTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';

export type OrgAgentRow = Selectable<UsrAgentTable>;
export type OrgCateRow = Selectable<AgentCateTable>;

/** Organisation filter of the back-office list. `tenant` null = every organisation. */
export interface AgentFilter {
  tenant: number | null;
  name?: string | undefined;
  agent_cate_id?: number | undefined;
  rank?: number | undefined;
  status?: number | undefined;
  sys_module_id?: number | undefined;
  offset: number;
  limit: number;
}

/**
 * Organisations (usr_agent), their modules (usr_agent_module) and categories (agent_cate) as the
 * back-office manages them. Construct it on a transaction to write together with the operation log.
 */
export class BackofficeOrgRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private agentQuery(f: Omit<AgentFilter, 'offset' | 'limit'>) {
    let q = this.db.selectFrom('usr_agent as a');
    if (f.tenant !== null) q = q.where('a.usr_agent_id', '=', f.tenant);
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

  async listAgents(
    f: AgentFilter,
  ): Promise<{ rows: (OrgAgentRow & { cate_name: string | null })[]; total: number }> {
    const counted = await this.agentQuery(f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const rows = await this.agentQuery(f)
      .leftJoin('agent_cate as c', 'c.agent_cate_id', 'a.agent_cate_id')
      .selectAll('a')
      .select('c.name as cate_name')
      .orderBy('a.created_at', 'desc')
      .orderBy('a.usr_agent_id', 'desc')
      .offset(f.offset)
      .limit(f.limit)
      .execute();
    return { rows, total: Number(counted?.n ?? 0) };
  }

  /** One organisation, when it is inside `tenant` (null = any). */
  agentById(
    id: number,
    tenant: number | null,
  ): Promise<(OrgAgentRow & { cate_name: string | null }) | undefined> {
    let q = this.db
      .selectFrom('usr_agent as a')
      .leftJoin('agent_cate as c', 'c.agent_cate_id', 'a.agent_cate_id')
      .selectAll('a')
      .select('c.name as cate_name')
      .where('a.usr_agent_id', '=', id);
    if (tenant !== null) q = q.where('a.usr_agent_id', '=', tenant);
    return q.executeTakeFirst();
  }

  /** Modules per organisation, with their names. */
  async modulesOf(ids: number[]): Promise<Map<number, { ids: number[]; names: string[] }>> {
    const out = new Map<number, { ids: number[]; names: string[] }>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom('usr_agent_module as am')
      .innerJoin('sys_module as m', 'm.sys_module_id', 'am.sys_module_id')
      .select(['am.usr_agent_id', 'am.sys_module_id', 'm.name'])
      .where('am.usr_agent_id', 'in', ids)
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

  async userCounts(ids: number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom('sys_user')
      .select(['usr_agent_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('usr_agent_id', 'in', ids)
      .groupBy('usr_agent_id')
      .execute();
    for (const r of rows) out.set(r.usr_agent_id, Number(r.n));
    return out;
  }

  async domainOwner(domain: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('usr_agent')
      .select('usr_agent_id')
      .where('domain_name', '=', domain)
      .executeTakeFirst();
    return row?.usr_agent_id;
  }

  async agentExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('usr_agent')
      .select('usr_agent_id')
      .where('usr_agent_id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async existingModules(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('sys_module')
      .select('sys_module_id')
      .where('sys_module_id', 'in', ids)
      .execute();
    return rows.map((r) => r.sys_module_id);
  }

  /** The next free organisation id (ids are assigned, not generated). */
  async nextAgentId(): Promise<number> {
    const row = await this.db
      .selectFrom('usr_agent')
      .select((eb) => eb.fn.max('usr_agent_id').as('m'))
      .executeTakeFirst();
    return Number(row?.m ?? 0) + 1;
  }

  async insertAgent(row: Insertable<UsrAgentTable>): Promise<void> {
    await this.db.insertInto('usr_agent').values(row).execute();
  }

  async updateAgent(id: number, patch: Updateable<UsrAgentTable>): Promise<void> {
    await this.db.updateTable('usr_agent').set(patch).where('usr_agent_id', '=', id).execute();
  }

  async setModules(id: number, modules: number[]): Promise<void> {
    await this.db.deleteFrom('usr_agent_module').where('usr_agent_id', '=', id).execute();
    if (modules.length) {
      await this.db
        .insertInto('usr_agent_module')
        .values(modules.map((m) => ({ usr_agent_id: id, sys_module_id: m })))
        .execute();
    }
  }

  /**
   * Removes an organisation without users: its modules, departments and own roles (with their grants)
   * go with it. The caller has checked that no account belongs to it.
   */
  async deleteAgent(id: number): Promise<void> {
    const roleIds = (
      await this.db.selectFrom('sys_role').select('sys_role_id').where('usr_agent_id', '=', id).execute()
    ).map((r) => r.sys_role_id);
    if (roleIds.length) {
      await this.db.deleteFrom('sys_role_action').where('sys_role_id', 'in', roleIds).execute();
      await this.db.deleteFrom('sys_role_menu').where('sys_role_id', 'in', roleIds).execute();
      await this.db.deleteFrom('sys_role').where('sys_role_id', 'in', roleIds).execute();
    }
    await this.db.deleteFrom('sys_department').where('usr_agent_id', '=', id).execute();
    await this.db.deleteFrom('usr_agent_module').where('usr_agent_id', '=', id).execute();
    await this.db.deleteFrom('usr_agent').where('usr_agent_id', '=', id).execute();
  }

  async moduleOptions(): Promise<{ sys_module_id: number; name: string }[]> {
    return this.db
      .selectFrom('sys_module')
      .select(['sys_module_id', 'name'])
      .where('status', '=', 1)
      .orderBy('orders')
      .orderBy('sys_module_id')
      .execute();
  }

  async agentOptions(): Promise<{ usr_agent_id: number; name: string }[]> {
    return this.db.selectFrom('usr_agent').select(['usr_agent_id', 'name']).orderBy('usr_agent_id').execute();
  }

  /** The newest capacity adjustments of an organisation, as the audit service wrote them. */
  quotaLog(id: number, limit: number) {
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

  // ── categories ──────────────────────────────────────────────────────────────────────────

  private cateQuery(name: string | undefined) {
    let q = this.db.selectFrom('agent_cate as c');
    if (name) q = q.where(contains('c.name', name));
    return q;
  }

  async listCategories(f: { name?: string | undefined; offset: number; limit: number }) {
    const counted = await this.cateQuery(f.name)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const rows = await this.cateQuery(f.name)
      .selectAll('c')
      .select((eb) =>
        eb
          .selectFrom('usr_agent as a')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('a.agent_cate_id', '=', 'c.agent_cate_id')
          .as('agent_count'),
      )
      .orderBy('c.orders')
      .orderBy('c.agent_cate_id')
      .offset(f.offset)
      .limit(f.limit)
      .execute();
    return {
      rows: rows.map((r) => ({ ...r, agent_count: Number(r.agent_count ?? 0) })),
      total: Number(counted?.n ?? 0),
    };
  }

  allCategories(): Promise<{ agent_cate_id: number; name: string }[]> {
    return this.db
      .selectFrom('agent_cate')
      .select(['agent_cate_id', 'name'])
      .orderBy('orders')
      .orderBy('agent_cate_id')
      .execute();
  }

  categoryById(id: number): Promise<OrgCateRow | undefined> {
    return this.db.selectFrom('agent_cate').selectAll().where('agent_cate_id', '=', id).executeTakeFirst();
  }

  async categoryByName(name: string): Promise<OrgCateRow | undefined> {
    return this.db.selectFrom('agent_cate').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async insertCategory(row: Insertable<AgentCateTable>): Promise<OrgCateRow> {
    return this.db.insertInto('agent_cate').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async updateCategory(id: number, patch: Updateable<AgentCateTable>): Promise<void> {
    await this.db.updateTable('agent_cate').set(patch).where('agent_cate_id', '=', id).execute();
  }

  async deleteCategory(id: number): Promise<void> {
    await this.db.deleteFrom('agent_cate').where('agent_cate_id', '=', id).execute();
  }

  async agentsInCategory(id: number): Promise<number> {
    const row = await this.db
      .selectFrom('usr_agent')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('agent_cate_id', '=', id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
