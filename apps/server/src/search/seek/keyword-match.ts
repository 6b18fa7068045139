import { NO_TIER } from './seek-core.ts';

/** The companies a keyword matches, each once, with the best source it matched in (its tier: keyword-sources.ts). */
export interface KeywordMatch {
  ids: Int32Array;
  tiers: Uint8Array;
}

/** The id lists of each source, in KEYWORD_SOURCES order (keyword-sources.ts). */
export type FieldIds = readonly Int32Array[];

let scratch = new Uint8Array(0);

/** One list of distinct ids with each id's best (lowest) field tier. */
export function mergeFields(fields: FieldIds): KeywordMatch {
  let n = 0;
  let maxId = 0;
  for (const f of fields) {
    n += f.length;
    for (let i = 0; i < f.length; i++) if (f[i]! > maxId) maxId = f[i]!;
  }
  if (scratch.length <= maxId) {
    scratch = new Uint8Array(Math.max(maxId + 1, scratch.length * 2));
    scratch.fill(NO_TIER);
  }
  const ids = new Int32Array(n);
  let k = 0;
  for (let tier = 0; tier < fields.length; tier++) {
    const f = fields[tier]!;
    for (let i = 0; i < f.length; i++) {
      const id = f[i]!;
      if (scratch[id] === NO_TIER) {
        scratch[id] = tier;
        ids[k++] = id;
      }
    }
  }
  const out = ids.slice(0, k);
  const tiers = new Uint8Array(k);
  for (let i = 0; i < k; i++) {
    tiers[i] = scratch[out[i]!]!;
    scratch[out[i]!] = NO_TIER;
  }
  return { ids: out, tiers };
}

/** Ids written by SQLite's group_concat (decimal, comma-separated); '' or null: none. */
export function parseIdList(text: string | null): Int32Array {
  if (!text) return new Int32Array(0);
  const out = new Int32Array((text.length >> 1) + 1);
  let n = 0;
  let v = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      out[n++] = v;
      v = 0;
    } else v = v * 10 + (c - 48);
  }
  out[n++] = v;
  return out.slice(0, n);
}

/** Ids written by PostgreSQL as one bytea of big-endian int4s (string_agg(int4send(id), '')). */
export function parseIdBytes(bytes: Uint8Array | null): Int32Array {
  if (!bytes || bytes.length === 0) return new Int32Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(bytes.length >> 2);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i * 4);
  return out;
}

/** Normalised cache key of a keyword: what the text indexes compare (trimmed, lower case). */
export const keywordKey = (keyword: string) => keyword.trim().toLowerCase();

/**
 * Conditions of a seek that count only its result (region and industry: their facets list values
 * inside the chosen one), so the keyword step may leave out companies failing them: fewer ids to
 * read. The pass checks them again on the columns. (Flags count only the result too, but their
 * tags hold most companies: narrowing by them costs the text index more than it saves.)
 */
export interface Narrowing {
  region?: string | undefined;
  industry?: string | undefined;
}

/** Cache key of a keyword's matches within a narrowing. */
export const matchKey = (keyword: string, n: Narrowing) =>
  `${keywordKey(keyword)}\u0000${n.region ?? ''}\u0000${n.industry ?? ''}`;

/**
 * A keyword's matches from the cache: within the narrowing, or else all of them (a superset the
 * pass narrows itself); undefined when neither was read yet.
 */
export function cachedMatch<T extends { ids: Int32Array }>(
  cache: MatchCache<T>,
  keyword: string,
  n: Narrowing,
): T | undefined {
  return (
    cache.get(matchKey(keyword, n)) ?? (n.region || n.industry ? cache.get(matchKey(keyword, {})) : undefined)
  );
}

/**
 * Recent keywords' matches (a user refines one keyword with facets, pages and sorts), bounded by
 * the ids they hold. Emptied whenever a company changes: a change may add or remove matches.
 */
export class MatchCache<T extends { ids: Int32Array }> {
  private readonly entries = new Map<string, T>();
  private held = 0;
  constructor(private readonly maxIds = 6_000_000) {}

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // most recently used last
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Whether the key is held (without counting as a use). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: T): void {
    const old = this.entries.get(key);
    if (old) {
      this.held -= old.ids.length;
      this.entries.delete(key);
    }
    if (value.ids.length > this.maxIds) return;
    this.entries.set(key, value);
    this.held += value.ids.length;
    for (const [k, v] of this.entries) {
      if (this.held <= this.maxIds) break;
      this.entries.delete(k);
      this.held -= v.ids.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }
}
