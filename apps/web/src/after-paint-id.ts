/**
 * A page the server draws (the shop's /mall and /popular: the server's http/first-screen.ts) names
 * its scripts in this JSON element instead of as `<link rel="modulepreload">` in its head: fetched
 * beside the HTML and its CSS, some 300 KB of script would compete with them on a slow phone network
 * for a picture that needs none of it. The entry (main.tsx) preloads them once the picture is
 * painted (vite-plugins/landing-pages.ts writes the element).
 */
export const AFTER_PAINT_PRELOADS_ID = 'qishu-after-paint-preloads';
