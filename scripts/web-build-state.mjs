// Whether apps/web/dist (and the first-screen renderer in dist-ssr) is older than any source it is built from.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

export function webBuildIsStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  // the server's renderer of the shop's first screens is built with it (apps/web `npm run build`)
  const renderer = path.join(root, 'apps/web/dist-ssr/first-screen.js');
  if (!fs.existsSync(built) || !fs.existsSync(renderer)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}
