import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a page's HTML compressed as the browser accepts (brotli, else gzip). Pages are sent from the
 * not-found handler (the single-page app's addresses), which @fastify/compress's per-route hook never
 * reaches; a shop landing page with its first screen drawn in is some 55 KB raw, 8 KB as brotli.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params: quality }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}
