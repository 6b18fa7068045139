import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { firstScreenReads, isSignedInFirstScreen, type FirstScreenAnswer } from '@qishu/contract';
import { seedFirstScreen } from '../features/shop/mall-prefetch.ts';
import { setApiTransport, setToken } from '../lib/api/index.ts';
import { sessionCheckQuery } from '../lib/queries/session.ts';
import { readMenus, readQuickLinks, readUserInfo, setPicturedSignedIn } from '../lib/session/index.ts';
import { AppFrame } from './App.tsx';
import type { SignedInCache } from './signed-in-cache.ts';
import { installMemoryStorage } from './memory-storage.ts';
import { createQueryClient } from './query-client.ts';
import { appRoutes } from './routes.tsx';

const handler = createStaticHandler(appRoutes);

/**
 * Every draw, one at a time: a signed-in page's draw sets process-wide state (storage holding the
 * shopper's session, the API's transport, the pictured user), which a visitor's page drawn meanwhile
 * would otherwise read — and that page is kept and sent to everyone.
 */
let drawing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = drawing.then(work, work);
  drawing = run.catch(() => undefined);
  return run;
}

/** The page at `url` drawn as the cache now answers it, or null if no route draws it. */
async function draw(client: QueryClient, url: string): Promise<string | null> {
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppFrame queryClient={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
    // every part in place: React otherwise sends large parts aside, moved in by inline scripts
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The HTML of a shop landing page's first screen (/mall, /popular, /custom) as a visitor sees it, drawn on
 * the server from the answers it wrote into the page (issue 17): the products show as soon as the
 * HTML and its CSS arrive, before any script has run. The app's own routes draw it, in the app's own
 * frame, so the browser hydrates it (app/start.tsx) rather than drawing the page again. Every part
 * that loads on demand is waited for (a prerender), as the browser's hydration expects. An address
 * that is not such a page, or lacks an answer, gets `null` (the app then draws alone, as before).
 */
export async function renderFirstScreen(
  pathname: string,
  search: string,
  answers: readonly FirstScreenAnswer[],
): Promise<string | null> {
  if (firstScreenReads(pathname, search).length === 0) return null;
  const client = createQueryClient();
  if (seedFirstScreen(client, { pathname, search }, answers).length > 0) return null;
  const html = await oneAtATime(() => draw(client, `${pathname}${search}`));
  client.clear();
  return html;
}

/** A signed-in page's reads come in rounds (the session check, then the page, then what its parts ask). */
const MAX_ROUNDS = 4;

/** The reads the last draw asked for and nobody has answered yet (a disabled read waits for its turn). */
function unansweredReads(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    });
}

export interface SignedInPicture {
  html: string;
  /** what the browser puts in its storage and its data cache before it hydrates the picture */
  cache: SignedInCache;
}

/**
 * A personal-centre page (/manin/cart, …) drawn for the shopper whose session `token` is (issue 17):
 * the page's reads are answered by `transport` (the server answers them in-process, as the browser's
 * calls would be) in rounds — draw, answer what the draw asked for, draw again — until the draw asks
 * for nothing new. The browser then finds the answers and the session in the page (`cache`), and
 * hydrates the picture. A session that does not check out, or a read that fails, gives `null`: the
 * browser draws the page as before (a failure to draw is thrown, for the server's log).
 */
export function renderSignedInScreen(
  pathname: string,
  search: string,
  token: string,
  transport: typeof fetch,
): Promise<SignedInPicture | null> {
  if (!isSignedInFirstScreen(pathname)) return Promise.resolve(null);
  return oneAtATime(async () => {
    const restoreStorage = installMemoryStorage();
    setApiTransport(transport);
    setPicturedSignedIn(true);
    const client = createQueryClient();
    try {
      setToken(token);
      // a session that ended (or never was) draws nothing: the browser shows what it shows anyone
      const checked = await client.fetchQuery(sessionCheckQuery()).then(
        () => true,
        () => false,
      );
      if (!checked) return null;
      let html: string | null = null;
      for (let round = 1; ; round++) {
        html = await draw(client, `${pathname}${search}`);
        const reads = unansweredReads(client);
        if (html === null || reads.length === 0 || round === MAX_ROUNDS) break;
        await Promise.allSettled(reads.map((query) => query.fetch()));
      }
      const failed = client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      const userInfo = readUserInfo();
      if (html === null || failed || !userInfo) return null;
      const session = { userInfo, menuList: readMenus(), quickList: readQuickLinks() };
      return { html, cache: { session, state: dehydrate(client) } };
    } finally {
      client.clear();
      setPicturedSignedIn(false);
      setApiTransport(null);
      restoreStorage();
    }
  });
}
