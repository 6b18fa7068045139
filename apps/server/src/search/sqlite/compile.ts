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
  negativeTag,
  regionTag,
  segmentCover,
  statusTag,
  typeTag,
  type FlagName,
} from './tokens.ts';

export type FtsTable = 'company_fts_active' | 'company_fts_other';

/**
 * One condition of a query: a document matches when it holds any of `pos`. When `neg` is given it
 * is the exact complement (a document matches when it holds none of `neg`), and the engine may use
 * whichever reads fewer postings.
 */
export interface Condition {
  pos: string[];
  neg?: string[];
}

/**
 * One FTS5 query of a compiled filter: all its conditions hold. A filter becomes one or more of
 * these; their results are disjoint, so the count is their sum and the ids are their merge.
 * `residual` is SQL over the company row (and its bound values), checked only where tags cannot
 * answer exactly: a capital bound that falls inside a gap of the capital grid.
 */
export interface FtsQuery {
  table: FtsTable;
  conditions: Condition[];
  residual: { sql: string; params: number[] } | null;
}

/** null: the filter cannot be answered from the index (a keyword without any word character). */
export type CompiledFilter = FtsQuery[] | null;

const anyOf = (terms: string[]) => (terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`);

function keywordCondition(f: CompanyFilter): Condition | null | undefined {
  const keyword = f.keyword?.trim();
  if (!keyword) return undefined;
  const ranges = f.searchRange?.length ? [...new Set(f.searchRange)].sort() : [0];
  const terms = ranges.map((r) => keywordQuery(RANGE_FIELDS[r]!, keyword));
  if (terms.includes(null)) return null;
  return { pos: terms as string[] };
}

/** Segment-tree nodes covering the leaves of [0, max] outside the given sorted, disjoint runs. */
function complementCover(prefix: string, runs: Interval[], max: number, levels: number): string[] {
  const out: string[] = [];
  let next = 0;
  for (const r of runs) {
    if (r.lo > next) out.push(...segmentCover(prefix, next, r.lo - 1, levels));
    next = Math.max(next, r.hi + 1);
  }
  if (next <= max) out.push(...segmentCover(prefix, next, max, levels));
  return out;
}

/** Leaves of the capital grid split into fully-inside runs and partially-inside leaves. */
function capitalLeaves(union: Interval[]): {
  cover: string[];
  complement: string[];
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
  const runs: Interval[] = [];
  for (let i = 0; i < full.length;) {
    let j = i;
    while (j + 1 < full.length && full[j + 1] === full[j]! + 1) j++;
    cover.push(...segmentCover('c', full[i]!, full[j]!, CAPITAL_LEVELS));
    runs.push({ lo: full[i]!, hi: full[j]! });
    i = j + 1;
  }
  return { cover, complement: complementCover('c', runs, CAPITAL_LEAVES - 1, CAPITAL_LEVELS), partial };
}

function dateCondition(f: CompanyFilter): Condition | null | undefined {
  const union = dateIntervals(f, dayNumber);
  if (union === null) return undefined;
  const maxDay = (1 << DAY_LEVELS) - 1;
  const runs = union
    .map((i) => ({ lo: Math.max(0, i.lo), hi: Math.min(maxDay, i.hi) }))
    .filter((i) => i.lo <= i.hi);
  if (runs.length === 0) return null;
  return {
    pos: runs.flatMap((i) => segmentCover('d', i.lo, i.hi, DAY_LEVELS)),
    neg: complementCover('d', runs, maxDay, DAY_LEVELS),
  };
}

/** The status condition inside each partition (undefined: the partition is not searched). */
function statusConditions(f: CompanyFilter): Partial<Record<FtsTable, Condition | null>> {
  const chosen = new Set(f.statuses?.length ? f.statuses : activeStatuses);
  const active = ACTIVE_STATUSES.filter((s) => chosen.has(s as never));
  const other = companyStatuses.filter((s) => !ACTIVE_STATUSES.includes(s) && chosen.has(s));
  const otherAll = companyStatuses.filter((s) => !ACTIVE_STATUSES.includes(s));
  const out: Partial<Record<FtsTable, Condition | null>> = {};
  if (active.length) {
    out.company_fts_active = active.length === ACTIVE_STATUSES.length ? null : { pos: active.map(statusTag) };
  }
  if (other.length) {
    out.company_fts_other = other.length === otherAll.length ? null : { pos: other.map(statusTag) };
  }
  return out;
}

/** Compiles a CompanyFilter into FTS5 queries over the two partitions. */
export function compileFilter(f: CompanyFilter): CompiledFilter {
  const conditions: Condition[] = [];
  const keyword = keywordCondition(f);
  if (keyword === null) return null;
  if (keyword) conditions.push(keyword);
  if (f.regionCodes?.length) conditions.push({ pos: [...new Set(f.regionCodes.map(regionTag))] });
  if (f.industryCodes?.length) conditions.push({ pos: [...new Set(f.industryCodes.map(industryTag))] });
  if (f.types?.length) conditions.push({ pos: [...new Set(f.types.map(typeTag))] });
  for (const [flag, tag] of Object.entries(FLAG_TAGS) as [FlagName, string][]) {
    if (f[flag]) conditions.push({ pos: [tag], neg: [negativeTag(tag)] });
  }
  const date = dateCondition(f);
  if (date === null) return [];
  if (date) conditions.push(date);

  // capital: whole leaves by tags; leaves cut by a bound are checked against the stored amount
  const capital = capitalIntervals(f);
  if (capital !== null && capital.length === 0) return [];
  const capitalParts: { condition: Condition | null; residual: FtsQuery['residual'] }[] = [];
  if (capital === null) capitalParts.push({ condition: null, residual: null });
  else {
    const { cover, complement, partial } = capitalLeaves(capital);
    if (cover.length) capitalParts.push({ condition: { pos: cover, neg: complement }, residual: null });
    for (const p of partial) {
      const parts = p.parts.map((i) =>
        Number.isFinite(i.hi) ? [i.lo, i.hi] : [i.lo, Number.MAX_SAFE_INTEGER],
      );
      capitalParts.push({
        condition: { pos: [`c0x${p.leaf}`] },
        residual: {
          sql: parts.map(() => '(company.reg_capital between ? and ?)').join(' or '),
          params: parts.flat(),
        },
      });
    }
  }

  const queries: FtsQuery[] = [];
  for (const [table, status] of Object.entries(statusConditions(f)) as [FtsTable, Condition | null][]) {
    for (const cp of capitalParts) {
      queries.push({
        table,
        conditions: [...conditions, ...(status ? [status] : []), ...(cp.condition ? [cp.condition] : [])],
        residual: cp.residual,
      });
    }
  }
  return queries;
}

/**
 * The MATCH expression of a query. `postings(term)` is how many documents hold a term: a condition
 * with a complement is written NOT (complement) when that reads fewer postings (has any contact:
 * 1.38 million postings against 0.2 million without), but one condition always stays positive
 * (FTS5 needs something to start from).
 */
export function matchOf(conditions: Condition[], postings: (term: string) => number): string {
  if (conditions.length === 0) return ALL_TAG;
  const sum = (terms: string[]) => terms.reduce((n, t) => n + postings(t), 0);
  const plan = conditions.map((c) => {
    if (!c.neg) return { c, negative: false, pos: 0 };
    const pos = sum(c.pos);
    return { c, negative: sum(c.neg) < pos, pos };
  });
  if (plan.every((p) => p.negative)) {
    plan.reduce((best, p) => (p.pos < best.pos ? p : best)).negative = false;
  }
  const positive = plan.filter((p) => !p.negative).map((p) => anyOf(p.c.pos));
  const negative = plan.filter((p) => p.negative).flatMap((p) => p.c.neg!);
  const base = positive.join(' AND ');
  if (negative.length === 0) return base;
  return `(${base}) NOT ${anyOf(negative)}`;
}
