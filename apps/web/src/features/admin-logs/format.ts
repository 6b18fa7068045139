import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'Asia/Shanghai';

/** A stored UTC time shown as YYYY-MM-DD HH:mm in Asia/Shanghai (the app's one formatter). */
export { formatDateTime as formatTime } from '../../lib/format.ts';

/** The search form's time range → start_time / end_time (ISO, whole minutes in Asia/Shanghai). */
export function rangeQuery(range: unknown): { start_time?: string; end_time?: string } {
  if (!Array.isArray(range)) return {};
  const [from, to] = range as [Dayjs | null | undefined, Dayjs | null | undefined];
  return {
    ...(from ? { start_time: dayjs.tz(from.format('YYYY-MM-DD HH:mm'), ZONE).second(0).toISOString() } : {}),
    ...(to
      ? { end_time: dayjs.tz(to.format('YYYY-MM-DD HH:mm'), ZONE).second(59).millisecond(999).toISOString() }
      : {}),
  };
}

/** Search form values → query fields: the range split, empty values dropped. */
export function searchQuery(values: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) {
    if (k === 'range' || v === undefined || v === null || v === '') continue;
    if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  return { ...out, ...rangeQuery(values.range) };
}

/** "Mozilla/5.0 (Windows NT 10.0; …) Chrome/131.0 …" → "Chrome 131 · Windows". */
export function shortUserAgent(ua: string | null): string {
  if (!ua) return '';
  const browser =
    /Edg\/(\d+)/.exec(ua)?.[1] !== undefined
      ? `Edge ${/Edg\/(\d+)/.exec(ua)?.[1]}`
      : /Firefox\/(\d+)/.test(ua)
        ? `Firefox ${/Firefox\/(\d+)/.exec(ua)?.[1]}`
        : /Chrome\/(\d+)/.test(ua)
          ? `Chrome ${/Chrome\/(\d+)/.exec(ua)?.[1]}`
          : /Version\/(\d+).*Safari/.test(ua)
            ? `Safari ${/Version\/(\d+)/.exec(ua)?.[1]}`
            : null;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser) return os ? `${browser} · ${os}` : browser;
  return ua.length > 24 ? `${ua.slice(0, 24)}…` : ua;
}
