import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstScreenAnswer } from '@qishu/contract';

/** The web's first-screen renderer (apps/web/src/app/first-screen-render.tsx, built by `vite build --ssr`). */
export type RenderFirstScreen = (
  pathname: string,
  search: string,
  answers: readonly FirstScreenAnswer[],
) => string | null | Promise<string | null>;

/** What the web's renderer draws a personal-centre page with (its `SignedInPicture`). */
export interface SignedInPicture {
  html: string;
  cache: unknown;
}

/** The web's renderer of a personal-centre page for the shopper whose session `token` is. */
export type RenderSignedInScreen = (
  pathname: string,
  search: string,
  token: string,
  transport: typeof fetch,
) => Promise<SignedInPicture | null>;

interface RendererModule {
  renderFirstScreen?: RenderFirstScreen;
  renderSignedInScreen?: RenderSignedInScreen;
}

/**
 * How many signed-in pages may wait for the renderer at once (it draws them one at a time, some
 * 30–100 ms each): past that, a page goes out undrawn at once rather than queue behind the others.
 */
const SIGNED_IN_QUEUE = 4;

/** How many drawn pages are kept: the addresses a visitor lands on are few (/mall, /popular, a page or two of them). */
const KEPT_PAGES = 32;

/**
 * Loads the renderer module at `file` as soon as it is asked for (the server asks at start, so the
 * first visitor does not wait for the ~0.3 s import) and draws pages with it, keeping the last few
 * drawn: the same address with the same answers is the same HTML. No module, or one that fails to
 * load or to draw, gives `null`: the page then goes out with its answers only, and the
 * app draws it in the browser as before.
 */
export function firstScreenRenderer(file: string, log: FastifyBaseLogger) {
  let loading: Promise<RendererModule | null> | undefined;
  const loadModule = () =>
    (loading ??= fs.existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: RendererModule) => module,
          (err: unknown) => {
            log.warn({ err, file }, 'first-screen renderer failed to load; shop pages draw in the browser');
            return null;
          },
        )
      : Promise.resolve(null));
  const load = async () => (await loadModule())?.renderFirstScreen ?? null;
  const kept = new Map<string, string | null>();
  let signedInWaiting = 0;

  return {
    /** Starts loading the module (at server start). */
    preload: () => void loadModule(),
    /** The first screen's HTML for `pathname` + `search`, drawn from `answers` (`answersJson`: their JSON, the cache key). */
    async render(
      pathname: string,
      search: string,
      answers: readonly FirstScreenAnswer[],
      answersJson: string,
    ): Promise<string | null> {
      const render = await load();
      if (!render) return null;
      const key = `${pathname}${search}\n${answersJson}`;
      if (kept.has(key)) return kept.get(key) ?? null;
      let html: string | null;
      try {
        html = await render(pathname, search, answers);
      } catch (err) {
        log.error({ err, pathname }, 'first-screen renderer failed; shop pages draw in the browser');
        return null;
      }
      if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, html);
      return html;
    },
    /**
     * A personal-centre page drawn for the shopper whose session `token` is, its reads answered by
     * `transport` (never kept: it is one shopper's, and changes with every purchase).
     */
    async renderSignedIn(
      pathname: string,
      search: string,
      token: string,
      transport: typeof fetch,
    ): Promise<SignedInPicture | null> {
      const render = (await loadModule())?.renderSignedInScreen;
      if (!render || signedInWaiting >= SIGNED_IN_QUEUE) return null;
      signedInWaiting++;
      try {
        return await render(pathname, search, token, transport);
      } catch (err) {
        log.error({ err, pathname }, 'signed-in first-screen renderer failed; the page draws in the browser');
        return null;
      } finally {
        signedInWaiting--;
      }
    },
  };
}

export type FirstScreenRenderer = ReturnType<typeof firstScreenRenderer>;
