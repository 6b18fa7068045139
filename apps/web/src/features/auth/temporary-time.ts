import type { UserInfo } from '@qishu/contract';

/** sessionStorage keys of the temporary-user timing record (data-shop.md §3: shortTime, useTime). */
export const SHORT_TIME_KEY = 'shortTime';
export const USE_TIME_KEY = 'useTime';

/** Seconds left until the server's end of the temporary session (the server is the truth). */
export function remainingSeconds(user: Pick<UserInfo, 'temporary_ends_at'>, now: number): number {
  if (!user.temporary_ends_at) return 0;
  const end = Date.parse(user.temporary_ends_at);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** Keeps the display record: shortTime = the whole session in seconds, useTime = seconds used. */
export function recordTiming(user: Pick<UserInfo, 'limits_time'>, remaining: number): void {
  const total = Math.max((user.limits_time ?? 0) * 60, remaining);
  sessionStorage.setItem(SHORT_TIME_KEY, String(total));
  sessionStorage.setItem(USE_TIME_KEY, String(total - remaining));
}

/** 65 → 01:05; an hour or more → 1:01:05. */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
