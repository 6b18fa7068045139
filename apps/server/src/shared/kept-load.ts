/**
 * A load whose answer is kept: reference data that many requests read and few writes change (the
 * region and industry names) costs one read per change instead of one per request.
 *
 * - One load at a time: callers while it runs share it.
 * - `forget()` drops the answer and any load still running, so every caller after it gets a load
 *   that started after it. Call it once the write that changed the data has COMMITTED: a load that
 *   ran meanwhile read the rows before the write, and is not kept past the forget.
 * - `ttlMs`: an answer older than that (from the start of its load) is loaded again, for changes this
 *   process cannot see (another server process's write). Without it the answer is kept until forgotten.
 * - A failed load is not kept, nor one that `keep` refuses (an empty table: a database not seeded yet).
 */
export function keptLoad<T>(
  load: () => Promise<T>,
  opts: { ttlMs?: number; keep?: (value: T) => boolean; now?: () => number } = {},
) {
  const now = opts.now ?? Date.now;
  let kept: { value: Promise<T>; at: number } | null = null;
  return {
    get(): Promise<T> {
      if (kept && (opts.ttlMs === undefined || now() - kept.at < opts.ttlMs)) return kept.value;
      const entry = { value: load(), at: now() };
      kept = entry;
      const drop = () => {
        if (kept === entry) kept = null;
      };
      entry.value.then((value) => {
        if (opts.keep && !opts.keep(value)) drop();
      }, drop);
      return entry.value;
    },
    forget(): void {
      kept = null;
    },
  };
}
