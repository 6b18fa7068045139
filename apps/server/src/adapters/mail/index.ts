// The mail adapter: file outbox (.eml under DATA_DIR/outbox, the default) or SMTP; every send is logged.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { MailLogRepository } from '../../repositories/mail-log-repository.ts';
import type { Clock } from '../../services/identity/clock.ts';
import { emlFileName, FileOutbox, OUTBOX_DIR, resolveOutboxPath } from './file-outbox.ts';
import { mailOptions } from './message.ts';
import { SmtpSender } from './smtp.ts';
import type { Mailer, MailMessage, SentMail } from './types.ts';

export type { MailAttachment, Mailer, MailMessage, SentMail } from './types.ts';
export { OUTBOX_DIR, resolveOutboxPath } from './file-outbox.ts';

export interface MailerDeps {
  db: Db;
  config: Config;
  now: Clock;
  log?: FastifyBaseLogger;
}

function errorText(e: unknown): string {
  const text = e instanceof Error ? e.message || e.name : String(e);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

/**
 * `MAIL_TRANSPORT=file` writes each message as an RFC 822 `.eml` file to DATA_DIR/outbox (named from
 * its date and Message-ID; a repeat of one Message-ID overwrites the file it wrote before);
 * `smtp` sends through SMTP_HOST. Either way a mail_log row records the outcome: 'sent', or 'failed'
 * with the error (which is then thrown to the caller).
 */
export function createMailer(deps: MailerDeps): Mailer {
  const { config } = deps;
  const logRepo = new MailLogRepository(deps.db.kysely);
  const transport = config.MAIL_TRANSPORT;
  let outbox: FileOutbox | null = null;
  let smtp: SmtpSender | null = null;

  /** Where a message goes in the outbox (relative to DATA_DIR): where it went before, or a new name. */
  async function outboxPath(m: MailMessage, date: Date): Promise<string> {
    const before = await logRepo.lastFilePath(m.messageId);
    if (before && resolveOutboxPath(config.DATA_DIR, before)) return before;
    return path.posix.join(OUTBOX_DIR, emlFileName(m.messageId, date));
  }

  async function deliver(
    m: MailMessage,
    date: Date,
  ): Promise<{ filePath: string | null; rel: string | null }> {
    const options = mailOptions(config.MAIL_FROM, m, date);
    if (transport === 'smtp') {
      smtp ??= new SmtpSender(config);
      await smtp.send(options);
      return { filePath: null, rel: null };
    }
    outbox ??= new FileOutbox(config.DATA_DIR);
    const rel = await outboxPath(m, date);
    return { filePath: await outbox.write(options, rel), rel };
  }

  return {
    async send(message) {
      const date = deps.now();
      const base = {
        to_address: message.to,
        subject: message.subject,
        transport,
        message_id: message.messageId,
        created_at: date.toISOString(),
      } as const;
      let sent: { filePath: string | null; rel: string | null };
      try {
        sent = await deliver(message, date);
      } catch (e) {
        const error = errorText(e);
        deps.log?.warn({ err: e, to: message.to, messageId: message.messageId }, 'mail not sent');
        try {
          await logRepo.insert({ ...base, file_path: null, status: 'failed', error });
        } catch (logError) {
          deps.log?.error({ err: logError }, 'mail_log row of a failed mail not written');
        }
        throw e;
      }
      const mailLogId = await logRepo.insert({ ...base, file_path: sent.rel, status: 'sent', error: null });
      const result: SentMail = {
        transport,
        messageId: message.messageId,
        filePath: sent.filePath,
        mailLogId,
      };
      return result;
    },
  };
}
