/**
 * Calls, schemas and rules of the back-office area 'messages' (shell-and-backoffice.md §7
 * "Messaging"): the platform's messages and notices (/admin/sysmsg) and every user's message centre
 * (/admin/Msgcontent). The unread counter lives in badges.ts (BadgeCalls.unreadCount).
 */
import { z } from 'zod';
import { idSchema, idWith, wholeNumber } from '../whole-number.ts';
import { describeCall, noInput } from '../call.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

export const MessagePaths = {
  // ── back-office: compose and manage (module 0, perms msg:message:* / msg:notice:*) ──────
  getIndex: '/admin/sysmsg/getIndex',
  getSysCate: '/admin/sysmsg/getSysCate',
  saveMsg: '/admin/sysmsg/saveMsg',
  saveNotice: '/admin/sysmsg/saveNotice',
  updateSysMsg: '/admin/sysmsg/updateSysMsg',
  deleteSysMsg: '/admin/sysmsg/deleteSysMsg',
  /** receiver picker: organisations */
  agentOptions: '/admin/sysmsg/agentOptions',
  /** receiver picker: users by name or phone */
  userOptions: '/admin/sysmsg/userOptions',
  // ── message centre: the caller's own deliveries (every signed-in user) ──────────────────
  list: '/admin/Msgcontent/list',
  detail: '/admin/Msgcontent/detail',
  read: '/admin/Msgcontent/read',
  allRead: '/admin/Msgcontent/allRead',
  /** to the recycle bin */
  delete: '/admin/Msgcontent/delete',
  /** back from the recycle bin */
  restore: '/admin/Msgcontent/restore',
  /** permanent delete from the recycle bin */
  remove: '/admin/Msgcontent/remove',
} as const;

/** sys_msg.kind */
export const MsgKind = { message: 1, notice: 2 } as const;
export type MsgKindValue = (typeof MsgKind)[keyof typeof MsgKind];
export const msgKindLabel: Record<MsgKindValue, string> = { 1: '站内消息', 2: '平台公告' };

/**
 * sys_msg_receiver.status. `removed` (3) is a notice the user deleted for good: the row stays so the
 * platform-wide notice is not delivered to them again; it is never listed or counted.
 */
export const ReceiverStatus = { unread: 0, read: 1, recycled: 2, removed: 3 } as const;
/** The three tabs of the message centre. */
export const InboxTab = { unread: 0, read: 1, recycle: 2 } as const;
export type InboxTabValue = (typeof InboxTab)[keyof typeof InboxTab];

/** Whom a message goes to: chosen users, every active user of chosen organisations, or everyone. */
export const MsgTarget = { users: 'users', agents: 'agents', all: 'all' } as const;
export type MsgTargetValue = (typeof MsgTarget)[keyof typeof MsgTarget];

export const MessageLimits = {
  titleMax: 50,
  contentMax: 2000,
  maxUsers: 500,
  maxAgents: 200,
  maxIds: 500,
} as const;

export const MessageTexts = {
  titleRequired: '请输入标题',
  titleMax: `标题不能超过${MessageLimits.titleMax}个字符`,
  contentRequired: '请输入内容',
  contentMax: `内容不能超过${MessageLimits.contentMax}个字符`,
  cateRequired: '请选择消息分类',
  cateUnknown: '消息分类不存在',
  targetRequired: '请选择接收对象',
  usersRequired: '请选择接收用户',
  usersMax: `一次最多发送给${MessageLimits.maxUsers}个用户`,
  agentsRequired: '请选择接收机构',
  agentsMax: `一次最多选择${MessageLimits.maxAgents}个机构`,
  unknownUsers: '部分接收用户不存在或已停用，请重新选择',
  unknownAgents: '部分接收机构不存在，请重新选择',
  noReceivers: '所选范围内没有可接收消息的用户',
  idsRequired: '请选择消息',
  idsMax: `一次最多处理${MessageLimits.maxIds}条消息`,
  notInRecycle: '只能恢复或彻底删除回收站中的消息',
  alreadyRecycled: '该消息已在回收站中',
  dateRange: '开始日期不能晚于结束日期',
  dateFormat: '日期格式应为 YYYY-MM-DD',
  msgNotFound: '消息不存在或已删除',
} as const;
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

/** Calls that take nothing also accept no body at all. */
const noBody = noInput.optional();

/**
 * The calls of the area. /admin/sysmsg/*: the platform's messages and notices (perms msg:message:* /
 * msg:notice:*). /admin/Msgcontent/*: the caller's own message centre — every signed-in user of
 * every module, so these declare no permission; the service only ever touches the caller's own
 * deliveries.
 */
export const MessageCalls = {
  // ── /admin/sysmsg ─────────────────────────────────────────────────────────────────────
  getIndex: describeCall({
    method: 'POST',
    path: MessagePaths.getIndex,
    summary: '消息与公告列表（标题、类型、分类、时间范围，分页）',
    input: msgIndexRequest,
    output: msgIndexResponse,
    perm: 'msg:message:list',
  }),
  getSysCate: describeCall({
    method: 'POST',
    path: MessagePaths.getSysCate,
    summary: '消息分类',
    input: noBody,
    output: msgCateListResponse,
    perm: 'msg:message:list',
  }),
  agentOptions: describeCall({
    method: 'POST',
    path: MessagePaths.agentOptions,
    summary: '接收机构候选（含可接收用户数）',
    input: msgAgentOptionsRequest,
    output: msgAgentOptionsResponse,
    perm: 'msg:message:send',
  }),
  userOptions: describeCall({
    method: 'POST',
    path: MessagePaths.userOptions,
    summary: '接收用户候选（姓名或手机号搜索）',
    input: msgUserOptionsRequest,
    output: msgUserOptionsResponse,
    perm: 'msg:message:send',
  }),
  saveMsg: describeCall({
    method: 'POST',
    path: MessagePaths.saveMsg,
    summary: '发送站内消息（指定用户 / 机构 / 全部用户），发送时逐人投递',
    input: saveMsgRequest,
    output: saveMsgResponse,
    perm: 'msg:message:send',
  }),
  saveNotice: describeCall({
    method: 'POST',
    path: MessagePaths.saveNotice,
    summary: '发布平台公告（全部机构的全部用户，含之后新建的用户）',
    input: saveNoticeRequest,
    output: saveNoticeResponse,
    perm: 'msg:notice:create',
  }),
  updateSysMsg: describeCall({
    method: 'POST',
    path: MessagePaths.updateSysMsg,
    summary: '编辑消息或公告（标题、内容、分类；公告另需 msg:notice:update）',
    input: updateSysMsgRequest,
    output: z.boolean(),
    perm: 'msg:message:update',
  }),
  deleteSysMsg: describeCall({
    method: 'POST',
    path: MessagePaths.deleteSysMsg,
    summary: '删除消息或公告及其全部投递（公告另需 msg:notice:delete）',
    input: deleteSysMsgRequest,
    output: z.boolean(),
    perm: 'msg:message:delete',
  }),
  // ── /admin/Msgcontent: the caller's message centre (the unread counter: BadgeCalls) ────
  list: describeCall({
    method: 'POST',
    path: MessagePaths.list,
    summary: '我的消息（status 0 未读 / 1 已读 / 2 回收站），附 unreadNum',
    input: inboxListRequest,
    output: inboxListResponse,
  }),
  detail: describeCall({
    method: 'POST',
    path: MessagePaths.detail,
    summary: '消息详情（未读的标为已读）',
    input: inboxDetailRequest,
    output: inboxDetailSchema,
  }),
  read: describeCall({
    method: 'POST',
    path: MessagePaths.read,
    summary: '标为已读',
    input: inboxIdsRequest,
    output: inboxChangedResponse,
  }),
  allRead: describeCall({
    method: 'POST',
    path: MessagePaths.allRead,
    summary: '全部已读',
    input: noBody,
    output: inboxChangedResponse,
  }),
  delete: describeCall({
    method: 'POST',
    path: MessagePaths.delete,
    summary: '删除（移入回收站）',
    input: inboxIdsRequest,
    output: inboxChangedResponse,
  }),
  restore: describeCall({
    method: 'POST',
    path: MessagePaths.restore,
    summary: '从回收站恢复',
    input: inboxIdsRequest,
    output: inboxChangedResponse,
  }),
  remove: describeCall({
    method: 'POST',
    path: MessagePaths.remove,
    summary: '从回收站彻底删除',
    input: inboxIdsRequest,
    output: inboxChangedResponse,
  }),
};
