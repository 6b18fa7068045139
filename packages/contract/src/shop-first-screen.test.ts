import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PAGES, firstScreenReads } from './shop-first-screen.ts';

const quality = (page: number) => ({ call: 'shopProducts', input: { field: 'counts', page, pagesize: 5 } });

describe('firstScreenReads', () => {
  it('reads the page numbers as the lists do (URLSearchParams, whole numbers from 1)', () => {
    expect(firstScreenReads('/mall', '?cate=2&qpage=3')[2]).toEqual(quality(3));
    expect(firstScreenReads('/mall/', 'qpage=%33')[2]).toEqual(quality(3));
    for (const bad of ['?qpage=0', '?qpage=-2', '?qpage=1.5', '?qpage=x', '?qpage=%E0%A4%A', ''])
      expect(firstScreenReads('/mall', bad)[2], bad).toEqual(quality(1));
    expect(firstScreenReads('/popular', '?page=4')[1]).toEqual({
      call: 'shopProducts',
      input: { is_hot: 1, page: 4, pagesize: 10 },
    });
  });

  it('every landing page named has reads', () => {
    for (const page of FIRST_SCREEN_PAGES) expect(firstScreenReads(page, '').length, page).toBeGreaterThan(0);
  });

  it('/custom reads the site facts, and on its precise tab the wizard’s option groups', () => {
    expect(firstScreenReads('/custom', '')).toEqual([{ call: 'siteInfo' }]);
    expect(firstScreenReads('/custom', '?tab=personal')).toEqual([{ call: 'siteInfo' }]);
    expect(firstScreenReads('/custom', '?tab=precise')).toEqual([
      { call: 'siteInfo' },
      { call: 'preciseConditions' },
    ]);
  });

  it('has no reads for any other address', () => {
    for (const path of ['/', '/mallx', '/customs', '/manin/cart', '/admin'])
      expect(firstScreenReads(path, ''), path).toEqual([]);
  });
});
