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
