import {
  BadgeCalls,
  LogCalls as C,
  loginLogFilterSchema,
  LogPaths as P,
  operationLogFilterSchema,
  type Perm,
} from '@qishu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { actorOf, authOf } from '../../http/auth.ts';
import { badRequest, forbidden } from '../../shared/errors.ts';
import { callServer } from '../../http/serve-call.ts';
import { permits } from '../../services/access/permits.ts';
import { XLSX_TYPE, type XlsxDownload } from '../../adapters/xlsx/xlsx-stream.ts';

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
  const serve = callServer(app, tags);

  // ── 登录日志 /logmana/alllog ─────────────────────────────────────────────────────────────
  serve(C.smsOutbox, (input) => s.logs.smsPage(input));
  serve(C.loginLog, (input) => s.logs.loginPage(input));
  defineExport(app, {
    url: P.loginLogExport,
    summary: '导出登录日志（.xlsx，流式）',
    perm: 'log:login:export',
    query: loginLogFilterSchema,
    run: (filter) => s.logs.exportLogin(filter),
  });

  // ── 操作日志 /sys/adminlog ───────────────────────────────────────────────────────────────
  serve(C.operationLog, (input) => s.logs.operationPage(input));
  defineExport(app, {
    url: P.operationLogExport,
    summary: '导出操作日志（.xlsx，流式）',
    perm: 'log:operation:export',
    query: operationLogFilterSchema,
    run: (filter) => s.logs.exportOperation(filter),
  });
  serve(C.operationLogOne, (input) => s.logs.operation(input.id));

  // ── 异常处理 /logmana/realupdate ─────────────────────────────────────────────────────────
  serve(C.failures, (input) => s.failures.page(input));
  serve(C.failureHandle, (input, req) => s.failures.handle(actorOf(req), input.kind, input.id, input.remark));
  serve(C.failureRetry, (input, req) => s.failures.retryJob(actorOf(req), input.id));
  serve(BadgeCalls.untreatedCount, () => s.failures.openCount());
  serve(BadgeCalls.untreatedCountGet, () => s.failures.openCount());
}
