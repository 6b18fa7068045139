import { describe, expect, it } from 'vitest';
import { GramCounter } from './pg-gram-counter.ts';

const one = (
  over: Partial<Record<'name' | 'scope' | 'address' | 'legal_person' | 'shareholders' | 'status', unknown>>,
) => ({
  name: [over.name ?? ''],
  scope: [over.scope ?? ''],
  address: [over.address ?? ''],
  legal_person: ['legal_person' in over ? over.legal_person : ''],
  shareholders: ['shareholders' in over ? over.shareholders : ''],
  status: [over.status ?? '存续'],
});

const rowsOf = (c: GramCounter, field: string) =>
  [...c.rows()]
    .filter((r) => r.field === field)
    .map((r) => `${r.status}:${r.gram}:${r.n}`)
    .sort();

describe('the keyword statistics counted while loading', () => {
  it('counts each lower-cased character and bigram once per company, by field and status', () => {
    const c = new GramCounter();
    c.addColumns(one({ name: 'Ab科技', legal_person: '张三', shareholders: null }));
    c.addColumns(one({ name: 'aaa𠀀', status: '注销', legal_person: '李四', shareholders: '王五' }));
    expect(rowsOf(c, 'n')).toEqual(
      [
        '存续:a:1',
        '存续:ab:1',
        '存续:b:1',
        '存续:b科:1',
        '存续:技:1',
        '存续:科:1',
        '存续:科技:1',
        '注销:a:1',
        '注销:aa:1',
        '注销:a𠀀:1',
        '注销:𠀀:1',
      ].sort(),
    );
    // legal person || '、' || shareholders is null when the shareholders are
    expect(rowsOf(c, 'p')).toEqual(
      [
        '注销:、:1',
        '注销:、王:1',
        '注销:五:1',
        '注销:四:1',
        '注销:四、:1',
        '注销:李:1',
        '注销:李四:1',
        '注销:王:1',
        '注销:王五:1',
      ].sort(),
    );
    expect(rowsOf(c, 's')).toEqual([]);
    expect(c.companies).toBe(2);
    expect(c.overflowed).toBe(false);
  });

  it('gives up, for the table to be read instead, past the distinct characters it can number', () => {
    const c = new GramCounter();
    const many = Array.from({ length: 33_000 }, (_, i) => String.fromCodePoint(0x20000 + i)).join('');
    c.addColumns(one({ scope: many }));
    expect(c.overflowed).toBe(true);
  });
});
