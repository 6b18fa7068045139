import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { getToken } from '../../lib/api/index.ts';
import { sessionCheckQuery } from '../../lib/queries/session.ts';
import { PageLoading } from '../PageLoading.tsx';
import { NotFoundPage } from '../lazy-pages.ts';
import { useRouteHandle } from '../workspace-shell/page-access.ts';
import type { LoginRequestState } from './ShopShell.tsx';
import type { WorkspaceLoginState } from './return-address.ts';

/** Delay before a failed check sends the user to / (data-shop.md §8). */
const SESSION_FAIL_REDIRECT_MS = 1000;

interface RequireSessionProps {
  children: ReactNode;
  /** A shop page (/manin): without a token the mall opens its login dialog instead of /login. */
  shop?: boolean;
}

/**
 * The route guard: without a token only public pages are open — a workspace address goes to the
 * workspace login (/login), a shop address to the mall's login dialog, each returning to the
 * address after sign-in; an address no page answers is not found. With a token, the session is
 * checked once per page load (cached) before the page renders; a failed check goes to / after 1 s.
 */
export function RequireSession({ children, shop }: RequireSessionProps) {
  const token = getToken();
  const { pathname, search, hash } = useLocation();
  const handle = useRouteHandle();
  const from = `${pathname}${search}${hash}`;
  // <Navigate> navigates again whenever its state is a new object: while the target page's route
  // module loads (/mall), every re-render would start the navigation over, without end
  const shopLogin = useMemo<LoginRequestState>(() => ({ login: true, returnTo: from }), [from]);
  const workspaceLogin = useMemo<WorkspaceLoginState>(() => ({ from, handle }), [from, handle]);
  if (!token) {
    if (shop) return <Navigate to="/mall" replace state={shopLogin} />;
    if (handle?.notFound) return <NotFoundPage />;
    return <Navigate to="/login" replace state={workspaceLogin} />;
  }
  return <SessionCheck>{children}</SessionCheck>;
}

function SessionCheck({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { isSuccess, isError } = useQuery({
    ...sessionCheckQuery(),
    staleTime: Infinity,
    gcTime: Infinity,
  });

  useEffect(() => {
    if (!isError) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), SESSION_FAIL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isError, navigate]);

  if (isSuccess) return children;
  return <PageLoading />;
}
