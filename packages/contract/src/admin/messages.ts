/**
 * Calls, schemas and rules of the back-office area 'messages' (shell-and-backoffice.md §7
 * "Messaging"): the platform's messages and notices (/admin/sysmsg) and every user's message centre
 * (/admin/Msgcontent). The unread counter lives in badges.ts (BadgeCalls.unreadCount).
 */
import { z } from 'zod';
import { idSchema, idWith, wholeNumber } from '../whole-number.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { InboxTab, MessageLimits, MessageTexts } from './message-rules.ts';

export * from './message-rules.ts';

const T = MessageTexts;

const id = idSchema;
const title = z
  .string({ error: T.titleRequired })
  .trim()
  .min(1, T.titleRequired)
  .max(MessageLimits.titleMax, T.titleMax);
const content = z
  .string({ error: T.contentRequired })
  .trim()
  .min(1, T.contentRequired)
  .max(MessageLimits.contentMax, T.contentMax);
const cateId = idWith(T.cateRequired);
const dateText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .refine((v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v), T.dateFormat);

// ── back-office ─────────────────────────────────────────────────────────────────────────

export const msgIndexRequest = pageQuerySchema
  .extend({
    title: z
      .string()
      .trim()
      .max(MessageLimits.titleMax)
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    kind: wholeNumber(z.number().int().min(1).max(2).optional()),
    sys_msg_cate_id: idSchema.optional(),
    /** creation date from (Asia/Shanghai, inclusive) */
    start_date: dateText,
    /** creation date to (Asia/Shanghai, inclusive) */
    end_date: dateText,
  })
  .refine((v) => !v.start_date || !v.end_date || v.start_date <= v.end_date, {
    message: T.dateRange,
    path: ['end_date'],
  });
export type MsgIndexRequest = z.input<typeof msgIndexRequest>;

export const sysMsgRowSchema = z.object({
  sys_msg_id: z.number().int(),
  kind: z.number().int(),
  sys_msg_cate_id: z.number().int().nullable(),
  cate_name: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  sender_name: z.string().nullable(),
  created_at: z.string(),
  /** deliveries materialised so far (for notices: users who have opened their message centre) */
  receiver_count: z.number().int(),
  read_count: z.number().int(),
  /** organisations reached */
  agent_count: z.number().int(),
});
export type SysMsgRow = z.infer<typeof sysMsgRowSchema>;
export const msgIndexResponse = pageOf(sysMsgRowSchema);

export const msgCateSchema = z.object({ sys_msg_cate_id: z.number().int(), name: z.string() });
export type MsgCate = z.infer<typeof msgCateSchema>;
export const msgCateListResponse = z.array(msgCateSchema);

export const saveMsgRequest = z
  .object({
    title,
    content,
    sys_msg_cate_id: cateId,
    target: z.enum(['users', 'agents', 'all'], { error: T.targetRequired }),
    sys_user_ids: z.array(id).max(MessageLimits.maxUsers, T.usersMax).optional(),
    usr_agent_ids: z.array(id).max(MessageLimits.maxAgents, T.agentsMax).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.target === 'users' && !v.sys_user_ids?.length) {
      ctx.addIssue({ code: 'custom', message: T.usersRequired, path: ['sys_user_ids'] });
    }
    if (v.target === 'agents' && !v.usr_agent_ids?.length) {
      ctx.addIssue({ code: 'custom', message: T.agentsRequired, path: ['usr_agent_ids'] });
    }
  });
export type SaveMsgRequest = z.input<typeof saveMsgRequest>;
export const saveMsgResponse = z.object({ sys_msg_id: z.number().int(), receiver_count: z.number().int() });

export const saveNoticeRequest = z.object({ title, content, sys_msg_cate_id: cateId });
export type SaveNoticeRequest = z.input<typeof saveNoticeRequest>;
export const saveNoticeResponse = z.object({ sys_msg_id: z.number().int() });

export const updateSysMsgRequest = z.object({ sys_msg_id: id, title, content, sys_msg_cate_id: cateId });
export type UpdateSysMsgRequest = z.input<typeof updateSysMsgRequest>;
export const deleteSysMsgRequest = z.object({ sys_msg_id: id });

export const msgAgentOptionsRequest = z.object({
  keyword: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export const msgAgentOptionSchema = z.object({
  usr_agent_id: z.number().int(),
  name: z.string(),
  /** active users who would receive a message */
  user_count: z.number().int(),
});
export type MsgAgentOption = z.infer<typeof msgAgentOptionSchema>;
export const msgAgentOptionsResponse = z.array(msgAgentOptionSchema);

export const msgUserOptionsRequest = msgAgentOptionsRequest.extend({
  usr_agent_id: idSchema.optional(),
});
export const msgUserOptionSchema = z.object({
  sys_user_id: z.number().int(),
  realname: z.string(),
  username: z.string(),
  usr_agent_id: z.number().int(),
  agent_name: z.string(),
});
export type MsgUserOption = z.infer<typeof msgUserOptionSchema>;
export const msgUserOptionsResponse = z.array(msgUserOptionSchema);

// ── message centre ───────────────────────────────────────────────────────────────────────

export const inboxListRequest = pageQuerySchema.extend({
  status: wholeNumber(z.number().int().min(0).max(2).default(InboxTab.unread)),
  title: z
    .string()
    .trim()
    .max(MessageLimits.titleMax)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type InboxListRequest = z.input<typeof inboxListRequest>;

export const inboxRowSchema = z.object({
  sys_msg_receiver_id: z.number().int(),
  sys_msg_id: z.number().int(),
  kind: z.number().int(),
  cate_name: z.string().nullable(),
  title: z.string(),
  /** the first characters of the content */
  summary: z.string(),
  status: z.number().int(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;
export const inboxListResponse = pageOf(inboxRowSchema).extend({ unreadNum: z.number().int() });
export type InboxListResponse = z.infer<typeof inboxListResponse>;

export const inboxDetailRequest = z.object({ id });
export const inboxDetailSchema = inboxRowSchema.extend({
  content: z.string(),
  sender_name: z.string().nullable(),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

export const inboxIdsRequest = z.object({
  ids: z.array(id, { error: T.idsRequired }).min(1, T.idsRequired).max(MessageLimits.maxIds, T.idsMax),
});
export type InboxIdsRequest = z.input<typeof inboxIdsRequest>;
export const inboxChangedResponse = z.object({ changed: z.number().int() });
