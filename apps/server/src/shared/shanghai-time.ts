/**
 * Time as the product shows it: stored instants are UTC, users read Asia/Shanghai (UTC+8, which
 * keeps no daylight saving, so a fixed offset is exact).
 */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The wall clock in Shanghai of an instant, as `YYYY-MM-DDTHH:mm:ss.sssZ` read without the Z. */
const wallClock = (d: Date) => new Date(d.getTime() + OFFSET_MS).toISOString();

/** "2026-11-22T02:00:00.000Z" → "2026-11-22 10:00:00"; text that is no instant is returned as it is. */
export function shanghaiTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return wallClock(new Date(t)).slice(0, 19).replace('T', ' ');
}

/** shanghaiTime of an optional instant (null stays null). */
export const shanghaiTimeOrNull = (iso: string | null): string | null =>
  iso === null ? null : shanghaiTime(iso);

/** 'YYYY-MM-DD' of an instant in Shanghai. */
export function shanghaiDate(d: Date): string {
  return wallClock(d).slice(0, 10);
}

/** RFC 3339 with the Shanghai offset: `2026-11-22T20:15:00+08:00`. */
export function shanghaiRfc3339(d: Date): string {
  return `${wallClock(d).slice(0, 19)}+08:00`;
}

/** "20261122-100000" in Shanghai, for file names. */
export function fileStamp(now: Date): string {
  return shanghaiTime(now.toISOString()).replace(/[-:]/g, '').replace(' ', '-');
}

/** The instant the Shanghai calendar day of `d` starts. */
export function shanghaiDayStart(d: Date): Date {
  return new Date(Math.floor((d.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS);
}

/** A Shanghai calendar date ('YYYY-MM-DD') → the instant it starts. */
export function shanghaiDateStart(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}
