import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import nodemailer, { type SendMailOptions } from 'nodemailer';

/** Folder of the file outbox under DATA_DIR, and how mail_log.file_path spells paths in it. */
export const OUTBOX_DIR = 'outbox';

/** `20261122T020000Z` (UTC) for file names. */
function stamp(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/**
 * The file name of a message: its date and its Message-ID made safe for every file system (plus a
 * short hash of the raw id, so two ids that sanitise alike never share a file).
 */
export function emlFileName(messageId: string, date: Date): string {
  const safe = messageId
    .replace(/^<|>$/g, '')
    .replace(/[^A-Za-z0-9._@-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  const hash = createHash('sha256').update(messageId).digest('hex').slice(0, 8);
  return `${stamp(date)}-${safe || 'mail'}-${hash}.eml`;
}

/**
 * Resolves a mail_log.file_path (relative to DATA_DIR) to an absolute path, or null when it does not
 * name a `.eml` file directly inside DATA_DIR/outbox (no traversal, no other folders).
 */
export function resolveOutboxPath(dataDir: string, filePath: string | null): string | null {
  if (!filePath || filePath.includes('\0')) return null;
  const outbox = path.resolve(dataDir, OUTBOX_DIR);
  const abs = path.resolve(dataDir, filePath);
  if (path.dirname(abs) !== outbox || !abs.endsWith('.eml')) return null;
  return abs;
}

/** Writes RFC 822 messages as `.eml` files (CRLF lines), streamed: big attachments never sit in memory. */
export class FileOutbox {
  private readonly transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: false,
    newline: 'windows',
  });

  constructor(private readonly dataDir: string) {}

  /**
   * Writes the message to `relPath` (relative to DATA_DIR) through a temporary file renamed into
   * place, so a reader never sees half a file and a repeat of the same Message-ID overwrites it.
   * Answers the absolute path.
   */
  async write(options: SendMailOptions, relPath: string): Promise<string> {
    const target = resolveOutboxPath(this.dataDir, relPath);
    if (!target) throw new Error(`outbox path outside ${OUTBOX_DIR}/: ${relPath}`);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(path.dirname(target), `.${randomBytes(6).toString('hex')}.tmp`);
    try {
      const info = await this.transporter.sendMail(options);
      await pipeline(info.message as Readable, fs.createWriteStream(tmp));
      await fs.promises.rename(tmp, target);
    } catch (e) {
      await fs.promises.rm(tmp, { force: true });
      throw e;
    }
    return target;
  }
}
