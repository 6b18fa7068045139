/**
 * The advanced query (高级查询, /data/query; issue 15 point 2): condition groups built from every
 * precise-search field plus include/exclude lists of regions and industries, 参保人数 and 营业收入
 * bands of the latest annual report and risk flags (失信被执行人, 被执行人, 经营异常 …). Inside a
 * group every condition must hold; the groups combine with AND or OR, and a group may be negated
 * (NOT: the companies that do not satisfy it). The answer is the exact count and a page of rows as
 * /data/seek shows them. Pure code shared by the server and the web page.
 */
import { z } from 'zod';
import { wholeNumber } from './whole-number.ts';
import { describeCall } from './call.ts';
import { companyStatuses, companyTypes } from './company-filter.ts';
import { revenueBands, riskKindNames } from './company-profile.ts';
import { ageBandKeys, ageBands, SeekLimits, SeekMessages, seekRowSchema, seekSorts } from './company-seek.ts';
import { CAPITAL_BOUND_MAX_WAN, searchRangeOptions } from './precise-search.ts';

export const QueryPaths = {
  query: '/admin/Enterprise/advancedQuery',
} as const;

export const QueryLimits = {
  groupsMax: 5,
  conditionsMax: 10,
  /** codes in one region or industry condition */
  codesMax: 50,
  /** ranges in one capital condition */
  rangesMax: 5,
  keywordMax: 30,
  pageSizes: SeekLimits.pageSizes,
  defaultPageSize: SeekLimits.defaultPageSize,
  /** as /data/seek: deeper rows are what exports are for */
  maxResultWindow: SeekLimits.maxResultWindow,
} as const;

export const QueryMessages = {
  nothingChosen: '请至少添加一个查询条件',
  tooManyGroups: `最多添加${QueryLimits.groupsMax}个条件组`,
  emptyGroup: '每个条件组至少需要一个条件',
  tooManyConditions: `每个条件组最多${QueryLimits.conditionsMax}个条件`,
  combineInvalid: '条件组之间的关系只能是“并且”或“或者”',
  conditionInvalid: '查询条件不正确，请重新选择',
  keywordRequired: '请输入关键词',
  keywordTooLong: '关键词最多只能输入30个字符',
  searchRangeRequired: '请选择关键词的搜索范围',
  regionRequired: '请选择地区',
  tooManyRegions: `每个地区条件最多选择${QueryLimits.codesMax}个地区，可直接选择上级地区`,
  regionInvalid: SeekMessages.regionInvalid,
  industryRequired: '请选择行业',
  tooManyIndustries: `每个行业条件最多选择${QueryLimits.codesMax}个行业`,
  industryInvalid: SeekMessages.industryInvalid,
  capitalRequired: '请选择或填写注册资本范围',
  capitalInvalid: '注册资本请输入不小于0的金额（万元）',
  capitalOrder: '注册资本的上限必须大于下限',
  tooManyRanges: `注册资本最多选择${QueryLimits.rangesMax}个范围`,
  dateInvalid: '请选择正确的成立日期',
  dateRange: '请选择正确的成立日期范围',
  valuesRequired: '请至少选择一项',
  sortInvalid: '排序方式不正确',
  pageInvalid: '页码不正确',
  pageTooDeep: SeekMessages.pageTooDeep,
  found: SeekMessages.found,
} as const;

// ── the values a condition chooses from ────────────────────────────────────────────────────

/** 参保人数 of the latest annual report, [lo, hi) persons, hi null = open. */
export const insuredBands = [
  { key: '0', label: '0人', lo: 0, hi: 1 },
  { key: '1-9', label: '1-9人', lo: 1, hi: 10 },
  { key: '10-49', label: '10-49人', lo: 10, hi: 50 },
  { key: '50-99', label: '50-99人', lo: 50, hi: 100 },
  { key: '100-499', label: '100-499人', lo: 100, hi: 500 },
  { key: 'ge500', label: '500人以上', lo: 500, hi: null },
] as const;
export type InsuredBandKey = (typeof insuredBands)[number]['key'];
export const insuredBandKeys = insuredBands.map((b) => b.key) as [InsuredBandKey, ...InsuredBandKey[]];

/** 营业收入 bands of the latest annual report: the registry's own (company-profile.ts). */
export const queryRevenueBands = revenueBands;
export type RevenueBand = (typeof revenueBands)[number];

/** Registered-capital presets in 万元, [min, max): the seek's bands. */
export const queryCapitalPresets = [
  { label: '100万以内', max: 100 },
  { label: '100-200万', min: 100, max: 200 },
  { label: '200-500万', min: 200, max: 500 },
  { label: '500-1000万', min: 500, max: 1000 },
  { label: '1000-5000万', min: 1000, max: 5000 },
  { label: '5000万以上', min: 5000 },
] as const;

/** Has / has not flags over the company row (contacts, web and intellectual property, penalties). */
export const queryFlags = [
  { key: 'hasMobile', label: '手机' },
  { key: 'hasTel', label: '固话' },
  { key: 'hasEmail', label: '邮箱' },
  { key: 'hasAnyContact', label: '联系方式' },
  { key: 'hasWebsite', label: '网站' },
  { key: 'hasBrand', label: '商标' },
  { key: 'hasPatent', label: '专利' },
  { key: 'hasSoftwareCopyright', label: '软件著作权' },
  { key: 'hasCopyright', label: '作品著作权' },
  { key: 'hasAdminLicence', label: '行政许可' },
  { key: 'hasPunishment', label: '行政处罚' },
] as const;
export type QueryFlagKey = (typeof queryFlags)[number]['key'];
export const queryFlagKeys = queryFlags.map((f) => f.key) as [QueryFlagKey, ...QueryFlagKey[]];

/** Risk flags, from the company's risk records (company_profile_counts). */
export const queryRiskKinds = ['dishonest', 'executed', 'abnormal', 'consumption', 'illegal', 'tax'] as const;
export type QueryRiskKind = (typeof queryRiskKinds)[number];
export const queryRiskNames: Readonly<Record<QueryRiskKind, string>> = {
  dishonest: riskKindNames.dishonest,
  executed: riskKindNames.executed,
  abnormal: riskKindNames.abnormal,
  consumption: riskKindNames.consumption,
  illegal: riskKindNames.illegal,
  tax: riskKindNames.tax,
};

/** The sorts (no relevance: a query has no single keyword); 默认 is the registry's order. */
export const querySorts = [
  { key: 'default', label: '默认排序' },
  ...seekSorts.filter((s) => s.key !== 'relevance'),
] as const;
export type QuerySortKey = (typeof querySorts)[number]['key'];
export const querySortKeys = querySorts.map((s) => s.key) as [QuerySortKey, ...QuerySortKey[]];

/** What a condition is about, with its name in the builder. */
export const queryFields = [
  { key: 'keyword', label: '关键词' },
  { key: 'region', label: '地区' },
  { key: 'industry', label: '行业' },
  { key: 'capital', label: '注册资本' },
  { key: 'age', label: '成立年限' },
  { key: 'founded', label: '成立日期' },
  { key: 'status', label: '登记状态' },
  { key: 'type', label: '企业类型' },
  { key: 'flag', label: '联系方式与知识产权' },
  { key: 'risk', label: '风险信息' },
  { key: 'insured', label: '参保人数' },
  { key: 'revenue', label: '营业收入' },
] as const;
export type QueryFieldKey = (typeof queryFields)[number]['key'];

// ── the request ─────────────────────────────────────────────────────────────────────────────

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
function validDay(text: string): boolean {
  if (!isoDay.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const opSchema = z.enum(['in', 'not_in'], { error: QueryMessages.conditionInvalid });
const regionCode = z
  .string({ error: QueryMessages.regionInvalid })
  .regex(/^\d{6}$/, QueryMessages.regionInvalid);
const industryCode = z
  .string({ error: QueryMessages.industryInvalid })
  .regex(/^([A-T]|\d{2})$/, QueryMessages.industryInvalid);
/** a list of distinct values, at least one, at most `max` */
const someOf = <T extends z.ZodType>(item: T, max: number, required: string, tooMany: string) =>
  z
    .array(item, { error: required })
    .min(1, required)
    .max(max, tooMany)
    .transform((xs) => [...new Set(xs)] as z.output<T>[]);
const wan = z
  .number({ error: QueryMessages.capitalInvalid })
  .nonnegative(QueryMessages.capitalInvalid)
  .max(CAPITAL_BOUND_MAX_WAN, QueryMessages.capitalInvalid)
  .optional();

export const keywordConditionSchema = z
  .object({
    field: z.literal('keyword'),
    text: z
      .string({ error: QueryMessages.keywordRequired })
      .trim()
      .min(1, QueryMessages.keywordRequired)
      .max(QueryLimits.keywordMax, QueryMessages.keywordTooLong),
    /** where to look: 0 name, 1 business scope, 2 address, 3 legal person and shareholders (precise search's search_range) */
    ranges: someOf(
      z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
        error: QueryMessages.searchRangeRequired,
      }),
      4,
      QueryMessages.searchRangeRequired,
      QueryMessages.searchRangeRequired,
    ),
  })
  .strict();

export const regionConditionSchema = z
  .object({
    field: z.literal('region'),
    op: opSchema,
    /** GB/T 2260: province XX0000 covers its cities and districts, city XXYY00 its districts */
    codes: someOf(
      regionCode,
      QueryLimits.codesMax,
      QueryMessages.regionRequired,
      QueryMessages.tooManyRegions,
    ),
  })
  .strict();

export const industryConditionSchema = z
  .object({
    field: z.literal('industry'),
    op: opSchema,
    /** GB/T 4754: a section letter covers its divisions */
    codes: someOf(
      industryCode,
      QueryLimits.codesMax,
      QueryMessages.industryRequired,
      QueryMessages.tooManyIndustries,
    ),
  })
  .strict();

const capitalRange = z
  .object({ min: wan, max: wan }, { error: QueryMessages.capitalInvalid })
  .strict()
  .superRefine((r, ctx) => {
    if (r.min === undefined && r.max === undefined) {
      ctx.addIssue({ code: 'custom', message: QueryMessages.capitalRequired });
    } else if (r.min !== undefined && r.max !== undefined && r.max <= r.min) {
      ctx.addIssue({ code: 'custom', message: QueryMessages.capitalOrder });
    }
  });

export const capitalConditionSchema = z
  .object({
    field: z.literal('capital'),
    /** 万元, from min (inclusive) to below max; any of the ranges matches */
    ranges: z
      .array(capitalRange, { error: QueryMessages.capitalRequired })
      .min(1, QueryMessages.capitalRequired)
      .max(QueryLimits.rangesMax, QueryMessages.tooManyRanges),
  })
  .strict();

export const ageConditionSchema = z
  .object({
    field: z.literal('age'),
    bands: someOf(
      z.enum(ageBandKeys, { error: QueryMessages.conditionInvalid }),
      ageBands.length,
      QueryMessages.valuesRequired,
      QueryMessages.conditionInvalid,
    ),
  })
  .strict();

const day = z
  .string({ error: QueryMessages.dateInvalid })
  .refine(validDay, QueryMessages.dateInvalid)
  .optional();
export const foundedConditionSchema = z
  .object({ field: z.literal('founded'), from: day, to: day })
  .strict()
  .superRefine((r, ctx) => {
    if (r.from === undefined && r.to === undefined) {
      ctx.addIssue({ code: 'custom', message: QueryMessages.dateRange });
    } else if (r.from !== undefined && r.to !== undefined && r.from > r.to) {
      ctx.addIssue({ code: 'custom', message: QueryMessages.dateRange });
    }
  });

export const statusConditionSchema = z
  .object({
    field: z.literal('status'),
    values: someOf(
      z.enum(companyStatuses, { error: QueryMessages.conditionInvalid }),
      companyStatuses.length,
      QueryMessages.valuesRequired,
      QueryMessages.conditionInvalid,
    ),
  })
  .strict();

export const typeConditionSchema = z
  .object({
    field: z.literal('type'),
    values: someOf(
      z.enum(companyTypes, { error: QueryMessages.conditionInvalid }),
      companyTypes.length,
      QueryMessages.valuesRequired,
      QueryMessages.conditionInvalid,
    ),
  })
  .strict();

const has = z.boolean({ error: QueryMessages.conditionInvalid });

export const flagConditionSchema = z
  .object({
    field: z.literal('flag'),
    key: z.enum(queryFlagKeys, { error: QueryMessages.conditionInvalid }),
    has,
  })
  .strict();

export const riskConditionSchema = z
  .object({
    field: z.literal('risk'),
    kind: z.enum(queryRiskKinds, { error: QueryMessages.conditionInvalid }),
    has,
  })
  .strict();

export const insuredConditionSchema = z
  .object({
    field: z.literal('insured'),
    bands: someOf(
      z.enum(insuredBandKeys, { error: QueryMessages.conditionInvalid }),
      insuredBands.length,
      QueryMessages.valuesRequired,
      QueryMessages.conditionInvalid,
    ),
  })
  .strict();

export const revenueConditionSchema = z
  .object({
    field: z.literal('revenue'),
    bands: someOf(
      z.enum(revenueBands, { error: QueryMessages.conditionInvalid }),
      revenueBands.length,
      QueryMessages.valuesRequired,
      QueryMessages.conditionInvalid,
    ),
  })
  .strict();

export const queryConditionSchema = z.discriminatedUnion(
  'field',
  [
    keywordConditionSchema,
    regionConditionSchema,
    industryConditionSchema,
    capitalConditionSchema,
    ageConditionSchema,
    foundedConditionSchema,
    statusConditionSchema,
    typeConditionSchema,
    flagConditionSchema,
    riskConditionSchema,
    insuredConditionSchema,
    revenueConditionSchema,
  ],
  { error: QueryMessages.conditionInvalid },
);
export type QueryCondition = z.output<typeof queryConditionSchema>;
export type QueryConditionInput = z.input<typeof queryConditionSchema>;

export const queryGroupSchema = z
  .object(
    {
      /** true: the companies that do not satisfy the group */
      not: z.boolean({ error: QueryMessages.conditionInvalid }).default(false),
      conditions: z
        .array(queryConditionSchema, { error: QueryMessages.emptyGroup })
        .min(1, QueryMessages.emptyGroup)
        .max(QueryLimits.conditionsMax, QueryMessages.tooManyConditions),
    },
    { error: QueryMessages.conditionInvalid },
  )
  .strict();
export type QueryGroup = z.output<typeof queryGroupSchema>;
export type QueryGroupInput = z.input<typeof queryGroupSchema>;

/** The condition itself, without sort and page (what the address and a summary hold). */
export const queryConditionsSchema = z
  .object({
    combine: z.enum(['and', 'or'], { error: QueryMessages.combineInvalid }).default('and'),
    groups: z
      .array(queryGroupSchema, { error: QueryMessages.nothingChosen })
      .min(1, QueryMessages.nothingChosen)
      .max(QueryLimits.groupsMax, QueryMessages.tooManyGroups),
  })
  .strict();
export type QueryConditions = z.output<typeof queryConditionsSchema>;
export type QueryConditionsInput = z.input<typeof queryConditionsSchema>;

export const advancedQuerySchema = queryConditionsSchema
  .extend({
    sort: z.enum(querySortKeys, { error: QueryMessages.sortInvalid }).default('default'),
    page: wholeNumber(
      z
        .number({ error: QueryMessages.pageInvalid })
        .int(QueryMessages.pageInvalid)
        .min(1, QueryMessages.pageInvalid)
        .default(1),
    ),
    limit: wholeNumber(
      z
        .number({ error: QueryMessages.pageInvalid })
        .int(QueryMessages.pageInvalid)
        .min(1, QueryMessages.pageInvalid)
        .max(50, QueryMessages.pageInvalid)
        .default(QueryLimits.defaultPageSize),
    ),
  })
  .strict()
  .refine((q) => q.page * q.limit <= QueryLimits.maxResultWindow, {
    message: QueryMessages.pageTooDeep,
    path: ['page'],
  });
export type AdvancedQuery = z.output<typeof advancedQuerySchema>;
export type AdvancedQueryInput = z.input<typeof advancedQuerySchema>;

export const advancedQueryResultSchema = z.object({
  /** exact */
  total: z.number().int(),
  /** rows as /data/seek shows them (match is always null: no single keyword) */
  list: z.array(seekRowSchema),
});
export type AdvancedQueryResult = z.infer<typeof advancedQueryResultSchema>;

export const QueryCalls = {
  query: describeCall({
    method: 'POST',
    path: QueryPaths.query,
    summary: '高级查询：条件组（组内同时满足，组间并且/或者，可取反）的企业数量与一页结果',
    input: advancedQuerySchema,
    output: advancedQueryResultSchema,
    perm: 'data:search:query',
  }),
} as const;

// ── the condition in words ──────────────────────────────────────────────────────────────────

/** Names of chosen region and industry codes (the caller looks them up); absent: the code itself. */
export interface QueryNames {
  region?: (code: string) => string | undefined;
  industry?: (code: string) => string | undefined;
}

const wanText = (n: number) => `${Number(n.toFixed(4))}`;

/** A capital range in words: 100-200万, 5000万以上, 100万以内. */
export function capitalRangeText(r: { min?: number | undefined; max?: number | undefined }): string {
  if (r.min !== undefined && r.min > 0 && r.max !== undefined) return `${wanText(r.min)}-${wanText(r.max)}万`;
  if (r.max !== undefined) return `${wanText(r.max)}万以内`;
  return `${wanText(r.min ?? 0)}万以上`;
}

/** One condition in words: 地区属于 广东省、浙江省 · 有失信被执行人 · 参保人数 10-49人. */
export function queryConditionText(c: QueryConditionInput, names: QueryNames = {}): string {
  const list = (xs: readonly string[]) => xs.join('、');
  switch (c.field) {
    case 'keyword': {
      const ranges = [...new Set(c.ranges ?? [0])].sort().map((r) => searchRangeOptions[r]);
      return `${ranges.join('或')}包含“${(c.text ?? '').trim()}”`;
    }
    case 'region':
      return `地区${c.op === 'not_in' ? '不属于' : '属于'} ${list((c.codes ?? []).map((x) => names.region?.(x) ?? x))}`;
    case 'industry':
      return `行业${c.op === 'not_in' ? '不属于' : '属于'} ${list((c.codes ?? []).map((x) => names.industry?.(x) ?? x))}`;
    case 'capital':
      return `注册资本 ${list((c.ranges ?? []).map(capitalRangeText))}`;
    case 'age':
      return `成立年限 ${list((c.bands ?? []).map((k) => ageBands.find((b) => b.key === k)?.label ?? k))}`;
    case 'founded':
      if (c.from && c.to) return `成立日期 ${c.from} 至 ${c.to}`;
      return c.from ? `成立日期 ${c.from} 及以后` : `成立日期 ${c.to ?? ''} 及以前`;
    case 'status':
      return `登记状态为 ${list(c.values ?? [])}`;
    case 'type':
      return `企业类型为 ${list(c.values ?? [])}`;
    case 'flag':
      return `${c.has ? '有' : '无'}${queryFlags.find((f) => f.key === c.key)?.label ?? c.key}`;
    case 'risk':
      return `${c.has ? '有' : '无'}${queryRiskNames[c.kind] ?? c.kind}`;
    case 'insured':
      return `参保人数 ${list((c.bands ?? []).map((k) => insuredBands.find((b) => b.key === k)?.label ?? k))}`;
    case 'revenue':
      return `营业收入 ${list(c.bands ?? [])}`;
  }
}

/**
 * The whole query in words, for the user to check it:
 * （地区属于 广东省 且 有手机） 并且 非（有失信被执行人）. A lone group has no brackets unless negated.
 */
export function queryConditionSummary(q: QueryConditionsInput, names: QueryNames = {}): string {
  const groups = q.groups ?? [];
  const parts = groups.map((g) => {
    const inner = (g.conditions ?? []).map((c) => queryConditionText(c, names)).join(' 且 ');
    if (g.not) return `非（${inner}）`;
    return groups.length > 1 && (g.conditions ?? []).length > 1 ? `（${inner}）` : inner;
  });
  return parts.join(q.combine === 'or' ? ' 或者 ' : ' 并且 ');
}
