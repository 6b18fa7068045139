import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { SysMenuCateTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';

export type MenuCateRecord = Selectable<SysMenuCateTable> & { menu_count: number };

/** Menu categories (sys_menu_cate), read with how many menus each holds. */
export class MenuCategoryRepository {
  constructor(private readonly db: Executor) {}

  private withMenuCount<QB extends ReturnType<MenuCategoryRepository['base']>>(qb: QB) {
    return qb.selectAll('c').select((eb) =>
      eb
        .selectFrom('sys_menu as m')
        .whereRef('m.sys_menu_cate_id', '=', 'c.sys_menu_cate_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('menu_count'),
    );
  }

  private base() {
    return this.db.selectFrom('sys_menu_cate as c');
  }

  async page(
    name: string | undefined,
    page: { page: number; limit: number },
  ): Promise<{ rows: MenuCateRecord[]; total: number }> {
    let base = this.base();
    if (name) base = base.where(contains('c.name', name));
    const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await this.withMenuCount(base)
      .orderBy('c.orders')
      .orderBy('c.sys_menu_cate_id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute();
    return {
      rows: rows.map((r) => ({ ...r, menu_count: Number(r.menu_count ?? 0) })),
      total: Number(countRow.n),
    };
  }

  all(): Promise<Selectable<SysMenuCateTable>[]> {
    return this.db
      .selectFrom('sys_menu_cate')
      .selectAll()
      .orderBy('orders')
      .orderBy('sys_menu_cate_id')
      .execute();
  }

  async byId(id: number): Promise<MenuCateRecord | undefined> {
    const row = await this.withMenuCount(this.base()).where('c.sys_menu_cate_id', '=', id).executeTakeFirst();
    return row ? { ...row, menu_count: Number(row.menu_count ?? 0) } : undefined;
  }

  async insert(row: Insertable<SysMenuCateTable>): Promise<number> {
    const r = await this.db
      .insertInto('sys_menu_cate')
      .values(row)
      .returning('sys_menu_cate_id')
      .executeTakeFirstOrThrow();
    return r.sys_menu_cate_id;
  }

  async update(id: number, patch: Updateable<SysMenuCateTable>): Promise<void> {
    await this.db.updateTable('sys_menu_cate').set(patch).where('sys_menu_cate_id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('sys_menu_cate').where('sys_menu_cate_id', '=', id).execute();
  }
}
