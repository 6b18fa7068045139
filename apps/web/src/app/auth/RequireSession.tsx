import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { getToken } from '../../lib/api/index.ts';
import { sessionCheckQuery } from '../../lib/queries/session.ts';
import { PageLoading } from '../PageLoading.tsx';
import type { LoginRequestState } from './ShopShell.tsx';

/** Delay before a failed check sends the user to / (data-shop.md §8). */
const SESSION_FAIL_REDIRECT_MS = 1000;

interface RequireSessionProps {
  children: ReactNode;
  /** A shop page (/manin): without a token the mall opens its login dialog instead of going to /. */
  shop?: boolean;
}

/**
 * The route guard: without a token only public pages are open; with one, the session is checked
 * once per page load (cached) before the page renders; a failed check goes to / after 1 s.
 */
export function RequireSession({ children, shop }: RequireSessionProps) {
  const token = getToken();
  if (!token) {
    const state: LoginRequestState = { login: true };
    return shop ? <Navigate to="/mall" replace state={state} /> : <Navigate to="/" replace />;
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
