import { AFTER_PAINT_PRELOADS_ID } from '@qishu/contract/first-screen-markers';
import { takeJsonArray } from './lib/take-json-array.ts';

/** The element's script addresses (none if it is absent or unreadable); it is removed once read. */
export function takeAfterPaintPreloads(): string[] {
  return takeJsonArray(AFTER_PAINT_PRELOADS_ID).filter((href): href is string => typeof href === 'string');
}

/** Starts fetching these modules as the head's links would have. */
export function preloadModules(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
