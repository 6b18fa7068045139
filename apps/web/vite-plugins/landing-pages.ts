import type { LandingPageEntry } from '@qishu/contract';
// by path: the config's loader bundles relative imports, and Node cannot load the package's .ts itself
import { FIRST_SCREEN_PAGES } from '../../../packages/contract/src/shop-first-screen.ts';
import { preloadsAfterPaint } from '../../../packages/contract/src/first-screen-markers.ts';
import type { Plugin, Rollup } from 'vite';
import { ANTD_LANDING_SHEET, ANTD_SHEET } from './antd-static-css.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The shop pages a visitor lands on, and the module that draws each one. Served from index.html, a
 * page's own code is found only after the entry has run and the router has matched the address: one
 * more round trip before anything of the page shows (on a slow phone network, about a second). Each
 * of these pages gets its own copy of index.html that also names its code and CSS
 * (`<link rel="modulepreload">`), so the browser fetches them beside the entry. The server sends
 * that copy for the page's address (landing-pages.json says which); every other address gets
 * index.html as before.
 */
interface LandingPage {
  /** the address (and, with `prefix`, every address under it) */
  path: string;
  /** its HTML file in dist/ */
  file: string;
  /** the modules that draw the page: their chunks, and what those import, are preloaded */
  modules: readonly string[];
  prefix?: boolean;
}

const personalCentre = 'src/app/account/PersonalCentreRoute.tsx';

/** /manin/<key>: the personal centre and the section's own screen (and the parts it shows first). */
const personalSection = (key: string, ...screen: string[]): LandingPage => ({
  path: `/manin/${key}`,
  file: `manin-${key}.html`,
  modules: [personalCentre, ...screen],
});

export const landingPages: readonly LandingPage[] = [
  { path: '/mall', file: 'mall.html', modules: ['src/app/shop-shell/ProductBrowsing.tsx'] },
  { path: '/popular', file: 'popular.html', modules: ['src/app/shop-shell/ProductBrowsing.tsx'] },
  { path: '/custom', file: 'custom.html', modules: ['src/app/custom/CustomRoute.tsx'] },
  // the personal centre's sections, each with its own screen (app/account/lazy-sections.tsx) …
  // (我的订单's screen was left out while its pager brought antd's select and its data actions a form;
  // both now load when shown, and the screen is 3 KiB)
  personalSection('manorder', 'src/features/orders/OrdersSection.tsx'),
  personalSection('cart', 'src/features/cart/CartSection.tsx'),
  personalSection(
    'record',
    'src/app/account/MyDataSection.tsx',
    // its first tab's list (the second's loads when chosen)
    'src/features/precise/PreciseOrderList.tsx',
  ),
  personalSection('msg', 'src/features/messages/InboxList.tsx'),
  personalSection('person', 'src/features/auth/ProfileForm.tsx'),
  personalSection('change', 'src/features/auth/ChangePasswordForm.tsx'),
  // … and any other /manin address (the first section it redirects to)
  { path: '/manin', file: 'manin.html', modules: [personalCentre], prefix: true },
];

function isChunk(file: OutputBundle[string] | undefined): file is OutputChunk {
  return file?.type === 'chunk';
}

/** A chunk and every chunk it imports statically, in load order. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Set<string>();
  const order: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (isChunk(next)) visit(next);
    }
    order.push(chunk);
  };
  visit(start);
  return order;
}

/**
 * The app itself, which the entry (src/main.tsx) imports on demand so that a page the server drew is
 * painted before the app's code runs: every page's HTML preloads it beside the entry.
 */
const appModule = 'src/app/start.tsx';

export function landingPageHtml(): Plugin {
  return {
    name: 'qishu:landing-pages',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const closureOf = (modules: readonly string[], page: string) =>
          modules.flatMap((module) => {
            const chunk = Object.values(bundle).find(
              (file): file is OutputChunk => isChunk(file) && !!file.facadeModuleId?.endsWith(module),
            );
            if (!chunk) this.error(`${page}: no chunk for ${module}`);
            return staticClosure(bundle, chunk);
          });
        const preloads = (html: string, chunks: OutputChunk[]) => {
          const links: string[] = [];
          for (const c of chunks) {
            // index.html already names the entry and what it imports
            if (!html.includes(`/${c.fileName}"`))
              links.push(`<link rel="modulepreload" crossorigin href="/${c.fileName}">`);
            for (const css of c.viteMetadata?.importedCss ?? [])
              if (!html.includes(`/${css}"`))
                links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
          }
          return html.replace('</head>', `  ${[...new Set(links)].join('\n    ')}\n  </head>`);
        };
        const html = preloads(String(index.source), closureOf([appModule], 'index.html'));
        index.source = html;
        const sheet = (name: string) =>
          Object.values(bundle).find((file) => file.type === 'asset' && file.names.includes(name))?.fileName;
        const [fullSheet, landingSheet] = [sheet(ANTD_SHEET), sheet(ANTD_LANDING_SHEET)];
        const entries: LandingPageEntry[] = [];
        for (const page of landingPages) {
          const source = preloads(html, closureOf(page.modules, `landing page ${page.path}`));
          const drawnForAnyone = (FIRST_SCREEN_PAGES as readonly string[]).includes(page.path);
          this.emitFile({
            type: 'asset',
            fileName: page.file,
            // the pages the server draws for anyone (the contract's list) fetch their scripts after
            // the first paint, and link the smaller antd sheet: theirs only
            source: drawnForAnyone
              ? preloadsAfterPaint(
                  fullSheet && landingSheet ? source.replace(`/${fullSheet}"`, `/${landingSheet}"`) : source,
                )
              : source,
          });
          entries.push({ path: page.path, file: page.file, prefix: page.prefix ?? false });
        }
        this.emitFile({ type: 'asset', fileName: 'landing-pages.json', source: JSON.stringify(entries) });
      },
    },
  };
}
