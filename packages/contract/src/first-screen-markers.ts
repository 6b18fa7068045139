/**
 * The marks a shop landing page's HTML carries for its first screen (shop-first-screen.ts): a module
 * of its own, with no imports, so that the web's entry script can read them without the contract's
 * schemas (apps/web/src/main.tsx runs before the app's code is fetched).
 */

/** The id of the `<script type="application/json">` element that carries the answers. */
export const FIRST_SCREEN_DATA_ID = 'qishu-first-screen';

/**
 * The attribute of the root element while it holds the server's picture of the page's first screen
 * (the web's renderer draws it from the answers; the web's entry removes the attribute once the app
 * has taken the picture over).
 */
export const FIRST_SCREEN_PICTURE_ATTRIBUTE = 'data-picture';

/**
 * A page the server draws names its scripts in this JSON element instead of as
 * `<link rel="modulepreload">` in its head: fetched beside the HTML and its CSS, some 300 KB of script
 * would compete with them on a slow phone network for a picture that needs none of it. The web's entry
 * (main.tsx) preloads them once the picture is painted.
 */
export const AFTER_PAINT_PRELOADS_ID = 'qishu-after-paint-preloads';

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page's module preloads moved from its head into the JSON list the entry reads after the first
 * paint (the web's build does it for the landing pages drawn for anyone; the server for a personal-centre
 * page it has drawn for the signed-in shopper).
 */
export function preloadsAfterPaint(html: string): string {
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const list = `<script type="application/json" id="${AFTER_PAINT_PRELOADS_ID}">${JSON.stringify(hrefs)}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace('</head>', `  ${list}\n  </head>`);
}

/**
 * The cookie that carries the shopper's session token beside the browser's storage (the web writes
 * it with the token, lib/api/session-store.ts), so that the server can draw a personal-centre page for
 * the shopper. The server reads it for drawing pages only; API calls still carry the token in their
 * Authorization header, so a request from another site gains nothing by it.
 */
export const SESSION_COOKIE = 'qishu_session';

/** The id of the JSON element that carries the data cache of a page drawn for a signed-in shopper. */
export const FIRST_SCREEN_CACHE_ID = 'qishu-first-screen-cache';

/** The personal centre's sections (data-shop.md §2) the server draws for the signed-in shopper. */
export const PERSONAL_CENTRE_SECTIONS = ['manorder', 'cart', 'record', 'msg', 'person', 'change'] as const;

/** Whether the server draws `pathname` for the shopper whose session the cookie names. */
export function isSignedInFirstScreen(pathname: string): boolean {
  const match = /^\/manin\/([a-z]+)\/?$/.exec(pathname);
  return !!match?.[1] && (PERSONAL_CENTRE_SECTIONS as readonly string[]).includes(match[1]);
}
