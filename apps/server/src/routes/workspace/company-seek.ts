import { SeekCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/**
 * The data-search box (/admin/Enterprise/conditionSearch, searchSuggest, recentViews; issue 15) and /data/entall's list (entall):
 * every call needs a session and data:search:seek (entall: data:search:entall; declared in the contract, checked by
 * callServer). Companies are shared knowledge; recently viewed companies are the caller's own.
 */
export async function companySeekRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.companySeek;
  await app.register(async (scope) => {
    requireSession(scope);
    const serve = callServer(scope, ['企业查询']);
    serve(C.search, (input, req) => s().search(authOf(req), input));
    serve(C.suggest, (input) => s().suggest(input.keyword));
    serve(C.recent, (_input, req) => s().recent(authOf(req)));
    serve(C.entall, (input, req) => s().entall(authOf(req), input));
  });
}
