import { describe, expect, it } from 'vitest';
import { snippet, matchOf } from '../../services/company-seek/match-snippet.ts';
import { capitalBandOf, dayOf, FacetColumns, type ColumnRow } from './facet-columns.ts';
import { mergeFields, parseIdBytes, parseIdList, MatchCache } from './keyword-match.ts';
import { NO_TIER, runSeek, type SeekPlan } from './seek-core.ts';
import { topSuggestions } from './suggest-core.ts';

const row = (
  id: number,
  over: Partial<Record<'status' | 'capital' | 'date' | 'len' | 'flags', unknown>> = {},
): ColumnRow => [
  id,
  (over.status as string) ?? '存续',
  '有限责任公司',
  '440000',
  '440300',
  '440305',
  'I',
  '65',
  (over.capital as number) ?? 1_000_000,
  dayOf((over.date as string) ?? '2020-01-01'),
  (over.len as number) ?? 10,
  (over.flags as number) ?? 0,
];

const plan = (over: Partial<SeekPlan> = {}): SeekPlan => ({
  sort: 'relevance',
  offset: 0,
  limit: 20,
  today: '2026-11-22',
  ...over,
});

describe('seek core', () => {
  it('reads id lists of both databases', () => {
    expect([...parseIdList('3,10,2000000')]).toEqual([3, 10, 2_000_000]);
    expect([...parseIdList('')]).toEqual([]);
    expect([...parseIdList(null)]).toEqual([]);
    const bytes = new Uint8Array([0, 0, 0, 7, 0, 0x1e, 0x84, 0x80]);
    expect([...parseIdBytes(bytes)]).toEqual([7, 2_000_000]);
  });

  it('keeps each id once with the best field it matched in', () => {
    const m = mergeFields([
      new Int32Array([5, 9]),
      new Int32Array([9, 2]),
      new Int32Array([]),
      new Int32Array([2, 7]),
    ]);
    const tiers = Object.fromEntries([...m.ids].map((id, i) => [id, m.tiers[i]]));
    expect(tiers).toEqual({ 5: 0, 9: 0, 2: 1, 7: 3 });
    // the scratch space is clean for the next keyword
    const again = mergeFields([new Int32Array([]), new Int32Array([5])]);
    expect([...again.tiers]).toEqual([1]);
  });

  it('bands capital in 万元 with the lower bound inside', () => {
    expect([0, 999_999, 1_000_000, 1_999_999, 2_000_000, 49_999_999, 50_000_000].map(capitalBandOf)).toEqual([
      0, 0, 1, 1, 2, 4, 5,
    ]);
  });

  it('orders by relevance: field, then 存续/在业, then capital; others by value then id', () => {
    const cols = new FacetColumns();
    cols.set(row(1, { capital: 5 }));
    cols.set(row(2, { capital: 9, status: '注销' }));
    cols.set(row(3, { capital: 1 }));
    cols.set(row(4, { capital: 100, date: '2010-05-05' }));
    const match = { ids: new Int32Array([1, 2, 3, 4]), tiers: new Uint8Array([1, 0, 0, 3]) };
    expect(runSeek(cols, match, plan()).page.map((p) => p.id)).toEqual([3, 2, 1, 4]);
    expect(runSeek(cols, null, plan()).page.map((p) => [p.id, p.tier])).toEqual([
      [4, NO_TIER],
      [1, NO_TIER],
      [3, NO_TIER],
      [2, NO_TIER],
    ]);
    expect(runSeek(cols, null, plan({ sort: 'capital_asc' })).page.map((p) => p.id)).toEqual([3, 1, 2, 4]);
    expect(runSeek(cols, null, plan({ sort: 'date_asc' })).page.map((p) => p.id)).toEqual([4, 1, 2, 3]);
    expect(
      runSeek(cols, null, plan({ sort: 'date_desc', offset: 1, limit: 2 })).page.map((p) => p.id),
    ).toEqual([2, 3]);
    cols.remove(2);
    expect(runSeek(cols, null, plan()).total).toBe(3);
  });

  it('counts a multi-value group without its own condition, and flags with the flag added', () => {
    const cols = new FacetColumns();
    cols.set(row(1, { capital: 0, flags: 1 }));
    cols.set(row(2, { capital: 3_000_000, flags: 3 }));
    cols.set(row(3, { capital: 3_000_000, status: '注销', flags: 2 }));
    const a = runSeek(cols, null, plan({ capital: ['200-500'], statuses: ['存续'] }));
    expect(a.total).toBe(1);
    expect(a.capital.slice(0, 3)).toEqual([1, 0, 1]);
    expect(a.status.slice(0, 1)).toEqual([1]);
    expect(a.status[7]).toBe(1);
    expect(a.flags.slice(0, 2)).toEqual([1, 1]);
    expect(a.region).toEqual([{ code: '440000', count: 1 }]);
  });

  it('suggests names starting with the keyword first, then shorter, then larger capital', () => {
    const cols = new FacetColumns();
    cols.set(row(1, { len: 8, capital: 1 }));
    cols.set(row(2, { len: 6, capital: 1 }));
    cols.set(row(3, { len: 6, capital: 9 }));
    cols.set(row(4, { len: 12, capital: 1 }));
    expect(topSuggestions(cols, new Int32Array([1, 2, 3, 4]), new Int32Array([4]))).toEqual([4, 3, 2, 1]);
  });

  it('caches keywords within a budget of ids, dropping the least recently used', () => {
    const cache = new MatchCache<{ ids: Int32Array }>(10);
    cache.set('a', { ids: new Int32Array(4) });
    cache.set('b', { ids: new Int32Array(4) });
    cache.get('a');
    cache.set('c', { ids: new Int32Array(4) });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('cuts a snippet of about 20 characters either side of the keyword', () => {
    const scope = `${'甲'.repeat(30)}关键字${'乙'.repeat(30)}`;
    expect(snippet(scope, '关键字')).toBe(`…${'甲'.repeat(20)}关键字${'乙'.repeat(20)}…`);
    expect(snippet('ABC', 'b')).toBe('ABC');
    const texts = {
      name: '某某公司',
      legal_person: '张三',
      shareholders: '李四、王五',
      address: '南山区',
      scope: '销售',
    };
    expect(matchOf(texts, '王五')).toEqual({ field: 'person', text: '李四、王五' });
    expect(matchOf(texts, '张三')).toEqual({ field: 'legal_person', text: '张三' });
    expect(matchOf(texts, '某某')).toBeNull();
    expect(matchOf(texts, undefined)).toBeNull();
  });
});
