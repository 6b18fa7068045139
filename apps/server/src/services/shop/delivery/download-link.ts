import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ShopDeliveryPaths } from '@qishu/contract';
import type { DeliveryRow } from '../../../repositories/delivery-repository.ts';
import { shanghaiDate } from '../../../shared/shanghai-time.ts';

/** The link's secret: 24 random bytes, base64url (32 characters). The link alone is the credential. */
export function newDownloadToken(): string {
  return randomBytes(24).toString('base64url');
}

/** `/api/download/<token>`: the path on this host (the download route lives under /api). */
export function downloadPath(token: string): string {
  return `/api${ShopDeliveryPaths.download.replace(':token', encodeURIComponent(token))}`;
}

export function linkExpiry(now: Date, ttlHours: number): string {
  return new Date(now.getTime() + ttlHours * 3600_000).toISOString();
}

/**
 * The token a fresh link uses: the delivery's current token when it is still valid (its expiry is
 * pushed forward, so a link already mailed keeps working), otherwise a new one.
 */
export function refreshedLink(
  row: Pick<DeliveryRow, 'download_token' | 'expires_at'>,
  now: Date,
  ttlHours: number,
): { token: string; expires_at: string } {
  const valid =
    row.download_token !== null && row.expires_at !== null && Date.parse(row.expires_at) > now.getTime();
  return {
    token: valid && row.download_token ? row.download_token : newDownloadToken(),
    expires_at: linkExpiry(now, ttlHours),
  };
}

/** Files of DATA_DIR/exports: never under DATA_DIR/files, which is served publicly. */
export class ExportFiles {
  readonly root: string;
  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'exports');
  }

  /** Absolute path of a stored relative path; null when it would leave the exports folder. */
  absolute(relative: string): string | null {
    const abs = path.resolve(this.root, relative);
    return abs.startsWith(this.root + path.sep) ? abs : null;
  }

  /**
   * A place for a new file: `[folder/]YYYY/MM/<uuid>.xlsx` (stored relative to the exports folder),
   * its absolute path, and a temporary path to write it at first (exports/tmp, then renamed, so a
   * crash mid-write leaves only a .part file). The folders exist when it answers.
   */
  newFile(now: Date, folder?: string): { relative: string; abs: string; tmp: string } {
    const uuid = randomUUID();
    const iso = now.toISOString();
    const relative = [folder, iso.slice(0, 4), iso.slice(5, 7), `${uuid}.xlsx`].filter(Boolean).join('/');
    const abs = this.absolute(relative);
    if (!abs) throw new Error('export path outside the exports folder');
    const tmpDir = path.join(this.root, 'tmp');
    fs.mkdirSync(tmpDir, { recursive: true });
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    return { relative, abs, tmp: path.join(tmpDir, `${uuid}.xlsx.part`) };
  }

  /** Deletes a stored file; a path already gone (or outside the folder) is left alone. */
  remove(relative: string | null): void {
    const abs = relative ? this.absolute(relative) : null;
    if (abs) fs.rmSync(abs, { force: true });
  }

  /** The stored file of a delivery, when it (still) exists. */
  existing(relative: string | null): string | null {
    if (!relative) return null;
    const abs = this.absolute(relative);
    return abs && fs.existsSync(abs) ? abs : null;
  }
}

/** The name the buyer sees: `<order name>-<YYYYMMDD>.xlsx`, without characters file systems refuse. */
export function exportFileName(orderName: string, now: Date): string {
  const shanghai = shanghaiDate(now).replace(/-/g, '');
  const base = [...orderName]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'/\\:*?"<>|'.includes(ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${(base || '数据').slice(0, 80)}-${shanghai}.xlsx`;
}
