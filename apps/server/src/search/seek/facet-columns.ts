import {
  ageBandDates,
  ageBands,
  capitalBands,
  companyStatuses,
  companyTypes,
  queryRiskKinds,
  revenueBands,
  seekFlags,
} from '@qishu/contract';

/**
 * Every company's facet attributes as typed arrays indexed by company_id (a columnar snapshot of
 * the company table, ~25 bytes a company: 50 MB at 2M), so a seek counts every facet of hundreds of
 * thousands of matches in one pass of plain array reads instead of one SQL aggregate per group.
 * Codes (regions, industries) are small dictionary indexes; statuses and types are their index in
 * the contract's lists; capital is kept in yuan (sorting) and as its band (counting); founding date
 * as a day number; the has-X flags as bits in COLUMN_FLAGS order.
 *
 * Loaded once (seek-source.ts) and kept current from company_seek_log (migration 0019).
 */

/** A company row as the loaders read it (column order of COLUMN_SQL). */
export type ColumnRow = [
  company_id: number,
  status: string,
  company_type: string,
  province_code: string,
  city_code: string,
  district_code: string,
  industry_section: string,
  industry_division: string,
  reg_capital: number,
  /** days since 1970-01-01 */
  day: number,
  name_len: number,
  /** bits in COLUMN_FLAGS order */
  flags: number,
  /** the advanced query's risk flags: bits in queryRiskKinds order (0 without a counts row) */
  risk?: number | null,
  /** 参保人数 of the latest annual report (null: no report, or it leaves the figure out) */
  insured?: number | null,
  /** 营业收入 band of the latest annual report (revenueBands; null: none) */
  revenue?: string | null,
];

/**
 * The flag bits of a company: the seek's has-X facets (seekFlags order), then the flags only the
 * precise search filters by (filter-columns.ts), which the facets neither list nor count.
 */
export const COLUMN_FLAGS = [...seekFlags.map((f) => f.key), 'hasCopyright'] as const;
export type ColumnFlagKey = (typeof COLUMN_FLAGS)[number];
export const flagBit = (key: ColumnFlagKey) => 1 << COLUMN_FLAGS.indexOf(key);
/** The bits of the seek's facets (its per-combination histogram is indexed by them). */
export const SEEK_FLAG_BITS = (1 << seekFlags.length) - 1;

/** Each flag as an SQL predicate over the company row (the same on SQLite and PostgreSQL). */
export const FLAG_PREDICATES: Readonly<Record<ColumnFlagKey, string>> = {
  hasMobile: `mobile <> ''`,
  hasTel: `tel <> ''`,
  hasEmail: `email <> ''`,
  hasWebsite: 'website_num > 0',
  hasBrand: 'brand_num > 0',
  hasPatent: 'patent_num > 0',
  hasSoftwareCopyright: 'software_copyright_num > 0',
  hasAdminLicence: 'act_num > 0',
  hasPunishment: 'punish_num > 0',
  hasCopyright: 'copyright_num > 0',
};

/** The flags bitmask as SQL. */
export const FLAGS_SQL = COLUMN_FLAGS.map(
  (key) => `(case when ${FLAG_PREDICATES[key]} then ${flagBit(key)} else 0 end)`,
).join(' + ');

/**
 * The company's facts the advanced query filters by beyond its row (its risk records and latest
 * annual report), from company_profile_counts (written with the profile rows): a join the loaders
 * put after `from company`. Its columns are renamed so none collides with the company's.
 */
export const PROFILE_FACTS_JOIN =
  `left join (select company_id as pf_id, ` +
  queryRiskKinds.map((k, i) => `(case when risk_${k} > 0 then ${1 << i} else 0 end)`).join(' + ') +
  ` as pf_risk, report_insured as pf_insured, report_revenue_band as pf_revenue from company_profile_counts) pf` +
  ` on pf.pf_id = company.company_id`;

/**
 * The select list of a ColumnRow (from `company` PROFILE_FACTS_JOIN); `day` and `len` are the
 * dialect's day-number and length expressions.
 */
export const columnSql = (day: string, len: string) =>
  `company_id, status, company_type, province_code, city_code, district_code, industry_section, ` +
  `industry_division, reg_capital, ${day} as day, ${len} as name_len, ${FLAGS_SQL} as flags, ` +
  `pf.pf_risk as risk, pf.pf_insured as insured, pf.pf_revenue as revenue`;

const NONE8 = 255;
const NONE16 = 0xffff;
const YUAN_PER_WAN = 10_000;

/** Capital band index of an amount in yuan (capitalBands: [lo, hi) in 万元). */
export function capitalBandOf(yuan: number): number {
  for (let b = capitalBands.length - 1; b >= 0; b--) {
    if (yuan >= capitalBands[b]!.lo * YUAN_PER_WAN) return b;
  }
  return 0;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayOf = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

/** No age band (founded after the day asked about). */
export const NO_AGE = ageBands.length;

/** The age band of a founding day number on `today`: band b holds days in [from_b, to_b]. */
export function ageBandOfDay(bounds: readonly { from: number; to: number }[], day: number): number {
  for (let b = 0; b < bounds.length; b++) {
    if (day >= bounds[b]!.from && day <= bounds[b]!.to) return b;
  }
  return NO_AGE;
}

/** Day-number bounds of each age band on `today` (YYYY-MM-DD). */
export function ageBounds(today: string): { from: number; to: number }[] {
  return ageBands.map((b) => {
    const d = ageBandDates(b.key, today);
    return {
      from: d.from ? dayOf(d.from) : Number.NEGATIVE_INFINITY,
      to: d.to ? dayOf(d.to) : Number.POSITIVE_INFINITY,
    };
  });
}

/** A growing dictionary of codes: code ↔ small index. */
export class Dictionary {
  readonly codes: string[] = [];
  private readonly index = new Map<string, number>();
  constructor(private readonly max: number) {}
  of(code: string): number {
    let i = this.index.get(code);
    if (i === undefined) {
      if (this.codes.length >= this.max) return this.max;
      i = this.codes.length;
      this.codes.push(code);
      this.index.set(code, i);
    }
    return i;
  }
  /** the index of a code, or -1 when no company has it */
  find(code: string): number {
    return this.index.get(code) ?? -1;
  }
}

const statusIndex = new Map<string, number>(companyStatuses.map((s, i) => [s, i]));
const revenueIndex = new Map<string, number>(revenueBands.map((s, i) => [s, i]));
/** No figure: the insured column's value for a company without one. */
export const NO_INSURED = -1;
/** No band: the revenue column's value for a company without one. */
export const NO_REVENUE = NONE8;
const typeIndex = new Map<string, number>(companyTypes.map((s, i) => [s, i]));

export class FacetColumns {
  /** one past the largest id the arrays hold */
  size = 0;
  live = new Uint8Array(0);
  province = new Uint16Array(0);
  city = new Uint16Array(0);
  district = new Uint16Array(0);
  section = new Uint8Array(0);
  division = new Uint8Array(0);
  status = new Uint8Array(0);
  type = new Uint8Array(0);
  capital = new Float64Array(0);
  capitalBand = new Uint8Array(0);
  day = new Int32Array(0);
  nameLen = new Uint8Array(0);
  flags = new Uint16Array(0);
  /** risk flags: bits in queryRiskKinds order */
  risk = new Uint8Array(0);
  /** 参保人数 of the latest annual report, NO_INSURED without one */
  insured = new Int32Array(0);
  /** 营业收入 band index (revenueBands) of the latest annual report, NO_REVENUE without one */
  revenue = new Uint8Array(0);
  /** companies present */
  count = 0;
  /** every company's age band on `ageDay` (computed for the day searches ask about, kept current) */
  private ageBand: Uint8Array | null = null;
  private ageDay = '';
  private ageDayBounds: { from: number; to: number }[] = [];
  /** region codes of every level share one dictionary; sections and divisions another */
  readonly regions = new Dictionary(NONE16 - 1);
  readonly industries = new Dictionary(NONE8 - 1);

  private grow(minSize: number): void {
    let cap = Math.max(1024, this.live.length);
    while (cap < minSize) cap *= 2;
    if (cap === this.live.length) return;
    const g = <T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(a: T, fill?: number): T => {
      const next = new (a.constructor as new (n: number) => T)(cap);
      next.set(a);
      if (fill !== undefined) next.fill(fill, a.length);
      return next;
    };
    this.live = g(this.live);
    this.province = g(this.province, NONE16);
    this.city = g(this.city, NONE16);
    this.district = g(this.district, NONE16);
    this.section = g(this.section, NONE8);
    this.division = g(this.division, NONE8);
    this.status = g(this.status, NONE8);
    this.type = g(this.type, NONE8);
    this.capital = g(this.capital);
    this.capitalBand = g(this.capitalBand);
    this.day = g(this.day);
    this.nameLen = g(this.nameLen);
    this.flags = g(this.flags);
    this.risk = g(this.risk);
    this.insured = g(this.insured, NO_INSURED);
    this.revenue = g(this.revenue, NO_REVENUE);
    this.ageBand = null;
  }

  /** Every company's age band on `today` (YYYY-MM-DD, Asia/Shanghai): computed once a day. */
  ageBandsOn(today: string): Uint8Array {
    if (this.ageBand && this.ageDay === today) return this.ageBand;
    const bounds = ageBounds(today);
    const out = new Uint8Array(this.live.length);
    for (let id = 1; id < this.size; id++) out[id] = ageBandOfDay(bounds, this.day[id]!);
    this.ageBand = out;
    this.ageDay = today;
    this.ageDayBounds = bounds;
    return out;
  }

  /** Writes a company's attributes (insert or update). */
  set(r: ColumnRow): void {
    const id = r[0];
    if (!(id > 0) || id > 0x7fffffff) return;
    if (id >= this.live.length) this.grow(id + 1);
    if (id >= this.size) this.size = id + 1;
    if (!this.live[id]) this.count++;
    this.live[id] = 1;
    this.status[id] = statusIndex.get(r[1]) ?? NONE8;
    this.type[id] = typeIndex.get(r[2]) ?? NONE8;
    this.province[id] = this.regions.of(r[3]);
    this.city[id] = this.regions.of(r[4]);
    this.district[id] = this.regions.of(r[5]);
    this.section[id] = this.industries.of(r[6]);
    this.division[id] = this.industries.of(r[7]);
    const capital = Number(r[8]);
    this.capital[id] = capital;
    this.capitalBand[id] = capitalBandOf(capital);
    this.day[id] = Number(r[9]);
    this.nameLen[id] = Math.min(255, Number(r[10]));
    this.flags[id] = Number(r[11]);
    this.risk[id] = Number(r[12] ?? 0);
    this.insured[id] = r[13] === null || r[13] === undefined ? NO_INSURED : Number(r[13]);
    const band = r[14] ? revenueIndex.get(r[14]) : undefined;
    this.revenue[id] = band ?? NO_REVENUE;
    if (this.ageBand) this.ageBand[id] = ageBandOfDay(this.ageDayBounds, this.day[id]!);
  }

  /** Forgets a company (deleted). */
  remove(id: number): void {
    if (id > 0 && id < this.size && this.live[id]) {
      this.live[id] = 0;
      this.count--;
    }
  }
}
