import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from './PageLoading.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** Above every page: scroll to top on navigation, and a loading state while a shell's code arrives. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
