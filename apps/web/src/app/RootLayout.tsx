import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DevToolsGuard } from './auth/DevToolsGuard.tsx';
import { SignedInExtras } from './auth/SignedInExtras.tsx';
import { PageLoading } from './PageLoading.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/**
 * Above every page: scroll to top on navigation, the developer-tool restriction, the idle lock of a
 * signed-in user, and a loading state while a shell's code arrives.
 */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <DevToolsGuard />
      <SignedInExtras />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
