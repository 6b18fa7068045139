// The back-office mail outbox (/sys/mailbox): mail_log rows, their stored .eml files, re-sending.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import {
  MailboxMessages,
  type MailboxDetail,
  type MailboxQuery,
  type MailboxResendResult,
  type MailboxRow,
  type Page,
} from '@qishu/contract';
import { resolveOutboxPath } from '../../adapters/mail/file-outbox.ts';
import type { MailAttachment, Mailer } from '../../adapters/mail/types.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { MailLogRepository, type MailLogRow } from '../../repositories/mail-log-repository.ts';
import type { Actor } from '../audit/audit-service.ts';
import type { Writes } from '../audit/writes.ts';
import { shanghaiTime } from '../../shared/shanghai-time.ts';
import type { Clock } from '../identity/clock.ts';

export interface MailboxDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** the resend's operation-log entry is an audited write */
  writes: Writes;
  now: Clock;
}

/** A stored .eml ready to be streamed to the browser. */
export interface EmlDownload {
  filename: string;
  size: number;
  stream: Readable;
}

/** `企数通 <noreply@qishu.cn>, b@example.com` (names unquoted, for people to read). */
const addressText = (a: AddressObject | AddressObject[] | undefined): string =>
  (a === undefined ? [] : Array.isArray(a) ? a : [a])
    .flatMap((x) => x.value)
    .map((v) => (v.name ? `${v.name} <${v.address ?? ''}>` : (v.address ?? '')))
    .join(', ');

function errorText(e: unknown): string {
  return e instanceof Error ? e.message || e.name : String(e);
}

/** The outbox's reads and its one write (resend, audited). */
export class MailboxService {
  private readonly repo: MailLogRepository;

  constructor(private readonly deps: MailboxDeps) {
    this.repo = new MailLogRepository(deps.db.kysely);
  }

  /** The .eml of a row (absolute path confined to DATA_DIR/outbox), or null when it has none. */
  private emlPath(row: MailLogRow): string | null {
    return row.transport === 'file' ? resolveOutboxPath(this.deps.config.DATA_DIR, row.file_path) : null;
  }

  private async hasFile(file: string | null): Promise<boolean> {
    if (!file) return false;
    try {
      return (await fs.promises.stat(file)).isFile();
    } catch {
      return false;
    }
  }

  private async toRow(r: MailLogRow): Promise<MailboxRow> {
    return {
      mail_log_id: r.mail_log_id,
      created_at: r.created_at,
      to_address: r.to_address,
      subject: r.subject,
      transport: r.transport,
      status: r.status,
      error: r.error,
      message_id: r.message_id,
      has_eml: await this.hasFile(this.emlPath(r)),
    };
  }

  private async rowOf(id: number): Promise<MailLogRow> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound();
    return row;
  }

  /** The stored .eml of a row: 400 when the row has none, 404 when the file is gone. */
  private async existingEml(row: MailLogRow): Promise<string> {
    const file = this.emlPath(row);
    if (!file) throw badRequest(MailboxMessages.noEml);
    if (!(await this.hasFile(file))) throw notFound(MailboxMessages.emlMissing);
    return file;
  }

  private parse(file: string): Promise<ParsedMail> {
    return simpleParser(fs.createReadStream(file));
  }

  async page(q: MailboxQuery): Promise<Page<MailboxRow>> {
    const { page, limit, ...filter } = q;
    const res = await this.repo.page(filter, page, limit);
    return { list: await Promise.all(res.list.map((r) => this.toRow(r))), total: res.total };
  }

  async detail(id: number): Promise<MailboxDetail> {
    const row = await this.rowOf(id);
    const base = await this.toRow(row);
    const file = this.emlPath(row);
    if (!file) return { ...base, headers: [], text: null, attachments: [], eml_missing: false };
    let mail: ParsedMail;
    try {
      if (!base.has_eml) throw new Error('missing');
      mail = await this.parse(file);
    } catch {
      return { ...base, headers: [], text: null, attachments: [], eml_missing: true };
    }
    const headers = [
      { name: 'From', value: addressText(mail.from) },
      { name: 'To', value: addressText(mail.to) },
      { name: 'Cc', value: addressText(mail.cc) },
      { name: 'Subject', value: mail.subject ?? '' },
      { name: 'Date', value: mail.date ? shanghaiTime(mail.date.toISOString()) : '' },
      { name: 'Message-ID', value: mail.messageId ?? '' },
    ].filter((h) => h.value !== '');
    return {
      ...base,
      headers,
      text: mail.text ?? null,
      attachments: mail.attachments.map((a) => ({
        filename: a.filename ?? '',
        content_type: a.contentType,
        size: a.size,
      })),
      eml_missing: false,
    };
  }

  async eml(id: number): Promise<EmlDownload> {
    const file = await this.existingEml(await this.rowOf(id));
    const { size } = await fs.promises.stat(file);
    return { filename: path.basename(file), size, stream: fs.createReadStream(file) };
  }

  /**
   * Sends the stored message again (same recipient, subject, body, attachments and Message-ID)
   * through the transport configured now; the mailer logs the new send. Audited either way; a
   * refused send answers 400 with the transport's error.
   */
  async resend(actor: Actor, id: number): Promise<MailboxResendResult> {
    const row = await this.rowOf(id);
    const mail = await this.parse(await this.existingEml(row));
    const tmp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'qishu-resend-'));
    const before = { mail_log_id: row.mail_log_id, status: row.status, transport: row.transport };
    try {
      // attachment files are named by position, never by the (untrusted) names inside the mail
      const attachments: MailAttachment[] = [];
      for (const [i, a] of mail.attachments.entries()) {
        const file = path.join(tmp, `attachment-${i}`);
        await fs.promises.writeFile(file, a.content);
        attachments.push({
          filename: a.filename ?? `attachment-${i + 1}`,
          path: file,
          contentType: a.contentType,
        });
      }
      let result: MailboxResendResult;
      let failure: string | null = null;
      try {
        const sent = await this.deps.mailer.send({
          to: row.to_address,
          subject: mail.subject ?? row.subject,
          text: mail.text ?? '',
          ...(typeof mail.html === 'string' ? { html: mail.html } : {}),
          messageId: mail.messageId ?? row.message_id ?? `<mail-${row.mail_log_id}@qishu>`,
          attachments,
        });
        result = { mail_log_id: sent.mailLogId, status: 'sent', transport: sent.transport };
      } catch (e) {
        // the mailer recorded the failed send in mail_log
        failure = errorText(e);
        result = { mail_log_id: 0, status: 'failed', transport: this.deps.config.MAIL_TRANSPORT };
      }
      await this.deps.writes.audited(actor, (_tx, log) =>
        log({
          action: 'send',
          entity: 'mail_log',
          entityId: row.mail_log_id,
          before,
          after:
            failure === null ? result : { status: 'failed', transport: result.transport, error: failure },
        }),
      );
      if (failure !== null) throw badRequest(MailboxMessages.resendFailed(failure));
      return result;
    } finally {
      await fs.promises.rm(tmp, { recursive: true, force: true });
    }
  }
}

export function createMailboxService(deps: MailboxDeps): MailboxService {
  return new MailboxService(deps);
}
