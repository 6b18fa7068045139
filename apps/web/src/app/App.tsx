import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { AppProviders } from './AppProviders.tsx';
import { appQueryClient } from './query-client.ts';
import type { AppRouter } from './router.ts';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders queryClient={appQueryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
