import { ShopCartCalls } from '@qishu/contract';
import { callApi } from '../../lib/api/index.ts';

/** Errors are toasted by the client. */
export async function deleteCartItem(sysUserId: number, shopCartId: number): Promise<string> {
  const data = await callApi(ShopCartCalls.delCart, { sys_user_id: sysUserId, shop_cart_id: shopCartId });
  return data.message;
}
