import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { syncSessionCookie } from '../lib/api/session-store.ts';
import { App } from './App.tsx';
import { appQueryClient } from './query-client.ts';
import { createAppRouter, firstPageReady } from './router.ts';
import { adoptSignedInCache } from './signed-in-cache.ts';

/**
 * Starts the app in `container`; `onStarted` once its first page is on screen. `pictured`: the server
 * drew the page's first screen into it (a shop landing page: the server's http/first-screen.ts, with
 * first-screen-render.tsx; or a personal-centre page, drawn for the signed-in shopper with the cache
 * the page carries), and the app hydrates that picture once its page is ready (route module loaded,
 * loader run) instead of drawing the page again.
 */
export async function startApp(container: HTMLElement, pictured: boolean, onStarted?: () => void) {
  syncSessionCookie();
  // a picture drawn for a shopper whose session this browser no longer holds is drawn afresh
  if (adoptSignedInCache(appQueryClient) === 'refused') pictured = false;
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} onStarted={onStarted} />
    </StrictMode>
  );
  if (pictured) {
    await firstPageReady(router);
    // a transition here too: the hydration runs in slices, not as one long task
    startTransition(() => {
      hydrateRoot(container, app, {
        // the picture is a visitor's page: where it differs (a list that changed in between, say)
        // React draws the page afresh, which is no error for the user
        onRecoverableError: (error) => console.warn('首屏预绘与页面不一致，已重新绘制', error),
      });
    });
    return;
  }
  const root = createRoot(container);
  // the first render as a transition: React renders in slices of a few milliseconds and lets the
  // browser breathe between them, instead of one long task that blocks input while the shop loads
  startTransition(() => root.render(app));
}
