import type { QueryClient } from '@tanstack/react-query';
import { ShopPageSize } from '@qishu/contract';
import { byRecordCount, hotOnly } from './mall-sections.ts';
import { shopProductsQuery } from './shop-api.ts';
import { parseMallQuery } from './use-mall-query.ts';

function positivePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * Starts the first screen's product pages of /mall (the hot six and the first 高质量数据 page) while
 * the page's code is still loading; the lists then find them in the cache (same keys as ProductList).
 */
export function prefetchMallFirstScreen(client: QueryClient, search: string): void {
  const query = parseMallQuery(new URLSearchParams(search));
  void client.prefetchQuery(shopProductsQuery({ ...hotOnly, page: 1, pagesize: ShopPageSize.hot }));
  void client.prefetchQuery(
    shopProductsQuery({ ...byRecordCount, page: query.qpage, pagesize: ShopPageSize.home }),
  );
}

/** The same for /popular: its page of hot products. */
export function prefetchPopularFirstScreen(client: QueryClient, search: string): void {
  const page = positivePage(new URLSearchParams(search).get('page'));
  void client.prefetchQuery(shopProductsQuery({ ...hotOnly, page, pagesize: ShopPageSize.mall }));
}
