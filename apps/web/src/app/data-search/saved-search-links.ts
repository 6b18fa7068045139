import type { SavedCondition, SavedSearch } from '@qishu/contract';
import {
  emptySeekState,
  SEEK_ROUTE,
  seekQueryOf,
  seekSearchString,
  type SeekState,
} from '../../features/company-seek/seek-params.ts';

/** The address parameter that tells the search page which saved search it was opened from. */
export const SAVED_PARAM = 'saved';

/** /data/seek showing a saved search's conditions (and remembering which one it was). */
export function savedSearchHref(search: Pick<SavedSearch, 'id' | 'condition'>): string {
  const c = search.condition;
  const state: SeekState = {
    ...emptySeekState,
    keyword: c.keyword ?? '',
    region: c.region,
    industry: c.industry,
    capital: c.capital ?? [],
    age: c.age ?? [],
    statuses: c.statuses ?? [],
    types: c.types ?? [],
    flags: c.flags ?? [],
  };
  const query = seekSearchString(state);
  return `${SEEK_ROUTE}${query}${query ? '&' : '?'}${SAVED_PARAM}=${search.id}`;
}

/** The conditions of the search on screen, as a saved search keeps them (no sort, no page). */
export function conditionOf(state: SeekState): SavedCondition {
  const { sort: _sort, page: _page, limit: _limit, ...condition } = seekQueryOf(state);
  return condition as SavedCondition;
}
