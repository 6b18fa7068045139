import { ShopCartCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

const tags = ['数据商城'];

/** Shop calls of the 'cart' part (under /api/api/ShopProduct/): product detail, cart, account orders. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.shop.cart;

  // public: browsing a product
  const serve = callServer(app, tags);
  serve(C.getShopProductInfo, (input) => s().productInfo(input));
  serve(C.getShopBasicDatas, (input) => s().preview(input));
  serve(C.getProductStatus, (input) => s().onShelf(input));

  // the shopper's own cart and orders
  await app.register(async (scope) => {
    requireSession(scope);
    const serveOwn = callServer(scope, tags);
    serveOwn(C.statusCart, (input, req) => s().inCart(authOf(req), input));
    serveOwn(C.statusBought, (input, req) => s().bought(authOf(req), input));
    serveOwn(C.addCart, (input, req) => s().addCart(authOf(req), input));
    serveOwn(C.getCartList, (input, req) => s().cartList(authOf(req), input));
    serveOwn(C.delCart, (input, req) => s().delCart(authOf(req), input));
    serveOwn(C.getUserOrders, (input, req) => s().userOrders(authOf(req), input));
  });
}
