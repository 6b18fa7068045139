import { CustomRequestCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/**
 * The requester's custom data requests (under /api/api/ShopProduct/): every signed-in user files,
 * edits, withdraws and deletes their own, previews, prices and orders a processed one.
 */
export async function customRequestRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.shop.customRequests.requester;
  await app.register(async (scope) => {
    requireSession(scope);
    const serve = callServer(scope, ['定制需求']);
    serve(C.apply, (input, req) => s().apply(actorOf(req), input));
    serve(C.list, (input, req) => s().list(actorOf(req), input));
    serve(C.detail, (input, req) => s().detail(actorOf(req), input.id));
    serve(C.withdraw, (input, req) => s().withdraw(actorOf(req), input));
    serve(C.remove, (input, req) => s().remove(actorOf(req), input));
    serve(C.preview, (input, req) => s().preview(actorOf(req), input));
    serve(C.pricing, (input, req) => s().pricing(actorOf(req), input));
    serve(C.order, (input, req) => s().order(actorOf(req), input));
  });
}
