import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes.tsx';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router has the first page ready: its route modules loaded and its loaders run
 * (until then RouterProvider draws the root's HydrateFallback, which is nothing).
 */
export function firstPageReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
