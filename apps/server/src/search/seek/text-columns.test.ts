import { describe, expect, it } from 'vitest';
import { FieldText } from './text-columns.ts';

const sorted = (ids: Int32Array) => [...ids].sort((a, b) => a - b);

/** A field loaded with these texts (company id → text), in id order. */
function loaded(texts: Record<number, string | null>): FieldText {
  const f = new FieldText(4);
  for (const [id, t] of Object.entries(texts)) f.add(Number(id), t);
  f.done();
  return f;
}

/** The ids a plain substring test finds: the reference the scan must equal. */
function reference(texts: Map<number, string | null>, keyword: string) {
  const ids: number[] = [];
  const prefix: number[] = [];
  for (const [id, t] of texts) {
    if (t === null || !t.includes(keyword)) continue;
    ids.push(id);
    if (t.startsWith(keyword)) prefix.push(id);
  }
  return { ids: ids.sort((a, b) => a - b), prefix: prefix.sort((a, b) => a - b) };
}

describe('a search field kept in memory (FieldText)', () => {
  it('finds each company holding the keyword once, and those starting with it', () => {
    const f = loaded({ 1: '北京科技科技有限公司', 2: '科技', 3: null, 4: '', 5: '上海科', 6: '技术科技' });
    const hit = f.find('科技');
    expect(sorted(hit.ids)).toEqual([1, 2, 6]);
    expect(sorted(hit.prefix)).toEqual([2]);
    // a match never spans two companies' texts (5 ends with 科, 6 starts with 技)
    expect(sorted(f.find('科技术').ids)).toEqual([]);
    expect(sorted(f.find('北').prefix)).toEqual([1]);
    expect(f.find('').ids.length).toBe(0);
    expect(f.find('\u0001').ids.length).toBe(0);
  });

  it('follows changes, additions and removals, before and after the overlay is folded in', () => {
    const texts = new Map<number, string | null>();
    // chunks of 7,000 companies: matches on both sides of every chunk border
    const f = new FieldText(7_000);
    for (let id = 1; id <= 30_000; id++) {
      const t = id % 7 === 0 ? `科技${id}` : id % 11 === 0 ? null : `公司${id}`;
      texts.set(id, t);
      f.add(id, t);
    }
    f.done();
    const check = () => {
      for (const k of ['科技', '公司1', '新名', '2']) {
        const got = f.find(k);
        const want = reference(texts, k);
        expect(sorted(got.ids)).toEqual(want.ids);
        expect(sorted(got.prefix)).toEqual(want.prefix);
      }
    };
    check();
    // a few changes: the overlay
    for (const id of [7, 14, 100, 30_001, 40_000]) {
      f.set(id, `新名${id}`);
      texts.set(id, `新名${id}`);
    }
    f.remove(21);
    texts.delete(21);
    check();
    // many changes: folded into a new join (past 20,000)
    for (let id = 2; id <= 25_000; id += 1) {
      const t = id % 3 === 0 ? `新名科技${id}` : null;
      f.set(id, t);
      texts.set(id, t);
    }
    check();
    f.remove(30_001);
    texts.delete(30_001);
    check();
  });
});
