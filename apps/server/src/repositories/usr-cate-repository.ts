import {
  sql,
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { UsrCateTable } from '../db/tables/identity.ts';
import { contains } from '../shared/text-match.ts';
import { inTenant, type DataScope } from './data-scope.ts';
import { countedPage } from './row-count.ts';

export type UsrCateRow = Selectable<UsrCateTable>;

export interface UsrCateView extends UsrCateRow {
  parent_name: string | null;
  user_name: string | null;
  agent_name: string | null;
  child_count: number;
}

export interface UsrCateFilter {
  name?: string | undefined;
  parentId?: number | undefined;
  agentId?: number | undefined;
  offset: number;
  limit: number;
}

/**
 * The groups a caller may see and change: those of the users whose rows the role's data scope
 * reaches (lead-scope.ts decides it: the caller's own, their department's, or the organisation's).
 */
export interface GroupScope extends DataScope {
  /** the users whose groups are in scope; null: every user of the scope's organisation(s) */
  readonly owners: readonly number[] | null;
}

/** `user_id` among the scope's owners, or true when every owner is in scope. */
function ownerIn(column: string, owners: readonly number[] | null): Expression<SqlBool> {
  if (owners === null) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(owners.map((id) => sql.val(id)))})`;
}

/**
 * User group categories (usr_cate) of the scope's organisation (every organisation for the
 * platform), within the role's data scope: a user whose role sees only their own rows sees, renames
 * and deletes only their own groups (issue 18 point 5).
 */
export class UsrCateRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: GroupScope,
  ) {}

  /** every group of the scope's organisation, whoever's (names are unique there) */
  private organisation() {
    return this.db.selectFrom('usr_cate as c').where(inTenant('c.usr_agent_id', this.scope));
  }

  /** the scope's groups */
  private owned() {
    return this.organisation().where(ownerIn('c.user_id', this.scope.owners));
  }

  private viewQuery() {
    return this.owned()
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

  /** one group of the scope */
  async byId(id: number): Promise<UsrCateView | undefined> {
    const row = await this.viewQuery().where('c.usr_cate_id', '=', id).executeTakeFirst();
    return row ? UsrCateRepository.normalise(row) : undefined;
  }

  async page(f: UsrCateFilter): Promise<{ list: UsrCateView[]; total: number }> {
    let base = this.owned();
    if (f.agentId !== undefined) base = base.where('c.usr_agent_id', '=', f.agentId);
    if (f.parentId !== undefined) base = base.where('c.parent_id', '=', f.parentId);
    if (f.name) base = base.where(contains('c.name', f.name));
    const ids = base.select('c.usr_cate_id');
    const ordered = this.viewQuery()
      .where('c.usr_cate_id', 'in', ids)
      .orderBy('c.usr_agent_id')
      .orderBy('c.orders')
      .orderBy('c.usr_cate_id');
    const { list, total } = await countedPage(ordered, base, { offset: f.offset, limit: f.limit });
    return { list: list.map((r) => UsrCateRepository.normalise(r)), total };
  }

  /** whether an organisation of the scope already has the name under the parent (whoever's group) */
  async nameTaken(
    agentId: number,
    parentId: number,
    name: string,
    exceptId: number | null,
  ): Promise<boolean> {
    let q = this.organisation()
      .select('c.usr_cate_id')
      .where('c.usr_agent_id', '=', agentId)
      .where('c.parent_id', '=', parentId)
      .where('c.name', '=', name);
    if (exceptId !== null) q = q.where('c.usr_cate_id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async nextOrder(agentId: number, parentId: number): Promise<number> {
    const row = await this.organisation()
      .select((eb) => eb.fn.max('c.orders').as('m'))
      .where('c.usr_agent_id', '=', agentId)
      .where('c.parent_id', '=', parentId)
      .executeTakeFirst();
    const max = row?.m === null || row?.m === undefined ? 0 : Number(row.m);
    return Math.min(max + 1, 9999);
  }

  async insert(row: Insertable<UsrCateTable>): Promise<number> {
    const out = await this.db
      .insertInto('usr_cate')
      .values(row)
      .returning('usr_cate_id')
      .executeTakeFirstOrThrow();
    return out.usr_cate_id;
  }

  async update(id: number, changes: Updateable<UsrCateTable>): Promise<void> {
    await this.db
      .updateTable('usr_cate')
      .set(changes)
      .where('usr_cate_id', '=', id)
      .where(inTenant('usr_agent_id', this.scope))
      .where(ownerIn('user_id', this.scope.owners))
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db
      .deleteFrom('usr_cate')
      .where('usr_cate_id', '=', id)
      .where(inTenant('usr_agent_id', this.scope))
      .where(ownerIn('user_id', this.scope.owners))
      .execute();
  }

  /** organisations of the scope that have at least one group */
  async agents(): Promise<{ usr_agent_id: number; agent_name: string }[]> {
    return this.db
      .selectFrom('usr_agent as a')
      .select(['a.usr_agent_id', 'a.name as agent_name'])
      .where(inTenant('a.usr_agent_id', this.scope))
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
