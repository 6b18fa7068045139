import { ShopPageSize, type GetShopDatasRequest } from './shop.ts';

/**
 * The reads a shop landing page's first screen makes, so the server can answer them inside the
 * page's HTML (apps/server/src/http/first-screen.ts) and the web finds them there instead of asking
 * after its code has loaded (apps/web/src/features/shop/mall-prefetch.ts): the products show with
 * the first paint. Both sides take the reads from here, so the web's cache keys match what the
 * server wrote. Only what any visitor sees: nothing here depends on who is signed in.
 */

export * from './first-screen-markers.ts';

/** The hot products (the mall's hot six and /popular). */
export const hotProductsFilter = { is_hot: 1 } as const satisfies GetShopDatasRequest;
/** The mall's 高质量数据: most records first. */
export const byRecordCountFilter = { field: 'counts' } as const satisfies GetShopDatasRequest;

export type FirstScreenRead =
  | { call: 'siteInfo' }
  | { call: 'shopProducts'; input: GetShopDatasRequest }
  /** the precise-search wizard's option groups (its first step's rows) */
  | { call: 'preciseConditions' };

/** One read and its answer (the call's `data`), as the server wrote it into the page. */
export interface FirstScreenAnswer {
  read: FirstScreenRead;
  data: unknown;
}

/** A page number from the address: a whole number from 1, else 1 (as the lists read it). */
export function pageFromAddress(value: string | null): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : 1;
}

/** A parameter of an address's query string, as URLSearchParams reads it (the contract has no DOM). */
function searchParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const eq = pair.indexOf('=');
    if ((eq < 0 ? pair : pair.slice(0, eq)) !== name) continue;
    const value = eq < 0 ? '' : pair.slice(eq + 1).replace(/\+/g, ' ');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The shop's landing pages whose first screen the server answers (and draws) inside the page. */
export const FIRST_SCREEN_PAGES = ['/mall', '/popular', '/custom'] as const;

/** The first screen's reads of a page address (none for a page that is not a shop landing page). */
export function firstScreenReads(pathname: string, search: string): FirstScreenRead[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/mall') {
    return [
      { call: 'siteInfo' },
      { call: 'shopProducts', input: { ...hotProductsFilter, page: 1, pagesize: ShopPageSize.hot } },
      {
        call: 'shopProducts',
        input: {
          ...byRecordCountFilter,
          page: pageFromAddress(searchParam(search, 'qpage')),
          pagesize: ShopPageSize.home,
        },
      },
    ];
  }
  if (path === '/popular') {
    return [
      { call: 'siteInfo' },
      {
        call: 'shopProducts',
        input: {
          ...hotProductsFilter,
          page: pageFromAddress(searchParam(search, 'page')),
          pagesize: ShopPageSize.mall,
        },
      },
    ];
  }
  // 数据定制: the site facts (its introduction and the footer); its forms wait for a login. On the
  // precise tab, the wizard's option groups too: its first step is drawn whole, not grown later
  if (path === '/custom') {
    return searchParam(search, 'tab') === 'precise'
      ? [{ call: 'siteInfo' }, { call: 'preciseConditions' }]
      : [{ call: 'siteInfo' }];
  }
  return [];
}
