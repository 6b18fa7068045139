/**
 * Calls, schemas and rules of the back-office area 'settings': 参数设置 (/sys/param) and 行业分类
 * (/sys/industrycate, GB/T 4754-2017).
 */
import { z } from 'zod';
import { describeCall, noInput } from '../call.ts';
import { pageOf, pageQuerySchema, searchText } from './paging.ts';

export const SettingsPaths = {
  params: '/sys/param',
  param: '/sys/param/:key',
  industries: '/sys/industrycate',
  industry: '/sys/industrycate/:code',
} as const;

export const ParamMessages = {
  keyRequired: '请输入参数键',
  keyFormat: '参数键只能包含小写字母、数字、下划线和点，并以字母开头，如 report.daily_limit',
  keyTooLong: '参数键不能超过 100 个字符',
  nameRequired: '请输入参数名称',
  nameTooLong: '参数名称不能超过 100 个字',
  valueRequired: '请输入参数值',
  valueTooLong: '参数值不能超过 2000 个字符',
  remarkTooLong: '备注不能超过 500 个字',
  keyExists: '参数键已存在',
  protectedDelete: '系统内置参数不能删除',
  notJson: '参数值须为合法的 JSON',
} as const;

// ── 参数设置 ─────────────────────────────────────────────────────────────────────────────

/** Answers null when `value` is acceptable, else the Chinese reason. */
type ParamCheck = (value: string) => string | null;

function parseJson(value: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    return { ok: false };
  }
}

function integerIn(min: number, max: number, label: string, suffix = ''): ParamCheck {
  return (value) => {
    const v = value.trim();
    if (!/^-?\d+$/.test(v) || Number(v) < min || Number(v) > max)
      return `${label}须为 ${min}–${max} 之间的整数${suffix}`;
    return null;
  };
}

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
const hostList = z.array(z.string().regex(HOST));
const idList = z.array(z.number().int().positive());

function jsonOf(schema: z.ZodType, message: string): ParamCheck {
  return (value) => {
    const parsed = parseJson(value);
    if (!parsed.ok) return ParamMessages.notJson;
    return schema.safeParse(parsed.value).success ? null : message;
  };
}

/** One precise-export price tier: up to `upTo` rows (null: no limit), `li` 厘 per row (0.01–0.1 元). */
const priceTiers = z
  .array(
    z
      .object({ upTo: z.number().int().positive().nullable(), li: z.number().int().min(10).max(100) })
      .strict(),
  )
  .min(1)
  .refine((tiers) => {
    for (const [i, t] of tiers.entries()) {
      const last = i === tiers.length - 1;
      if (last !== (t.upTo === null)) return false;
      const prev = i > 0 ? tiers[i - 1]?.upTo : 0;
      if (t.upTo !== null && (prev === null || prev === undefined || t.upTo <= prev)) return false;
    }
    return true;
  });

/**
 * The parameters the platform seeds (db/seed/seed-platform.ts) with the rule each value must meet.
 * They are protected: editable, never deletable.
 */
export const knownParamRules: Record<string, { name: string; check: ParamCheck; hint: string }> = {
  'security.idle_lock_minutes': {
    name: '闲置锁屏时间（分钟）',
    check: integerIn(1, 1440, '闲置锁屏时间'),
    hint: '1–1440 之间的整数（分钟）',
  },
  'security.idle_lock_exempt_hosts': {
    name: '不锁屏的域名',
    check: jsonOf(hostList, '不锁屏的域名须为域名组成的 JSON 数组，如 ["agent.qishu.cn"]'),
    hint: 'JSON 数组，如 ["agent.qishu.cn"]',
  },
  'security.devtools_exempt': {
    name: '开发者工具限制豁免',
    check: jsonOf(
      z.object({ agents: idList, drights: idList, departments: idList, hosts: hostList }).strict(),
      '开发者工具豁免须为 JSON 对象：agents、drights、departments 为正整数数组，hosts 为域名数组',
    ),
    hint: '{"agents":[1],"drights":[],"departments":[],"hosts":["localhost"]}',
  },
  'precise.min_price_fen': {
    name: '精准导出最低订单金额（分）',
    check: integerIn(100, 100_000_000, '精准导出最低订单金额', '（分），即不能小于 1 元'),
    hint: '100–100000000 之间的整数（分），不能小于 1 元',
  },
  'sale.pool_return_days': {
    name: '线索退回公海天数',
    check: integerIn(0, 365, '线索退回公海天数'),
    hint: '0–365 之间的整数（天），0 为不退回',
  },
  'precise.price_tiers': {
    name: '精准导出阶梯单价（厘/条）',
    check: jsonOf(
      priceTiers,
      '阶梯单价须为 JSON 数组：upTo 递增、最后一档为 null，li 为 10–100 之间的整数（厘/条）',
    ),
    hint: '[{"upTo":1000,"li":100},{"upTo":null,"li":15}]',
  },
};

export const isProtectedParam = (key: string) => Object.hasOwn(knownParamRules, key);

/**
 * The rule and hint of a seeded key, or undefined: own keys only, so a key such as `constructor` or
 * `__proto__` is a custom key, not Object's (issue 18 point 2).
 */
export const paramRuleOf = (key: string) => (isProtectedParam(key) ? knownParamRules[key] : undefined);

/** The Chinese name of a parameter the platform reads; a custom key's name is what its author typed. */
export const knownParamName = (key: string): string | null => paramRuleOf(key)?.name ?? null;

/** The rule of a known key; any text for custom keys. Answers the Chinese reason or null. */
export function checkParamValue(key: string, value: string): string | null {
  if (value.trim() === '') return ParamMessages.valueRequired;
  if (value.length > 2000) return ParamMessages.valueTooLong;
  return paramRuleOf(key)?.check(value) ?? null;
}

const paramValue = z
  .string({ message: ParamMessages.valueRequired })
  .min(1, ParamMessages.valueRequired)
  .max(2000, ParamMessages.valueTooLong);
const paramName = z
  .string({ message: ParamMessages.nameRequired })
  .trim()
  .min(1, ParamMessages.nameRequired)
  .max(100, ParamMessages.nameTooLong);
const paramRemark = z
  .string()
  .trim()
  .max(500, ParamMessages.remarkTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

export const paramKeySchema = z
  .string({ message: ParamMessages.keyRequired })
  .trim()
  .min(1, ParamMessages.keyRequired)
  .max(100, ParamMessages.keyTooLong)
  .regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/, ParamMessages.keyFormat);

export const paramQuerySchema = pageQuerySchema.extend({
  /** key, name or remark (part of it) */
  keyword: searchText(100),
});
export type ParamQuery = z.output<typeof paramQuerySchema>;

export const paramKeyParamSchema = z.object({ key: z.string().min(1).max(100) });

export const createParamSchema = z
  .object({ param_key: paramKeySchema, name: paramName, param_value: paramValue, remark: paramRemark })
  .superRefine((v, ctx) => {
    const reason = checkParamValue(v.param_key, v.param_value);
    if (reason) ctx.addIssue({ code: 'custom', message: reason, path: ['param_value'] });
  });
export type CreateParamInput = z.input<typeof createParamSchema>;

/** Edit: value always; name and remark may change (a custom key's only). */
export const updateParamSchema = z.object({
  param_value: paramValue,
  name: paramName.optional(),
  remark: paramRemark.optional(),
});
export type UpdateParamInput = z.input<typeof updateParamSchema>;

export const paramRowSchema = z.object({
  param_key: z.string(),
  param_value: z.string(),
  name: z.string(),
  remark: z.string().nullable(),
  updated_at: z.string(),
  /** seeded by the platform: not deletable, value checked by its rule */
  protected: z.boolean(),
  /** what a valid value looks like (known keys) */
  hint: z.string().nullable(),
});
export type ParamRow = z.infer<typeof paramRowSchema>;
export const paramPageSchema = pageOf(paramRowSchema);

// ── 行业分类 ─────────────────────────────────────────────────────────────────────────────

export const IndustryMessages = {
  codeRequired: '请输入行业代码',
  nameRequired: '请输入行业名称',
  nameTooLong: '行业名称不能超过 100 个字',
  codeExists: '行业代码已存在',
  parentMissing: '上级分类不存在',
  tooDeep: '行业分类最多四级（门类、大类、中类、小类）',
  sectionFormat: '门类代码须为一个大写字母，如 A',
  childFormat: (level: number, parent: string) =>
    `${['', '门类', '大类', '中类', '小类'][level]}代码须为 ${level} 位数字${
      level > 2 ? `，并以上级代码 ${parent} 开头` : ''
    }`,
  hasChildren: '请先删除该分类的下级分类',
  inUse: (n: number) => `有 ${n.toLocaleString('zh-CN')} 家企业属于该行业分类，不能删除`,
} as const;

export const industryLevelLabels = ['', '门类', '大类', '中类', '小类'] as const;

/** The format a new code must have at `level` under `parentCode` (GB/T 4754-2017); null when fine. */
export function checkIndustryCode(code: string, level: number, parentCode: string | null): string | null {
  if (level < 1 || level > 4) return IndustryMessages.tooDeep;
  if (level === 1) return /^[A-Z]$/.test(code) ? null : IndustryMessages.sectionFormat;
  const parent = parentCode ?? '';
  const ok = new RegExp(`^\\d{${level}}$`).test(code) && (level === 2 || code.startsWith(parent));
  return ok ? null : IndustryMessages.childFormat(level, parent);
}

export const industryQuerySchema = z.object({ keyword: searchText(50) });

export const industryCodeParamSchema = z.object({ code: z.string().trim().min(1).max(10) });

const industryName = z
  .string({ message: IndustryMessages.nameRequired })
  .trim()
  .min(1, IndustryMessages.nameRequired)
  .max(100, IndustryMessages.nameTooLong);

export const createIndustrySchema = z.object({
  code: z
    .string({ message: IndustryMessages.codeRequired })
    .trim()
    .min(1, IndustryMessages.codeRequired)
    .max(10, IndustryMessages.codeRequired),
  name: industryName,
  /** omitted or null: a new section (门类) */
  parent_code: z
    .string()
    .trim()
    .max(10)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreateIndustryInput = z.input<typeof createIndustrySchema>;
export const updateIndustrySchema = z.object({ name: industryName });

export interface IndustryNode {
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
  /** companies filed under this code (sections and divisions; 0 for deeper levels) */
  company_count: number;
  children?: IndustryNode[];
}
export const industryNodeSchema: z.ZodType<IndustryNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    parent_code: z.string().nullable(),
    level: z.number().int(),
    company_count: z.number().int(),
    children: z.array(industryNodeSchema).optional(),
  }),
);
export const industryTreeSchema = z.array(industryNodeSchema);

/**
 * Builds the tree from flat rows (ordered by code), keeping the nodes that match `keyword` (code or
 * name) and their ancestors; a matching node keeps all its descendants.
 */
export function industryTree(
  rows: readonly Omit<IndustryNode, 'children'>[],
  keyword?: string,
): IndustryNode[] {
  const byParent = new Map<string | null, Omit<IndustryNode, 'children'>[]>();
  for (const r of rows) {
    const list = byParent.get(r.parent_code) ?? [];
    list.push(r);
    byParent.set(r.parent_code, list);
  }
  const k = keyword?.trim().toLowerCase();
  const build = (parent: string | null, keepAll: boolean): IndustryNode[] =>
    (byParent.get(parent) ?? []).flatMap((r) => {
      const match = keepAll || !k || r.code.toLowerCase().includes(k) || r.name.toLowerCase().includes(k);
      const children = build(r.code, match);
      if (!match && !children.length) return [];
      return [children.length ? { ...r, children } : { ...r }];
    });
  return build(null, false);
}

// ── the calls ─────────────────────────────────────────────────────────────────────────────

/** What a delete answers. */
const done = z.object({ ok: z.literal(true) });

/** The calls of the area: 参数设置 (sys:param:*) and 行业分类 (sys:industry:*). */
export const SettingsCalls = {
  listParams: describeCall({
    method: 'GET',
    path: SettingsPaths.params,
    summary: '系统参数列表（按键、名称、备注搜索）',
    input: paramQuerySchema,
    output: paramPageSchema,
    perm: 'sys:param:list',
  }),
  getParam: describeCall({
    method: 'GET',
    path: SettingsPaths.param,
    summary: '一个系统参数',
    input: noInput,
    params: paramKeyParamSchema,
    output: paramRowSchema,
    perm: 'sys:param:list',
  }),
  createParam: describeCall({
    method: 'POST',
    path: SettingsPaths.params,
    summary: '新增自定义参数',
    input: createParamSchema,
    output: paramRowSchema,
    perm: 'sys:param:update',
  }),
  updateParam: describeCall({
    method: 'PUT',
    path: SettingsPaths.param,
    summary: '修改参数值（内置参数按其规则校验）',
    input: updateParamSchema,
    params: paramKeyParamSchema,
    output: paramRowSchema,
    perm: 'sys:param:update',
  }),
  deleteParam: describeCall({
    method: 'DELETE',
    path: SettingsPaths.param,
    summary: '删除自定义参数（内置参数不能删除）',
    input: noInput,
    params: paramKeyParamSchema,
    output: done,
    perm: 'sys:param:update',
  }),
  industryTree: describeCall({
    method: 'GET',
    path: SettingsPaths.industries,
    summary: '行业分类树（GB/T 4754-2017，含企业数）',
    input: industryQuerySchema,
    output: industryTreeSchema,
    perm: 'sys:industry:list',
  }),
  getIndustry: describeCall({
    method: 'GET',
    path: SettingsPaths.industry,
    summary: '一个行业分类',
    input: noInput,
    params: industryCodeParamSchema,
    output: industryNodeSchema,
    perm: 'sys:industry:list',
  }),
  createIndustry: describeCall({
    method: 'POST',
    path: SettingsPaths.industries,
    summary: '新增行业分类（代码唯一，按级别校验格式）',
    input: createIndustrySchema,
    output: industryNodeSchema,
    perm: 'sys:industry:create',
  }),
  renameIndustry: describeCall({
    method: 'PUT',
    path: SettingsPaths.industry,
    summary: '修改行业分类名称',
    input: updateIndustrySchema,
    params: industryCodeParamSchema,
    output: industryNodeSchema,
    perm: 'sys:industry:update',
  }),
  deleteIndustry: describeCall({
    method: 'DELETE',
    path: SettingsPaths.industry,
    summary: '删除行业分类（无下级且无企业使用时）',
    input: noInput,
    params: industryCodeParamSchema,
    output: done,
    perm: 'sys:industry:delete',
  }),
};
