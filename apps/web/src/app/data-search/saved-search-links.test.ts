import { describe, expect, it } from 'vitest';
import { parseSeekParams } from '../../features/company-seek/seek-params.ts';
import { conditionOf, savedSearchHref } from './saved-search-links.ts';

describe('a saved search on the search page', () => {
  it('opens with exactly its conditions, and saving them back gives the same conditions', () => {
    const condition = {
      keyword: '科技',
      region: '440300',
      industry: 'I',
      capital: ['100-200' as const, 'lt100' as const],
      statuses: ['存续' as const],
      flags: ['hasMobile' as const],
    };
    const href = savedSearchHref({ id: 7, condition });
    expect(href.startsWith('/data/seek?')).toBe(true);
    const params = new URL(href, 'http://x').searchParams;
    expect(params.get('saved')).toBe('7');
    // the search page orders the values as the contract lists them
    expect(conditionOf(parseSeekParams(params))).toEqual({ ...condition, capital: ['lt100', '100-200'] });
  });

  it('keeps a filters-only search a search of every company', () => {
    const href = savedSearchHref({ id: 3, condition: { region: '110000' } });
    const state = parseSeekParams(new URL(href, 'http://x').searchParams);
    expect(state.keyword).toBe('');
    expect(conditionOf(state)).toEqual({ region: '110000' });
  });
});
