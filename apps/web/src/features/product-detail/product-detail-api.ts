import { ShopCartCalls, ShopPageSize } from '@qishu/contract';
import { callApi, callQuery } from '../../lib/api/index.ts';

/** The product's own facts, when the opener did not already have them. */
export const productInfoQuery = (shopProductId: number) =>
  callQuery(ShopCartCalls.getShopProductInfo, { shop_product_id: shopProductId }, { silent: true });

/** Page 1 of the product's companies (10 rows). */
export const productPreviewQuery = (shopProductId: number) =>
  callQuery(
    ShopCartCalls.getShopBasicDatas,
    { shop_product_id: shopProductId, page: 1, size: ShopPageSize.preview },
    { silent: true },
  );

export function fetchOnShelf(shopProductId: number): Promise<boolean> {
  return callApi(ShopCartCalls.getProductStatus, { shop_product_id: shopProductId });
}

/** Business answers (already in cart, withdrawn) come back as ApiError code 400 for the caller to show. */
export function addToCart(sysUserId: number, shopProductId: number) {
  return callApi(
    ShopCartCalls.addCart,
    { sys_user_id: sysUserId, shop_product_id: shopProductId },
    { silent: true },
  );
}
