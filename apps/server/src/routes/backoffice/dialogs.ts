import { UsrCateCalls, type UsrCateFamily } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/**
 * Calls of the back-office area 'dialogs' (registered in an authenticated scope): user groups
 * (usr_cate) for the organisation (/admin/usrcate, config:category:*) and for the platform
 * (/sys/usrcate, sys:usrCate:*). The customisation request's calls are routes/shop/custom-requests.ts.
 */
export async function dialogsRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.dialogs;

  // ── user groups: one resource per audience ─────────────────────────────────────────────────
  const families: { family: UsrCateFamily; tags: string[] }[] = [
    { family: 'org', tags: ['分组管理'] },
    { family: 'platform', tags: ['分组分类'] },
  ];

  callServer(app, ['分组分类'])(UsrCateCalls.platformAgents, (_input, req) =>
    s.usrCates.agents(actorOf(req)),
  );

  for (const { family, tags } of families) {
    const serve = callServer(app, tags);
    const C = UsrCateCalls[family];
    serve(C.list, (input, req) => s.usrCates.list(actorOf(req), input));
    serve(C.get, (input, req) => s.usrCates.get(actorOf(req), input.id));
    serve(C.create, (input, req) => s.usrCates.create(actorOf(req), input));
    serve(C.update, (input, req) => s.usrCates.update(actorOf(req), input.id, input));
    serve(C.remove, async (input, req) => {
      await s.usrCates.remove(actorOf(req), input.id);
      return { ok: true as const };
    });
  }
}
