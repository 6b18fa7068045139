import type { Page } from '@qishu/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { SavedSearchTable } from '../db/tables/saved-search.ts';
import { countedPage } from './row-count.ts';

export type SavedSearchRow = Selectable<SavedSearchTable>;

/** Every user's watched searches: the daily check's scope (never a request's). */
export const EVERY_WATCHER = Symbol('every watcher');

/**
 * Saved searches of one user (`owner`): another user's saved search is simply not found, so no call
 * can read, change or delete it. The daily check reads every watched search with EVERY_WATCHER.
 */
export class SavedSearchRepository {
  constructor(
    private readonly db: Executor,
    private readonly owner: number | typeof EVERY_WATCHER,
  ) {}

  private own() {
    const q = this.db.selectFrom('saved_search');
    return this.owner === EVERY_WATCHER ? q : q.where('sys_user_id', '=', this.owner);
  }

  byId(id: number): Promise<SavedSearchRow | undefined> {
    return this.own().selectAll().where('saved_search_id', '=', id).executeTakeFirst();
  }

  byName(name: string): Promise<SavedSearchRow | undefined> {
    return this.own().selectAll().where('name', '=', name).executeTakeFirst();
  }

  page(page: number, limit: number): Promise<Page<SavedSearchRow>> {
    return countedPage(
      this.own().selectAll().orderBy('updated_at', 'desc').orderBy('saved_search_id', 'desc'),
      this.own(),
      { page, limit },
    );
  }

  async count(opts: { watched?: boolean } = {}): Promise<number> {
    const q = opts.watched ? this.own().where('watch', '=', 1) : this.own();
    const r = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  insert(row: Omit<Insertable<SavedSearchTable>, 'saved_search_id'>): Promise<SavedSearchRow> {
    return this.db.insertInto('saved_search').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** Changes the owner's saved search; undefined when it is not theirs (or gone). */
  update(
    id: number,
    patch: Partial<
      Pick<
        SavedSearchRow,
        'name' | 'condition_json' | 'summary' | 'watch' | 'last_count' | 'checked_at' | 'updated_at'
      >
    >,
  ): Promise<SavedSearchRow | undefined> {
    let q = this.db.updateTable('saved_search').set(patch).where('saved_search_id', '=', id);
    if (this.owner !== EVERY_WATCHER) q = q.where('sys_user_id', '=', this.owner);
    return q.returningAll().executeTakeFirst();
  }

  /** Deletes the owner's saved search; its remembered matches go with it (foreign key, on delete cascade). */
  async delete(id: number): Promise<boolean> {
    let q = this.db.deleteFrom('saved_search').where('saved_search_id', '=', id);
    if (this.owner !== EVERY_WATCHER) q = q.where('sys_user_id', '=', this.owner);
    const r = await q.executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Watched searches after `afterId`, in id order (the daily check walks them in batches). */
  watched(afterId: number, limit: number): Promise<SavedSearchRow[]> {
    return this.own()
      .selectAll()
      .where('watch', '=', 1)
      .where('saved_search_id', '>', afterId)
      .orderBy('saved_search_id')
      .limit(limit)
      .execute();
  }

  /** The companies a watched search matched at its last check, with their status then. */
  async hits(id: number): Promise<Map<number, string>> {
    const rows = await this.db
      .selectFrom('saved_search_hit')
      .select(['company_id', 'status'])
      .where('saved_search_id', 'in', this.own().select('saved_search_id').where('saved_search_id', '=', id))
      .execute();
    return new Map(rows.map((r) => [r.company_id, r.status]));
  }

  /** Replaces the remembered matches of a search (none: forgets them, as when unwatched). */
  async replaceHits(id: number, hits: { company_id: number; status: string }[]): Promise<void> {
    await this.db.deleteFrom('saved_search_hit').where('saved_search_id', '=', id).execute();
    const CHUNK = 500;
    for (let i = 0; i < hits.length; i += CHUNK) {
      await this.db
        .insertInto('saved_search_hit')
        .values(hits.slice(i, i + CHUNK).map((h) => ({ saved_search_id: id, ...h })))
        .execute();
    }
  }
}
