import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_PRELOADS_ID,
  isSignedInFirstScreen,
  preloadsAfterPaint,
} from './first-screen-markers.ts';

describe('isSignedInFirstScreen', () => {
  it('is each section of the personal centre, with or without a closing slash', () => {
    for (const section of ['manorder', 'cart', 'record', 'msg', 'person', 'change']) {
      expect(isSignedInFirstScreen(`/manin/${section}`), section).toBe(true);
      expect(isSignedInFirstScreen(`/manin/${section}/`), section).toBe(true);
    }
  });

  it('is no other address', () => {
    for (const path of [
      '/manin',
      '/manin/',
      '/manin/carts',
      '/manin/cart/x',
      '/mall',
      '/admin',
      '/x/manin/cart',
    ])
      expect(isSignedInFirstScreen(path), path).toBe(false);
  });
});

describe('preloadsAfterPaint', () => {
  const page = [
    '<html><head>',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/shell-b.js">',
    '<link rel="modulepreload" crossorigin href="/assets/start-c.js">',
    '<link rel="stylesheet" crossorigin href="/assets/start-d.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it('moves the module preloads into the list, in order, and leaves the entry and the CSS', () => {
    const html = preloadsAfterPaint(page);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('src="/assets/index-a.js"');
    expect(html).toContain('href="/assets/start-d.css"');
    expect(html).toContain(
      `<script type="application/json" id="${AFTER_PAINT_PRELOADS_ID}">["/assets/shell-b.js","/assets/start-c.js"]</script>\n  </head>`,
    );
  });
});
