import { z } from 'zod';
import { activeStatuses, companyStatuses, companyTypes, type CompanyFilter } from './company-filter.ts';
import { idSchema } from './whole-number.ts';
import {
  contactFlags,
  countFlags,
  customCapitalError,
  DEFAULT_SEARCH_RANGE,
  INDUSTRIES_MAX,
  KEYWORD_MAX,
  PreciseMessages,
  PREVIEW_ROWS,
  REG_AMOUNT_CUSTOM,
  REG_DATE_CUSTOM,
  regAmountOptions,
  regDateOptions,
  REGIONS_MAX,
  searchRangeOptions,
} from './precise-search-rules.ts';

/**
 * The precise search (精准查询) of the /custom export wizard: its parameters (data-shop.md §3
 * "Precise search parameters"), the rules and messages of §5 (precise search, export count, e-mail)
 * and the limits of §9. Pure code, shared by the web wizard and the server's AccurateScreening.
 */

// the paths, texts, limits, option lists and the checks as the user types are precise-search-rules.ts
export * from './precise-search-rules.ts';

const LIST_MAX = 50;

/** Without a status the search covers active companies only (§5). */
export const DEFAULT_STATUSES: readonly (typeof companyStatuses)[number][] = activeStatuses;

/** 'index|label' (or a bare index) → index within `size` options. */
const optionIndex = (size: number) =>
  z.union([z.number(), z.string()], { error: PreciseMessages.optionInvalid }).transform((v, ctx) => {
    const text = String(v).split('|')[0]!.trim();
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(n >= 0 && n < size)) {
      ctx.addIssue({ code: 'custom', message: PreciseMessages.optionInvalid });
      return z.NEVER;
    }
    return n;
  });

/**
 * A single value or a list of them (the old client sends either), at most `max` entries (a cascader
 * choice is far below it; the bound keeps one request's SQL parameters within both databases' limits).
 */
const listOf = <T extends z.ZodType>(
  item: T,
  max: number = LIST_MAX,
  tooMany: string = PreciseMessages.optionInvalid,
) =>
  z
    .union([z.array(item), item, z.literal(''), z.null()], { error: PreciseMessages.optionInvalid })
    .optional()
    .transform((v): z.output<T>[] =>
      v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v as z.output<T>],
    )
    .refine((list) => list.length <= max, { error: tooMany });

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal(''), z.null()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1');

/** A capital bound in 万元 as typed: '' or absent means none. Kept as digits for the length rule. */
const amount = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null ? '' : String(v).trim()));

const dateText = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v ?? '').trim());

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
function validDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/**
 * AccurateScreening payload: the §3 parameters + sys_user_id + sys_area_all. Refinements give the
 * exact §5 messages. Parsed output: lists are arrays of indices/codes, flags booleans, amounts digit
 * strings ('' = none), dates 'YYYY-MM-DD' or ''.
 */
export const accurateScreeningRequest = z
  .object({
    keyword: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => (v ?? '').trim())
      .pipe(z.string().max(KEYWORD_MAX, { error: PreciseMessages.keywordTooLong })),
    search_range: listOf(optionIndex(searchRangeOptions.length)),
    sys_area_id: listOf(
      z.string().regex(/^\d{6}$/, { error: PreciseMessages.optionInvalid }),
      REGIONS_MAX,
      PreciseMessages.tooManyRegions,
    ),
    sys_industry_id: listOf(
      z.string().regex(/^([A-T]|\d{2})$/, { error: PreciseMessages.optionInvalid }),
      INDUSTRIES_MAX,
      PreciseMessages.tooManyIndustries,
    ),
    reg_amount: listOf(optionIndex(regAmountOptions.length)),
    low_amount: amount,
    high_amount: amount,
    reg_date: listOf(optionIndex(regDateOptions.length)),
    start_date: dateText,
    end_date: dateText,
    status: listOf(z.enum(companyStatuses, { error: PreciseMessages.optionInvalid })),
    types: listOf(z.enum(companyTypes, { error: PreciseMessages.optionInvalid })),
    have_email: flag,
    have_mobile: flag,
    have_tel: flag,
    have_all: flag,
    brand_num: flag,
    patent: flag,
    punish_num: flag,
    website_num: flag,
    copyright_wnum: flag,
    copyright_num: flag,
    act_num: flag,
    /** checked against the session by the server (403 otherwise) */
    sys_user_id: idSchema.optional(),
    /**
     * The old client's "whole region" expansion of sys_area_id. Accepted and ignored: the server
     * expands region codes itself (a province code covers its cities and districts).
     */
    sys_area_all: z.unknown().optional(),
  })
  .superRefine((r, ctx) => {
    const customCapital = r.reg_amount.includes(REG_AMOUNT_CUSTOM);
    const customDate = r.reg_date.includes(REG_DATE_CUSTOM);
    const chosen =
      r.keyword !== '' ||
      r.sys_area_id.length > 0 ||
      r.sys_industry_id.length > 0 ||
      r.reg_amount.length > 0 ||
      r.reg_date.length > 0 ||
      r.status.length > 0 ||
      r.types.length > 0 ||
      contactFlags.some((f) => r[f]) ||
      countFlags.some((f) => r[f]);
    if (!chosen) {
      ctx.addIssue({ code: 'custom', message: PreciseMessages.nothingChosen });
      return;
    }
    if (customCapital) {
      const capitalIssue = customCapitalError(r.low_amount, r.high_amount);
      if (capitalIssue) ctx.addIssue({ code: 'custom', message: capitalIssue, path: ['low_amount'] });
    }
    if (customDate) {
      const ok = validDate(r.start_date) && validDate(r.end_date) && r.start_date <= r.end_date;
      if (!ok) ctx.addIssue({ code: 'custom', message: PreciseMessages.dateRange, path: ['start_date'] });
    }
    if (contactFlags.filter((f) => r[f]).length > 1) {
      ctx.addIssue({ code: 'custom', message: PreciseMessages.contactExclusive, path: ['have_all'] });
    }
  });
export type AccurateScreeningRequest = z.input<typeof accurateScreeningRequest>;
export type AccurateScreeningParams = z.output<typeof accurateScreeningRequest>;

/**
 * The largest capital bound a filter carries, in 万元 (10^11 万 = 10^15 yuan): a 16-digit bound
 * would overflow the yuan column (bigint) and JavaScript's exact integers. No company comes near it,
 * so a larger bound selects the same companies as this one.
 */
export const CAPITAL_BOUND_MAX_WAN = 100_000_000_000;

/** A validated digit string (万元) → the filter's bound, capped at CAPITAL_BOUND_MAX_WAN. */
function capitalBound(digits: string): number {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return trimmed.length > String(CAPITAL_BOUND_MAX_WAN).length
    ? CAPITAL_BOUND_MAX_WAN
    : Math.min(Number(trimmed), CAPITAL_BOUND_MAX_WAN);
}

function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  // 29 Feb minus whole years lands on 1 Mar: keep 28 Feb instead
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * Parsed parameters → the CompanyFilter (company-filter.ts) that the search engine runs, for the
 * precise search and shop products alike. `today` ('YYYY-MM-DD', Asia/Shanghai) anchors the age
 * options.
 *
 * - keyword + search_range → keyword + searchRange (default [0], company name).
 * - reg_amount options and the custom range → capitalRanges, any of which matches (so 100万以内 +
 *   1000万以上 does not match 500万). Bounds are inclusive, in 万元.
 * - reg_date options and the custom dates → foundedRanges, the same way; an age of N years is the
 *   date N years before today.
 * - status → statuses, default 存续/在业; types → types.
 * - have_email/mobile/tel/all → hasEmail/hasMobile/hasTel/hasAnyContact; brand_num → hasBrand,
 *   patent → hasPatent, punish_num → hasPunishment, website_num → hasWebsite, copyright_wnum
 *   (作品著作权) → hasCopyright, copyright_num (软件著作权) → hasSoftwareCopyright, act_num
 *   (行政许可) → hasAdminLicence. Counts are "has at least one".
 * - sys_area_all and sys_user_id have no counterpart (not filters).
 */
export function toCompanyFilter(req: AccurateScreeningParams, today: string): CompanyFilter {
  const filter: CompanyFilter = {};
  if (req.keyword !== '') {
    filter.keyword = req.keyword;
    const ranges = [...new Set(req.search_range)].sort() as (0 | 1 | 2 | 3)[];
    filter.searchRange = ranges.length > 0 ? ranges : [...DEFAULT_SEARCH_RANGE];
  }
  if (req.sys_area_id.length > 0) filter.regionCodes = [...new Set(req.sys_area_id)];
  if (req.sys_industry_id.length > 0) filter.industryCodes = [...new Set(req.sys_industry_id)];

  const capitalRanges: { min?: number; max?: number }[] = [...new Set(req.reg_amount)]
    .sort()
    .filter((i) => i !== REG_AMOUNT_CUSTOM)
    .map((i) => {
      const o = regAmountOptions[i]!;
      return { ...(o.min ? { min: o.min } : {}), ...(o.max !== null ? { max: o.max } : {}) };
    });
  if (req.reg_amount.includes(REG_AMOUNT_CUSTOM) && (req.low_amount !== '' || req.high_amount !== '')) {
    const low = req.low_amount === '' ? 0 : capitalBound(req.low_amount);
    capitalRanges.push({
      ...(low > 0 ? { min: low } : {}),
      ...(req.high_amount !== '' ? { max: capitalBound(req.high_amount) } : {}),
    });
  }
  if (capitalRanges.length > 0) filter.capitalRanges = capitalRanges;

  const foundedRanges: { from?: string; to?: string }[] = [...new Set(req.reg_date)]
    .sort()
    .filter((i) => i !== REG_DATE_CUSTOM)
    .map((i) => {
      const o = regDateOptions[i]!;
      return {
        ...(o.maxYears !== null ? { from: yearsBefore(today, o.maxYears) } : {}),
        ...(o.minYears !== null && o.minYears > 0 ? { to: yearsBefore(today, o.minYears) } : {}),
      };
    });
  if (req.reg_date.includes(REG_DATE_CUSTOM) && req.start_date !== '' && req.end_date !== '') {
    foundedRanges.push({ from: req.start_date, to: req.end_date });
  }
  if (foundedRanges.length > 0) filter.foundedRanges = foundedRanges;

  filter.statuses = req.status.length > 0 ? [...new Set(req.status)] : [...DEFAULT_STATUSES];
  if (req.types.length > 0) filter.types = [...new Set(req.types)];

  if (req.have_email) filter.hasEmail = true;
  if (req.have_mobile) filter.hasMobile = true;
  if (req.have_tel) filter.hasTel = true;
  if (req.have_all) filter.hasAnyContact = true;
  if (req.brand_num) filter.hasBrand = true;
  if (req.patent) filter.hasPatent = true;
  if (req.punish_num) filter.hasPunishment = true;
  if (req.website_num) filter.hasWebsite = true;
  if (req.copyright_wnum) filter.hasCopyright = true;
  if (req.copyright_num) filter.hasSoftwareCopyright = true;
  if (req.act_num) filter.hasAdminLicence = true;
  return filter;
}

/** A company row of the preview (§1/§3 "Precise preview row"). */
export const precisePreviewRowSchema = z.object({
  /** the company's id (links to /data/details/{id}); absent for rows of an uploaded file */
  company_id: z.number().int().optional(),
  name: z.string(),
  legal_person: z.string(),
  reg_amount: z.string(),
  reg_date: z.string(),
  reg_address: z.string(),
  gs_tel: z.string(),
});
export type PrecisePreviewRow = z.infer<typeof precisePreviewRowSchema>;

/**
 * AccurateScreening answer (§3 "Precise search response"). ES_sql is kept for the old client's shape
 * but never carries a query: it is the opaque saved-condition id as text.
 */
export const accurateScreeningResponse = z.object({
  count: z.number().int().nonnegative(),
  ES_sql: z.string(),
  res: z.array(precisePreviewRowSchema).max(PREVIEW_ROWS),
  search_text: z.string(),
  search_arr: z.array(z.object({ title: z.string(), value: z.string() })),
  shop_search_condition_id: z.number().int().positive(),
});
export type AccurateScreeningResponse = z.infer<typeof accurateScreeningResponse>;
