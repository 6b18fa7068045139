import { formatDateTime } from '../../lib/format.ts';

/**
 * A time of the lead calls, shown to the minute: the server's Asia/Shanghai 'YYYY-MM-DD HH:mm:ss' as
 * given, an ISO instant (UTC) in China time; empty when there is none.
 */
export function shortTime(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value)) return value.slice(0, 16);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return formatDateTime(value) || value;
}
