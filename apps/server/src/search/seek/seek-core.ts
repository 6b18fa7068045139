import {
  activeStatuses,
  ageBandDates,
  ageBands,
  capitalBands,
  companyStatuses,
  companyTypes,
  seekFlags,
  type AgeBandKey,
  type CapitalBandKey,
  type SeekFlagKey,
  type SeekSortKey,
} from '@qishu/contract';
import { dayOf, type FacetColumns } from './facet-columns.ts';
import type { KeywordMatch } from './keyword-match.ts';

/**
 * One seek over the facet columns, in one pass over the candidates (the keyword's matches, or every
 * company): the total, every facet group's counts and the page by the chosen sort. Pure and
 * synchronous: it runs where the columns live (a SQLite search worker, or the server on PostgreSQL).
 *
 * Facets are disjunctive: a value's count is the number of companies the same search finds with its
 * group set to that value alone, so a company that fails only one group's condition still counts
 * toward that group's own value. Region and industry list the level below the one chosen (its
 * children all satisfy the chosen value, so they count the result itself); a flag's count is the
 * result with that flag added.
 */

/** What a seek asks, as plain data (it crosses to a search worker). */
export interface SeekPlan {
  keyword?: string | undefined;
  /** one GB/T 2260 code: province XX0000, city XXYY00, or district */
  region?: string | undefined;
  /** a section letter or a two-digit division */
  industry?: string | undefined;
  capital?: CapitalBandKey[] | undefined;
  age?: AgeBandKey[] | undefined;
  statuses?: string[] | undefined;
  types?: string[] | undefined;
  flags?: SeekFlagKey[] | undefined;
  sort: SeekSortKey;
  offset: number;
  limit: number;
  /** YYYY-MM-DD in Asia/Shanghai: age bands are counted from it */
  today: string;
}

/** Which keyword field ranks a match (relevance): name, legal person/shareholders, address, scope. */
export const TIER_FIELDS = ['n', 'p', 'a', 's'] as const;
export const NO_TIER = 255;

export interface SeekAnswer {
  total: number;
  /** the page: ids in order, with the field tier each matched in (NO_TIER without a keyword) */
  page: { id: number; tier: number }[];
  /** counts of the level below the chosen region (codes) */
  region: { code: string; count: number }[];
  industry: { code: string; count: number }[];
  /** per band / status / type / flag, in the contract's order */
  capital: number[];
  age: number[];
  status: number[];
  type: number[];
  flags: number[];
}

const regionLevel = (code: string) => (code.endsWith('0000') ? 1 : code.endsWith('00') ? 2 : 3);

/** Day-number bounds [from, to] of each age band on `today`. */
function ageBounds(today: string): { from: number; to: number }[] {
  return ageBands.map((b) => {
    const d = ageBandDates(b.key, today);
    return {
      from: d.from ? dayOf(d.from) : Number.NEGATIVE_INFINITY,
      to: d.to ? dayOf(d.to) : Number.POSITIVE_INFINITY,
    };
  });
}

/** A bounded max-heap of the k smallest (key, id) pairs. */
class TopK {
  private readonly keys: Float64Array;
  private readonly ids: Int32Array;
  /** a byte carried with each pair (the match's field tier) */
  private readonly tags: Uint8Array;
  n = 0;
  constructor(private readonly k: number) {
    this.keys = new Float64Array(k);
    this.ids = new Int32Array(k);
    this.tags = new Uint8Array(k);
  }
  private above(i: number, j: number): boolean {
    const a = this.keys[i]!;
    const b = this.keys[j]!;
    return a > b || (a === b && this.ids[i]! > this.ids[j]!);
  }
  private swap(i: number, j: number): void {
    const k = this.keys[i]!;
    this.keys[i] = this.keys[j]!;
    this.keys[j] = k;
    const d = this.ids[i]!;
    this.ids[i] = this.ids[j]!;
    this.ids[j] = d;
    const t = this.tags[i]!;
    this.tags[i] = this.tags[j]!;
    this.tags[j] = t;
  }
  push(key: number, id: number, tag: number): void {
    if (this.k === 0) return;
    if (this.n < this.k) {
      let i = this.n++;
      this.keys[i] = key;
      this.ids[i] = id;
      this.tags[i] = tag;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.above(i, p)) break;
        this.swap(i, p);
        i = p;
      }
      return;
    }
    const topKey = this.keys[0]!;
    if (key > topKey || (key === topKey && id > this.ids[0]!)) return;
    this.keys[0] = key;
    this.ids[0] = id;
    this.tags[0] = tag;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.n && this.above(l, m)) m = l;
      if (r < this.n && this.above(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
  }
  /** the pairs, smallest first */
  sorted(): { key: number; id: number; tag: number }[] {
    const out: { key: number; id: number; tag: number }[] = [];
    for (let i = 0; i < this.n; i++) out.push({ key: this.keys[i]!, id: this.ids[i]!, tag: this.tags[i]! });
    return out.sort((a, b) => a.key - b.key || a.id - b.id);
  }
}

/** Capital above this (yuan) sorts as this: keeps relevance keys exact in a double. */
const CAP_MAX = 1e13 - 1;
const ACTIVE = new Uint8Array(256);
for (const s of activeStatuses) ACTIVE[companyStatuses.indexOf(s)] = 1;

/**
 * Runs a plan over the columns. `match` null: no keyword (every company is a candidate);
 * otherwise the keyword's matches with their field tiers.
 */
export function runSeek(cols: FacetColumns, match: KeywordMatch | null, plan: SeekPlan): SeekAnswer {
  // ── the conditions, as small lookups ──
  const regionCode = plan.region;
  const regionLvl = regionCode ? regionLevel(regionCode) : 0;
  const regionIdx = regionCode ? cols.regions.find(regionCode) : -1;
  const regionCol = regionLvl === 1 ? cols.province : regionLvl === 2 ? cols.city : cols.district;
  /** the column whose values the region facet lists */
  const regionChildCol = regionLvl === 0 ? cols.province : regionLvl === 1 ? cols.city : cols.district;

  const industryCode = plan.industry;
  const industryIsSection = industryCode !== undefined && /^[A-Za-z]$/.test(industryCode);
  const industryIdx = industryCode ? cols.industries.find(industryCode) : -1;
  const industryCol = industryIsSection ? cols.section : cols.division;
  const industryChildCol = industryCode === undefined ? cols.section : cols.division;

  const capitalSet = new Uint8Array(capitalBands.length);
  for (const k of plan.capital ?? []) capitalSet[capitalBands.findIndex((b) => b.key === k)] = 1;
  const hasCapital = (plan.capital?.length ?? 0) > 0;

  const bounds = ageBounds(plan.today);
  const ageSet = new Uint8Array(ageBands.length + 1);
  for (const k of plan.age ?? []) ageSet[ageBands.findIndex((b) => b.key === k)] = 1;
  const hasAge = (plan.age?.length ?? 0) > 0;
  const NO_AGE = ageBands.length;
  const ageOf = (day: number): number => {
    for (let b = 0; b < bounds.length; b++) {
      if (day >= bounds[b]!.from && day <= bounds[b]!.to) return b;
    }
    return NO_AGE;
  };

  const statusSet = new Uint8Array(256);
  for (const s of plan.statuses ?? []) statusSet[companyStatuses.indexOf(s as never)] = 1;
  const hasStatus = (plan.statuses?.length ?? 0) > 0;
  const typeSet = new Uint8Array(256);
  for (const t of plan.types ?? []) typeSet[companyTypes.indexOf(t as never)] = 1;
  const hasType = (plan.types?.length ?? 0) > 0;

  let flagMask = 0;
  for (const f of plan.flags ?? []) flagMask |= 1 << seekFlags.findIndex((x) => x.key === f);

  // ── counters ──
  const regionCounts = new Uint32Array(cols.regions.codes.length + 1);
  const industryCounts = new Uint32Array(cols.industries.codes.length + 1);
  const capitalCounts = new Uint32Array(capitalBands.length);
  const ageCounts = new Uint32Array(ageBands.length + 1);
  const statusCounts = new Uint32Array(256);
  const typeCounts = new Uint32Array(256);
  const flagCounts = new Uint32Array(seekFlags.length);
  let total = 0;

  const want = plan.offset + plan.limit;
  const top = new TopK(want);
  const sort = plan.sort;

  const { live, status, type, capital, capitalBand, day, flags } = cols;

  const visit = (id: number, tier: number): void => {
    if (!live[id]) return;
    const regionOk = regionLvl === 0 || regionCol[id] === regionIdx;
    const industryOk = industryCode === undefined || industryCol[id] === industryIdx;
    const band = capitalBand[id]!;
    const capitalOk = !hasCapital || capitalSet[band] === 1;
    const age = ageOf(day[id]!);
    const ageOk = !hasAge || ageSet[age] === 1;
    const st = status[id]!;
    const statusOk = !hasStatus || statusSet[st] === 1;
    const ty = type[id]!;
    const typeOk = !hasType || typeSet[ty] === 1;
    const fl = flags[id]!;
    const flagsOk = (fl & flagMask) === flagMask;
    if (!(regionOk && industryOk && flagsOk)) {
      return;
    }
    const fails = (capitalOk ? 0 : 1) + (ageOk ? 0 : 1) + (statusOk ? 0 : 1) + (typeOk ? 0 : 1);
    if (fails === 0) {
      total++;
      regionCounts[regionChildCol[id]!]!++;
      industryCounts[industryChildCol[id]!]!++;
      capitalCounts[band]!++;
      ageCounts[age]!++;
      statusCounts[st]!++;
      typeCounts[ty]!++;
      if (fl !== 0) {
        for (let b = 0; b < flagCounts.length; b++) if (fl & (1 << b)) flagCounts[b]!++;
      }
      let key: number;
      switch (sort) {
        case 'capital_desc':
          key = -capital[id]!;
          break;
        case 'capital_asc':
          key = capital[id]!;
          break;
        case 'date_desc':
          key = -day[id]!;
          break;
        case 'date_asc':
          key = day[id]!;
          break;
        default: {
          const t = tier === NO_TIER ? 0 : tier;
          const inactive = ACTIVE[st] ? 0 : 1;
          key = (t * 2 + inactive) * 1e13 + (CAP_MAX - Math.min(capital[id]!, CAP_MAX));
        }
      }
      top.push(key, id, tier);
      return;
    }
    if (fails > 1) return;
    if (!capitalOk) capitalCounts[band]!++;
    else if (!ageOk) ageCounts[age]!++;
    else if (!statusOk) statusCounts[st]!++;
    else typeCounts[ty]!++;
  };

  if (match) {
    const { ids, tiers } = match;
    for (let i = 0; i < ids.length; i++) visit(ids[i]!, tiers[i]!);
  } else {
    for (let id = 1; id < cols.size; id++) visit(id, NO_TIER);
  }

  // ── the answer ──
  const page = top
    .sorted()
    .slice(plan.offset)
    .map((p) => ({ id: p.id, tier: p.tag }));

  const listed = (
    dict: { codes: string[] },
    counts: Uint32Array,
    chosen: string | undefined,
    leaf: boolean,
  ): { code: string; count: number }[] => {
    if (chosen !== undefined && leaf) return [{ code: chosen, count: total }];
    const out: { code: string; count: number }[] = [];
    for (let i = 0; i < dict.codes.length; i++) {
      if (counts[i]! > 0) out.push({ code: dict.codes[i]!, count: counts[i]! });
    }
    return out.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  };

  return {
    total,
    page,
    region: listed(cols.regions, regionCounts, regionCode, regionLvl === 3),
    industry: listed(
      cols.industries,
      industryCounts,
      industryCode,
      industryCode !== undefined && !industryIsSection,
    ),
    capital: Array.from(capitalCounts),
    age: Array.from(ageCounts.subarray(0, ageBands.length)),
    status: companyStatuses.map((_, i) => statusCounts[i]!),
    type: companyTypes.map((_, i) => typeCounts[i]!),
    flags: Array.from(flagCounts),
  };
}
