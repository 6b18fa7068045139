import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'Asia/Shanghai';

/**
 * The search form's `range` → start_time / end_time as ISO instants, read in China time: whole
 * minutes for a picker with time (`minute`), whole days for a date-only picker (`day`).
 */
export function rangeQuery(
  range: unknown,
  unit: 'minute' | 'day' = 'minute',
): { start_time?: string; end_time?: string } {
  if (!Array.isArray(range)) return {};
  const [from, to] = range as [Dayjs | null | undefined, Dayjs | null | undefined];
  const format = unit === 'minute' ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD';
  const at = (d: Dayjs) => dayjs.tz(d.format(format), ZONE);
  return {
    ...(from ? { start_time: at(from).startOf(unit).toISOString() } : {}),
    ...(to ? { end_time: at(to).endOf(unit).toISOString() } : {}),
  };
}

/** Search form values → query fields: text trimmed, empty values dropped, the range split. */
export function searchQuery(
  values: Record<string, unknown>,
  unit: 'minute' | 'day' = 'minute',
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) {
    if (k === 'range' || v === undefined || v === null) continue;
    const value = typeof v === 'string' ? v.trim() : v;
    if (value === '') continue;
    if (typeof value === 'string' || typeof value === 'number') out[k] = value;
  }
  return { ...out, ...rangeQuery(values.range, unit) };
}
