import { QueryCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/**
 * The advanced query (/admin/Enterprise/advancedQuery; issue 15 point 2): a session and
 * data:search:query (declared in the contract, checked by callServer). Companies are shared
 * knowledge: no data scope.
 */
export async function companyQueryRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.companyQuery;
  await app.register(async (scope) => {
    requireSession(scope);
    const serve = callServer(scope, ['高级查询']);
    serve(C.query, (input, req) => s().query(authOf(req), input));
  });
}
