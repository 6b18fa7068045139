import { getShopDatasResponse, type GetShopDatasRequest, type GetShopDatasResponse } from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

export const SHOP_PRODUCTS_PATH = '/api/ShopProduct/getShopDatas';

/** One page of shop products (data-shop.md §7 getShopDatas); errors are shown by the list itself. */
export async function fetchShopProducts(
  request: GetShopDatasRequest,
  signal?: AbortSignal,
): Promise<GetShopDatasResponse> {
  const data = await api.post<unknown>(SHOP_PRODUCTS_PATH, request, { silent: true, signal });
  return getShopDatasResponse.parse(data);
}
