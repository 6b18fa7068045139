import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { IdentityCalls } from '@qishu/contract';
import { callApi, getToken } from '../../lib/api/index.ts';
import { clearStoredSession, pageReload } from '../../lib/session/index.ts';
import { readLinkQuery } from '../../features/auth/link-login-query.ts';
import { PageLoading } from '../PageLoading.tsx';

const LinkLogin = lazy(() =>
  import('../../features/auth/LinkLogin.tsx').then((m) => ({ default: m.LinkLogin })),
);

/**
 * `/` and `/directLogin`: a login link signs in; a stored session is ended (token and user
 * cleared, logout called, page reloaded); otherwise `/` opens the mall and /directLogin goes to /.
 */
export function RootEntry() {
  const { pathname, search, hash } = useLocation();
  const query = readLinkQuery(search, hash);
  if (query) {
    return (
      <Suspense fallback={<PageLoading />}>
        <LinkLogin query={query} />
      </Suspense>
    );
  }
  if (getToken()) return <EndSession />;
  return <Navigate to={pathname === '/' ? '/mall' : '/'} replace />;
}

function EndSession() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The call takes the token with it before the session is forgotten.
    const pending = callApi(IdentityCalls.logout, {}, { silent: true });
    clearStoredSession();
    void pending.catch(() => undefined).finally(() => pageReload.run());
  }, []);
  return <PageLoading />;
}
