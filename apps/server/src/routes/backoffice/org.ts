import { OrgCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/**
 * Calls of the back-office area 'org' (registered in an authenticated scope): organisations
 * (/usermana/agentmana, sys:agent:*), agent categories (/admin/Category/*, sys:agentCate:*) and the
 * caller's own remaining capacity (/sys/Users/getAgentInfo, config:resource:view).
 */
export async function orgRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.org;

  // ── organisations ──────────────────────────────────────────────────────────────────────────
  const serve = callServer(app, ['机构管理']);
  serve(C.listAgents, (input, req) => s.agents.list(actorOf(req), input));
  serve(C.agentOptions, (_input, req) => s.agents.options(actorOf(req)));
  serve(C.getAgent, (input, req) => s.agents.get(actorOf(req), input.id));
  serve(C.createAgent, (input, req) => s.agents.create(actorOf(req), input));
  serve(C.updateAgent, (input, req) => s.agents.update(actorOf(req), input.id, input));
  serve(C.setAgentStatus, (input, req) => s.agents.setStatus(actorOf(req), input.id, input.status));
  serve(C.adjustQuota, (input, req) => s.agents.adjustQuota(actorOf(req), input.id, input));
  serve(C.quotaLog, (input, req) => s.agents.quotaLog(actorOf(req), input.id));
  serve(C.deleteAgent, (input, req) => s.agents.remove(actorOf(req), input.id));

  // ── the caller's own capacity ──────────────────────────────────────────────────────────────
  callServer(app, ['剩余容量'])(C.agentInfo, (input, req) =>
    s.agents.ownInfo(actorOf(req), input.usr_agent_id),
  );

  // ── agent categories ───────────────────────────────────────────────────────────────────────
  const serveCate = callServer(app, ['机构分类']);
  serveCate(C.categoryList, (input) => s.categories.list(input));
  serveCate(C.categoryAdd, (input, req) => s.categories.add(actorOf(req), input));
  serveCate(C.categoryEdit, (input, req) => s.categories.edit(actorOf(req), input.agent_cate_id, input));
  serveCate(C.categoryDelete, (input, req) => s.categories.remove(actorOf(req), input.agent_cate_id));
}
