import { ShopCalls, type GetShopDatasRequest, type GetShopDatasResponse } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/**
 * The list takes a page only with the product rows and the count it draws from: another answer
 * shows the list's "unexpected data" error instead of broken cards. (The server checks every answer
 * against the contract's schema before it sends it; the browser does not load zod for the shop.)
 */
const checkedPage = (data: GetShopDatasResponse): GetShopDatasResponse => {
  const page = data as Partial<GetShopDatasResponse> | null;
  if (!Array.isArray(page?.res) || typeof page.count !== 'number') throw new TypeError('unexpected page');
  return data;
};

/** One page of shop products (data-shop.md §7 getShopDatas); errors are shown by the list itself. */
export const shopProductsQuery = (request: GetShopDatasRequest) => ({
  ...callQuery(ShopCalls.getShopDatas, request, { silent: true }),
  select: checkedPage,
});
