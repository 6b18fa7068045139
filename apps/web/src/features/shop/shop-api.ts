import { ShopCalls, type GetShopDatasRequest, type GetShopDatasResponse } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/**
 * The list checks the page against the contract: an answer of another shape shows the list's
 * "unexpected data" error instead of broken cards.
 */
const checkedPage = (data: GetShopDatasResponse): GetShopDatasResponse =>
  ShopCalls.getShopDatas.output.parse(data);

/** One page of shop products (data-shop.md §7 getShopDatas); errors are shown by the list itself. */
export const shopProductsQuery = (request: GetShopDatasRequest) => ({
  ...callQuery(ShopCalls.getShopDatas, request, { silent: true }),
  select: checkedPage,
});
