/** The services' notion of now; tests inject their own to drive throttles, expiry and lockout. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const minutes = (n: number) => n * 60_000;
export const addMs = (d: Date, ms: number) => new Date(d.getTime() + ms);

/** Start of the calendar day in Asia/Shanghai (UTC+8, no daylight saving) of an instant. */
export function shanghaiDayStart(d: Date): Date {
  const offset = 8 * 3_600_000;
  const day = 86_400_000;
  return new Date(Math.floor((d.getTime() + offset) / day) * day - offset);
}
