import {
  addCartResponse,
  getShopBasicDatasResponse,
  getShopProductInfoResponse,
  shopBooleanResponse,
  ShopCartPaths,
  type AddCartResponse,
  type GetShopBasicDatasResponse,
  type ShopProduct,
} from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

export async function fetchProductInfo(shopProductId: number, signal?: AbortSignal): Promise<ShopProduct> {
  const data = await api.post<unknown>(
    ShopCartPaths.getShopProductInfo,
    { shop_product_id: shopProductId },
    { silent: true, signal },
  );
  return getShopProductInfoResponse.parse(data);
}

/** Page 1 of the product's companies (10 rows). */
export async function fetchPreview(
  shopProductId: number,
  signal?: AbortSignal,
): Promise<GetShopBasicDatasResponse> {
  const data = await api.post<unknown>(
    ShopCartPaths.getShopBasicDatas,
    { shop_product_id: shopProductId, page: 1, size: 10 },
    { silent: true, signal },
  );
  return getShopBasicDatasResponse.parse(data);
}

export async function fetchOnShelf(shopProductId: number): Promise<boolean> {
  const data = await api.post<unknown>(ShopCartPaths.getProductStatus, { shop_product_id: shopProductId });
  return shopBooleanResponse.parse(data);
}

export async function fetchInCart(
  sysUserId: number,
  shopProductId: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const data = await api.post<unknown>(
    ShopCartPaths.statusCart,
    { sys_user_id: sysUserId, shop_product_id: shopProductId },
    { silent: true, signal },
  );
  return shopBooleanResponse.parse(data);
}

/** Business answers (already in cart, withdrawn) come back as ApiError code 400 for the caller to show. */
export async function addToCart(sysUserId: number, shopProductId: number): Promise<AddCartResponse> {
  const data = await api.post<unknown>(
    ShopCartPaths.addCart,
    { sys_user_id: sysUserId, shop_product_id: shopProductId },
    { silent: true },
  );
  return addCartResponse.parse(data);
}
