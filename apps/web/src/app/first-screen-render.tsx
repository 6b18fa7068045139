import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { firstScreenReads, type FirstScreenAnswer } from '@qishu/contract';
import { seedFirstScreen } from '../features/shop/mall-prefetch.ts';
import { LoginGateProvider } from '../lib/session/index.ts';
import { AppProviders } from './AppProviders.tsx';
import { createQueryClient } from './query-client.ts';
import { MallRoute, PopularRoute } from './shop-shell/ProductBrowsing.tsx';
import { ShopLayout } from './shop-shell/ShopLayout.tsx';

/** A visitor's shop: nobody signed in, the login dialog opens once the app has taken over. */
const visitorGate = { loggedIn: false, openLogin: () => {} };
const noLogin = () => {};

/**
 * The HTML of a shop landing page's first screen (/mall, /popular) as a visitor sees it, drawn on
 * the server from the answers it wrote into the page (issue 17): the products show as soon as the
 * HTML and its CSS arrive, before any script has run. It is a picture, not a hydration: the browser
 * app draws the same page and replaces it in one commit once its code has loaded (main.tsx), so
 * what it shows (a signed-in shopper's menu, a section that loads later) need not match it exactly.
 * Answers to reads other than the address's first screen are ignored; an address that is not such a
 * page, or lacks an answer, gets `null` (the app then draws alone, as before).
 */
export function renderFirstScreen(
  pathname: string,
  search: string,
  answers: readonly FirstScreenAnswer[],
): string | null {
  if (firstScreenReads(pathname, search).length === 0) return null;
  const client = createQueryClient();
  if (seedFirstScreen(client, { pathname, search }, answers).length > 0) return null;
  const html = renderToString(
    <AppProviders queryClient={client}>
      <StaticRouter location={`${pathname}${search}`}>
        <LoginGateProvider value={visitorGate}>
          <Routes>
            <Route element={<ShopLayout onLogin={noLogin} />}>
              <Route path="mall" element={<MallRoute />} />
              <Route path="popular" element={<PopularRoute />} />
            </Route>
          </Routes>
        </LoginGateProvider>
      </StaticRouter>
    </AppProviders>,
  );
  client.clear();
  return html;
}
