import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  emptySeekState,
  filterCount,
  parseSeekParams,
  seekQueryOf,
  seekSearchKeeping,
  seekSearchString,
  toggleValue,
} from './seek-params.ts';
import { splitMatches } from './Highlight.tsx';
import { viewedAtText } from './RecentCompanies.tsx';

const parse = (search: string) => parseSeekParams(new URLSearchParams(search));

describe('the search in the address', () => {
  it('reads every condition, keeping only known values in their canonical order', () => {
    const state = parse(
      '?keyword=%20华瑞%20&region=440300&industry=I&capital=ge5000,nope,lt100&age=1-3&status=注销,存续&type=合伙企业&flags=hasTel,hasX&sort=date_asc&page=4&limit=50',
    );
    expect(state).toEqual({
      keyword: '华瑞',
      region: '440300',
      industry: 'I',
      capital: ['lt100', 'ge5000'],
      age: ['1-3'],
      statuses: ['存续', '注销'],
      types: ['合伙企业'],
      flags: ['hasTel'],
      sort: 'date_asc',
      page: 4,
      limit: 50,
    });
    expect(parse(seekSearchString(state))).toEqual(state);
  });

  it('drops what the server would refuse: malformed codes, unknown sorts, odd page sizes, pages past the result window', () => {
    const state = parse('?keyword=x&region=44&industry=Z9&sort=price&limit=30&page=0');
    expect(state).toMatchObject({
      region: undefined,
      industry: undefined,
      sort: 'relevance',
      limit: 20,
      page: 1,
    });
    expect(parse('?keyword=x&page=900').page).toBe(250);
    expect(parse('?keyword=x&page=900&limit=50').page).toBe(100);
    expect(parse(`?keyword=${'长'.repeat(40)}`).keyword).toHaveLength(30);
  });

  it('tells the landing (nothing asked) from a search of every company (a filter, or an empty keyword)', () => {
    expect(parse('').keyword).toBeNull();
    expect(parse('?keyword=').keyword).toBe('');
    expect(parse('?capital=lt100').keyword).toBe('');
    expect(seekSearchString(emptySeekState)).toBe('');
    expect(seekSearchString({ ...emptySeekState, keyword: '' })).toBe('?keyword=');
  });

  it('keeps the parameters that are not the search’s when the search changes', () => {
    const current = '?keyword=%E5%8D%8E%E7%91%9E&capital=lt100&saved=7';
    const next = toggleValue(parse(current), 'capital', 'lt100');
    expect(seekSearchKeeping(next, current)).toBe('?keyword=%E5%8D%8E%E7%91%9E&saved=7');
    expect(seekSearchKeeping(emptySeekState, '?page=2')).toBe('');
  });

  it('sends only what is set', () => {
    expect(seekQueryOf({ ...emptySeekState, keyword: '' })).toEqual({
      sort: 'relevance',
      page: 1,
      limit: 20,
    });
    expect(seekQueryOf(parse('?keyword=华瑞&flags=hasTel&page=2'))).toEqual({
      keyword: '华瑞',
      flags: ['hasTel'],
      sort: 'relevance',
      page: 2,
      limit: 20,
    });
  });

  it('toggles a value back to page 1, and clears every filter but the keyword and the sort', () => {
    const state = parse('?keyword=华瑞&capital=lt100&region=440000&sort=capital_desc&page=3');
    expect(toggleValue(state, 'capital', 'lt100')).toMatchObject({ capital: [], page: 1 });
    expect(toggleValue(state, 'status', '存续')).toMatchObject({ statuses: ['存续'], page: 1 });
    expect(filterCount(state)).toBe(2);
    const cleared = clearFilters(state);
    expect(filterCount(cleared)).toBe(0);
    expect(cleared).toMatchObject({ keyword: '华瑞', sort: 'capital_desc', page: 1 });
  });
});

describe('splitMatches', () => {
  it('splits at every occurrence, ignoring case; odd parts are the matches', () => {
    expect(splitMatches('华瑞科技华瑞', '华瑞')).toEqual(['', '华瑞', '科技', '华瑞', '']);
    expect(splitMatches('ABC abc', 'b')).toEqual(['A', 'B', 'C a', 'b', 'c']);
    expect(splitMatches('华瑞科技', '')).toEqual(['华瑞科技']);
    expect(splitMatches('华瑞科技', null)).toEqual(['华瑞科技']);
  });
});

describe('viewedAtText', () => {
  it('shows a China-time stamp as written, and an instant with a zone in China time', () => {
    expect(viewedAtText('2026-11-26 10:05:00')).toBe('2026-11-26 10:05');
    expect(viewedAtText('2026-11-26T02:05:00Z')).toBe('2026-11-26 10:05');
  });
});
