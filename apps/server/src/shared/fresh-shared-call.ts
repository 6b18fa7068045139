const ignore = () => undefined;

/**
 * A cheap read that a crowd asks at once (the company data's version on every precise search): at
 * most one runs at a time. A caller who asks while one runs shares the next one, which starts when
 * that one ends, so every caller gets an answer read after it asked (never an older one), and 200
 * callers cost a couple of queries instead of 200 trips through the database pool.
 */
export function freshSharedCall<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const run = (): Promise<T> => {
    const p = read();
    running = p;
    const done = () => {
      if (running === p) running = null;
    };
    p.then(done, done);
    return p;
  };
  return () => {
    if (!running) return run();
    next ??= running.then(ignore, ignore).then(() => {
      next = null;
      return run();
    });
    return next;
  };
}
