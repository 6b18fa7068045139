import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { SysModuleTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';

export type ModuleRecord = Selectable<SysModuleTable> & {
  role_count: number;
  user_count: number;
  action_count: number;
};

/** Modules (sys_module) with the actions each offers (sys_module_action). */
export class ModuleRepository {
  constructor(private readonly db: Executor) {}

  private viewQuery() {
    return this.db
      .selectFrom('sys_module as m')
      .selectAll('m')
      .select((eb) => [
        eb
          .selectFrom('sys_role as r')
          .whereRef('r.sys_module_id', '=', 'm.sys_module_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('role_count'),
        eb
          .selectFrom('sys_user as u')
          .whereRef('u.sys_module_id', '=', 'm.sys_module_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('user_count'),
        eb
          .selectFrom('sys_module_action as ma')
          .whereRef('ma.sys_module_id', '=', 'm.sys_module_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('action_count'),
      ]);
  }

  private static recordOf(
    r: Selectable<SysModuleTable> & Record<'role_count' | 'user_count' | 'action_count', unknown>,
  ): ModuleRecord {
    return {
      ...r,
      role_count: Number(r.role_count ?? 0),
      user_count: Number(r.user_count ?? 0),
      action_count: Number(r.action_count ?? 0),
    };
  }

  async page(
    name: string | undefined,
    page: { page: number; limit: number },
  ): Promise<{ rows: ModuleRecord[]; total: number }> {
    let count = this.db.selectFrom('sys_module as m').select((eb) => eb.fn.countAll<number>().as('n'));
    let q = this.viewQuery();
    if (name) {
      count = count.where(contains('m.name', name));
      q = q.where(contains('m.name', name));
    }
    const countRow = await count.executeTakeFirstOrThrow();
    const rows = await q
      .orderBy('m.orders')
      .orderBy('m.sys_module_id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    return { rows: rows.map(ModuleRepository.recordOf), total: Number(countRow.n) };
  }

  async byId(id: number): Promise<ModuleRecord | undefined> {
    const row = await this.viewQuery().where('m.sys_module_id', '=', id).executeTakeFirst();
    return row ? ModuleRepository.recordOf(row) : undefined;
  }

  all(): Promise<Selectable<SysModuleTable>[]> {
    return this.db.selectFrom('sys_module').selectAll().orderBy('orders').orderBy('sys_module_id').execute();
  }

  async insert(row: Insertable<SysModuleTable>): Promise<void> {
    await this.db.insertInto('sys_module').values(row).execute();
  }

  async update(id: number, patch: Updateable<SysModuleTable>): Promise<void> {
    await this.db.updateTable('sys_module').set(patch).where('sys_module_id', '=', id).execute();
  }

  /** Deletes a module with the actions it offers. */
  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('sys_module_action').where('sys_module_id', '=', id).execute();
    await this.db.deleteFrom('sys_module').where('sys_module_id', '=', id).execute();
  }

  /** Rows that keep a module in use (users, roles, menus, actions, organisations). */
  async usage(id: number): Promise<number> {
    const count = async (table: 'sys_user' | 'sys_role' | 'sys_menu' | 'sys_action' | 'usr_agent_module') => {
      const r = await this.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .where('sys_module_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    };
    let total = 0;
    for (const table of ['sys_user', 'sys_role', 'sys_menu', 'sys_action', 'usr_agent_module'] as const) {
      total += await count(table);
    }
    return total;
  }

  /** The actions a module offers. */
  async actionIds(moduleId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sys_module_action')
      .select('sys_action_id')
      .where('sys_module_id', '=', moduleId)
      .orderBy('sys_action_id')
      .execute();
    return rows.map((r) => r.sys_action_id);
  }

  async setActions(moduleId: number, ids: number[]): Promise<void> {
    await this.db.deleteFrom('sys_module_action').where('sys_module_id', '=', moduleId).execute();
    if (ids.length) {
      await this.db
        .insertInto('sys_module_action')
        .values(ids.map((id) => ({ sys_module_id: moduleId, sys_action_id: id })))
        .execute();
    }
  }

  /** Withdraws an action from every module that offers it (the action is being deleted). */
  async withdrawAction(actionId: number): Promise<void> {
    await this.db.deleteFrom('sys_module_action').where('sys_action_id', '=', actionId).execute();
  }
}
