import {
  BadgePaths,
  countResponse,
  failureKeySchema,
  failurePageSchema,
  failureQuerySchema,
  failureRowSchema,
  handleFailureSchema,
  idParamSchema,
  loginLogFilterSchema,
  loginLogPageSchema,
  loginLogQuerySchema,
  LogPaths as P,
  operationLogDetailSchema,
  operationLogFilterSchema,
  operationLogPageSchema,
  operationLogQuerySchema,
  smsOutboxPageSchema,
  smsOutboxQuerySchema,
  type Perm,
} from '@qishu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { permits } from '../../services/access/permits.ts';
import { XLSX_TYPE, type XlsxDownload } from '../../services/backoffice/logs/xlsx-stream.ts';

const tags = ['日志管理'];

/**
 * A streamed .xlsx download: checks the permission and the filter (envelope errors as usual), then
 * sends the workbook as it is written.
 */
function defineExport<S extends z.ZodType>(
  app: FastifyInstance,
  spec: {
    url: string;
    summary: string;
    perm: Perm;
    query: S;
    run: (filter: z.output<S>) => Promise<XlsxDownload>;
  },
): void {
  app.route({
    method: 'GET',
    url: spec.url,
    schema: { summary: `${spec.summary}（权限 ${spec.perm}）`, tags },
    config: { perm: spec.perm, inputKeys: [] },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!permits(authOf(request), spec.perm)) throw forbidden();
      const parsed = spec.query.safeParse(request.query ?? {});
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '查询条件不正确');
      const file = await spec.run(parsed.data);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });
}

/** 登录日志, 操作日志 and 异常处理 (platform back-office; every call declares its permission). */
export async function logsRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.logs;

  // ── 登录日志 /logmana/alllog ─────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.smsOutbox,
    summary: '短信发件箱：按手机号、状态、时间查询（分页）',
    tags,
    perm: 'msg:sms:list',
    query: smsOutboxQuerySchema,
    response: smsOutboxPageSchema,
    handler: (input) => s.logs.smsPage(input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.loginLog,
    summary: '登录日志：按手机号、组织、结果、时间查询（分页）',
    tags,
    perm: 'log:login:list',
    query: loginLogQuerySchema,
    response: loginLogPageSchema,
    handler: (input) => s.logs.loginPage(input),
  });
  defineExport(app, {
    url: P.loginLogExport,
    summary: '导出登录日志（.xlsx，流式）',
    perm: 'log:login:export',
    query: loginLogFilterSchema,
    run: (filter) => s.logs.exportLogin(filter),
  });

  // ── 操作日志 /sys/adminlog ───────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.operationLog,
    summary: '操作日志：按操作人、操作、对象、时间查询（分页）',
    tags,
    perm: 'log:operation:list',
    query: operationLogQuerySchema,
    response: operationLogPageSchema,
    handler: (input) => s.logs.operationPage(input),
  });
  defineExport(app, {
    url: P.operationLogExport,
    summary: '导出操作日志（.xlsx，流式）',
    perm: 'log:operation:export',
    query: operationLogFilterSchema,
    run: (filter) => s.logs.exportOperation(filter),
  });
  defineCall(app, {
    method: 'GET',
    url: P.operationLogOne,
    summary: '操作日志详情：修改前后的数据',
    tags,
    perm: 'log:operation:list',
    params: idParamSchema,
    response: operationLogDetailSchema,
    handler: (input) => s.logs.operation(input.id),
  });

  // ── 异常处理 /logmana/realupdate ─────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.failures,
    summary: '异常处理：失败的后台任务与邮件（分页）',
    tags,
    perm: 'log:realtime:list',
    query: failureQuerySchema,
    response: failurePageSchema,
    handler: (input) => s.failures.page(input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.failureHandle,
    summary: '处理异常：填写处理说明并标记为已处理',
    tags,
    perm: 'log:realtime:handle',
    params: failureKeySchema,
    body: handleFailureSchema,
    response: failureRowSchema,
    handler: (input, req) => s.failures.handle(actorOf(req), input.kind, input.id, input.remark),
  });
  defineCall(app, {
    method: 'POST',
    url: P.failureRetry,
    summary: '重试失败的后台任务（重新排队，立即执行）',
    tags,
    perm: 'log:realtime:handle',
    params: idParamSchema,
    response: z.object({ job_id: z.number().int(), status: z.string() }),
    handler: (input, req) => s.failures.retryJob(actorOf(req), input.id),
  });
  for (const method of ['POST', 'GET'] as const)
    defineCall(app, {
      method,
      url: BadgePaths.untreatedCount,
      summary: '顶栏“错误处理”角标：未处理的异常数',
      tags,
      perm: 'log:realtime:list',
      response: countResponse,
      handler: () => s.failures.openCount(),
    });
}
