import { MallOrderCalls as C, MallOrderPaths as P, orderFilterSchema } from '@qishu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, authOf } from '../../http/auth.ts';
import { badRequest, forbidden } from '../../shared/errors.ts';
import { callServer } from '../../http/serve-call.ts';
import { permits } from '../../services/access/permits.ts';
import { XLSX_TYPE } from '../../adapters/xlsx/xlsx-stream.ts';

const tags = ['数据商城运营'];

/** 订单管理 /malldata/ordermanage, 已发布数据 /malldata/publisheddata, 专题管理 /malldata/specialsubject. */
export async function mallOrderRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.mallOrders;
  const serve = callServer(app, tags);

  // ── 订单管理 ───────────────────────────────────────────────────────────────────────────
  serve(C.orders, (input) => s.orders.page(input));
  // the .xlsx is not an envelope: a plain route with the same permission check (before validation)
  app.route({
    method: 'GET',
    url: P.orderExport,
    schema: { summary: '导出商城订单（按列表的查询条件，.xlsx，流式）（权限 mall:order:export）', tags },
    config: { perm: 'mall:order:export', inputKeys: [] },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!permits(authOf(request), 'mall:order:export')) throw forbidden();
      const parsed = orderFilterSchema.safeParse(request.query ?? {});
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '查询条件不正确');
      const file = await s.orders.export(parsed.data);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });
  serve(C.order, (input) => s.orders.detail(input.id));
  serve(C.resendOrder, (input, req) => s.orders.resend(actorOf(req), input.id, input.email));

  // ── 已发布数据 ─────────────────────────────────────────────────────────────────────────
  serve(C.published, (input) => s.published.page(input));
  serve(C.downloadPublished, (input, req) => s.published.download(actorOf(req), input.id));
  serve(C.resendPublished, (input, req) => s.published.resend(actorOf(req), input.id, input.email));

  // ── 专题管理 ───────────────────────────────────────────────────────────────────────────
  serve(C.subjects, (input) => s.subjects.page(input));
  serve(C.subjectProducts, (input) => s.subjects.findProducts(input.keyword));
  serve(C.subject, (input) => s.subjects.one(input.id));
  serve(C.createSubject, (input, req) => s.subjects.create(actorOf(req), input));
  serve(C.updateSubject, (input, req) => s.subjects.update(actorOf(req), input.id, input));
  serve(C.deleteSubject, async (input, req) => {
    await s.subjects.remove(actorOf(req), input.id);
    return { ok: true as const };
  });
}
