/**
 * Small, fast, seedable PRNG (sfc32 by Chris Doty-Humphrey, public domain) and the sampling helpers
 * the company generator needs. Never Math.random: the same seed gives the same sequence everywhere.
 */

/** A 32-bit integer hash (the finaliser of MurmurHash3), used to derive independent seeds. */
export function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** Seeds from up to three 32-bit integers (e.g. dataset seed, row id, sub-stream). */
  constructor(s1: number, s2 = 0, s3 = 0) {
    this.a = mix32(s1 ^ 0x9e3779b9);
    this.b = mix32((s2 + 0x7f4a7c15) | 0);
    this.c = mix32(s3 ^ this.a ^ 0x2545f491);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.u32();
  }

  /** Next unsigned 32-bit integer. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** Standard normal deviate (Box–Muller, one of the pair). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** k distinct items of list in random order (k is clamped to the list's length; lists ≤ 32 items). */
  sample<T>(list: readonly T[], k: number): T[] {
    const n = list.length;
    if (n > 32) throw new Error('sample: list longer than 32');
    k = Math.min(k, n);
    const out: T[] = [];
    let used = 0;
    while (out.length < k) {
      const i = Math.floor(this.next() * n);
      const bit = 1 << i;
      if (used & bit) continue;
      used |= bit;
      out.push(list[i] as T);
    }
    return out;
  }
}

/** A precomputed weighted choice over fixed items (binary search over cumulative weights). */
export class Weighted<T> {
  readonly items: readonly T[];
  private readonly cum: Float64Array;
  private readonly total: number;

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    const kept = entries.filter(([, w]) => w > 0);
    if (kept.length === 0) throw new Error('Weighted: no positive weight');
    this.items = kept.map(([item]) => item);
    this.cum = new Float64Array(kept.length);
    let sum = 0;
    kept.forEach(([, w], i) => {
      sum += w;
      this.cum[i] = sum;
    });
    this.total = sum;
  }

  pick(rng: Rng): T {
    const x = rng.next() * this.total;
    let lo = 0;
    let hi = this.cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cum[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
