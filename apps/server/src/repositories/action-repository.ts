import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { SysActionTable } from '../db/tables/identity.ts';

export type ActionRecord = Selectable<SysActionTable>;

/** Permission points (sys_action), a tree by parent_id; the platform's catalogue, no organisation owns one. */
export class ActionRepository {
  constructor(private readonly db: Executor) {}

  all(moduleId?: number): Promise<ActionRecord[]> {
    let q = this.db.selectFrom('sys_action').selectAll();
    if (moduleId !== undefined) q = q.where('sys_module_id', '=', moduleId);
    return q.orderBy('orders').orderBy('sys_action_id').execute();
  }

  byId(id: number): Promise<ActionRecord | undefined> {
    return this.db.selectFrom('sys_action').selectAll().where('sys_action_id', '=', id).executeTakeFirst();
  }

  /** which of `ids` exist */
  async existing(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('sys_action')
      .select('sys_action_id')
      .where('sys_action_id', 'in', ids)
      .execute();
    return rows.map((r) => r.sys_action_id);
  }

  async permTaken(perm: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('sys_action').select('sys_action_id').where('perm', '=', perm);
    if (exceptId !== undefined) q = q.where('sys_action_id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insert(row: Insertable<SysActionTable>): Promise<number> {
    const r = await this.db
      .insertInto('sys_action')
      .values(row)
      .returning('sys_action_id')
      .executeTakeFirstOrThrow();
    return r.sys_action_id;
  }

  async update(id: number, patch: Updateable<SysActionTable>): Promise<void> {
    await this.db.updateTable('sys_action').set(patch).where('sys_action_id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('sys_action').where('sys_action_id', '=', id).execute();
  }

  async childCount(id: number): Promise<number> {
    const r = await this.db
      .selectFrom('sys_action')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** How many roles hold each action, in every organisation (a read of the roles' grants). */
  async roleCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('sys_role_action')
      .select(['sys_action_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('sys_action_id')
      .execute();
    return new Map(rows.map((r) => [r.sys_action_id, Number(r.n)]));
  }
}
