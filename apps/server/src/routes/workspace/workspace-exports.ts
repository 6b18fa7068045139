import { idParamSchema, WorkspaceExportCalls as C, WorkspaceExportPaths as P } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, authOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';
import { permits } from '../../services/access/permits.ts';
import { XLSX_CONTENT_TYPE } from '../../services/shop/delivery/xlsx-writer.ts';
import { badRequest, forbidden } from '../../shared/errors.ts';

const tags = ['企业导出'];
const EXPORT_PERM = 'data:search:export' as const;

/**
 * Workspace exports within the organisation's capacity (/admin/Enterprise/exportSeek,
 * exportCompanies, exportList, exportFile/{id}; /sys/Users/capacityLog; issue 15 point 6): a session,
 * and data:search:export for everything but the capacity history (the caller's own organisation's,
 * as /config/resource shows it). Exports and files are the caller's own.
 */
export async function workspaceExportRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.workspaceExports;
  await app.register(async (scope) => {
    requireSession(scope);
    const serve = callServer(scope, tags);
    serve(C.seek, (input, req) => s().exportSeek(actorOf(req), input));
    serve(C.companies, (input, req) => s().exportCompanies(actorOf(req), input.company_ids, input.title));
    serve(C.list, (input, req) => s().list(authOf(req), input.page, input.limit));
    serve(C.capacityLog, (input, req) => s().capacityLog(authOf(req), input.page, input.limit));

    // the file is bytes, not an envelope: errors before sending still answer as envelopes
    scope.route({
      method: 'GET',
      url: P.file,
      schema: { summary: `${C.file.summary}（权限 ${EXPORT_PERM}）`, tags },
      config: { perm: EXPORT_PERM, inputKeys: [] },
      handler: async (request, reply) => {
        const auth = authOf(request);
        if (!permits(auth, EXPORT_PERM)) throw forbidden();
        const parsed = idParamSchema.safeParse(request.params ?? {});
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '导出记录编号不正确');
        const file = await s().file(auth, parsed.data.id);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    });
  });
}
