/**
 * One line of landing-pages.json, which the web build writes beside its HTML files
 * (apps/web/vite-plugins/landing-pages.ts) and the server reads to choose the HTML file of a page
 * address (apps/server/src/http/web-static.ts): the first line that matches answers.
 */
export interface LandingPageEntry {
  /** the address */
  path: string;
  /** its HTML file in the build's folder */
  file: string;
  /** the address and everything under it (`/manin/cart`) */
  prefix: boolean;
}
