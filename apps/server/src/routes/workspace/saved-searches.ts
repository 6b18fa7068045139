import { SavedSearchCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/**
 * Saved searches (/admin/Enterprise/saveSearchCondition, searchList, delSearch, watchSearch; issue 15
 * point 3): a session and the data:condition:* permission each call declares; every call works on the
 * caller's own saved searches.
 */
export async function savedSearchRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.savedSearches;
  await app.register(async (scope) => {
    requireSession(scope);
    const serve = callServer(scope, ['搜索条件']);
    serve(C.save, (input, req) => s().save(authOf(req), input));
    serve(C.list, (input, req) => s().list(authOf(req), input.page, input.limit));
    serve(C.remove, (input, req) => s().remove(authOf(req), input.id));
    serve(C.watch, (input, req) => s().watch(authOf(req), input));
  });
}
