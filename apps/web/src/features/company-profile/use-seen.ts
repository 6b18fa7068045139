import { useEffect, useRef, type RefObject } from 'react';

/**
 * How long a section must stay in view before it loads: a jump from the top to the last section
 * passes every section on the way, and those must not all fetch.
 */
const DWELL_MS = 250;

/**
 * Calls `onSeen` once, when `ref`'s element has been in (or within 120 px below) the viewport for
 * {@link DWELL_MS}. Without IntersectionObserver (old browsers, jsdom) it calls at once.
 */
export function useSeenOnce(ref: RefObject<HTMLElement | null>, onSeen: () => void, done: boolean) {
  const callback = useRef(onSeen);
  useEffect(() => {
    callback.current = onSeen;
  }, [onSeen]);

  useEffect(() => {
    const element = ref.current;
    if (done || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      callback.current();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        clearTimeout(timer);
        if (visible) timer = setTimeout(() => callback.current(), DWELL_MS);
      },
      { rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, done]);
}
