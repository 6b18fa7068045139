/**
 * The data-search workspace's one search box (/data/seek, issue 15; shell-and-backoffice.md §2
 * routes, §7 /admin/Enterprise/* "condition search"): a keyword over what a company is known by,
 * facet filters with a count beside every value, three sorts, suggestions while typing and the
 * user's recently viewed companies. Pure code shared by the server and the web page.
 *
 * Facets: each group is one condition of the search. The count beside a value is the number of
 * companies the same search finds with that group set to that value alone (the other groups as they
 * are), so choosing it shows exactly that many. Flags are the exception in shape, not in rule: each
 * flag is its own yes/no group, so a flag's count is the search with that flag added.
 */
import { z } from 'zod';
import { wholeNumber } from './whole-number.ts';
import { companyStatuses, companyTypes } from './company-filter.ts';
import { describeCall, noInput } from './call.ts';

export const SeekPaths = {
  search: '/admin/Enterprise/conditionSearch',
  suggest: '/admin/Enterprise/searchSuggest',
  recent: '/admin/Enterprise/recentViews',
  entall: '/admin/Enterprise/entall',
} as const;

export const SeekLimits = {
  keywordMax: 30,
  pageSizes: [10, 20, 50] as const,
  defaultPageSize: 20,
  /** deep paging is what exports are for (issue 15 point 6) */
  maxResultWindow: 5_000,
  suggestMax: 8,
  recentMax: 10,
} as const;

export const SeekMessages = {
  keywordTooLong: '关键词最多只能输入30个字符',
  /** ours */
  regionInvalid: '地区代码不正确',
  industryInvalid: '行业代码不正确',
  pageTooDeep: '最多查看前5000条结果，请增加筛选条件或导出数据',
  found: (n: number) => `找到 ${n.toLocaleString('zh-CN')} 家企业`,
  nothingFound: '暂无符合条件的企业，请试一试其他关键词或筛选条件',
} as const;

// ── facet groups and their values ───────────────────────────────────────────────────────────

/** Registered capital bands in 万元: [lo, hi), hi null = open. */
export const capitalBands = [
  { key: 'lt100', label: '100万以内', lo: 0, hi: 100 },
  { key: '100-200', label: '100-200万', lo: 100, hi: 200 },
  { key: '200-500', label: '200-500万', lo: 200, hi: 500 },
  { key: '500-1000', label: '500-1000万', lo: 500, hi: 1000 },
  { key: '1000-5000', label: '1000-5000万', lo: 1000, hi: 5000 },
  { key: 'ge5000', label: '5000万以上', lo: 5000, hi: null },
] as const;
export type CapitalBandKey = (typeof capitalBands)[number]['key'];
export const capitalBandKeys = capitalBands.map((b) => b.key) as [CapitalBandKey, ...CapitalBandKey[]];

/** Company age bands in whole years since founding: [lo, hi), hi null = open (成立年限). */
export const ageBands = [
  { key: 'lt1', label: '1年内', lo: 0, hi: 1 },
  { key: '1-3', label: '1-3年', lo: 1, hi: 3 },
  { key: '3-5', label: '3-5年', lo: 3, hi: 5 },
  { key: '5-10', label: '5-10年', lo: 5, hi: 10 },
  { key: '10-15', label: '10-15年', lo: 10, hi: 15 },
  { key: 'ge15', label: '15年以上', lo: 15, hi: null },
] as const;
export type AgeBandKey = (typeof ageBands)[number]['key'];
export const ageBandKeys = ageBands.map((b) => b.key) as [AgeBandKey, ...AgeBandKey[]];

/**
 * The founding-date interval [from, to] (YYYY-MM-DD, inclusive, either open) of an age band on a
 * given day: founded at least `lo` and less than `hi` whole years before `today`.
 */
export function ageBandDates(key: AgeBandKey, today: string): { from?: string; to?: string } {
  const band = ageBands.find((b) => b.key === key)!;
  const shift = (years: number, days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  return {
    // founded on or before today − lo years
    to: shift(band.lo, 0),
    // founded after today − hi years
    ...(band.hi === null ? {} : { from: shift(band.hi, 1) }),
  };
}

export const seekFlags = [
  { key: 'hasMobile', label: '有手机' },
  { key: 'hasTel', label: '有固话' },
  { key: 'hasEmail', label: '有邮箱' },
  { key: 'hasWebsite', label: '有网站' },
  { key: 'hasBrand', label: '有商标' },
  { key: 'hasPatent', label: '有专利' },
  { key: 'hasSoftwareCopyright', label: '有软件著作权' },
  { key: 'hasAdminLicence', label: '有行政许可' },
  { key: 'hasPunishment', label: '有行政处罚' },
] as const;
export type SeekFlagKey = (typeof seekFlags)[number]['key'];
export const seekFlagKeys = seekFlags.map((f) => f.key) as [SeekFlagKey, ...SeekFlagKey[]];

export const seekSorts = [
  { key: 'relevance', label: '相关度' },
  { key: 'capital_desc', label: '注册资本从高到低' },
  { key: 'capital_asc', label: '注册资本从低到高' },
  { key: 'date_desc', label: '成立日期从晚到早' },
  { key: 'date_asc', label: '成立日期从早到晚' },
] as const;
export type SeekSortKey = (typeof seekSorts)[number]['key'];
export const seekSortKeys = seekSorts.map((s) => s.key) as [SeekSortKey, ...SeekSortKey[]];

/** Where a keyword was found, in the order relevance ranks them. */
export const seekFields = [
  'name',
  'former_name',
  'legal_person',
  'person',
  'brand',
  'phone',
  'address',
  'scope',
] as const;
export type SeekField = (typeof seekFields)[number];
export const seekFieldNames: Readonly<Record<SeekField, string>> = {
  name: '企业名称',
  former_name: '曾用名',
  legal_person: '法定代表人',
  person: '股东/高管',
  brand: '品牌/商标',
  phone: '电话',
  address: '地址',
  scope: '经营范围',
};

export const seekFacetGroups = ['region', 'industry', 'capital', 'age', 'status', 'type', 'flags'] as const;
export type SeekFacetGroup = (typeof seekFacetGroups)[number];
export const seekFacetGroupNames: Readonly<Record<SeekFacetGroup, string>> = {
  region: '省份地区',
  industry: '国标行业',
  capital: '注册资本',
  age: '成立年限',
  status: '登记状态',
  type: '企业类型',
  flags: '更多筛选',
};

// ── calls ───────────────────────────────────────────────────────────────────────────────────

const keyword = z
  .string()
  .trim()
  .max(SeekLimits.keywordMax, SeekMessages.keywordTooLong)
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const seekQuerySchema = z
  .object({
    keyword,
    /** one region, the deepest level chosen (province XX0000, city XXYY00 or district) */
    region: z
      .string()
      .regex(/^\d{6}$/, SeekMessages.regionInvalid)
      .optional(),
    /** one industry: a section letter A–T or a two-digit division */
    industry: z
      .string()
      .regex(/^([A-T]|\d{2})$/, SeekMessages.industryInvalid)
      .optional(),
    capital: z.array(z.enum(capitalBandKeys)).max(capitalBands.length).optional(),
    age: z.array(z.enum(ageBandKeys)).max(ageBands.length).optional(),
    statuses: z.array(z.enum(companyStatuses)).max(companyStatuses.length).optional(),
    types: z.array(z.enum(companyTypes)).max(companyTypes.length).optional(),
    /** every flag listed must hold */
    flags: z.array(z.enum(seekFlagKeys)).max(seekFlags.length).optional(),
    sort: z.enum(seekSortKeys).default('relevance'),
    page: wholeNumber(z.number().int().min(1).default(1)),
    limit: wholeNumber(z.number().int().min(1).max(50).default(SeekLimits.defaultPageSize)),
  })
  .strict()
  .refine((q) => q.page * q.limit <= SeekLimits.maxResultWindow, {
    message: SeekMessages.pageTooDeep,
    path: ['page'],
  });
export type SeekQuery = z.output<typeof seekQuerySchema>;
export type SeekQueryInput = z.input<typeof seekQuerySchema>;

export const facetValueSchema = z.object({
  /** the value to send back in the query (a region or industry code, a band key, a status …) */
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const seekRowSchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  company_type: z.string(),
  /** the registry person behind the legal representative, when there is one */
  legal_person_id: z.number().int().nullable(),
  legal_person_name: z.string(),
  reg_capital: z.number(),
  reg_currency: z.string(),
  reg_date: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  industry_division_name: z.string(),
  /** masked unless contact_visible */
  tel: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  contact_visible: z.boolean(),
  /** where the keyword was found besides the name, with the text around it (null: in the name, or no keyword) */
  match: z.object({ field: z.enum(seekFields), text: z.string() }).nullable(),
});
export type SeekRow = z.infer<typeof seekRowSchema>;

export const seekResultSchema = z.object({
  total: z.number().int(),
  list: z.array(seekRowSchema),
  /** every group's values with counts; region and industry list the level below the one chosen */
  facets: z.record(z.enum(seekFacetGroups), z.array(facetValueSchema)),
  /** the chosen region and industry from the top down, for the breadcrumb above the facets */
  region_path: z.array(z.object({ value: z.string(), label: z.string() })),
  industry_path: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type SeekResult = z.infer<typeof seekResultSchema>;

export const suggestionSchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  legal_person_name: z.string(),
  /** set when the keyword matched a former name rather than the current one */
  former_name: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const recentViewSchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  legal_person_name: z.string(),
  /** when the user last opened it, Asia/Shanghai 'YYYY-MM-DD HH:mm:ss' */
  viewed_at: z.string(),
});
export type RecentView = z.infer<typeof recentViewSchema>;

/**
 * /data/entall 全部企业: the companies the organisation works with. Until sales leads collect them
 * (the leads issue), they are the companies its members' watched saved searches matched at the last
 * daily check; each row says how many of the organisation's watched searches hold it and which of
 * them are the caller's own (another member's search names stay private).
 */
export const entallQuerySchema = z
  .object({
    /** part of the company name */
    keyword: z.string().trim().max(SeekLimits.keywordMax, SeekMessages.keywordTooLong).optional(),
    page: wholeNumber(z.number().int().min(1).default(1)),
    limit: wholeNumber(z.number().int().min(1).max(50).default(SeekLimits.defaultPageSize)),
  })
  .strict();
export const entallRowSchema = seekRowSchema.extend({
  /** the organisation's watched searches that matched it */
  watch_count: z.number().int(),
  /** the names of the caller's own watched searches among them */
  my_searches: z.array(z.string()),
});
export type EntallRow = z.infer<typeof entallRowSchema>;
export const entallResultSchema = z.object({ total: z.number().int(), list: z.array(entallRowSchema) });
export type EntallResult = z.infer<typeof entallResultSchema>;

const seek = 'data:search:seek' as const;

export const SeekCalls = {
  search: describeCall({
    method: 'POST',
    path: SeekPaths.search,
    summary: '企业查询：关键词与筛选，返回数量、一页结果与各筛选项的数量',
    input: seekQuerySchema,
    output: seekResultSchema,
    perm: seek,
  }),
  suggest: describeCall({
    method: 'GET',
    path: SeekPaths.suggest,
    summary: '输入联想：名称（含曾用名）包含关键词的企业',
    input: z.object({
      keyword: z.string().trim().min(1).max(SeekLimits.keywordMax, SeekMessages.keywordTooLong),
    }),
    output: z.array(suggestionSchema),
    perm: seek,
  }),
  entall: describeCall({
    method: 'GET',
    path: SeekPaths.entall,
    summary: '全部企业：本机构关注的搜索条件在最近一次检查时匹配的企业',
    input: entallQuerySchema,
    output: entallResultSchema,
    perm: 'data:search:entall',
  }),
  recent: describeCall({
    method: 'GET',
    path: SeekPaths.recent,
    summary: '最近浏览的企业（打开企业详情时记录）',
    input: noInput,
    output: z.array(recentViewSchema),
    perm: seek,
  }),
} as const;
