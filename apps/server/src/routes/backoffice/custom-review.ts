import multipart from '@fastify/multipart';
import {
  customAttachResponse,
  CustomRequestLimits as L,
  CustomRequestMessages as M,
  CustomRequestPaths as P,
  CustomReviewCalls as C,
  idParamSchema,
  ok,
  type Perm,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { requirePerm } from '../../http/require-perm.ts';
import { callServer } from '../../http/serve-call.ts';
import { XLSX_CONTENT_TYPE } from '../../services/shop/delivery/index.ts';
import { badRequest } from '../../shared/errors.ts';

const tags = ['定制审核'];
const PROCESS: Perm = 'mall:custom:process';

/**
 * 定制审核 /sys/apply (platform back-office, mall:custom:*): the queue, approve, reject, attach the
 * data as a precise search or an uploaded .xlsx (multipart, field `file`), finish; and the empty
 * template with the export's header row.
 */
export async function customReviewRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.shop.customRequests.review;
  const serve = callServer(app, tags);
  serve(C.list, (input) => s().list(input));
  serve(C.agents, () => s().agents());
  serve(C.detail, (input) => s().detail(input.id));
  serve(C.approve, (input, req) => s().approve(actorOf(req), input.id));
  serve(C.reject, (input, req) => s().reject(actorOf(req), input.id, input.reason));
  serve(C.attachSearch, (input, req) => s().attachSearch(actorOf(req), input.id, input));
  serve(C.finish, (input, req) => s().finish(actorOf(req), input.id, input));

  // the template is a file, not an envelope
  app.route({
    method: 'GET',
    url: P.template,
    schema: { summary: `定制数据模板（.xlsx，导出列的表头）（权限 ${PROCESS}）`, tags },
    config: { perm: PROCESS, inputKeys: [] },
    preValidation: requirePerm(PROCESS),
    handler: async (_request, reply) => {
      const name = encodeURIComponent('定制数据模板.xlsx');
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .header('cache-control', 'no-store')
        .send(await s().template());
    },
  });

  // the upload: multipart in a scope of its own; the size limit cuts the file and the service refuses it
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: L.fileMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    scope.route({
      method: 'POST',
      url: P.attachFile,
      schema: {
        summary: `上传Excel文件作为处理结果（multipart：file；导出列表头，≤20MB）（权限 ${PROCESS}）`,
        tags,
        params: idParamSchema,
      },
      config: { perm: PROCESS, inputKeys: ['id'] },
      preValidation: requirePerm(PROCESS),
      handler: async (request) => {
        const { id } = request.params as { id: number };
        if (!request.isMultipart()) throw badRequest(M.fileRequired);
        const part = await request.file().catch(() => {
          throw badRequest(M.fileUnreadable);
        });
        if (part?.fieldname !== 'file') {
          await part?.toBuffer().catch(() => undefined);
          throw badRequest(M.fileRequired);
        }
        const answer = await s().attachFile(actorOf(request), id, {
          filename: part.filename,
          mimetype: part.mimetype,
          stream: part.file,
        });
        return ok(customAttachResponse.parse(answer));
      },
    });
  });
}
