/**
 * The message area's paths, kinds, states, limits and texts (shell-and-backoffice.md §7 "Messaging"),
 * apart from its schemas: a page that only shows messages loads no zod.
 */
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
