import type { MailMessage } from '../../../adapters/mail/types.ts';
import { shanghaiTime } from '../../../shared/shanghai-time.ts';

export interface DeliveryMailInput {
  to: string;
  orderCode: string;
  orderName: string;
  rows: number;
  fileName: string;
  /** absolute path of the .xlsx, attached when `attach` */
  filePath: string;
  attach: boolean;
  /** absolute download URL (or a path on this host when no public URL is configured) */
  link: string;
  /** ISO UTC */
  expiresAt: string;
  supportPhone: string;
  messageId: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The Chinese mail that carries a delivery: the file attached, or only the expiring link over the cap. */
export function deliveryMail(m: DeliveryMailInput): MailMessage {
  const until = shanghaiTime(m.expiresAt);
  const how = m.attach
    ? `数据文件「${m.fileName}」已作为附件随本邮件发送。您也可以通过以下链接下载（${until} 前有效）：`
    : `数据文件较大，未作为附件发送，请通过以下链接下载（${until} 前有效）：`;
  const lines = [
    '尊敬的用户，您好：',
    '',
    `您购买的数据「${m.orderName}」已发送。`,
    `订单编号：${m.orderCode}`,
    `数据名称：${m.orderName}`,
    `数据条数：${m.rows} 条`,
    '',
    how,
    m.link,
    '',
    `链接过期后，可在"我的订单"中重新获取下载链接或重新发送。如有疑问，请致电客服 ${m.supportPhone}。`,
    '',
    '企数通',
  ];
  const html = [
    '<p>尊敬的用户，您好：</p>',
    `<p>您购买的数据「${escapeHtml(m.orderName)}」已发送。</p>`,
    '<table>',
    `<tr><td>订单编号：</td><td>${escapeHtml(m.orderCode)}</td></tr>`,
    `<tr><td>数据名称：</td><td>${escapeHtml(m.orderName)}</td></tr>`,
    `<tr><td>数据条数：</td><td>${m.rows} 条</td></tr>`,
    '</table>',
    `<p>${escapeHtml(how)}<br><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>`,
    `<p>链接过期后，可在"我的订单"中重新获取下载链接或重新发送。如有疑问，请致电客服 ${escapeHtml(m.supportPhone)}。</p>`,
    '<p>企数通</p>',
  ].join('\n');
  return {
    to: m.to,
    subject: `【企数通】您购买的数据「${m.orderName}」已发送`,
    text: lines.join('\n'),
    html,
    attachments: m.attach
      ? [
          {
            filename: m.fileName,
            path: m.filePath,
            contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        ]
      : [],
    messageId: m.messageId,
  };
}
