import { AFTER_PAINT_PRELOADS_ID } from '@qishu/contract/first-screen-markers';
import { takeJsonArray } from './lib/take-json-array.ts';

/** The element's script addresses (none if it is absent or unreadable); it is removed once read. */
export function takeAfterPaintPreloads(): string[] {
  return takeJsonArray(AFTER_PAINT_PRELOADS_ID).filter((href): href is string => typeof href === 'string');
}

/**
 * Starts fetching these modules as the head's links would have, a link per task: adding a
 * modulepreload link costs the main thread some milliseconds on a slow phone (measured at 4× CPU
 * slowdown: 130–180 ms for the thirty links of a personal-centre page in one go), and the picture
 * should answer a tap meanwhile.
 */
export function preloadModules(hrefs: readonly string[]): void {
  const [href, ...rest] = hrefs;
  if (href === undefined) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
  if (rest.length) setTimeout(() => preloadModules(rest));
}
