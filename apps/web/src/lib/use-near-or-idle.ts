import { startTransition, useEffect, useState, type RefObject } from 'react';

/** After the page has loaded, how long the browser must have been free before the rest is drawn anyway. */
const IDLE_AFTER_LOAD_MS = 3_000;

/**
 * True once `ref`'s element is within half a screen of the viewport, or once the page has loaded and the
 * browser has had {@link IDLE_AFTER_LOAD_MS} to itself — so a section below the first screen costs the
 * first screen nothing, and is still there for a keyboard or screen-reader user who never scrolls.
 * `eager` (a user already working in that section, say with its filters in the address) draws it at
 * once. The switch renders as a transition: React draws the section in slices, not in one long task.
 * Without IntersectionObserver (jsdom) it is true at once; on the server (its picture of a shop page)
 * false, as the browser's first draw has it.
 */
export function useNearOrIdle(ref: RefObject<HTMLElement | null>, eager: boolean): boolean {
  const [near, setNear] = useState(
    () => eager || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  const shown = near || eager;

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const show = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: '50% 0px',
    });
    observer.observe(element);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const whenIdle = () => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(show, { timeout: 2_000 });
        else show();
      }, IDLE_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', whenIdle);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [ref, shown]);

  return shown;
}
