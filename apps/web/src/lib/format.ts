import { formatYuan, groupThousands, yuanToFen } from '@qishu/contract';

/** 12345678 → "12,345,678" (rounded to a whole number; no Intl on the shop's first screen, see groupThousands) */
export function formatCount(value: number): string {
  return groupThousands(Math.round(value));
}

function trimZero(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

/** For tight spaces: 230000000 → "2.3亿", 125000 → "12.5万", 9999 → "9,999". */
export function formatCompactCount(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e8) return `${trimZero(value / 1e8)}亿`;
  if (abs >= 1e4) return `${trimZero(value / 1e4)}万`;
  return formatCount(value);
}

/** A yuan string from the API ("1234.5") → "¥1,234.50"; an unreadable amount is shown as given. */
export function formatPrice(yuan: string): string {
  try {
    return formatYuan(yuanToFen(yuan));
  } catch {
    return `¥${yuan}`;
  }
}

/** Times are stored in UTC and shown in China time (UTC+8, no daylight saving): 2026-11-22 10:05. */
export function formatDateTime(iso: string | null | undefined, withSeconds = false): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const s = new Date(t + 8 * 3_600_000).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, withSeconds ? 19 : 16)}`;
}
