import { describe, expect, it } from 'vitest';
import { freshSharedCall } from './fresh-shared-call.ts';

/** A read whose answers the test releases by hand: each call answers the number of calls started. */
function heldRead() {
  const waiting: (() => void)[] = [];
  let started = 0;
  const read = () => {
    const n = ++started;
    return new Promise<number>((resolve) => waiting.push(() => resolve(n)));
  };
  const release = async () => {
    waiting.shift()?.();
    // let the shared chain start its next read
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { read, release, started: () => started };
}

describe('freshSharedCall', () => {
  it('callers during a read share the next read, which starts after they asked', async () => {
    const h = heldRead();
    const call = freshSharedCall(h.read);
    const first = call();
    const crowd = Array.from({ length: 50 }, () => call());
    expect(h.started()).toBe(1);
    await h.release();
    expect(await first).toBe(1);
    // the crowd asked after read 1 started: they get read 2, not read 1's older answer
    expect(h.started()).toBe(2);
    const late = call(); // asks while read 2 runs: waits for read 3
    await h.release();
    expect(await Promise.all(crowd)).toEqual(crowd.map(() => 2));
    await h.release();
    expect(await late).toBe(3);
    expect(h.started()).toBe(3);
    // idle again: a caller starts its own read at once
    const alone = call();
    expect(h.started()).toBe(4);
    await h.release();
    expect(await alone).toBe(4);
  });

  it('a failed read fails its callers only; the next callers read again', async () => {
    let n = 0;
    const call = freshSharedCall(async () => {
      n += 1;
      if (n === 1) throw new Error('down');
      return n;
    });
    const failing = call();
    const after = call();
    await expect(failing).rejects.toThrow('down');
    expect(await after).toBe(2);
    expect(await call()).toBe(3);
  });
});
