/** Every text of the 邮件发件箱 page (/sys/mailbox). */
export const MailboxTexts = {
  title: '邮件发件箱',
  hint: '系统发出的每一封邮件（数据交付等）及发送结果；默认的文件发件箱模式下邮件保存为 .eml 文件，不会真正发出。',
  time: '发送时间',
  to: '收件人',
  subject: '主题',
  status: '状态',
  transport: '发送方式',
  range: '时间范围',
  all: '全部',
  toPlaceholder: '请输入收件人邮箱',
  subjectPlaceholder: '请输入邮件主题',
  sent: '已发送',
  failed: '发送失败',
  transports: { file: '文件发件箱（未真实发送）', smtp: 'SMTP' } as Record<string, string>,
  actions: '操作',
  view: '查看',
  detailTitle: '邮件详情',
  messageId: 'Message-ID',
  error: '失败原因',
  headers: '邮件头',
  text: '正文',
  noText: '（无正文）',
  attachments: '附件',
  noAttachments: '无附件',
  noEml: '该邮件没有保存原文（.eml）',
  emlMissing: '邮件原文文件已不存在',
  download: '下载 .eml',
  downloadFailed: '下载失败，请稍后重试',
  resend: '重新发送',
  resendConfirm: '按保存的原文重新发送这封邮件？',
  resent: '已重新发送',
} as const;

/** 1536 → "1.5 KB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
