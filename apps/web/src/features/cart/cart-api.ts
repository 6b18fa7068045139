import {
  delCartResponse,
  getCartListResponse,
  ShopCartPaths,
  ShopPageSize,
  type GetCartListResponse,
} from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

export async function fetchCart(
  sysUserId: number,
  page: number,
  signal?: AbortSignal,
): Promise<GetCartListResponse> {
  const data = await api.post<unknown>(
    ShopCartPaths.getCartList,
    { sys_user_id: sysUserId, page, size: ShopPageSize.cart },
    { silent: true, signal },
  );
  return getCartListResponse.parse(data);
}

/** Errors are toasted by the client. */
export async function deleteCartItem(sysUserId: number, shopCartId: number): Promise<string> {
  const data = await api.post<unknown>(ShopCartPaths.delCart, {
    sys_user_id: sysUserId,
    shop_cart_id: shopCartId,
  });
  return delCartResponse.parse(data).message;
}
