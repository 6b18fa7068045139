import {
  activeStatuses,
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
import { SEEK_FLAG_BITS, type FacetColumns } from './facet-columns.ts';
import type { KeywordMatch } from './keyword-match.ts';
import { KEYWORD_SOURCES } from './keyword-sources.ts';
import { TopK } from './top-k.ts';

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

/** A match's tier is its keyword source's place in KEYWORD_SOURCES (keyword-sources.ts); none without a keyword. */
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

/** Capital above this (yuan) sorts as this: keeps relevance keys exact in a double. */
const CAP_MAX = 1e13 - 1;
/** Sorts in the order the pass tells them apart. */
const SORT_MODES: readonly SeekSortKey[] = [
  'relevance',
  'capital_desc',
  'capital_asc',
  'date_desc',
  'date_asc',
];

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
  const hasIndustry = industryCode !== undefined;
  const industryIsSection = hasIndustry && /^[A-Za-z]$/.test(industryCode);
  const industryIdx = industryCode ? cols.industries.find(industryCode) : -1;
  const industryCol = industryIsSection ? cols.section : cols.division;
  const industryChildCol = hasIndustry ? cols.division : cols.section;

  const capitalSet = new Uint8Array(256);
  for (const k of plan.capital ?? []) capitalSet[capitalBands.findIndex((b) => b.key === k)] = 1;
  const hasCapital = (plan.capital?.length ?? 0) > 0;

  const ageSet = new Uint8Array(256);
  for (const k of plan.age ?? []) ageSet[ageBands.findIndex((b) => b.key === k)] = 1;
  const hasAge = (plan.age?.length ?? 0) > 0;

  const statusSet = new Uint8Array(256);
  for (const s of plan.statuses ?? []) statusSet[companyStatuses.indexOf(s as never)] = 1;
  const hasStatus = (plan.statuses?.length ?? 0) > 0;
  const typeSet = new Uint8Array(256);
  for (const t of plan.types ?? []) typeSet[companyTypes.indexOf(t as never)] = 1;
  const hasType = (plan.types?.length ?? 0) > 0;

  let flagMask = 0;
  for (const f of plan.flags ?? []) flagMask |= 1 << seekFlags.findIndex((x) => x.key === f);

  // ── counters ──
  const regionCounts = new Uint32Array(0x10000);
  const industryCounts = new Uint32Array(256);
  const capitalCounts = new Uint32Array(256);
  const ageCounts = new Uint32Array(256);
  const statusCounts = new Uint32Array(256);
  const typeCounts = new Uint32Array(256);
  /** results per flag combination (one increment a company; expanded to each flag after the pass) */
  const flagHist = new Uint32Array(1 << seekFlags.length);
  let total = 0;

  const top = new TopK(plan.offset + plan.limit);
  const sortMode = SORT_MODES.indexOf(plan.sort);

  const { live, status, type, capital, capitalBand, day, flags } = cols;
  const ageBand = cols.ageBandsOn(plan.today);
  const ids = match?.ids;
  const tiers = match?.tiers;
  const n = ids ? ids.length : cols.size;

  for (let i = ids ? 0 : 1; i < n; i++) {
    const id = ids ? ids[i]! : i;
    // groups that count only the result: region, industry, flags
    if (live[id] !== 1) continue;
    if (regionLvl !== 0 && regionCol[id] !== regionIdx) continue;
    if (hasIndustry && industryCol[id] !== industryIdx) continue;
    const fl = flags[id]!;
    if ((fl & flagMask) !== flagMask) continue;
    // multi-value groups: a company failing exactly one of them counts toward that group's value
    const band = capitalBand[id]!;
    const age = ageBand[id]!;
    const st = status[id]!;
    const ty = type[id]!;
    let failed = 0;
    let fails = 0;
    if (hasCapital && capitalSet[band] === 0) {
      fails++;
      failed = 1;
    }
    if (hasAge && ageSet[age] === 0) {
      fails++;
      failed = 2;
    }
    if (hasStatus && statusSet[st] === 0) {
      fails++;
      failed = 3;
    }
    if (hasType && typeSet[ty] === 0) {
      fails++;
      failed = 4;
    }
    if (fails === 0) {
      total++;
      regionCounts[regionChildCol[id]!]! += 1;
      industryCounts[industryChildCol[id]!]! += 1;
      capitalCounts[band]! += 1;
      ageCounts[age]! += 1;
      statusCounts[st]! += 1;
      typeCounts[ty]! += 1;
      flagHist[fl & SEEK_FLAG_BITS]! += 1;
      const tier = tiers ? tiers[i]! : NO_TIER;
      let key: number;
      if (sortMode === 0) {
        // relevance: field tier, then 存续/在业 first, then capital descending
        const t = tier === NO_TIER ? 0 : tier;
        key = (t * 2 + (ACTIVE[st] === 1 ? 0 : 1)) * 1e13 + (CAP_MAX - Math.min(capital[id]!, CAP_MAX));
      } else if (sortMode === 1) key = -capital[id]!;
      else if (sortMode === 2) key = capital[id]!;
      else if (sortMode === 3) key = -day[id]!;
      else key = day[id]!;
      top.push(key, id, tier);
    } else if (fails === 1) {
      if (failed === 1) capitalCounts[band]! += 1;
      else if (failed === 2) ageCounts[age]! += 1;
      else if (failed === 3) statusCounts[st]! += 1;
      else typeCounts[ty]! += 1;
    }
  }
  const flagCounts = new Array<number>(seekFlags.length).fill(0);
  for (let v = 1; v < flagHist.length; v++) {
    const c = flagHist[v]!;
    if (c === 0) continue;
    for (let b = 0; b < seekFlags.length; b++) if (v & (1 << b)) flagCounts[b]! += c;
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
    capital: capitalBands.map((_, i) => capitalCounts[i]!),
    age: ageBands.map((_, i) => ageCounts[i]!),
    status: companyStatuses.map((_, i) => statusCounts[i]!),
    type: companyTypes.map((_, i) => typeCounts[i]!),
    flags: flagCounts,
  };
}

/**
 * Runs every kind of pass once over the loaded columns (the server's start): each sort, each
 * group's condition, with and without a keyword (a synthetic match of every company), so the
 * first real search finds the pass compiled and today's age bands computed. Touches no cache.
 */
export function warmUp(cols: FacetColumns, today: string): void {
  const every = new Int32Array(Math.max(0, cols.size - 1));
  const tiers = new Uint8Array(every.length);
  for (let i = 0; i < every.length; i++) {
    every[i] = i + 1;
    tiers[i] = i % KEYWORD_SOURCES.length;
  }
  const match = { ids: every, tiers };
  const region = cols.regions.codes.find((c) => c.endsWith('0000'));
  const industry = cols.industries.codes.find((c) => /^[A-Z]$/.test(c));
  for (const sort of SORT_MODES) {
    for (const m of [null, match]) runSeek(cols, m, { sort, offset: 0, limit: 20, today });
  }
  const all: SeekPlan = {
    sort: 'relevance',
    offset: 20,
    limit: 20,
    today,
    region,
    industry,
    capital: ['100-200', 'ge5000'],
    age: ['1-3', '5-10'],
    statuses: ['存续', '注销'],
    types: ['有限责任公司'],
    flags: ['hasMobile'],
  };
  runSeek(cols, null, all);
  runSeek(cols, match, all);
}
