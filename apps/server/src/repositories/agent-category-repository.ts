import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { AgentCateTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';

export type AgentCateRow = Selectable<AgentCateTable>;

/** Agent categories (agent_cate): platform-wide, no organisation owns one. */
export class AgentCategoryRepository {
  constructor(private readonly db: Executor) {}

  private named(name: string | undefined) {
    let q = this.db.selectFrom('agent_cate as c');
    if (name) q = q.where(contains('c.name', name));
    return q;
  }

  /** A page of categories, each with the number of organisations in it. */
  async page(f: { name?: string | undefined; offset: number; limit: number }) {
    const counted = await this.named(f.name)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const rows = await this.named(f.name)
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

  all(): Promise<{ agent_cate_id: number; name: string }[]> {
    return this.db
      .selectFrom('agent_cate')
      .select(['agent_cate_id', 'name'])
      .orderBy('orders')
      .orderBy('agent_cate_id')
      .execute();
  }

  byId(id: number): Promise<AgentCateRow | undefined> {
    return this.db.selectFrom('agent_cate').selectAll().where('agent_cate_id', '=', id).executeTakeFirst();
  }

  byName(name: string): Promise<AgentCateRow | undefined> {
    return this.db.selectFrom('agent_cate').selectAll().where('name', '=', name).executeTakeFirst();
  }

  insert(row: Insertable<AgentCateTable>): Promise<AgentCateRow> {
    return this.db.insertInto('agent_cate').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: number, patch: Updateable<AgentCateTable>): Promise<void> {
    await this.db.updateTable('agent_cate').set(patch).where('agent_cate_id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('agent_cate').where('agent_cate_id', '=', id).execute();
  }

  /** How many organisations (of every organisation) are in category `id`. */
  async agentCount(id: number): Promise<number> {
    const row = await this.db
      .selectFrom('usr_agent')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('agent_cate_id', '=', id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
