import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** helmet's options for every answer of this server. */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // antd writes its CSS-in-JS into <style> tags
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets with `options`, read once from a response that records them. */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Of helmet's headers, those a script, style sheet, font or image acts on: the rest (the content
 * security policy, frame and opener policies, …) govern the document that carries them. Module
 * scripts take their own referrer policy; HSTS counts on any answer.
 */
const SUBRESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
]);

/** The build's hashed files (apps/web/dist/assets): scripts, style sheets, fonts and images only. */
const isHashedAsset = (url: string) => url.startsWith('/assets/');

/**
 * helmet's security headers (CSP, HSTS, frame and referrer policies…) on every answer, pages and
 * calls alike; the build's hashed files get only those a subresource acts on (a page fetches some
 * thirty of them over HTTP/1.1, which does not compress headers: the document's headers were about
 * 650 bytes on each, 16 KiB of a shop page's load). They do not depend on the request, so they are
 * computed once: @fastify/helmet built helmet's middleware again for every request, parsing the
 * policy each time (3 % of a busy server's event loop in the bench:load profile).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders(HELMET_OPTIONS);
  const assetHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.has(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isHashedAsset(request.url) ? assetHeaders : headers);
    done();
  });
}
