import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { AgentLabelApplyTable } from '../db/tables/shop.ts';
import type { DataScope } from './data-scope.ts';
import { countRows } from './row-count.ts';

export type CustomRequestRow = Selectable<AgentLabelApplyTable>;

/** Customisation requests (agent_label_apply): the caller's own, whatever their organisation. */
export class CustomRequestRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: DataScope,
  ) {}

  private owned() {
    return this.db.selectFrom('agent_label_apply').where('sys_user_id', '=', this.scope.userId);
  }

  /** the request `id` if it is the caller's */
  async one(id: number): Promise<CustomRequestRow | undefined> {
    return this.owned().selectAll().where('agent_label_apply_id', '=', id).executeTakeFirst();
  }

  async insert(row: Insertable<AgentLabelApplyTable>): Promise<CustomRequestRow> {
    return this.db.insertInto('agent_label_apply').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: number, changes: Updateable<AgentLabelApplyTable>): Promise<CustomRequestRow> {
    return this.db
      .updateTable('agent_label_apply')
      .set(changes)
      .where('agent_label_apply_id', '=', id)
      .where('sys_user_id', '=', this.scope.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async page(offset: number, limit: number): Promise<{ list: CustomRequestRow[]; total: number }> {
    const base = this.owned();
    const [list, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('agent_label_apply_id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      countRows(base),
    ]);
    return { list, total: count };
  }
}
