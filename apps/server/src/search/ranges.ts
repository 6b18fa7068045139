import type { CompanyFilter } from '@qishu/contract';

/** A closed interval; `hi` may be Infinity. */
export interface Interval {
  lo: number;
  hi: number;
}

/** Sorted, merged union of intervals (touching ones join: [1,3] ∪ [3,5] = [1,5]). */
export function unionOf(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.lo <= i.hi).sort((a, b) => a.lo - b.lo);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.lo <= last.hi) last.hi = Math.max(last.hi, i.hi);
    else out.push({ ...i });
  }
  return out;
}

/** `a ∩ [lo, hi]` for a union a. */
export const clip = (a: Interval[], lo: number, hi: number): Interval[] =>
  a.map((i) => ({ lo: Math.max(i.lo, lo), hi: Math.min(i.hi, hi) })).filter((i) => i.lo <= i.hi);

const WAN = 10_000;

/**
 * The filter's capital condition as a union of closed yuan intervals: capitalMin/Max intersected
 * with the union of capitalRanges. Null = no condition; [] = nothing can match.
 */
export function capitalIntervals(f: CompanyFilter): Interval[] | null {
  if (f.capitalMin === undefined && f.capitalMax === undefined && !f.capitalRanges?.length) return null;
  const ranges = f.capitalRanges?.length
    ? f.capitalRanges.map((r) => ({
        lo: r.min !== undefined ? Math.round(r.min * WAN) : 0,
        hi: r.max !== undefined ? Math.round(r.max * WAN) : Number.POSITIVE_INFINITY,
      }))
    : [{ lo: 0, hi: Number.POSITIVE_INFINITY }];
  return clip(
    unionOf(ranges),
    f.capitalMin !== undefined ? Math.round(f.capitalMin * WAN) : 0,
    f.capitalMax !== undefined ? Math.round(f.capitalMax * WAN) : Number.POSITIVE_INFINITY,
  );
}

/**
 * The filter's founding-date condition as a union of closed intervals of ISO dates mapped through
 * `toNumber` (e.g. a day number). Null = no condition; [] = nothing can match.
 */
export function dateIntervals(f: CompanyFilter, toNumber: (iso: string) => number): Interval[] | null {
  if (!f.foundedFrom && !f.foundedTo && !f.foundedRanges?.length) return null;
  const ranges = f.foundedRanges?.length
    ? f.foundedRanges.map((r) => ({
        lo: r.from ? toNumber(r.from) : Number.NEGATIVE_INFINITY,
        hi: r.to ? toNumber(r.to) : Number.POSITIVE_INFINITY,
      }))
    : [{ lo: Number.NEGATIVE_INFINITY, hi: Number.POSITIVE_INFINITY }];
  return clip(
    unionOf(ranges),
    f.foundedFrom ? toNumber(f.foundedFrom) : Number.NEGATIVE_INFINITY,
    f.foundedTo ? toNumber(f.foundedTo) : Number.POSITIVE_INFINITY,
  );
}
