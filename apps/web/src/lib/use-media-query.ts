import { useSyncExternalStore } from 'react';

/** Whether the CSS media `query` matches now, following changes (window resize, rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The visitor asked the system for less motion (an accessibility setting). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** A phone-width window (below antd's md breakpoint, 768 px). */
export const PHONE_QUERY = '(max-width: 767.98px)';
