import { useCallback, useEffect, useState } from 'react';

/** sessionStorage key: the lock survives a reload. */
export const LOCK_STORAGE_KEY = 'lockScreen';

/**
 * Locked after `idleMs` without mouse movement (or already locked before a reload). `enabled: false`
 * (an exempt host) never locks.
 */
export function useIdleLock(idleMs: number, enabled: boolean) {
  const [locked, setLocked] = useState(() => enabled && sessionStorage.getItem(LOCK_STORAGE_KEY) === '1');

  useEffect(() => {
    if (!enabled || locked) return;
    let timer = setTimeout(lock, idleMs);
    function lock() {
      sessionStorage.setItem(LOCK_STORAGE_KEY, '1');
      setLocked(true);
    }
    const onMove = () => {
      clearTimeout(timer);
      timer = setTimeout(lock, idleMs);
    };
    window.addEventListener('mousemove', onMove);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', onMove);
    };
  }, [enabled, locked, idleMs]);

  const unlock = useCallback(() => {
    sessionStorage.removeItem(LOCK_STORAGE_KEY);
    setLocked(false);
  }, []);

  return { locked, unlock };
}
