import { randomBytes } from 'node:crypto';
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
