import { activeStatuses, companyStatuses, type CompanyFilter } from '@qishu/contract';
import { capitalIntervals, dateIntervals, type Interval } from '../ranges.ts';
import {
  ACTIVE_STATUSES,
  ALL_TAG,
  CAPITAL_LEAVES,
  CAPITAL_LEVELS,
  DAY_LEVELS,
  FLAG_TAGS,
  RANGE_FIELDS,
  capitalLeafBounds,
  dayNumber,
  industryTag,
  keywordQuery,
  regionTag,
  segmentCover,
  statusTag,
  typeTag,
  type FlagName,
} from './tokens.ts';

export type FtsTable = 'company_fts_active' | 'company_fts_other';

/**
 * One FTS5 query of a compiled filter. A filter becomes one or more of these; their results are
 * disjoint, so the count is their sum and the ids are their merge. `residual` is SQL over the
 * company row (and its bound values), checked only where tags cannot answer exactly: a capital
 * bound that falls inside a gap of the capital grid.
 */
export interface FtsQuery {
  table: FtsTable;
  match: string;
  residual: { sql: string; params: number[] } | null;
}

/** null: the filter cannot be answered from the index (a keyword without any word character). */
export type CompiledFilter = FtsQuery[] | null;

const anyOf = (terms: string[]) => (terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`);

function keywordTerm(f: CompanyFilter): string | null | undefined {
  const keyword = f.keyword?.trim();
  if (!keyword) return undefined;
  const ranges = f.searchRange?.length ? [...new Set(f.searchRange)].sort() : [0];
  const terms = ranges.map((r) => keywordQuery(RANGE_FIELDS[r]!, keyword));
  if (terms.includes(null)) return null;
  return anyOf(terms as string[]);
}

/** Leaves of the capital grid split into fully-inside runs and partially-inside leaves. */
function capitalLeaves(union: Interval[]): {
  cover: string[];
  partial: { leaf: number; parts: Interval[] }[];
} {
  const full: number[] = [];
  const partial: { leaf: number; parts: Interval[] }[] = [];
  for (let leaf = 0; leaf < CAPITAL_LEAVES; leaf++) {
    const b = capitalLeafBounds(leaf);
    const lo = b.lo * 10_000;
    const hi = b.hi * 10_000;
    if (!b.open) {
      if (union.some((i) => i.lo <= lo && lo <= i.hi)) full.push(leaf);
      continue;
    }
    if (union.some((i) => i.lo <= lo && i.hi >= hi)) {
      full.push(leaf);
      continue;
    }
    const parts = union.filter((i) => i.hi > lo && i.lo < hi);
    if (parts.length) partial.push({ leaf, parts });
  }
  const cover: string[] = [];
  for (let i = 0; i < full.length;) {
    let j = i;
    while (j + 1 < full.length && full[j + 1] === full[j]! + 1) j++;
    cover.push(...segmentCover('c', full[i]!, full[j]!, CAPITAL_LEVELS));
    i = j + 1;
  }
  return { cover, partial };
}

function dateTerm(f: CompanyFilter): string | null | undefined {
  const union = dateIntervals(f, dayNumber);
  if (union === null) return undefined;
  if (union.length === 0) return null;
  const maxDay = (1 << DAY_LEVELS) - 1;
  const nodes = union.flatMap((i) =>
    segmentCover('d', Math.max(0, i.lo), Math.min(maxDay, i.hi), DAY_LEVELS),
  );
  return nodes.length ? anyOf(nodes) : null;
}

/** The status condition inside each partition (undefined: the partition is not searched). */
function statusTerms(f: CompanyFilter): Partial<Record<FtsTable, string | null>> {
  const chosen = new Set(f.statuses?.length ? f.statuses : activeStatuses);
  const active = ACTIVE_STATUSES.filter((s) => chosen.has(s as never));
  const other = companyStatuses.filter((s) => !ACTIVE_STATUSES.includes(s) && chosen.has(s));
  const otherAll = companyStatuses.filter((s) => !ACTIVE_STATUSES.includes(s));
  const out: Partial<Record<FtsTable, string | null>> = {};
  if (active.length)
    out.company_fts_active = active.length === ACTIVE_STATUSES.length ? null : anyOf(active.map(statusTag));
  if (other.length)
    out.company_fts_other = other.length === otherAll.length ? null : anyOf(other.map(statusTag));
  return out;
}

/** Compiles a CompanyFilter into FTS5 queries over the two partitions. */
export function compileFilter(f: CompanyFilter): CompiledFilter {
  const terms: string[] = [];
  const keyword = keywordTerm(f);
  if (keyword === null) return null;
  if (keyword) terms.push(keyword);
  if (f.regionCodes?.length) terms.push(anyOf([...new Set(f.regionCodes.map(regionTag))]));
  if (f.industryCodes?.length) terms.push(anyOf([...new Set(f.industryCodes.map(industryTag))]));
  if (f.types?.length) terms.push(anyOf([...new Set(f.types.map(typeTag))]));
  for (const [flag, tag] of Object.entries(FLAG_TAGS) as [FlagName, string][]) {
    if (f[flag]) terms.push(tag);
  }
  const date = dateTerm(f);
  if (date === null) return [];
  if (date) terms.push(date);

  // capital: whole leaves by tags; leaves cut by a bound are checked against the stored amount
  const capital = capitalIntervals(f);
  if (capital !== null && capital.length === 0) return [];
  const capitalParts: { term: string; residual: FtsQuery['residual'] }[] = [];
  if (capital === null) capitalParts.push({ term: '', residual: null });
  else {
    const { cover, partial } = capitalLeaves(capital);
    if (cover.length) capitalParts.push({ term: anyOf(cover), residual: null });
    for (const p of partial) {
      const parts = p.parts.map((i) =>
        Number.isFinite(i.hi) ? [i.lo, i.hi] : [i.lo, Number.MAX_SAFE_INTEGER],
      );
      capitalParts.push({
        term: `c0x${p.leaf}`,
        residual: {
          sql: parts.map(() => '(company.reg_capital between ? and ?)').join(' or '),
          params: parts.flat(),
        },
      });
    }
  }

  const queries: FtsQuery[] = [];
  for (const [table, status] of Object.entries(statusTerms(f)) as [FtsTable, string | null][]) {
    for (const cp of capitalParts) {
      const all = [...terms, ...(status ? [status] : []), ...(cp.term ? [cp.term] : [])];
      queries.push({
        table,
        match: all.length ? all.join(' AND ') : ALL_TAG,
        residual: cp.residual,
      });
    }
  }
  return queries;
}
