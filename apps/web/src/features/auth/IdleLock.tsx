import { lazy, Suspense } from 'react';
import { IdentityLimits, type UserInfo } from '@qishu/contract';
import { LockTexts } from './texts.ts';
import { useIdleLock } from './use-idle-lock.ts';

// the card and its form load when the screen locks: a signed-in page does not carry them until then
const LockCard = lazy(() => import('./LockCard.tsx').then((m) => ({ default: m.LockCard })));

export const DEFAULT_IDLE_MS = IdentityLimits.idleLockMinutes * 60 * 1000;

interface IdleLockProps {
  user: UserInfo;
  /** Milliseconds without mouse movement before locking (tests shorten it). */
  idleMs?: number;
  /** Hosts where the screen never locks. */
  exemptHosts: readonly string[];
  host?: string;
}

/** The full-screen lock after an idle hour: avatar, name, password; 退出登录 signs out. */
export function IdleLock({ user, idleMs = DEFAULT_IDLE_MS, exemptHosts, host }: IdleLockProps) {
  // the server draws a shopper's page too (first-screen-render.tsx): it has no address bar; the lock
  // starts unlocked either way, so both draw nothing here
  const here = host ?? (typeof window === 'undefined' ? '' : window.location.hostname);
  const { locked, unlock } = useIdleLock(idleMs, !exemptHosts.includes(here));
  if (!locked) return null;

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={LockTexts.title}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        background: 'rgba(15, 23, 42, 0.92)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {/* the dark cover is there at once (the page behind stays hidden); the card follows */}
      <Suspense fallback={null}>
        <LockCard user={user} unlock={unlock} />
      </Suspense>
    </div>
  );
}
