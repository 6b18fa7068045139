import fs from 'node:fs';
import multipart from '@fastify/multipart';
import {
  ActionCalls as C,
  ActionLimits,
  ActionMessages as M,
  AttachmentCalls,
  attachmentPaths,
  idParamSchema,
  ok,
  type AttachmentOwnerKind,
} from '@qishu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf, requireSession } from '../../http/auth.ts';
import { requirePerm } from '../../http/require-perm.ts';
import { callServer } from '../../http/serve-call.ts';
import { badRequest } from '../../shared/errors.ts';

const tags = ['客户管理'];

/** The id of a raw route's path, refused in Chinese when it is no positive integer. */
function idOf(request: FastifyRequest): number {
  const parsed = idParamSchema.safeParse(request.params);
  if (!parsed.success) throw badRequest(M.attachmentNotFound);
  return parsed.data.id;
}

/**
 * 客户管理 (issue 16 points 7, 8): visits, contracts, orders, clients and the lead's page, each call
 * with the action:* / sale:* permission it declares, within the caller's organisation and data scope;
 * attachments are uploaded (multipart, field `file`) and downloaded under their record's permissions.
 */
export async function salesActionRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.salesLeads.actions;
  await app.register(async (scope) => {
    requireSession(scope);
    const serve = callServer(scope, tags);
    serve(C.visits, (input, req) => s().visits(authOf(req), input));
    serve(C.createVisit, (input, req) => s().createVisit(authOf(req), input));
    serve(C.updateVisit, (input, req) => s().updateVisit(authOf(req), input));
    serve(C.checkIn, (input, req) => s().checkIn(authOf(req), input));
    serve(C.cancelVisit, (input, req) => s().cancelVisit(authOf(req), input.id));
    serve(C.contracts, (input, req) => s().contracts(authOf(req), input));
    serve(C.createContract, (input, req) => s().createContract(authOf(req), input));
    serve(C.updateContract, (input, req) => s().updateContract(authOf(req), input));
    serve(C.removeContract, (input, req) => s().removeContract(authOf(req), input.id));
    serve(C.orders, (input, req) => s().orders(authOf(req), input));
    serve(C.createOrder, (input, req) => s().createOrder(authOf(req), input));
    serve(C.updateOrder, (input, req) => s().updateOrder(authOf(req), input));
    serve(C.removeOrder, (input, req) => s().removeOrder(authOf(req), input.id));
    serve(C.clients, (input, req) => s().clients(authOf(req), input));
    serve(C.lead, (input, req) => s().lead(authOf(req), input.id));
    serve(C.timeline, (input, req) => s().timeline(authOf(req), input.id));
    serve(C.amount, (input, req) => s().amount(authOf(req), input));

    for (const kind of ['contract', 'order'] as const satisfies readonly AttachmentOwnerKind[]) {
      const calls = AttachmentCalls[kind];
      const paths = attachmentPaths[kind];
      serve(calls.list, (input, req) => s().attachments(authOf(req), kind, input.id));
      serve(calls.remove, (input, req) => s().removeAttachment(authOf(req), kind, input.id));

      // the file itself, not an envelope; only for whoever may open its record
      scope.route({
        method: 'GET',
        url: paths.file,
        schema: { summary: `下载附件（权限 ${paths.perm.list}）`, tags },
        config: { perm: paths.perm.list, inputKeys: ['id'] },
        preValidation: requirePerm(paths.perm.list),
        handler: async (request, reply) => {
          const file = await s().download(authOf(request), kind, idOf(request));
          return reply
            .header('content-type', file.mime)
            .header('content-length', file.size)
            .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            .send(fs.createReadStream(file.abs));
        },
      });
    }

    // uploads: multipart in a scope of its own; the size limit cuts the file and the service refuses it
    await scope.register(async (up) => {
      await up.register(multipart, {
        throwFileSizeLimit: false,
        limits: { fileSize: ActionLimits.attachmentMaxBytes, files: 1, fields: 5, parts: 6 },
      });
      for (const kind of ['contract', 'order'] as const) {
        const paths = attachmentPaths[kind];
        up.route({
          method: 'POST',
          url: paths.upload,
          schema: {
            summary: `上传附件（multipart：file；pdf/图片/Word/Excel，≤20MB，每条记录最多20个）（权限 ${paths.perm.update}）`,
            tags,
          },
          config: { perm: paths.perm.update, inputKeys: ['id'] },
          preValidation: requirePerm(paths.perm.update),
          handler: async (request) => {
            const id = idOf(request);
            if (!request.isMultipart()) throw badRequest(M.attachmentRequired);
            const part = await request.file().catch(() => {
              throw badRequest(M.attachmentRequired);
            });
            if (part?.fieldname !== 'file') {
              await part?.toBuffer().catch(() => undefined);
              throw badRequest(M.attachmentRequired);
            }
            const answer = await s().upload(authOf(request), kind, id, {
              filename: part.filename,
              mimetype: part.mimetype,
              stream: part.file,
            });
            return ok(answer);
          },
        });
      }
    });
  });
}
