import { AssignCalls as A, FollowCalls as F, LeadCalls as C, SaleLabelCalls as L } from '@qishu/contract';
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
    serve(C.collectSearch, (input, req) => s().collectSearch(authOf(req), input));
    serve(C.list, (input, req) => s().list(authOf(req), input));
    serve(C.collected, (input, req) => s().collected(authOf(req), input));
    serve(C.stage, (input, req) => s().moveStage(authOf(req), input));
    serve(C.events, (input, req) => s().events(authOf(req), input.id));
    serve(C.board, (input, req) => s().board(authOf(req), input));

    serve(L.list, (_input, req) => s().labels.list(authOf(req)));
    serve(L.create, (input, req) => s().labels.create(authOf(req), input));
    serve(L.update, (input, req) => s().labels.update(authOf(req), input));
    serve(L.remove, (input, req) => s().labels.remove(authOf(req), input.id));
    serve(L.apply, (input, req) => s().labels.apply(authOf(req), input));

    serve(F.log, (input, req) => s().follow.log(authOf(req), input));
    serve(F.records, (input, req) => s().follow.records(authOf(req), input));
    serve(F.due, (input, req) => s().follow.due(authOf(req), input));

    serve(A.team, (_input, req) => s().assign.team(authOf(req)));
    serve(A.updateMember, (input, req) => s().assign.updateMember(authOf(req), input));
    serve(A.deliver, (input, req) => s().assign.deliver(authOf(req), input));
    serve(A.rules, (_input, req) => s().assign.rules(authOf(req)));
    serve(A.createRule, (input, req) => s().assign.createRule(authOf(req), input));
    serve(A.updateRule, (input, req) => s().assign.updateRule(authOf(req), input));
    serve(A.removeRule, (input, req) => s().assign.removeRule(authOf(req), input.id));
    serve(A.release, (input, req) => s().assign.release(authOf(req), input));
    serve(A.claim, (input, req) => s().assign.claim(authOf(req), input));
    serve(A.claims, (input, req) => s().assign.claims(authOf(req), input));
    serve(A.decide, (input, req) => s().assign.decide(authOf(req), input));
    serve(A.moves, (input, req) => s().assign.moves(authOf(req), input));
  });
}
