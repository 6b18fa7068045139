import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './types.ts';

/** nodemailer options of a message: attachments are paths (streamed from disk, never read whole). */
export function mailOptions(from: string, m: MailMessage, date: Date): SendMailOptions {
  return {
    from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    ...(m.html !== undefined ? { html: m.html } : {}),
    messageId: m.messageId,
    date,
    attachments: (m.attachments ?? []).map((a) => ({
      filename: a.filename,
      path: a.path,
      ...(a.contentType ? { contentType: a.contentType } : {}),
    })),
  };
}
