import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * When `key` changes (another page, filter or category of the list), brings the list's top back
 * into view if the user had scrolled past it (they paged at the bottom of the list): the list
 * starts under the sticky header, not the page's top. A list whose top is in view stays put.
 * The element's `scroll-margin-top` is the room the sticky header takes.
 */
export function useListTopInView(ref: RefObject<HTMLElement | null>, key: string): void {
  const shown = useRef(key);
  useLayoutEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const el = ref.current;
    if (!el) return;
    const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
    const top = el.getBoundingClientRect().top;
    if (top < margin) window.scrollTo({ top: window.scrollY + top - margin });
  }, [ref, key]);
}
