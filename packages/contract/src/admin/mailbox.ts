/**
 * Calls, schemas and texts of the back-office 邮件发件箱 (/sys/mailbox): every mail the platform sent
 * (mail_log), the stored .eml of the file transport, and re-sending it.
 */
import { z } from 'zod';
import { describeCall, noBody, noInput } from '../call.ts';
import type { Perm } from '../permissions.ts';
import {
  idParamSchema,
  pageOf,
  pageQuerySchema,
  searchText,
  TimeRangeMessages,
  timeRangeFields,
  timeRangeRefine,
} from './paging.ts';

/** Call paths (under /api). */
export const MailboxPaths = {
  /** GET: list with search (recipient, subject, status, time range) and paging */
  list: '/sys/mailbox',
  /** GET: one mail with the headers, text and attachment names read from its .eml */
  one: '/sys/mailbox/:id',
  /** GET: the stored .eml file (file transport only) */
  eml: '/sys/mailbox/:id/eml',
  /** POST: send the stored message again through the current transport */
  resend: '/sys/mailbox/:id/resend',
} as const;

/** Permissions of the outbox: reading (list, detail, .eml) and sending again. */
export const MailboxPerms = {
  list: 'msg:mail:list',
  resend: 'msg:mail:resend',
} as const satisfies Record<string, Perm>;

export const MailboxMessages = {
  ...TimeRangeMessages,
  noEml: '该邮件没有保存原文（.eml），无法下载或重新发送',
  emlMissing: '邮件原文文件已不存在',
  resendFailed: (error: string) => `重新发送失败：${error}`,
} as const;

/** mail_log.status → label. */
export const mailStatusLabels: Record<string, string> = { sent: '已发送', failed: '发送失败' };
export const mailStatusText = (status: string) => mailStatusLabels[status] ?? status;

export const mailboxQuerySchema = pageQuerySchema
  .extend({
    /** recipient address (or part of it) */
    to_address: searchText(200),
    /** subject (or part of it) */
    subject: searchText(200),
    /** sent | failed; omitted: both */
    status: z.enum(['sent', 'failed']).optional(),
    ...timeRangeFields,
  })
  .refine(...timeRangeRefine);
export type MailboxQuery = z.output<typeof mailboxQuerySchema>;

export const mailboxRowSchema = z.object({
  mail_log_id: z.number().int(),
  /** UTC ISO; shown in Asia/Shanghai */
  created_at: z.string(),
  to_address: z.string(),
  subject: z.string(),
  /** file | smtp */
  transport: z.string(),
  /** sent | failed */
  status: z.string(),
  error: z.string().nullable(),
  message_id: z.string().nullable(),
  /** a stored .eml exists for this row (file transport): download and resend are possible */
  has_eml: z.boolean(),
});
export type MailboxRow = z.infer<typeof mailboxRowSchema>;
export const mailboxPageSchema = pageOf(mailboxRowSchema);

export const mailAttachmentInfoSchema = z.object({
  filename: z.string(),
  content_type: z.string(),
  /** bytes */
  size: z.number().int(),
});
export type MailAttachmentInfo = z.infer<typeof mailAttachmentInfoSchema>;

export const mailboxDetailSchema = mailboxRowSchema.extend({
  /** the message's main headers (From, To, Subject, Date, Message-ID), as read from the .eml */
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  /** plain-text body (null when no .eml is stored) */
  text: z.string().nullable(),
  attachments: z.array(mailAttachmentInfoSchema),
  /** the row names an .eml that is gone or unreadable */
  eml_missing: z.boolean(),
});
export type MailboxDetail = z.infer<typeof mailboxDetailSchema>;

export const mailboxResendResultSchema = z.object({
  /** the mail_log row of the new send */
  mail_log_id: z.number().int(),
  status: z.string(),
  transport: z.string(),
});
export type MailboxResendResult = z.infer<typeof mailboxResendResultSchema>;

/** The calls of the outbox (the .eml download is a file, not a call: MailboxPaths.eml). */
export const MailboxCalls = {
  list: describeCall({
    method: 'GET',
    path: MailboxPaths.list,
    summary: '邮件发件箱：按收件人、主题、状态、时间查询（分页）',
    input: mailboxQuerySchema,
    output: mailboxPageSchema,
    perm: MailboxPerms.list,
  }),
  one: describeCall({
    method: 'GET',
    path: MailboxPaths.one,
    summary: '邮件详情：邮件头、正文与附件名（读自 .eml）',
    input: noInput,
    params: idParamSchema,
    output: mailboxDetailSchema,
    perm: MailboxPerms.list,
  }),
  resend: describeCall({
    method: 'POST',
    path: MailboxPaths.resend,
    summary: '重新发送邮件（按保存的 .eml，经当前发送方式）',
    input: noBody,
    params: idParamSchema,
    output: mailboxResendResultSchema,
    perm: MailboxPerms.resend,
  }),
};
