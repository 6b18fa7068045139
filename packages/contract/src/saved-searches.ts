/**
 * Saved searches of the data-search workspace (issue 15 point 3; data-shop.md §7 precise search
 * support: saveSearchCondition, searchList, delSearch): a user names the conditions of a /data/seek
 * search, re-runs, edits or deletes them at /search/conditions, and may watch one — a daily job then
 * sends a message to the user's message centre listing companies that newly match or whose status
 * changed since the last check. Saved searches are the user's own: nobody else lists or changes them.
 */
import { z } from 'zod';
import { idSchema } from './whole-number.ts';
import { idParamSchema, pageOf, pageQuerySchema } from './admin/paging.ts';
import { describeCall } from './call.ts';
import { ageBands, capitalBands, seekFlags, seekQuerySchema } from './company-seek.ts';

export const SavedSearchPaths = {
  save: '/admin/Enterprise/saveSearchCondition',
  list: '/admin/Enterprise/searchList',
  remove: '/admin/Enterprise/delSearch',
  watch: '/admin/Enterprise/watchSearch',
} as const;

export const SavedSearchLimits = {
  nameMax: 30,
  /** saved searches per user */
  perUser: 50,
  /** watched searches per user */
  watchedPerUser: 10,
  /** a watched search may match at most this many companies (the daily check compares them all) */
  watchMaxMatches: 5_000,
  /** companies named in one alert message; the rest are counted */
  alertListMax: 20,
} as const;

export const SavedSearchMessages = {
  nameRequired: '请输入搜索条件名称',
  nameTooLong: '名称最多30个字符',
  nothingChosen: '请先输入关键词或选择筛选条件',
  nameTaken: '已有同名的搜索条件，请换一个名称',
  tooMany: `最多保存${SavedSearchLimits.perUser}个搜索条件，请先删除不用的条件`,
  notFound: '搜索条件不存在或已被删除',
  tooManyWatched: `最多关注${SavedSearchLimits.watchedPerUser}个搜索条件`,
  tooBroadToWatch: (n: number) =>
    `当前条件匹配 ${n.toLocaleString('zh-CN')} 家企业，关注的条件最多匹配${SavedSearchLimits.watchMaxMatches.toLocaleString('zh-CN')}家，请增加筛选条件`,
  saved: '搜索条件已保存',
  updated: '搜索条件已更新',
  deleted: '搜索条件已删除',
  watched: '已开启关注：每天检查一次，有新增企业或状态变化时发消息提醒',
  unwatched: '已取消关注',
} as const;

/** The conditions of a seek, without its sort and page: what a saved search keeps (as sent: checked, trimmed). */
const q = seekQuerySchema.shape;
export const savedConditionSchema = z
  .object({
    keyword: q.keyword,
    region: q.region,
    industry: q.industry,
    capital: q.capital,
    age: q.age,
    statuses: q.statuses,
    types: q.types,
    flags: q.flags,
  })
  .strict();
/** The same fields as answered (no trimming: an answer's schema holds no transform). */
const savedConditionView = savedConditionSchema.extend({ keyword: z.string().optional() });
export type SavedCondition = z.output<typeof savedConditionView>;

/** True when the condition asks for something (a keyword or any filter). */
export function hasCondition(c: SavedCondition): boolean {
  return Boolean(
    c.keyword ||
    c.region ||
    c.industry ||
    c.capital?.length ||
    c.age?.length ||
    c.statuses?.length ||
    c.types?.length ||
    c.flags?.length,
  );
}

/**
 * The conditions in words (关键词：科技；地区：广东省 / 深圳市；…), with the chosen region's and
 * industry's names from the top down (the caller looks them up).
 */
export function conditionSummary(
  c: SavedCondition,
  names: { region?: string[]; industry?: string[] } = {},
): string {
  const label = <K extends string>(list: readonly { key: K; label: string }[], keys: readonly K[] = []) =>
    keys.map((k) => list.find((x) => x.key === k)?.label ?? k).join('、');
  const parts: [string, string | undefined][] = [
    ['关键词', c.keyword],
    ['地区', c.region && (names.region?.join(' / ') || c.region)],
    ['行业', c.industry && (names.industry?.join(' / ') || c.industry)],
    ['注册资本', label(capitalBands, c.capital)],
    ['成立年限', label(ageBands, c.age)],
    ['登记状态', c.statuses?.join('、')],
    ['企业类型', c.types?.join('、')],
    ['更多筛选', label(seekFlags, c.flags)],
  ];
  return parts
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}：${v}`)
    .join('；');
}

/** The daily alert's message, from the changes one check found. */
export function savedSearchAlert(
  name: string,
  added: { name: string; status: string }[],
  changed: { name: string; from: string; to: string }[],
): { title: string; content: string } {
  const max = SavedSearchLimits.alertListMax;
  const lines: string[] = [];
  if (added.length) {
    lines.push(`新增匹配企业 ${added.length} 家：`);
    for (const c of added.slice(0, max)) lines.push(`· ${c.name}（${c.status}）`);
    if (added.length > max) lines.push(`…… 另有 ${added.length - max} 家`);
  }
  if (changed.length) {
    lines.push(`登记状态变化 ${changed.length} 家：`);
    for (const c of changed.slice(0, max)) lines.push(`· ${c.name}：${c.from} → ${c.to}`);
    if (changed.length > max) lines.push(`…… 另有 ${changed.length - max} 家`);
  }
  lines.push('可在「搜索条件」中重新运行该条件查看全部结果。');
  return {
    title: `关注的搜索「${name}」有 ${added.length + changed.length} 条新动态`,
    content: lines.join('\n'),
  };
}

const name = z
  .string({ error: SavedSearchMessages.nameRequired })
  .trim()
  .min(1, SavedSearchMessages.nameRequired)
  .max(SavedSearchLimits.nameMax, SavedSearchMessages.nameTooLong);

export const saveSearchInput = z
  .object({
    /** absent: a new saved search; present: the caller's saved search to update */
    id: idSchema.optional(),
    name,
    condition: savedConditionSchema,
  })
  .strict();

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  condition: savedConditionView,
  /** the conditions in words, with region and industry names (as saved) */
  summary: z.string(),
  watch: z.boolean(),
  /** how many companies matched at the last save or check */
  last_count: z.number().int().nullable(),
  /** Asia/Shanghai 'YYYY-MM-DD HH:mm:ss' of the last daily check, null before the first */
  checked_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

const saveResult = z.object({ message: z.string(), search: savedSearchSchema });

export const SavedSearchCalls = {
  save: describeCall({
    method: 'POST',
    path: SavedSearchPaths.save,
    summary: '保存搜索条件（无 id 新建，有 id 修改自己的）',
    input: saveSearchInput,
    output: saveResult,
    perm: 'data:condition:save',
  }),
  list: describeCall({
    method: 'GET',
    path: SavedSearchPaths.list,
    summary: '我的搜索条件（最近修改的在前，分页）',
    input: pageQuerySchema,
    output: pageOf(savedSearchSchema),
    perm: 'data:condition:list',
  }),
  remove: describeCall({
    method: 'POST',
    path: SavedSearchPaths.remove,
    summary: '删除自己的搜索条件',
    input: idParamSchema,
    output: z.object({ message: z.string() }),
    perm: 'data:condition:delete',
  }),
  watch: describeCall({
    method: 'POST',
    path: SavedSearchPaths.watch,
    summary: '开启或取消关注：每天检查新增匹配与状态变化，发消息提醒',
    input: z.object({ id: idParamSchema.shape.id, watch: z.boolean() }).strict(),
    output: saveResult,
    perm: 'data:condition:save',
  }),
} as const;
