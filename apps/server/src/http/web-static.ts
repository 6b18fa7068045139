import fs from 'node:fs';
import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { LandingPageEntry } from '@qishu/contract';

/** A year: the longest lifetime caches honour. */
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * How the built web app is served. Vite names every file under assets/ after its content, so such a
 * file never changes: browsers keep it a year without asking again (`immutable`). Everything else
 * (the favicon, …) is kept an hour, and the HTML files (which name the current files) are checked on every visit.
 * The build writes `.br` and `.gz` beside each text file (apps/web/vite-plugins/precompress.ts):
 * they are sent as they are, so no response is compressed per request.
 */
export function webStaticOptions(root: string): FastifyStaticOptions {
  const hashedDir = path.join(root, 'assets') + path.sep;
  // the HTML files name the current scripts: checked on every visit
  const rootDir = path.resolve(root);
  const isPageHtml = (filePath: string) => path.dirname(filePath) === rootDir && filePath.endsWith('.html');
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
      else if (isPageHtml(filePath)) cacheControl = 'no-cache';
      res.setHeader('cache-control', cacheControl);
      // the encoding sent depends on the request's Accept-Encoding: shared caches must know
      res.setHeader('vary', 'accept-encoding');
    },
  };
}

/** What a hashed file is never asked for again with, nor in parts (it is `immutable`). */
const REVALIDATION_HEADERS = ['etag', 'last-modified', 'accept-ranges'] as const;

/**
 * The build's hashed files go out without validators or the offer of ranges: a browser keeps them
 * a year and never asks again, and over HTTP/1.1, which does not compress headers, those were 110
 * bytes on each of the twenty-odd files a first page loads.
 */
export function trimHashedAssetHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/assets/') && reply.statusCode === 200)
      for (const name of REVALIDATION_HEADERS) reply.removeHeader(name);
    done(null, payload);
  });
}

/**
 * Which HTML file answers a page address: a landing page of the shop gets its own copy of
 * index.html, which also names its code (landing-pages.json, written by the web build); any other
 * address gets index.html. Without that file (an older build) it is always index.html.
 */
export function pageHtmlChooser(root: string): (pathname: string) => string {
  let pages: LandingPageEntry[] = [];
  try {
    pages = JSON.parse(fs.readFileSync(path.join(root, 'landing-pages.json'), 'utf8')) as LandingPageEntry[];
  } catch {
    pages = [];
  }
  // only files that are there: a half-copied build still answers with index.html
  pages = pages.filter((p) => /^[\w-]+\.html$/.test(p.file) && fs.existsSync(path.join(root, p.file)));
  return (pathname) => {
    const page = pages.find(
      (p) =>
        pathname === p.path || pathname === `${p.path}/` || (p.prefix && pathname.startsWith(`${p.path}/`)),
    );
    return page?.file ?? 'index.html';
  };
}
