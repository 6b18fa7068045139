/** Day numbers (days since 1970-01-01, UTC) and the YYYY-MM-DD text the tables store. */
import type { Rng } from './prng.ts';

const DAY_MS = 86_400_000;

/** Texts of the days from 1970 to 2099, made once on first use (toISOString is slow in bulk). */
const FIRST_DAY = 0;
const LAST_DAY = Date.UTC(2100, 0, 1) / DAY_MS - 1;
let texts: string[] | null = null;

export function dayText(days: number): string {
  if (days < FIRST_DAY || days > LAST_DAY) return new Date(days * DAY_MS).toISOString().slice(0, 10);
  if (!texts) {
    texts = new Array<string>(LAST_DAY - FIRST_DAY + 1);
    for (let d = FIRST_DAY; d <= LAST_DAY; d++)
      texts[d - FIRST_DAY] = new Date(d * DAY_MS).toISOString().slice(0, 10);
  }
  return texts[days - FIRST_DAY] as string;
}

export function daysOf(text: string): number {
  return Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10))) / DAY_MS;
}

export function daysOfYear(year: number, month = 1, day = 1): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** A uniform day in [from, to] (to when the range is empty). */
export function dayBetween(rng: Rng, from: number, to: number): number {
  return to <= from ? to : from + Math.floor(rng.next() * (to - from + 1));
}

/** n days in [from, to], newest first. */
export function daysNewestFirst(rng: Rng, n: number, from: number, to: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = dayBetween(rng, from, to);
  return out.sort((a, b) => b - a);
}

export function yearOfDays(days: number): number {
  return new Date(days * DAY_MS).getUTCFullYear();
}
