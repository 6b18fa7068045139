import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GetShopDatasRequest } from '@qishu/contract';
import { fetchShopProducts } from './shop-api.ts';

export function shopProductsQueryKey(request: GetShopDatasRequest) {
  return ['shop', 'products', request] as const;
}

/** A page of products; while the next page loads the current one stays on screen. */
export function useShopProducts(request: GetShopDatasRequest) {
  return useQuery({
    queryKey: shopProductsQueryKey(request),
    queryFn: ({ signal }) => fetchShopProducts(request, signal),
    placeholderData: keepPreviousData,
  });
}
