import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../lib/session/index.ts';
import { useSiteInfo } from '../../lib/site-info.ts';
import { LOCK_EXEMPT_HOSTS } from '../app-config.ts';

const IdleLock = lazy(() =>
  import('../../features/auth/IdleLock.tsx').then((m) => ({ default: m.IdleLock })),
);

/**
 * Behaviour every signed-in page shares: the idle lock. Its time and exempt hosts come from the
 * back-office parameters (site info); `idleMs` overrides the time in tests.
 */
export function SignedInExtras({ idleMs }: { idleMs?: number }) {
  const user = useCurrentUser();
  const client = useSiteInfo().data?.client;
  if (!user) return null;
  const lockMs = idleMs ?? (client ? client.idle_lock_minutes * 60_000 : undefined);
  return (
    <Suspense fallback={null}>
      <IdleLock
        user={user}
        idleMs={lockMs}
        exemptHosts={client?.idle_lock_exempt_hosts ?? LOCK_EXEMPT_HOSTS}
      />
    </Suspense>
  );
}
