import type { Page } from '@qishu/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DialectName } from '../db/connection.ts';
import type { Executor } from '../db/executor.ts';
import type { AgentLabelApplyTable } from '../db/tables/shop.ts';
import { contains } from '../shared/text-match.ts';
import { ofBuyer, type BuyerScope } from './buyer-scope.ts';
import { countedPage, type PageWindow } from './row-count.ts';

export type CustomRequestRow = Selectable<AgentLabelApplyTable>;

/** A request with what the lists show beside it: the attached search's text, requester, reviewer. */
export type CustomRequestRecord = CustomRequestRow & {
  search_text: string | null;
  username: string | null;
  realname: string | null;
  agent_name: string | null;
  reviewed_by_name: string | null;
};

export interface CustomRequestSearch {
  status?: number | undefined;
  usr_agent_id?: number | undefined;
  /** name, filter condition, the requester's phone or name */
  keyword?: string | undefined;
  start_time?: string | undefined;
  end_time?: string | undefined;
}

/**
 * Custom data requests (agent_label_apply) of the scope's requester: a shopper's request scope sees
 * their own requests only (another user's is simply not found); the staff of /sys/apply work with
 * `EVERY_BUYER`, every requester's. A state change is one conditional UPDATE (`move`), so two
 * actors racing on one request cannot both change it.
 */
export class CustomRequestRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: BuyerScope,
    private readonly dialect: DialectName,
  ) {}

  private owned() {
    return this.db.selectFrom('agent_label_apply as a').where(ofBuyer('a.sys_user_id', this.scope));
  }

  /** The request with its attached search's text, requester, organisation and reviewer. */
  private detailed() {
    return this.owned()
      .leftJoin('shop_search_condition as c', 'c.shop_search_condition_id', 'a.shop_search_condition_id')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'a.sys_user_id')
      .leftJoin('usr_agent as g', 'g.usr_agent_id', 'a.usr_agent_id')
      .leftJoin('sys_user as r', 'r.sys_user_id', 'a.reviewed_by')
      .selectAll('a')
      .select([
        'c.search_text as search_text',
        'u.username as username',
        'u.realname as realname',
        'g.name as agent_name',
        'r.realname as reviewed_by_name',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.agent_label_apply_id', 'desc');
  }

  one(id: number): Promise<CustomRequestRow | undefined> {
    return this.owned().selectAll('a').where('a.agent_label_apply_id', '=', id).executeTakeFirst();
  }

  /**
   * The request, locked until the transaction ends (PostgreSQL FOR UPDATE; SQLite transactions are
   * serialised, so the row cannot change under us there either).
   */
  locked(id: number): Promise<CustomRequestRow | undefined> {
    const q = this.owned().selectAll('a').where('a.agent_label_apply_id', '=', id);
    return (this.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  }

  record(id: number): Promise<CustomRequestRecord | undefined> {
    return this.detailed().where('a.agent_label_apply_id', '=', id).executeTakeFirst();
  }

  /** The requester's list: newest first. */
  page(window: PageWindow): Promise<Page<CustomRequestRecord>> {
    return countedPage(this.detailed(), this.owned(), window);
  }

  /** The staff's queue, filtered; newest first. */
  search(s: CustomRequestSearch, window: PageWindow): Promise<Page<CustomRequestRecord>> {
    let filtered = this.owned().leftJoin('sys_user as u', 'u.sys_user_id', 'a.sys_user_id');
    if (s.status !== undefined) filtered = filtered.where('a.status', '=', s.status);
    if (s.usr_agent_id !== undefined) filtered = filtered.where('a.usr_agent_id', '=', s.usr_agent_id);
    if (s.start_time) filtered = filtered.where('a.created_at', '>=', s.start_time);
    if (s.end_time) filtered = filtered.where('a.created_at', '<=', s.end_time);
    if (s.keyword) {
      const k = s.keyword;
      filtered = filtered.where((eb) =>
        eb.or([
          contains('a.name', k),
          contains('a.filter_condition', k),
          contains('u.username', k),
          contains('u.realname', k),
        ]),
      );
    }
    const ids = filtered.select('a.agent_label_apply_id');
    return countedPage(this.detailed().where('a.agent_label_apply_id', 'in', ids), filtered, window);
  }

  /** Organisations that have filed requests, by name. */
  agents(): Promise<{ usr_agent_id: number; agent_name: string }[]> {
    return this.owned()
      .innerJoin('usr_agent as g', 'g.usr_agent_id', 'a.usr_agent_id')
      .select(['g.usr_agent_id as usr_agent_id', 'g.name as agent_name'])
      .distinct()
      .orderBy('g.name')
      .orderBy('g.usr_agent_id')
      .execute();
  }

  insert(row: Insertable<AgentLabelApplyTable>): Promise<CustomRequestRow> {
    return this.db.insertInto('agent_label_apply').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Changes the request only while its status is one of `from` (and, with `dataCountAtLeast`,
   * while the attached data still has that many rows); answers the changed row, or undefined when
   * another change got there first (or the request is not the scope's).
   */
  move(
    id: number,
    from: readonly number[],
    changes: Updateable<AgentLabelApplyTable>,
    opts: { dataCountAtLeast?: number } = {},
  ): Promise<CustomRequestRow | undefined> {
    let q = this.db
      .updateTable('agent_label_apply')
      .set(changes)
      .where('agent_label_apply_id', '=', id)
      .where('status', 'in', [...from])
      .where(ofBuyer('sys_user_id', this.scope));
    if (opts.dataCountAtLeast !== undefined) q = q.where('data_count', '>=', opts.dataCountAtLeast);
    return q.returningAll().executeTakeFirst();
  }

  /** Deletes the request while its status is one of `from`; answers whether it did. */
  async remove(id: number, from: readonly number[]): Promise<boolean> {
    const r = await this.db
      .deleteFrom('agent_label_apply')
      .where('agent_label_apply_id', '=', id)
      .where('status', 'in', [...from])
      .where(ofBuyer('sys_user_id', this.scope))
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }
}
