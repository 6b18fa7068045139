import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { firstScreenReads, type FirstScreenAnswer } from '@qishu/contract';
import { seedFirstScreen } from '../features/shop/mall-prefetch.ts';
import { AppFrame } from './App.tsx';
import { createQueryClient } from './query-client.ts';
import { appRoutes } from './routes.tsx';

const handler = createStaticHandler(appRoutes);

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
  const context = await handler.query(new Request(`http://localhost${pathname}${search}`));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppFrame queryClient={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
    // every part in place: React otherwise sends large parts aside, moved in by inline scripts
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  client.clear();
  return html;
}
