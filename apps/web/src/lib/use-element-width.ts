import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's content width, following resizes. A hidden element (a kept-alive tab in the
 * background) measures 0: the last real width is kept so the chart does not collapse meanwhile.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = element.clientWidth;
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
