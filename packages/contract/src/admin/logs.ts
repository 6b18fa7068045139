/**
 * Calls, schemas and rules of the back-office area 'logs': 登录日志 (/logmana/alllog), 操作日志
 * (/sys/adminlog) and 异常处理 (/logmana/realupdate, the top bar's 错误处理 counter).
 */
import { z } from 'zod';
import { idSchema, wholeNumber } from '../whole-number.ts';
import { describeCall, noBody, noInput } from '../call.ts';
import {
  idParamSchema,
  pageOf,
  pageQuerySchema,
  searchText,
  TimeRangeMessages,
  timeRangeFields,
  timeRangeRefine,
} from './paging.ts';

/** Call paths (under /api). The login log keeps the spec's /admin/loglogin/getData. */
export const LogPaths = {
  loginLog: '/admin/loglogin/getData',
  loginLogExport: '/admin/loglogin/export',
  operationLog: '/sys/adminlog',
  operationLogOne: '/sys/adminlog/:id',
  operationLogExport: '/sys/adminlog/export',
  failures: '/logmana/realupdate',
  /** PUT: mark one failure handled (kind job | mail) */
  failureHandle: '/logmana/realupdate/:kind/:id',
  /** POST: requeue a failed job */
  failureRetry: '/logmana/realupdate/job/:id/retry',
  /** 短信发件箱: what the SMS provider was asked to send */
  smsOutbox: '/sys/smsbox',
} as const;

export const LogMessages = {
  ...TimeRangeMessages,
  remarkRequired: '请填写处理说明',
  remarkTooLong: '处理说明不能超过 200 个字',
  alreadyHandled: '该异常已处理',
  notFailed: '该任务当前不是失败状态，无需重试',
  exportTooMany: (max: number) => `导出数据超过 ${max.toLocaleString('zh-CN')} 条，请缩小时间范围后再导出`,
} as const;

// ── 登录日志 ─────────────────────────────────────────────────────────────────────────────

/** Reasons the server writes into login_log.reason, in Chinese. */
export const loginReasonLabels: Record<string, string> = {
  password: '密码登录',
  link: '链接登录',
  agent_link: '组织链接登录',
  switch: '切换账号',
  register: '注册后登录',
  wrong_password: '密码错误',
  lock_screen_wrong_password: '解锁密码错误',
  no_account: '账号不存在',
  locked: '账号已锁定',
  disabled: '账号已停用',
  domain_refused: '登录地址与账号不符',
  password_change_required: '需要修改密码',
  link_invalid: '登录链接无效',
};
export const loginReasonText = (reason: string | null): string =>
  reason === null ? '' : (loginReasonLabels[reason] ?? reason);

export const loginLogFilterSchema = z
  .object({
    phone: searchText(20),
    /** organisation name (or part of it) */
    agent_name: searchText(50),
    /** 1 success, 0 failure; omitted: both */
    success: wholeNumber(z.number().int().min(0).max(1).optional()),
    ...timeRangeFields,
  })
  .refine(...timeRangeRefine);
export const loginLogQuerySchema = pageQuerySchema
  .extend({
    phone: searchText(20),
    agent_name: searchText(50),
    success: wholeNumber(z.number().int().min(0).max(1).optional()),
    ...timeRangeFields,
  })
  .refine(...timeRangeRefine);
export type LoginLogFilter = z.output<typeof loginLogFilterSchema>;
export type LoginLogQuery = z.output<typeof loginLogQuerySchema>;

export const loginLogRowSchema = z.object({
  login_log_id: z.number().int(),
  created_at: z.string(),
  username: z.string(),
  realname: z.string().nullable(),
  usr_agent_id: z.number().int().nullable(),
  agent_name: z.string().nullable(),
  success: z.number().int(),
  reason: z.string().nullable(),
  reason_text: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type LoginLogRow = z.infer<typeof loginLogRowSchema>;
export const loginLogPageSchema = pageOf(loginLogRowSchema);

// ── 操作日志 ─────────────────────────────────────────────────────────────────────────────

/** Actions the audit service writes, in Chinese (unknown ones are shown as written). */
export const auditActionLabels: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  grant: '授权',
  send: '发送',
  reset: '重置',
  disable: '停用',
  enable: '启用',
  handle: '处理',
  retry: '重试',
  approve: '通过',
  reject: '驳回',
  attach: '附加数据',
  finish: '完成',
  withdraw: '撤回',
  publish: '上架',
  download: '下载',
  export: '导出',
  link: '关联',
  unlink: '取消关联',
  quota: '调整额度',
  resend: '重新发送',
  recycle: '移入回收站',
  restore: '恢复',
  purge: '彻底删除',
};
/** An action that reads otherwise on one kind of object (`entity:action`). */
const auditActionOn: Record<string, string> = {
  'shop_product:withdraw': '下架',
};
/** The action in Chinese (on `entity` when given); an unknown one as written. */
export const auditActionText = (action: string, entity?: string) =>
  (entity !== undefined && Object.hasOwn(auditActionOn, `${entity}:${action}`)
    ? auditActionOn[`${entity}:${action}`]
    : Object.hasOwn(auditActionLabels, action)
      ? auditActionLabels[action]
      : undefined) ?? action;

/**
 * Every table (or resource) the operation log records, in Chinese: the list, its filter and its
 * export show these names. A server test checks that every `entity` the services write is here.
 */
export const auditEntityLabels: Record<string, string> = {
  usr_agent: '机构',
  agent_cate: '机构分类',
  usr_agent_rel: '可切换账号',
  sys_user: '用户',
  sys_role: '角色',
  sys_module: '模块',
  sys_module_action: '模块权限点',
  sys_action: '权限点',
  sys_menu: '菜单',
  sys_menu_cate: '菜单分类',
  sys_param: '系统参数',
  industry: '行业分类',
  usr_cate: '分组',
  sys_msg: '系统消息',
  sys_msg_receiver: '收到的消息',
  mail_log: '邮件',
  job: '后台任务',
  shop_product: '数据产品',
  shop_product_cate: '商品分类',
  shop_label: '商品标签',
  special_subject: '专题',
  shop_order: '商城订单',
  per_order: '精准导出订单',
  data_delivery: '数据文件',
  agent_label_apply: '定制数据申请',
  workspace_export: '工作台导出',
};
/** The object in Chinese; an unknown one as written. */
export const auditEntityText = (entity: string) =>
  (Object.hasOwn(auditEntityLabels, entity) ? auditEntityLabels[entity] : undefined) ?? entity;

/**
 * The tables a filter text means: those whose table name or Chinese name contains it (case-blind),
 * so 订单 finds shop_order and per_order and sys_param still finds itself.
 */
export function auditEntitiesMatching(text: string): string[] {
  const t = text.trim().toLowerCase();
  if (!t) return [];
  return Object.entries(auditEntityLabels)
    .filter(([table, label]) => table.includes(t) || label.toLowerCase().includes(t))
    .map(([table]) => table);
}

const operationFields = {
  /** operator: name or phone (part of it) */
  operator: searchText(50),
  action: searchText(100),
  entity: searchText(50),
  ...timeRangeFields,
};
export const operationLogFilterSchema = z.object(operationFields).refine(...timeRangeRefine);
export const operationLogQuerySchema = pageQuerySchema.extend(operationFields).refine(...timeRangeRefine);
export type OperationLogFilter = z.output<typeof operationLogFilterSchema>;
export type OperationLogQuery = z.output<typeof operationLogQuerySchema>;

export const operationLogRowSchema = z.object({
  operation_log_id: z.number().int(),
  created_at: z.string(),
  sys_user_id: z.number().int().nullable(),
  operator: z.string().nullable(),
  operator_phone: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  ip: z.string().nullable(),
});
export type OperationLogRow = z.infer<typeof operationLogRowSchema>;
export const operationLogPageSchema = pageOf(operationLogRowSchema);
export const operationLogDetailSchema = operationLogRowSchema.extend({
  before: z.unknown(),
  after: z.unknown(),
});
export type OperationLogDetail = z.infer<typeof operationLogDetailSchema>;

/** One field of a before/after comparison. */
export interface FieldDiff {
  field: string;
  before: unknown;
  after: unknown;
  /** added: only after; removed: only before; changed: both, different; same: equal */
  status: 'added' | 'removed' | 'changed' | 'same';
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep equality of JSON values (key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

/**
 * Field-level comparison of an operation log's before and after snapshots. Fields keep the order
 * of `before`, then fields only `after` has. A snapshot that is not an object (a plain value, or
 * null for a create/delete) compares as the single field `value` — or, if the other side is an
 * object, contributes no fields. Nested objects and arrays compare by deep equality.
 */
export function diffFields(before: unknown, after: unknown): FieldDiff[] {
  const b = isPlainObject(before) ? before : before == null ? {} : { value: before };
  const a = isPlainObject(after) ? after : after == null ? {} : { value: after };
  const fields = [...Object.keys(b), ...Object.keys(a).filter((k) => !Object.hasOwn(b, k))];
  return fields.map((field) => {
    const inB = Object.hasOwn(b, field);
    const inA = Object.hasOwn(a, field);
    const status: FieldDiff['status'] = !inB
      ? 'added'
      : !inA
        ? 'removed'
        : jsonEqual(b[field], a[field])
          ? 'same'
          : 'changed';
    return { field, before: inB ? b[field] : undefined, after: inA ? a[field] : undefined, status };
  });
}

// ── 异常处理 ─────────────────────────────────────────────────────────────────────────────

export const failureKinds = ['job', 'mail'] as const;
export type FailureKind = (typeof failureKinds)[number];
export const failureKindLabels: Record<FailureKind, string> = { job: '后台任务', mail: '邮件发送' };

/** open: nobody handled it yet (what the counter counts); handled; all. */
export const failureStates = ['open', 'handled', 'all'] as const;

const failureFields = {
  state: z.enum(failureStates).default('open'),
  kind: z.enum(failureKinds).optional(),
  /** job type, mail subject or address, error text */
  keyword: searchText(100),
  ...timeRangeFields,
};
export const failureQuerySchema = pageQuerySchema.extend(failureFields).refine(...timeRangeRefine);
export type FailureQuery = z.output<typeof failureQuerySchema>;

export const failureRowSchema = z.object({
  kind: z.enum(failureKinds),
  id: z.number().int(),
  /** job type or mail subject */
  title: z.string(),
  /** mail recipient; null for jobs */
  target: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int().nullable(),
  /** job payload or mail transport/file, for the detail view */
  detail: z.string().nullable(),
  /** when it failed (job: last update; mail: sent time) */
  failed_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  remark: z.string().nullable(),
});
export type FailureRow = z.infer<typeof failureRowSchema>;
export const failurePageSchema = pageOf(failureRowSchema);

export const failureKeySchema = z.object({
  kind: z.enum(failureKinds, { message: '异常类型不正确' }),
  id: idSchema,
});
export const handleFailureSchema = z.object({
  remark: z
    .string({ message: LogMessages.remarkRequired })
    .trim()
    .min(1, LogMessages.remarkRequired)
    .max(200, LogMessages.remarkTooLong),
});
export type HandleFailureInput = z.input<typeof handleFailureSchema>;

/** Rows one export may hold (an .xlsx sheet holds 1,048,576 rows with the header). */
export const EXPORT_MAX_ROWS = 1_000_000;

// ── 短信发件箱 ───────────────────────────────────────────────────────────────────────────

export const smsOutboxQuerySchema = pageQuerySchema
  .extend({
    phone: searchText(20),
    /** sent | failed; omitted: both */
    status: z.enum(['sent', 'failed']).optional(),
    ...timeRangeFields,
  })
  .refine(...timeRangeRefine);
export type SmsOutboxQuery = z.output<typeof smsOutboxQuerySchema>;

export const smsOutboxRowSchema = z.object({
  sms_outbox_id: z.number().int(),
  created_at: z.string(),
  phone: z.string(),
  template: z.string(),
  content: z.string(),
  provider: z.string(),
  status: z.string(),
  error: z.string().nullable(),
});
export type SmsOutboxRow = z.infer<typeof smsOutboxRowSchema>;
export const smsOutboxPageSchema = pageOf(smsOutboxRowSchema);

export const retryJobResponse = z.object({ job_id: z.number().int(), status: z.string() });

/**
 * The calls of the area (the .xlsx exports are streamed files, not calls; the top bar's 错误处理
 * counter is BadgeCalls.untreatedCount).
 */
export const LogCalls = {
  smsOutbox: describeCall({
    method: 'GET',
    path: LogPaths.smsOutbox,
    summary: '短信发件箱：按手机号、状态、时间查询（分页）',
    input: smsOutboxQuerySchema,
    output: smsOutboxPageSchema,
    perm: 'msg:sms:list',
  }),
  loginLog: describeCall({
    method: 'GET',
    path: LogPaths.loginLog,
    summary: '登录日志：按手机号、组织、结果、时间查询（分页）',
    input: loginLogQuerySchema,
    output: loginLogPageSchema,
    perm: 'log:login:list',
  }),
  operationLog: describeCall({
    method: 'GET',
    path: LogPaths.operationLog,
    summary: '操作日志：按操作人、操作、对象、时间查询（分页）',
    input: operationLogQuerySchema,
    output: operationLogPageSchema,
    perm: 'log:operation:list',
  }),
  operationLogOne: describeCall({
    method: 'GET',
    path: LogPaths.operationLogOne,
    summary: '操作日志详情：修改前后的数据',
    input: noInput,
    params: idParamSchema,
    output: operationLogDetailSchema,
    perm: 'log:operation:list',
  }),
  failures: describeCall({
    method: 'GET',
    path: LogPaths.failures,
    summary: '异常处理：失败的后台任务与邮件（分页）',
    input: failureQuerySchema,
    output: failurePageSchema,
    perm: 'log:realtime:list',
  }),
  failureHandle: describeCall({
    method: 'PUT',
    path: LogPaths.failureHandle,
    summary: '处理异常：填写处理说明并标记为已处理',
    input: handleFailureSchema,
    params: failureKeySchema,
    output: failureRowSchema,
    perm: 'log:realtime:handle',
  }),
  failureRetry: describeCall({
    method: 'POST',
    path: LogPaths.failureRetry,
    summary: '重试失败的后台任务（重新排队，立即执行）',
    input: noBody,
    params: idParamSchema,
    output: retryJobResponse,
    perm: 'log:realtime:handle',
  }),
};
