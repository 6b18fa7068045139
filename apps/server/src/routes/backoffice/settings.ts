import { SettingsCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/** 参数设置 /sys/param and 行业分类 /sys/industrycate (resource style). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.settings;
  const serve = callServer(app, ['系统设置']);

  // ── 参数设置 ───────────────────────────────────────────────────────────────────────────
  serve(C.listParams, (input) => s.params.page(input));
  serve(C.getParam, (input) => s.params.one(input.key));
  serve(C.createParam, (input, req) => s.params.create(actorOf(req), input));
  serve(C.updateParam, (input, req) => s.params.update(actorOf(req), input.key, input));
  serve(C.deleteParam, async (input, req) => {
    await s.params.remove(actorOf(req), input.key);
    return { ok: true as const };
  });

  // ── 行业分类 ───────────────────────────────────────────────────────────────────────────
  serve(C.industryTree, (input) => s.industries.tree(input.keyword));
  serve(C.getIndustry, (input) => s.industries.one(input.code));
  serve(C.createIndustry, (input, req) => s.industries.create(actorOf(req), input));
  serve(C.renameIndustry, (input, req) => s.industries.rename(actorOf(req), input.code, input.name));
  serve(C.deleteIndustry, async (input, req) => {
    await s.industries.remove(actorOf(req), input.code);
    return { ok: true as const };
  });
}
