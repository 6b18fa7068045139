import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { SysMenuTable } from '../db/tables/identity.ts';

export type MenuRecord = Selectable<SysMenuTable> & { cate_name: string | null };

/** Menus (sys_menu) of the modules, a tree by parent_id, read with their category's name. */
export class MenuRepository {
  constructor(private readonly db: Executor) {}

  private viewQuery() {
    return this.db
      .selectFrom('sys_menu as m')
      .leftJoin('sys_menu_cate as c', 'c.sys_menu_cate_id', 'm.sys_menu_cate_id')
      .selectAll('m')
      .select('c.name as cate_name');
  }

  all(moduleId?: number): Promise<MenuRecord[]> {
    let q = this.viewQuery();
    if (moduleId !== undefined) q = q.where('m.sys_module_id', '=', moduleId);
    return q.orderBy('m.sys_module_id').orderBy('m.orders').orderBy('m.sys_menu_id').execute();
  }

  byId(id: number): Promise<MenuRecord | undefined> {
    return this.viewQuery().where('m.sys_menu_id', '=', id).executeTakeFirst();
  }

  async idsOfModule(moduleId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sys_menu')
      .select('sys_menu_id')
      .where('sys_module_id', '=', moduleId)
      .execute();
    return rows.map((r) => r.sys_menu_id);
  }

  async insert(row: Insertable<SysMenuTable>): Promise<number> {
    const r = await this.db
      .insertInto('sys_menu')
      .values(row)
      .returning('sys_menu_id')
      .executeTakeFirstOrThrow();
    return r.sys_menu_id;
  }

  async update(id: number, patch: Updateable<SysMenuTable>): Promise<void> {
    await this.db.updateTable('sys_menu').set(patch).where('sys_menu_id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('sys_menu').where('sys_menu_id', '=', id).execute();
  }

  async childCount(id: number): Promise<number> {
    const r = await this.db
      .selectFrom('sys_menu')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
