/** "2026-11-22T02:00:00.000Z" → "2026-11-22 10:00:00" (Asia/Shanghai, no daylight saving). */
export function shanghaiTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Date(t + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** "20261122-100000" in Asia/Shanghai, for file names. */
export function fileStamp(now: Date): string {
  return shanghaiTime(now.toISOString()).replace(/[-:]/g, '').replace(' ', '-');
}
