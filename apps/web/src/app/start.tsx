import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createAppRouter, firstPageReady } from './router.ts';

/**
 * Starts the app in `container`. `pictured`: the server drew the page's first screen into it (a shop
 * landing page: the server's http/first-screen.ts). React replaces what is there in its first commit,
 * so that commit waits for the page itself: drawn earlier, it would be the empty HydrateFallback, a
 * blank page in between.
 */
export async function startApp(container: HTMLElement, pictured: boolean) {
  const router = createAppRouter();
  if (pictured) await firstPageReady(router);
  const root = createRoot(container);
  // the first render as a transition: React renders in slices of a few milliseconds and lets the
  // browser breathe between them, instead of one long task that blocks input while the shop loads
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
