import { describe, expect, it } from 'vitest';
import { keptLoad } from './kept-load.ts';

/** A load whose answers the test releases by hand: each load answers the number of loads started. */
function heldLoad() {
  const waiting: (() => void)[] = [];
  let started = 0;
  const load = () => {
    const n = ++started;
    return new Promise<number>((resolve) => waiting.push(() => resolve(n)));
  };
  const release = async () => {
    waiting.shift()?.();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { load, release, started: () => started };
}

describe('keptLoad', () => {
  it('loads once for a crowd and keeps the answer until forgotten', async () => {
    const h = heldLoad();
    const names = keptLoad(h.load);
    const crowd = Array.from({ length: 20 }, () => names.get());
    expect(h.started()).toBe(1);
    await h.release();
    expect(await Promise.all(crowd)).toEqual(crowd.map(() => 1));
    expect(await names.get()).toBe(1);
    expect(h.started()).toBe(1);
    names.forget();
    const after = names.get();
    expect(h.started()).toBe(2);
    await h.release();
    expect(await after).toBe(2);
  });

  it('never keeps a load that was running when forgotten (it may have read the rows before the write)', async () => {
    const h = heldLoad();
    const names = keptLoad(h.load);
    const before = names.get(); // load 1 reads the old rows
    names.forget(); // the write commits meanwhile
    const after = names.get();
    expect(h.started()).toBe(2);
    await h.release();
    await h.release();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await names.get()).toBe(2);
    expect(h.started()).toBe(2);
  });

  it('loads again after ttlMs, and keeps neither a failure nor an answer `keep` refuses', async () => {
    let clock = 0;
    let n = 0;
    const answers = [0, 1, 2, 3];
    const names = keptLoad(
      async () => {
        n += 1;
        if (n === 1) throw new Error('down');
        return answers[n - 1]!;
      },
      { ttlMs: 1000, keep: (v) => v !== 1, now: () => clock },
    );
    await expect(names.get()).rejects.toThrow('down');
    expect(await names.get()).toBe(1); // refused by keep: loaded again next time
    expect(await names.get()).toBe(2);
    clock = 999;
    expect(await names.get()).toBe(2);
    clock = 1000;
    expect(await names.get()).toBe(3);
    expect(n).toBe(4);
  });
});
