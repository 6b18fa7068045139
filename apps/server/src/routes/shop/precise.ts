import { PreciseCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

const tags = ['精准查询'];

/**
 * The precise-search export wizard (under /api/api/ShopProduct/): option groups and pricing are
 * public; searching, ordering and the buyer's list need a session.
 */
export async function preciseRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.shop.precise;

  const serve = callServer(app, tags);
  serve(C.searchCondition, () => Promise.resolve(s().searchCondition()));
  serve(C.getNumsToPrices, (input) => s().numsToPrices(input));

  await app.register(async (scope) => {
    requireSession(scope);
    const serveOwn = callServer(scope, tags);
    serveOwn(C.accurateScreening, (input, req) => s().accurateScreening(authOf(req), input));
    serveOwn(C.addAccurateScreeningOrder, (input, req) => s().addOrder(authOf(req), input));
    serveOwn(C.getAccurateOrderList, (input, req) => s().orderList(authOf(req), input));
  });
}
