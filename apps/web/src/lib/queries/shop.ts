import { ShopCartCalls, ShopPageSize } from '@qishu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callKey, callQuery } from '../api/index.ts';

/**
 * Shop reads that several features share (the cart page, the product detail, the purchase modal,
 * my orders), so that none of them copies another's cache key.
 */

/** A page of the shopper's cart (10 a page). */
export const cartListQuery = (sysUserId: number, page: number) =>
  callQuery(
    ShopCartCalls.getCartList,
    { sys_user_id: sysUserId, page, size: ShopPageSize.cart },
    { silent: true },
  );

/** Whether a product is already in the shopper's cart. */
export const inCartQuery = (sysUserId: number, shopProductId: number) =>
  callQuery(
    ShopCartCalls.statusCart,
    { sys_user_id: sysUserId, shop_product_id: shopProductId },
    { silent: true },
  );

/** Whether the shopper has already paid for a product (then it is 已购买, not to be bought again). */
export const boughtQuery = (sysUserId: number, shopProductId: number) =>
  callQuery(
    ShopCartCalls.statusBought,
    { sys_user_id: sysUserId, shop_product_id: shopProductId },
    { silent: true },
  );

/** A page of the shopper's orders, unpaid (0) or paid (1). */
export const userOrdersQuery = (sysUserId: number, status: 0 | 1, page: number) =>
  callQuery(
    ShopCartCalls.getUserOrders,
    { sys_user_id: sysUserId, status, page, size: ShopPageSize.orders },
    { silent: true },
  );

/** After an add whose in-cart flag the caller already set: every cart page loads again. */
export function invalidateCartList(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: callKey(ShopCartCalls.getCartList) });
}

/** After the cart changed: every cart page and every in-cart flag load again. */
export function invalidateCart(client: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateCartList(client),
    client.invalidateQueries({ queryKey: callKey(ShopCartCalls.statusCart) }),
  ]);
}

/** After an order was placed, paid or sent: my orders load again. */
export function invalidateUserOrders(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: callKey(ShopCartCalls.getUserOrders) });
}

/**
 * After a purchase was paid: the product left the cart (the server took it out) and is bought, so
 * the cart pages, the in-cart and bought flags and my orders load again.
 */
export function invalidateAfterPurchase(client: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateCart(client),
    client.invalidateQueries({ queryKey: callKey(ShopCartCalls.statusBought) }),
    invalidateUserOrders(client),
  ]);
}
