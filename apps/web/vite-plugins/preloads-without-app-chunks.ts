import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/** `roots` and every chunk they import statically, with the CSS those chunks bring. */
function staticClosure(bundle: Bundle, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * Every lazily loaded part carries the list of files to fetch beside it (Vite's preload map), and
 * that list named the app's own chunks too — the entry, the shared shell, the app (src/app/start.tsx)
 * and what they import — which every page has loaded before any part is asked for. Left out, the
 * lists are shorter: on a personal-centre page some 2 KiB less script, compressed (issue 17).
 *
 * `plugin` finds those files when the bundle is written (before Vite writes the lists);
 * `resolveDependencies` is build.modulePreload's hook. The entry's own imports of the app get no list
 * at all: the page's HTML has preloaded the app already.
 */
export function preloadsWithoutAppChunks() {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'qishu:preloads-without-app-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Bundle;
      const entries = Object.keys(chunks).filter((file) => {
        const chunk = chunks[file];
        return chunk?.type === 'chunk' && chunk.isEntry;
      });
      // what the entry starts with (react-dom's client and the app) is loaded on every page too
      const started = entries.flatMap((file) => (chunks[file] as BundleChunk).dynamicImports);
      loaded.clear();
      for (const file of staticClosure(chunks, [...entries, ...started])) loaded.add(file);
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    // the HTML's own links preload the entry's imports: those stay
    if (hostType === 'html') return deps;
    return /(^|\/)index-[^/]*\.js$/.test(hostId) ? [] : deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
