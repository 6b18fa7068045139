import {
  QueryLimits,
  queryConditionsSchema,
  querySortKeys,
  type AdvancedQueryInput,
  type QueryConditionsInput,
  type QuerySortKey,
} from '@qishu/contract';

/** The advanced query's page. */
export const QUERY_ROUTE = '/data/query';

/**
 * The query as the address holds it (`/data/query?q={…}&sort=capital_desc&page=2`): the conditions
 * as JSON, so back/forward, reload and a shared link show the same query and its results.
 */
export interface QueryState {
  /** null: nothing asked yet (the builder alone) */
  conditions: QueryConditionsInput | null;
  sort: QuerySortKey;
  page: number;
  limit: number;
}

export const emptyQueryState: QueryState = {
  conditions: null,
  sort: 'default',
  page: 1,
  limit: QueryLimits.defaultPageSize,
};

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The address's parameters → the state; a condition the contract refuses reads as none. */
export function parseQueryParams(params: URLSearchParams): QueryState {
  let conditions: QueryConditionsInput | null = null;
  const q = params.get('q');
  if (q) {
    try {
      const raw: unknown = JSON.parse(q);
      if (queryConditionsSchema.safeParse(raw).success) conditions = raw as QueryConditionsInput;
    } catch {
      conditions = null;
    }
  }
  const sort = params.get('sort');
  const limit = positive(params.get('limit'), QueryLimits.defaultPageSize);
  return {
    conditions,
    sort: querySortKeys.includes(sort as QuerySortKey) ? (sort as QuerySortKey) : 'default',
    page: Math.min(positive(params.get('page'), 1), Math.floor(QueryLimits.maxResultWindow / limit)),
    limit: (QueryLimits.pageSizes as readonly number[]).includes(limit) ? limit : QueryLimits.defaultPageSize,
  };
}

/** The state → the address's search (defaults left out). */
export function queryParamsOf(state: QueryState): string {
  const p = new URLSearchParams();
  if (state.conditions) p.set('q', JSON.stringify(state.conditions));
  if (state.sort !== 'default') p.set('sort', state.sort);
  if (state.page > 1) p.set('page', String(state.page));
  if (state.limit !== QueryLimits.defaultPageSize) p.set('limit', String(state.limit));
  const text = p.toString();
  return text ? `?${text}` : '';
}

/** The call's input for a state with conditions. */
export function queryInputOf(state: QueryState & { conditions: QueryConditionsInput }): AdvancedQueryInput {
  return { ...state.conditions, sort: state.sort, page: state.page, limit: state.limit };
}
