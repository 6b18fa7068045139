import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { MailLogTable } from '../db/tables/platform.ts';
import { contains } from '../shared/text-match.ts';
import { countedPage } from './row-count.ts';

export type MailLogRow = Selectable<MailLogTable>;

export interface NewMailLog {
  to_address: string;
  subject: string;
  transport: 'file' | 'smtp';
  /** the .eml path relative to DATA_DIR (file transport), e.g. `outbox/20261122T020000Z-x.eml` */
  file_path: string | null;
  message_id: string | null;
  status: 'sent' | 'failed';
  error: string | null;
  created_at: string;
}

export interface MailLogFilter {
  to_address?: string | undefined;
  subject?: string | undefined;
  status?: 'sent' | 'failed' | undefined;
  start_time?: string | undefined;
  end_time?: string | undefined;
}

/** Column widths of mail_log (PostgreSQL enforces them). */
const WIDTH = { to_address: 200, subject: 200, file_path: 300, message_id: 200 } as const;
const cut = (s: string | null, n: number) => (s === null ? null : s.length > n ? s.slice(0, n) : s);

/** Every mail the product sent or tried to send (the back-office mail outbox reads it). */
export class MailLogRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: NewMailLog): Promise<number> {
    const res = await this.db
      .insertInto('mail_log')
      .values({
        ...row,
        to_address: cut(row.to_address, WIDTH.to_address) ?? '',
        subject: cut(row.subject, WIDTH.subject) ?? '',
        file_path: cut(row.file_path, WIDTH.file_path),
        message_id: cut(row.message_id, WIDTH.message_id),
      })
      .returning('mail_log_id')
      .executeTakeFirstOrThrow();
    return res.mail_log_id;
  }

  /** The .eml an earlier send of this Message-ID wrote (so a repeat overwrites it). */
  async lastFilePath(messageId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('mail_log')
      .select('file_path')
      .where('message_id', '=', cut(messageId, WIDTH.message_id))
      .where('transport', '=', 'file')
      .where('file_path', 'is not', null)
      .orderBy('mail_log_id', 'desc')
      .executeTakeFirst();
    return row?.file_path ?? null;
  }

  byId(id: number): Promise<MailLogRow | undefined> {
    return this.db.selectFrom('mail_log').selectAll().where('mail_log_id', '=', id).executeTakeFirst();
  }

  page(f: MailLogFilter, page: number, limit: number): Promise<{ list: MailLogRow[]; total: number }> {
    let base = this.db.selectFrom('mail_log');
    if (f.to_address) base = base.where(contains('to_address', f.to_address));
    if (f.subject) base = base.where(contains('subject', f.subject));
    if (f.status) base = base.where('status', '=', f.status);
    if (f.start_time) base = base.where('created_at', '>=', f.start_time);
    if (f.end_time) base = base.where('created_at', '<=', f.end_time);
    return countedPage(base.selectAll().orderBy('mail_log_id', 'desc'), base, { page, limit });
  }
}
