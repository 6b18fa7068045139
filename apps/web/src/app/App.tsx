import { useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { AppProviders } from './AppProviders.tsx';
import { appQueryClient } from './query-client.ts';
import type { AppRouter } from './router.ts';

/** Calls `onStarted` once the app's first page is on screen (its first commit). */
function Started({ onStarted }: { onStarted?: () => void }) {
  useEffect(() => onStarted?.(), [onStarted]);
  return null;
}

interface AppFrameProps {
  queryClient: QueryClient;
  /** the router */
  children: ReactNode;
  onStarted?: () => void;
}

/**
 * What surrounds the router, the same in the browser and in the server's picture of a shop page
 * (first-screen-render.tsx): the browser hydrates that picture, so both draw the same tree.
 */
export function AppFrame({ queryClient, children, onStarted }: AppFrameProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        {children}
        <Started onStarted={onStarted} />
      </AppErrorBoundary>
    </AppProviders>
  );
}

export function App({ router, onStarted }: { router: AppRouter; onStarted?: () => void }) {
  return (
    <AppFrame queryClient={appQueryClient} onStarted={onStarted}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
