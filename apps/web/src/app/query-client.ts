import { QueryClient } from '@tanstack/react-query';

/**
 * Errors are already shown by the api client (or by the screen for silent calls), so queries do not
 * retry on their own: a failed list shows its error state with a retry button instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's data cache. App hands it to AppProviders; the shop's route code fills it with the first
 * screen's products while the page's code is still loading (lazy-pages.ts).
 */
export const appQueryClient = createQueryClient();
