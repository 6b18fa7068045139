import {
  downloadLinkSchema,
  idParamSchema,
  mallOrderDetailSchema,
  mallOrderPageSchema,
  MallOrderPaths as P,
  orderFilterSchema,
  orderQuerySchema,
  publishedPageSchema,
  publishedQuerySchema,
  resendInputSchema,
  resendResultSchema,
  subjectInputSchema,
  subjectPageSchema,
  subjectProductListSchema,
  subjectProductQuerySchema,
  subjectQuerySchema,
  subjectRowSchema,
} from '@qishu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { permits } from '../../services/access/permits.ts';
import { XLSX_TYPE } from '../../services/backoffice/logs/xlsx-stream.ts';

const tags = ['数据商城运营'];
const done = z.object({ ok: z.literal(true) });

/** 订单管理 /malldata/ordermanage, 已发布数据 /malldata/publisheddata, 专题管理 /malldata/specialsubject. */
export async function mallOrderRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.mallOperations;

  // ── 订单管理 ───────────────────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.orders,
    summary: '商城订单列表（按订单号/手机号/产品名、支付状态、发送状态、下单时间搜索）',
    tags,
    perm: 'mall:order:list',
    query: orderQuerySchema,
    response: mallOrderPageSchema,
    handler: (input) => s.orders.page(input),
  });
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
  defineCall(app, {
    method: 'GET',
    url: P.order,
    summary: '一个商城订单：支付记录与每次发送',
    tags,
    perm: 'mall:order:list',
    params: idParamSchema,
    response: mallOrderDetailSchema,
    handler: (input) => s.orders.detail(input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.orderResend,
    summary: '补发订单数据（已支付订单；可发往另一邮箱）',
    tags,
    perm: 'mall:order:resend',
    params: idParamSchema,
    body: resendInputSchema,
    response: resendResultSchema,
    handler: (input, req) => s.orders.resend(actorOf(req), input.id, input.email),
  });

  // ── 已发布数据 ─────────────────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.published,
    summary: '已交付给用户的数据文件（按订单号/手机号/邮箱/文件名、状态、原因、时间搜索）',
    tags,
    perm: 'mall:published:list',
    query: publishedQuerySchema,
    response: publishedPageSchema,
    handler: (input) => s.published.page(input),
  });
  defineCall(app, {
    method: 'POST',
    url: P.publishedDownload,
    summary: '数据文件的限时下载链接',
    tags,
    perm: 'mall:published:download',
    params: idParamSchema,
    response: downloadLinkSchema,
    handler: (input, req) => s.published.download(actorOf(req), input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.publishedResend,
    summary: '重新发送数据文件（默认发往原邮箱）',
    tags,
    perm: 'mall:published:resend',
    params: idParamSchema,
    body: resendInputSchema,
    response: resendResultSchema,
    handler: (input, req) => s.published.resend(actorOf(req), input.id, input.email),
  });

  // ── 专题管理 ───────────────────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.subjects,
    summary: '专题列表（按名称、状态搜索）',
    tags,
    perm: 'mall:subject:list',
    query: subjectQuerySchema,
    response: subjectPageSchema,
    handler: (input) => s.subjects.page(input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.subjectProducts,
    summary: '专题表单的数据产品选择（按名称）',
    tags,
    perm: 'mall:subject:list',
    query: subjectProductQuerySchema,
    response: subjectProductListSchema,
    handler: (input) => s.subjects.findProducts(input.keyword),
  });
  defineCall(app, {
    method: 'GET',
    url: P.subject,
    summary: '一个专题',
    tags,
    perm: 'mall:subject:list',
    params: idParamSchema,
    response: subjectRowSchema,
    handler: (input) => s.subjects.one(input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.subjects,
    summary: '新增专题',
    tags,
    perm: 'mall:subject:create',
    body: subjectInputSchema,
    response: subjectRowSchema,
    handler: (input, req) => s.subjects.create(actorOf(req), input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.subject,
    summary: '编辑专题',
    tags,
    perm: 'mall:subject:update',
    params: idParamSchema,
    body: subjectInputSchema,
    response: subjectRowSchema,
    handler: (input, req) => s.subjects.update(actorOf(req), input.id, input),
  });
  defineCall(app, {
    method: 'DELETE',
    url: P.subject,
    summary: '删除专题',
    tags,
    perm: 'mall:subject:delete',
    params: idParamSchema,
    response: done,
    handler: async (input, req) => {
      await s.subjects.remove(actorOf(req), input.id);
      return { ok: true as const };
    },
  });
}
