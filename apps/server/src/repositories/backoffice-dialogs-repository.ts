import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AgentLabelApplyTable } from '../db/tables/shop.ts';
import type { UsrCateTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';

export type CustomRequestRow = Selectable<AgentLabelApplyTable>;

/** Customisation requests (agent_label_apply), always read for one owner. */
export class CustomRequestRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** the request `id` if it belongs to `sysUserId` */
  async ownedBy(id: number, sysUserId: number, executor: Kysely<Database> = this.db) {
    return executor
      .selectFrom('agent_label_apply')
      .selectAll()
      .where('agent_label_apply_id', '=', id)
      .where('sys_user_id', '=', sysUserId)
      .executeTakeFirst();
  }

  async insert(
    row: Insertable<AgentLabelApplyTable>,
    executor: Kysely<Database> = this.db,
  ): Promise<CustomRequestRow> {
    return executor.insertInto('agent_label_apply').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async update(
    id: number,
    changes: Updateable<AgentLabelApplyTable>,
    executor: Kysely<Database> = this.db,
  ): Promise<CustomRequestRow> {
    return executor
      .updateTable('agent_label_apply')
      .set(changes)
      .where('agent_label_apply_id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async pageOf(
    sysUserId: number,
    offset: number,
    limit: number,
  ): Promise<{ list: CustomRequestRow[]; total: number }> {
    const base = this.db.selectFrom('agent_label_apply').where('sys_user_id', '=', sysUserId);
    const [list, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('agent_label_apply_id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list, total: Number(count.n) };
  }
}

export type UsrCateRow = Selectable<UsrCateTable>;

export interface UsrCateView extends UsrCateRow {
  parent_name: string | null;
  user_name: string | null;
  agent_name: string | null;
  child_count: number;
}

export interface UsrCateFilter {
  /** null: every organisation */
  tenant: number | null;
  name?: string | undefined;
  parentId?: number | undefined;
  agentId?: number | undefined;
  offset: number;
  limit: number;
}

/** User group categories (usr_cate); `tenant` null means every organisation. */
export class UsrCateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private viewQuery(executor: Kysely<Database>) {
    return executor
      .selectFrom('usr_cate as c')
      .leftJoin('usr_cate as p', 'p.usr_cate_id', 'c.parent_id')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'c.user_id')
      .leftJoin('usr_agent as a', 'a.usr_agent_id', 'c.usr_agent_id')
      .selectAll('c')
      .select((eb) => [
        'p.name as parent_name',
        'u.realname as user_name',
        'a.name as agent_name',
        eb
          .selectFrom('usr_cate as k')
          .select((k) => k.fn.countAll<number>().as('n'))
          .whereRef('k.parent_id', '=', 'c.usr_cate_id')
          .as('child_count'),
      ]);
  }

  private static normalise(row: Record<string, unknown>): UsrCateView {
    return { ...(row as unknown as UsrCateView), child_count: Number(row.child_count ?? 0) };
  }

  /** one group, only if it lies in `tenant` */
  async byId(
    id: number,
    tenant: number | null,
    executor: Kysely<Database> = this.db,
  ): Promise<UsrCateView | undefined> {
    let q = this.viewQuery(executor).where('c.usr_cate_id', '=', id);
    if (tenant !== null) q = q.where('c.usr_agent_id', '=', tenant);
    const row = await q.executeTakeFirst();
    return row ? UsrCateRepository.normalise(row) : undefined;
  }

  async page(f: UsrCateFilter): Promise<{ list: UsrCateView[]; total: number }> {
    let base = this.db.selectFrom('usr_cate as c');
    if (f.tenant !== null) base = base.where('c.usr_agent_id', '=', f.tenant);
    if (f.agentId !== undefined) base = base.where('c.usr_agent_id', '=', f.agentId);
    if (f.parentId !== undefined) base = base.where('c.parent_id', '=', f.parentId);
    if (f.name) base = base.where(contains('c.name', f.name));
    const ids = base.select('c.usr_cate_id');
    const [rows, count] = await Promise.all([
      this.viewQuery(this.db)
        .where('c.usr_cate_id', 'in', ids)
        .orderBy('c.usr_agent_id')
        .orderBy('c.orders')
        .orderBy('c.usr_cate_id')
        .offset(f.offset)
        .limit(f.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map((r) => UsrCateRepository.normalise(r)), total: Number(count.n) };
  }

  async nameTaken(
    agentId: number,
    parentId: number,
    name: string,
    exceptId: number | null,
    executor: Kysely<Database> = this.db,
  ): Promise<boolean> {
    let q = executor
      .selectFrom('usr_cate')
      .select('usr_cate_id')
      .where('usr_agent_id', '=', agentId)
      .where('parent_id', '=', parentId)
      .where('name', '=', name);
    if (exceptId !== null) q = q.where('usr_cate_id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async nextOrder(agentId: number, parentId: number, executor: Kysely<Database> = this.db): Promise<number> {
    const row = await executor
      .selectFrom('usr_cate')
      .select((eb) => eb.fn.max('orders').as('m'))
      .where('usr_agent_id', '=', agentId)
      .where('parent_id', '=', parentId)
      .executeTakeFirst();
    const max = row?.m === null || row?.m === undefined ? 0 : Number(row.m);
    return Math.min(max + 1, 9999);
  }

  async insert(row: Insertable<UsrCateTable>, executor: Kysely<Database> = this.db): Promise<number> {
    const out = await executor
      .insertInto('usr_cate')
      .values(row)
      .returning('usr_cate_id')
      .executeTakeFirstOrThrow();
    return out.usr_cate_id;
  }

  async update(
    id: number,
    changes: Updateable<UsrCateTable>,
    executor: Kysely<Database> = this.db,
  ): Promise<void> {
    await executor.updateTable('usr_cate').set(changes).where('usr_cate_id', '=', id).execute();
  }

  async delete(id: number, executor: Kysely<Database> = this.db): Promise<void> {
    await executor.deleteFrom('usr_cate').where('usr_cate_id', '=', id).execute();
  }

  /** organisations that have at least one group */
  async agents(): Promise<{ usr_agent_id: number; agent_name: string }[]> {
    return this.db
      .selectFrom('usr_agent as a')
      .select(['a.usr_agent_id', 'a.name as agent_name'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('usr_cate as c')
            .select('c.usr_cate_id')
            .whereRef('c.usr_agent_id', '=', 'a.usr_agent_id'),
        ),
      )
      .orderBy('a.usr_agent_id')
      .execute();
  }
}
