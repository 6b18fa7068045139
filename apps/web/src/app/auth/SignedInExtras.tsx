import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../lib/session/index.ts';
import { LOCK_EXEMPT_HOSTS } from '../app-config.ts';

const IdleLock = lazy(() =>
  import('../../features/auth/IdleLock.tsx').then((m) => ({ default: m.IdleLock })),
);

/** Behaviour every signed-in page shares: the idle lock. */
export function SignedInExtras({ idleMs }: { idleMs?: number }) {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <IdleLock user={user} idleMs={idleMs} exemptHosts={LOCK_EXEMPT_HOSTS} />
    </Suspense>
  );
}
