import multipart from '@fastify/multipart';
import {
  BatchLookupCalls as C,
  batchLookupFileResultSchema,
  BatchLookupLimits as L,
  BatchLookupMessages as M,
  BatchLookupPaths as P,
  ok,
  type Perm,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';
import { permits } from '../../services/access/permits.ts';
import { badRequest, forbidden } from '../../shared/errors.ts';

const tags = ['批量查询'];
const SEEK: Perm = 'data:search:seek';

/**
 * 批量查询 (/admin/Enterprise/batchLookup and batchLookupFile; issue 15 point 4): a session and
 * data:search:seek on both.
 *
 * The upload answers the lines it read, and the page then looks them up with batchLookup (rather
 * than the upload running the lookup itself): one lookup path for pasted and uploaded lists, the user
 * sees (and may correct) what was read from which column before the answer, and the file is never
 * kept. The second request costs the JSON of ≤ 10,000 short lines.
 */
export async function batchLookupRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.batchLookup;
  await app.register(async (scope) => {
    requireSession(scope);
    // 10,000 lines of up to 100 characters (3 bytes each in UTF-8) exceed the default 1 MB body limit
    scope.addHook('onRoute', (route) => {
      if (route.url === `/api${P.lookup}` || route.url === P.lookup) {
        route.bodyLimit = L.maxLines * (L.lineMax * 3 + 8) + 4096;
      }
    });
    const serve = callServer(scope, tags);
    serve(C.lookup, (input) => s().lookup(input.lines));

    await scope.register(multipart, {
      // the service reads `truncated` and answers fileTooLarge itself
      throwFileSizeLimit: false,
      limits: { fileSize: L.fileMaxBytes, files: 1, fields: 2, parts: 3 },
    });
    scope.route({
      method: 'POST',
      url: P.file,
      schema: {
        summary: `批量查询：上传名单（multipart：file；.xlsx 或 .csv，≤2MB），返回读到的各行（权限 ${SEEK}）`,
        tags,
      },
      config: { perm: SEEK, inputKeys: [] },
      preValidation: async (request) => {
        if (!permits(authOf(request), SEEK)) throw forbidden();
        await Promise.resolve();
      },
      handler: async (request) => {
        if (!request.isMultipart()) throw badRequest(M.fileRequired);
        const part = await request.file().catch(() => {
          throw badRequest(M.fileUnreadable);
        });
        if (part?.fieldname !== 'file') {
          await part?.toBuffer().catch(() => undefined);
          throw badRequest(M.fileRequired);
        }
        const answer = await s().readFile({ filename: part.filename, stream: part.file });
        return ok(batchLookupFileResultSchema.parse(answer));
      },
    });
  });
}
