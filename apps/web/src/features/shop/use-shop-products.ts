import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GetShopDatasRequest } from '@qishu/contract';
import { shopProductsQuery } from './shop-api.ts';

/** A page of products; while the next page loads the current one stays on screen. */
export function useShopProducts(request: GetShopDatasRequest) {
  return useQuery({ ...shopProductsQuery(request), placeholderData: keepPreviousData });
}
