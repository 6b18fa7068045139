import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** A year: the longest lifetime caches honour. */
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * How the built web app is served. Vite names every file under assets/ after its content, so such a
 * file never changes: browsers keep it a year without asking again (`immutable`). Everything else
 * (the favicon, …) is kept an hour, and index.html (which names the current files) is checked on every visit.
 * The build writes `.br` and `.gz` beside each text file (apps/web/vite-plugins/precompress.ts):
 * they are sent as they are, so no response is compressed per request.
 */
export function webStaticOptions(root: string): FastifyStaticOptions {
  const hashedDir = path.join(root, 'assets') + path.sep;
  const indexHtml = path.join(root, 'index.html');
  return {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // every file's Cache-Control is set here (send's own would win over setHeaders)
    cacheControl: false,
    setHeaders(res, filePath) {
      let cacheControl = 'public, max-age=3600';
      if (filePath.startsWith(hashedDir)) cacheControl = `public, max-age=${ONE_YEAR_S}, immutable`;
      else if (filePath === indexHtml) cacheControl = 'no-cache';
      res.setHeader('cache-control', cacheControl);
      // the encoding sent depends on the request's Accept-Encoding: shared caches must know
      res.setHeader('vary', 'accept-encoding');
    },
  };
}
