import {
  ageBandKeys,
  capitalBandKeys,
  companyStatuses,
  companyTypes,
  SeekLimits,
  seekFlagKeys,
  seekSortKeys,
  type AgeBandKey,
  type CapitalBandKey,
  type SeekFlagKey,
  type SeekQueryInput,
  type SeekSortKey,
} from '@qishu/contract';

/** The data-search page (shell-and-backoffice.md §2): module 5's home. */
export const SEEK_ROUTE = '/data/seek';

type Status = (typeof companyStatuses)[number];
type CompanyType = (typeof companyTypes)[number];

/**
 * The search as the address holds it (`/data/seek?keyword=…&region=440300&capital=100-200,200-500`),
 * so back/forward, reload and a shared link all show the same search.
 */
export interface SeekState {
  /** null: no search asked for yet (the landing view); '' : every company, narrowed by the filters */
  keyword: string | null;
  region?: string;
  industry?: string;
  capital: CapitalBandKey[];
  age: AgeBandKey[];
  statuses: Status[];
  types: CompanyType[];
  flags: SeekFlagKey[];
  sort: SeekSortKey;
  page: number;
  limit: number;
}

/** The multi-valued groups (checkable values) and their address parameter. */
export const multiGroups = {
  capital: 'capital',
  age: 'age',
  status: 'statuses',
  type: 'types',
  flags: 'flags',
} as const;
export type MultiGroup = keyof typeof multiGroups;
export type MultiField = (typeof multiGroups)[MultiGroup];

const PARAM = {
  keyword: 'keyword',
  region: 'region',
  industry: 'industry',
  capital: 'capital',
  age: 'age',
  statuses: 'status',
  types: 'type',
  flags: 'flags',
  sort: 'sort',
  page: 'page',
  limit: 'limit',
} as const;

function pick<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const raw = params.get(name);
  if (!raw) return [];
  const chosen = new Set(raw.split(','));
  // in the allowed order, so one search always has one address and one cache key
  return allowed.filter((value) => chosen.has(value));
}

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function parseSeekParams(params: URLSearchParams): SeekState {
  const keyword = params.get(PARAM.keyword);
  const region = params.get(PARAM.region) ?? '';
  const industry = params.get(PARAM.industry) ?? '';
  const sort = params.get(PARAM.sort) as SeekSortKey | null;
  const limitParam = positiveInt(params.get(PARAM.limit)) ?? 0;
  const limit = (SeekLimits.pageSizes as readonly number[]).includes(limitParam)
    ? limitParam
    : SeekLimits.defaultPageSize;
  const maxPage = Math.floor(SeekLimits.maxResultWindow / limit);
  const state: SeekState = {
    keyword: keyword === null ? null : keyword.trim().slice(0, SeekLimits.keywordMax),
    region: /^\d{6}$/.test(region) ? region : undefined,
    industry: /^([A-T]|\d{2})$/.test(industry) ? industry : undefined,
    capital: pick(params, PARAM.capital, capitalBandKeys),
    age: pick(params, PARAM.age, ageBandKeys),
    statuses: pick(params, PARAM.statuses, companyStatuses),
    types: pick(params, PARAM.types, companyTypes),
    flags: pick(params, PARAM.flags, seekFlagKeys),
    sort: sort && seekSortKeys.includes(sort) ? sort : 'relevance',
    page: Math.min(positiveInt(params.get(PARAM.page)) ?? 1, maxPage),
    limit,
  };
  // a filter alone is a search too (every company, narrowed)
  if (state.keyword === null && filterCount(state) > 0) state.keyword = '';
  return state;
}

export function seekSearchString(state: SeekState): string {
  const p = new URLSearchParams();
  if (state.keyword !== null) p.set(PARAM.keyword, state.keyword);
  if (state.region) p.set(PARAM.region, state.region);
  if (state.industry) p.set(PARAM.industry, state.industry);
  for (const field of Object.values(multiGroups)) {
    const values = state[field] as readonly string[];
    if (values.length) p.set(PARAM[field], values.join(','));
  }
  if (state.sort !== 'relevance') p.set(PARAM.sort, state.sort);
  if (state.page > 1) p.set(PARAM.page, String(state.page));
  if (state.limit !== SeekLimits.defaultPageSize) p.set(PARAM.limit, String(state.limit));
  const text = p.toString();
  return text ? `?${text}` : '';
}

/**
 * The address of `next`, keeping the parameters the search does not own (`?saved=7`, which tells
 * the page what it was opened from) as `current` has them.
 */
export function seekSearchKeeping(next: SeekState, current: string): string {
  const params = new URLSearchParams(seekSearchString(next));
  const ours = new Set<string>(Object.values(PARAM));
  for (const [key, value] of new URLSearchParams(current)) {
    if (!ours.has(key)) params.append(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const emptySeekState: SeekState = {
  keyword: null,
  capital: [],
  age: [],
  statuses: [],
  types: [],
  flags: [],
  sort: 'relevance',
  page: 1,
  limit: SeekLimits.defaultPageSize,
};

/** How many conditions narrow the search (the keyword not counted). */
export function filterCount(state: SeekState): number {
  return (
    (state.region ? 1 : 0) +
    (state.industry ? 1 : 0) +
    Object.values(multiGroups).reduce((n, field) => n + state[field].length, 0)
  );
}

/** The body of SeekCalls.search: only what is set (the schema is strict). */
export function seekQueryOf(state: SeekState): SeekQueryInput {
  const query: SeekQueryInput = { sort: state.sort, page: state.page, limit: state.limit };
  if (state.keyword) query.keyword = state.keyword;
  if (state.region) query.region = state.region;
  if (state.industry) query.industry = state.industry;
  if (state.capital.length) query.capital = state.capital;
  if (state.age.length) query.age = state.age;
  if (state.statuses.length) query.statuses = state.statuses;
  if (state.types.length) query.types = state.types;
  if (state.flags.length) query.flags = state.flags;
  return query;
}

/** A value of a multi group chosen or not; any change of condition starts again at page 1. */
export function toggleValue(state: SeekState, group: MultiGroup, value: string): SeekState {
  const field = multiGroups[group];
  const current = state[field] as readonly string[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, [field]: next, page: 1 };
}

/** Every filter off; the keyword, sort and page size stay. */
export function clearFilters(state: SeekState): SeekState {
  return {
    ...state,
    region: undefined,
    industry: undefined,
    capital: [],
    age: [],
    statuses: [],
    types: [],
    flags: [],
    page: 1,
    keyword: state.keyword ?? '',
  };
}
