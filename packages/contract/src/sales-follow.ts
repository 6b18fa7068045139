/**
 * Follow-up records (/sale/record, issue 16 point 5): calls, visits, WeChat, e-mail and notes on a
 * lead's timeline, each with the next action and when it is due. A lead's next follow-up is the one
 * its latest record set; due and overdue ones make the user's "today" list and a morning message.
 */

import { z } from 'zod';
import { idSchema } from './whole-number.ts';
import { pageOf, pageQuerySchema, searchText, timeRangeFields, timeRangeRefine } from './admin/paging.ts';
import { describeCall } from './call.ts';

export const followKinds = [
  { key: 'call', label: '电话' },
  { key: 'visit', label: '拜访' },
  { key: 'wechat', label: '微信' },
  { key: 'email', label: '邮件' },
  { key: 'note', label: '备注' },
] as const;
export type FollowKind = (typeof followKinds)[number]['key'];
export const followKindKeys = followKinds.map((k) => k.key) as [FollowKind, ...FollowKind[]];
export const followKindLabel = (key: string) => followKinds.find((k) => k.key === key)?.label ?? key;

export const FollowLimits = {
  contentMax: 1000,
  nextActionMax: 100,
} as const;

export const FollowMessages = {
  contentRequired: '请填写跟进内容',
  contentTooLong: `跟进内容最多${FollowLimits.contentMax}个字符`,
  kindRequired: '请选择跟进方式',
  nextActionTooLong: `下一步计划最多${FollowLimits.nextActionMax}个字符`,
  nextAtRequired: '请选择下次跟进时间',
  nextAtPast: '下次跟进时间不能早于今天',
  badTime: '时间格式不正确',
  leadClosed: '线索已赢单或输单，无需再安排下次跟进',
  logged: '跟进记录已保存',
  /** the morning message of due follow-ups (message centre) */
  dueTitle: (n: number) => `今日待跟进 ${n.toLocaleString('zh-CN')} 条线索`,
  dueLine: (company: string, action: string | null, at: string, overdue: boolean) =>
    `${overdue ? '【已逾期】' : ''}${company}${action ? `：${action}` : ''}（${at}）`,
  dueMore: (n: number) => `……另有 ${n.toLocaleString('zh-CN')} 条，请在「跟进记录 · 今日待办」查看`,
} as const;

export const FollowPaths = {
  log: '/sale/follow/record',
  records: '/sale/follow/records',
  due: '/sale/follow/due',
} as const;

const id = idSchema;

/** An instant the client sends (ISO-8601 with offset), answered as UTC ISO. */
const instant = z.string().transform((v, ctx) => {
  const t = Date.parse(v);
  if (v.trim() === '' || Number.isNaN(t)) {
    ctx.addIssue({ code: 'custom', message: FollowMessages.badTime });
    return z.NEVER;
  }
  return new Date(t).toISOString();
});

export const logFollowInput = z
  .object({
    lead_id: id,
    kind: z.enum(followKindKeys, { error: FollowMessages.kindRequired }),
    content: z
      .string({ error: FollowMessages.contentRequired })
      .trim()
      .min(1, FollowMessages.contentRequired)
      .max(FollowLimits.contentMax, FollowMessages.contentTooLong),
    next_action: z
      .string()
      .trim()
      .max(FollowLimits.nextActionMax, FollowMessages.nextActionTooLong)
      .nullish()
      .transform((v) => v || null),
    /** when the next action is due; with a next action it is required */
    next_at: instant.nullish().transform((v) => v ?? null),
  })
  .strict()
  .refine((v) => !v.next_action || v.next_at, { message: FollowMessages.nextAtRequired, path: ['next_at'] });

export const followRecordQuery = pageQuerySchema
  .extend({
    lead_id: id.optional(),
    /** records of the leads carrying this label */
    label_id: id.optional(),
    kind: z.enum(followKindKeys).optional(),
    /** who logged it */
    user_id: id.optional(),
    /** part of the company's name */
    keyword: searchText(50),
    ...timeRangeFields,
  })
  .strict()
  .refine(...timeRangeRefine);

export const followRecordSchema = z.object({
  follow_id: z.number().int(),
  lead_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  kind: z.string(),
  content: z.string(),
  next_action: z.string().nullable(),
  /** Asia/Shanghai 'YYYY-MM-DD HH:mm:ss' */
  next_at: z.string().nullable(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type FollowRecord = z.infer<typeof followRecordSchema>;

export const dueRanges = [
  { key: 'overdue', label: '已逾期' },
  { key: 'today', label: '今天' },
  { key: 'week', label: '未来 7 天' },
] as const;
export type DueRange = (typeof dueRanges)[number]['key'];

export const dueQuery = pageQuerySchema
  .extend({ range: z.enum(dueRanges.map((r) => r.key) as [DueRange, ...DueRange[]]).default('today') })
  .strict();

export const dueLeadSchema = z.object({
  lead_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  stage: z.string(),
  next_action: z.string().nullable(),
  /** Asia/Shanghai 'YYYY-MM-DD HH:mm:ss' */
  next_at: z.string(),
  last_follow_at: z.string().nullable(),
});
export type DueLead = z.infer<typeof dueLeadSchema>;

export const FollowCalls = {
  log: describeCall({
    method: 'POST',
    path: FollowPaths.log,
    summary: '记录一次跟进（电话、拜访、微信、邮件、备注），并安排下一步与下次跟进时间',
    input: logFollowInput,
    output: z.object({ message: z.string(), follow_id: z.number().int() }),
    perm: 'sale:follow:create',
  }),
  records: describeCall({
    method: 'GET',
    path: FollowPaths.records,
    summary: '跟进记录（按角色数据权限），最新的在前',
    input: followRecordQuery,
    output: pageOf(followRecordSchema),
    perm: 'sale:record:list',
  }),
  due: describeCall({
    method: 'GET',
    path: FollowPaths.due,
    summary: '我的待跟进线索：已逾期、今天、未来 7 天，以及各自的数量',
    input: dueQuery,
    output: pageOf(dueLeadSchema).extend({
      counts: z.object({ overdue: z.number().int(), today: z.number().int(), week: z.number().int() }),
    }),
    perm: 'sale:record:list',
  }),
} as const;
