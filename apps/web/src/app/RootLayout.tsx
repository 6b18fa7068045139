import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DevToolsGuard } from './auth/DevToolsGuard.tsx';
import { KeyboardScrollableTables } from './KeyboardScrollableTables.tsx';
import { SignedInExtras } from './auth/SignedInExtras.tsx';
import { PageLoading } from './PageLoading.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/**
 * Above every page: scroll to top on navigation, the developer-tool restriction, keyboard-scrollable
 * wide tables, the idle lock of a signed-in user, and a loading state while a shell's code arrives.
 */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <DevToolsGuard />
      <KeyboardScrollableTables />
      <SignedInExtras />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
