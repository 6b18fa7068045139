import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { AppProviders } from './AppProviders.tsx';
import { appQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={appQueryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
