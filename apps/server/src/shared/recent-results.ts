/**
 * The answers of an expensive, user-independent computation kept for a while by key, with one
 * computation per key at a time (callers asking meanwhile share it): a crowd repeating a popular
 * search costs one search. Answers older than `ttlMs` are computed again; beyond `max` keys the least
 * recently used go. A failed computation is not kept.
 */
export function recentResults<T>(opts: { ttlMs: number; max: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < opts.ttlMs) {
        // most recently used last
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = compute();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > opts.max) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
