import { LeadCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/**
 * Sales leads (issue 16): a session and the sale:* permission each call declares; every call works
 * within the caller's organisation and the role's data scope (repositories/sales-leads/lead-scope.ts).
 */
export async function salesLeadRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.salesLeads;
  await app.register(async (scope) => {
    requireSession(scope);
    const serve = callServer(scope, ['销售线索']);
    serve(C.collect, (input, req) => s().collect(authOf(req), input));
    serve(C.list, (input, req) => s().list(authOf(req), input));
    serve(C.stage, (input, req) => s().moveStage(authOf(req), input));
    serve(C.events, (input, req) => s().events(authOf(req), input.id));
    serve(C.board, (input, req) => s().board(authOf(req), input));
  });
}
