import {
  SavedSearchLimits as L,
  SavedSearchMessages as M,
  conditionSummary,
  hasCondition,
  savedConditionSchema,
  type Page,
  type SavedCondition,
  type SavedSearch,
} from '@qishu/contract';
import type { Db } from '../../db/connection.ts';
import { SavedSearchRepository, type SavedSearchRow } from '../../repositories/saved-search-repository.ts';
import { isUniqueViolation } from '../../shared/db-errors.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { shanghaiTime } from '../../shared/shanghai-time.ts';
import type { Writes } from '../audit/writes.ts';
import type { SeekService } from '../company-seek/seek-service.ts';
import type { Clock } from '../identity/clock.ts';
import type { AuthContext } from '../identity/session-service.ts';
import { createMatchReader, type Match } from './matches.ts';

export interface SavedSearchDeps {
  db: Db;
  now: Clock;
  writes: Writes;
  seek: SeekService;
}

/** What a watched search remembers of its matches. */
export const hitsOf = (m: { list: Match[] }) =>
  m.list.map((c) => ({ company_id: c.company_id, status: c.status }));

/** A saved search as the calls show it. */
export function savedSearchView(row: SavedSearchRow): SavedSearch {
  return {
    id: row.saved_search_id,
    name: row.name,
    // stored by this service from a parsed condition; parse again so a hand-edited row cannot leak
    condition: savedConditionSchema.catch({ keyword: undefined }).parse(JSON.parse(row.condition_json)),
    summary: row.summary,
    watch: row.watch === 1,
    last_count: row.last_count,
    checked_at: row.checked_at === null ? null : shanghaiTime(row.checked_at),
    created_at: shanghaiTime(row.created_at),
    updated_at: shanghaiTime(row.updated_at),
  };
}

/**
 * The caller's own saved searches (/search/conditions): save (new or edit), list, delete, watch.
 * Every call works on the caller's rows only (the repository's owner), so another user's saved
 * search is "not found". A save measures the condition with the seek itself (which also refuses an
 * unknown region or industry) and keeps its count and its summary in words; watching remembers the
 * current matches, which the daily check (daily-check.ts) compares against.
 */
export function createSavedSearchService(deps: SavedSearchDeps) {
  const mine = (auth: AuthContext, db = deps.db.kysely) =>
    new SavedSearchRepository(db, auth.user.sys_user_id);
  const matches = createMatchReader(deps.db, deps.now);

  async function measure(auth: AuthContext, condition: SavedCondition) {
    if (!hasCondition(condition)) throw badRequest(M.nothingChosen);
    const r = await deps.seek.search(auth, {
      ...condition,
      keyword: condition.keyword,
      sort: 'relevance',
      page: 1,
      limit: 1,
    });
    return {
      total: r.total,
      summary: conditionSummary(condition, {
        region: r.region_path.map((p) => p.label),
        industry: r.industry_path.map((p) => p.label),
      }),
    };
  }

  /** The unique (user, name) index is the last word when two saves race. */
  async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(M.nameTaken);
      throw err;
    }
  }

  async function watchable(auth: AuthContext, row: SavedSearchRow | undefined, total: number) {
    if (total > L.watchMaxMatches) throw badRequest(M.tooBroadToWatch(total));
    const watched = await mine(auth).count({ watched: true });
    if (watched - (row?.watch === 1 ? 1 : 0) >= L.watchedPerUser) throw badRequest(M.tooManyWatched);
  }

  return {
    async save(
      auth: AuthContext,
      input: { id?: number | undefined; name: string; condition: SavedCondition },
    ): Promise<{ message: string; search: SavedSearch }> {
      const repo = mine(auth);
      const existing = input.id === undefined ? undefined : await repo.byId(input.id);
      if (input.id !== undefined && !existing) throw notFound(M.notFound);
      const clash = await repo.byName(input.name);
      if (clash && clash.saved_search_id !== existing?.saved_search_id) throw badRequest(M.nameTaken);
      if (!existing && (await repo.count()) >= L.perUser) throw badRequest(M.tooMany);
      const { total, summary } = await measure(auth, input.condition);
      if (existing?.watch === 1) await watchable(auth, existing, total);
      const at = deps.now().toISOString();
      const fields = {
        name: input.name,
        condition_json: JSON.stringify(input.condition),
        summary,
        last_count: total,
        updated_at: at,
      };
      const row = await uniqueName(() =>
        deps.writes.transaction(async (tx) => {
          const r = mine(auth, tx);
          if (!existing) {
            return r.insert({
              ...fields,
              sys_user_id: auth.user.sys_user_id,
              usr_agent_id: auth.user.usr_agent_id,
              created_at: at,
            });
          }
          const updated = await r.update(existing.saved_search_id, fields);
          if (!updated) throw notFound(M.notFound);
          // a watched search compares from its new conditions' matches on
          if (updated.watch === 1)
            await r.replaceHits(updated.saved_search_id, hitsOf(await matches(input.condition)));
          return updated;
        }),
      );
      return { message: existing ? M.updated : M.saved, search: savedSearchView(row) };
    },

    async list(auth: AuthContext, page: number, limit: number): Promise<Page<SavedSearch>> {
      const p = await mine(auth).page(page, limit);
      return { list: p.list.map(savedSearchView), total: p.total };
    },

    async remove(auth: AuthContext, id: number): Promise<{ message: string }> {
      const gone = await deps.writes.transaction((tx) => mine(auth, tx).delete(id));
      if (!gone) throw notFound(M.notFound);
      return { message: M.deleted };
    },

    async watch(
      auth: AuthContext,
      input: { id: number; watch: boolean },
    ): Promise<{ message: string; search: SavedSearch }> {
      const row = await mine(auth).byId(input.id);
      if (!row) throw notFound(M.notFound);
      const condition = savedSearchView(row).condition;
      let total = row.last_count;
      let hits: { company_id: number; status: string }[] = [];
      if (input.watch) {
        // one seek: its total decides, its matches are remembered
        const now = await matches(condition);
        total = now.total;
        await watchable(auth, row, total);
        hits = hitsOf(now);
      }
      const at = deps.now().toISOString();
      const updated = await deps.writes.transaction(async (tx) => {
        const r = mine(auth, tx);
        const u = await r.update(row.saved_search_id, {
          watch: input.watch ? 1 : 0,
          last_count: total,
          updated_at: at,
        });
        if (!u) throw notFound(M.notFound);
        await r.replaceHits(row.saved_search_id, hits);
        return u;
      });
      return { message: input.watch ? M.watched : M.unwatched, search: savedSearchView(updated) };
    },
  };
}

export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
