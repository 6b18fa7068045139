import { describe, expect, it } from 'vitest';
import { recentResults } from './recent-results.ts';

describe('recentResults', () => {
  it('shares one computation among callers of a key, until the answer is older than ttlMs', async () => {
    let clock = 0;
    let runs = 0;
    const recent = recentResults<number>({ ttlMs: 1000, max: 10, now: () => clock });
    const compute = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 5));
      return runs;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => recent.get('科技', compute)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => 1));
    clock = 999;
    expect(await recent.get('科技', compute)).toBe(1);
    clock = 1000;
    expect(await recent.get('科技', compute)).toBe(2);
    expect(await recent.get('广东', compute)).toBe(3);
  });

  it('forgets the least recently used key beyond max, and never keeps a failure', async () => {
    let runs = 0;
    const recent = recentResults<string>({ ttlMs: 60_000, max: 2 });
    const compute = (v: string) => async () => {
      runs += 1;
      return v;
    };
    await recent.get('a', compute('a'));
    await recent.get('b', compute('b'));
    await recent.get('a', compute('a')); // a is now the most recent
    await recent.get('c', compute('c')); // b goes
    expect(runs).toBe(3);
    await recent.get('a', compute('a'));
    expect(runs).toBe(3);
    await recent.get('b', compute('b'));
    expect(runs).toBe(4);

    const failing = recent.get('x', () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    expect(await recent.get('x', compute('x'))).toBe('x');
  });
});
