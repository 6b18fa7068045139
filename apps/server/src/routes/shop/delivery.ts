import fs from 'node:fs';
import { DeliveryMessages as M, fail, ShopDeliveryCalls as C, ShopDeliveryPaths as P } from '@qishu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';
import { XLSX_CONTENT_TYPE } from '../../services/shop/delivery/index.ts';

const tags = ['数据商城'];

/** RFC 5987 value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves. */
function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Escapes text placed between tags (not in attributes). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A browser that followed a mailed link gets a small page; an API client the envelope. */
function sendLinkError(request: FastifyRequest, reply: FastifyReply, status: 404 | 410, message: string) {
  reply.status(status).header('cache-control', 'no-store');
  if (/text\/html/i.test(request.headers.accept ?? '')) {
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>企数通 - 数据下载</title></head>` +
          `<body style="font-family:sans-serif;text-align:center;padding:64px 16px">` +
          `<h2>${escapeHtml(message)}</h2><p><a href="/mall">返回企数通</a></p></body></html>`,
      );
  }
  return reply.send(fail(status, message));
}

/** Delivery of bought data (data-shop.md §7): download links and re-sending. */
export async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.shop.delivery;

  // getemailInfo (P.getemailInfo) is the identity call P.shopEmailCheck (routes/identity), {valid: boolean}

  // the link is the credential: no session (it is opened from the mail, in any browser)
  app.get(
    P.download,
    {
      schema: {
        summary: '下载已购数据（.xlsx）：链接即凭证，过期答 410',
        tags,
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const target = await s().download(token);
      if (!target.ok) {
        return target.reason === 'expired'
          ? sendLinkError(request, reply, 410, M.linkExpired)
          : sendLinkError(request, reply, 404, M.linkNotFound);
      }
      return reply
        .header(
          'content-disposition',
          `attachment; filename="export.xlsx"; filename*=UTF-8''${rfc5987(target.file_name)}`,
        )
        .header('content-length', String(target.bytes))
        .header('cache-control', 'private, no-store')
        .type(XLSX_CONTENT_TYPE)
        .send(fs.createReadStream(target.path));
    },
  );

  await app.register(async (scope) => {
    requireSession(scope);
    const serve = callServer(scope, tags);
    serve(C.downloadDirectly, (input, req) => s().downloadDirectly(authOf(req), input));
    serve(C.sendEmailDatas, (input, req) => s().sendEmailDatas(authOf(req), input));
  });
}
