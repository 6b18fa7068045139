import type { Dayjs } from 'dayjs';

/** China time is UTC+8 all year (no daylight saving). */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** Midnight of a calendar day (YYYY-MM-DD) in China time, as an instant. */
function chinaMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - CHINA_OFFSET_MS;
}

/** The search form's date range (whole days in China time) → start_time / end_time as ISO instants. */
export function rangeQuery(range: unknown): { start_time?: string; end_time?: string } {
  if (!Array.isArray(range)) return {};
  const [from, to] = range as [Dayjs | null | undefined, Dayjs | null | undefined];
  return {
    ...(from ? { start_time: new Date(chinaMidnight(from.format('YYYY-MM-DD'))).toISOString() } : {}),
    ...(to ? { end_time: new Date(chinaMidnight(to.format('YYYY-MM-DD')) + DAY_MS - 1).toISOString() } : {}),
  };
}

/** Search form values → query fields: the range split, empty values dropped. */
export function searchQuery(values: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) {
    if (k === 'range' || v === undefined || v === null || v === '') continue;
    if (typeof v === 'string' || typeof v === 'number') out[k] = typeof v === 'string' ? v.trim() : v;
  }
  return { ...out, ...rangeQuery(values.range) };
}

/** 24576 → "24.0 KB" */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
