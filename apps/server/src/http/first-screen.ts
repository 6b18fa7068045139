import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  FIRST_SCREEN_CACHE_ID,
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_PICTURE_ATTRIBUTE,
  firstScreenReads,
  isSignedInFirstScreen,
  preloadsAfterPaint,
  PreciseCalls,
  ShopCalls,
  SystemCalls,
  type FirstScreenAnswer,
  type FirstScreenRead,
} from '@qishu/contract';
import type { Services } from '../services/index.ts';
import type { FirstScreenRenderer } from './first-screen-renderer.ts';

/** The app's root element: the first screen's picture goes inside it, its answers right after it. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON that stays inside its <script> element: every `<` escaped, so no `</script>` or `<!--` ends it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** One read answered as its call answers it (input parsed, output shaped by the call's schemas). */
async function answerRead(services: Services, read: FirstScreenRead): Promise<unknown> {
  if (read.call === 'siteInfo') return SystemCalls.siteInfo.output.parse(await services.site.info());
  if (read.call === 'preciseConditions') {
    return PreciseCalls.searchCondition.output.parse(services.shop.precise.searchCondition());
  }
  const input = ShopCalls.getShopDatas.input.parse(read.input);
  return ShopCalls.getShopDatas.output.parse(await services.shop.products.list(input));
}

/**
 * The page with `picture` (nothing: the empty root) in its root element, marked as drawn, and after it
 * the JSON element `id` holding `json`, which the web reads before it hydrates the picture.
 */
function withPicture(html: string, picture: string, id: string, json: string): string {
  const root = picture ? `<div id="root" ${FIRST_SCREEN_PICTURE_ATTRIBUTE}>${picture}</div>` : ROOT_ELEMENT;
  const element = `<script type="application/json" id="${id}">${json}</script>`;
  return html.replace(ROOT_ELEMENT, `${root}\n    ${element}`);
}

/** The shopper a personal-centre page is drawn for: the session's token and what answers its reads. */
export interface SignedInSession {
  token: string;
  transport: typeof fetch;
}

/**
 * A shop landing page's HTML with its first screen's answers in it (issue 17): the web puts them in
 * its cache before the page draws (apps/web/src/features/shop/mall-prefetch.ts), so the products show
 * with the first paint instead of one round trip after the page's code has run. With the web's
 * renderer (first-screen-renderer.ts) the page also carries its first screen drawn from those
 * answers, inside the root element: it shows before any script has run, and the app then hydrates
 * it (apps/web/src/app/start.tsx). Only what any visitor sees (the reads come from the
 * contract's `firstScreenReads`). An address without such reads, or a read that fails, gets `null`:
 * the caller then sends the plain file, and the web asks as before.
 */
export function firstScreenHtml(
  root: string,
  services: Services,
  log: FastifyBaseLogger,
  renderer?: FirstScreenRenderer,
) {
  // kept while the file is unchanged (a rebuild beside a running server names new scripts)
  const templates = new Map<string, { mtimeMs: number; html: string | null }>();
  const template = (file: string): string | null => {
    const full = path.join(root, file);
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(full).mtimeMs;
    } catch {
      return null;
    }
    const kept = templates.get(file);
    if (kept?.mtimeMs === mtimeMs) return kept.html;
    let html: string | null = null;
    try {
      html = fs.readFileSync(full, 'utf8');
    } catch {
      html = null;
    }
    if (!html?.includes(ROOT_ELEMENT)) html = null;
    templates.set(file, { mtimeMs, html });
    return html;
  };

  /**
   * A personal-centre page drawn for the shopper `session` names (its token, from the cookie the web
   * writes beside it, and the transport that answers the page's reads): the picture, and the cache the
   * browser hydrates it with. Its scripts are fetched after the first paint, as a landing page's.
   */
  const signedInHtml = async (
    file: string,
    pathname: string,
    search: string,
    session: SignedInSession,
  ): Promise<string | null> => {
    const html = template(file);
    if (!html || !renderer) return null;
    const picture = await renderer.renderSignedIn(pathname, search, session.token, session.transport);
    if (!picture) return null;
    return preloadsAfterPaint(
      withPicture(html, picture.html, FIRST_SCREEN_CACHE_ID, scriptSafeJson(picture.cache)),
    );
  };

  return async (file: string, url: string, session?: SignedInSession): Promise<string | null> => {
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    const search = queryAt < 0 ? '' : url.slice(queryAt);
    if (session && isSignedInFirstScreen(pathname)) return signedInHtml(file, pathname, search, session);
    const reads = firstScreenReads(pathname, search);
    const html = reads.length ? template(file) : null;
    if (!html) return null;
    let answers: FirstScreenAnswer[];
    try {
      answers = await Promise.all(
        reads.map(async (read) => ({ read, data: await answerRead(services, read) })),
      );
    } catch (err) {
      log.warn({ err, url }, 'first screen answers failed; the page asks for them itself');
      return null;
    }
    const json = scriptSafeJson(answers);
    const picture = (await renderer?.render(pathname, search, answers, json)) ?? '';
    return withPicture(html, picture, FIRST_SCREEN_DATA_ID, json);
  };
}
