import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticCss } from './vite-plugins/antd-static-css.ts';
import { antdWithoutUniqueTooltips } from './vite-plugins/antd-without-unique-tooltips.ts';
import { contractWithoutCallSchemas } from './vite-plugins/contract-without-call-schemas.ts';
import { landingPageHtml } from './vite-plugins/landing-pages.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { preloadsWithoutAppChunks } from './vite-plugins/preloads-without-app-chunks.ts';
import { shellChunk } from './vite-plugins/shell-chunk.ts';

/**
 * react-router's package exports name only its development build (dev warnings, extra checks:
 * remix-run/react-router#14102); the build takes the production one it ships beside it.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const preloads = preloadsWithoutAppChunks();

/** The API server `npm start` runs (apps/server). */
const apiServer = 'http://127.0.0.1:8080';

/**
 * The server's renderer of the shop's first screens (src/app/first-screen-render.tsx, issue 17):
 * `vite build --ssr` makes dist-ssr/first-screen.js, one self-contained module for Node (every
 * dependency bundled: antd's CommonJS build does not load as named ES imports), beside the browser
 * build. Its CSS module class names are the browser build's (same files, same names).
 */
const firstScreenSsr = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  ssr: 'src/app/first-screen-render.tsx',
  rolldownOptions: { output: { entryFileNames: 'first-screen.js' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        contractWithoutCallSchemas(),
        antdWithoutUniqueTooltips(),
        antdStaticCss(),
        landingPageHtml(),
        preloads.plugin,
        precompress(),
      ],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  ssr: { noExternal: true },
  // React's and antd's production builds in the server's renderer too (the browser build's own)
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? firstScreenSsr
    : {
        outDir: 'dist',
        emptyOutDir: true,
        modulePreload: {
          // the entry (src/main.tsx) has the app's code preloaded already: by the head's links, or on a
          // page the server drew a link per task after the first paint (after-paint-preloads.ts). Vite's
          // helper would add all of them again, in one go, when the entry imports the app: a 50–120 ms
          // task on a slow phone. A lazy part's list leaves out the app's own chunks, loaded by then.
          resolveDependencies: preloads.resolveDependencies,
        },
        rolldownOptions: {
          // zod's schema builders make nothing but the schema (contract-without-call-schemas.ts)
          treeshake: {
            manualPureFunctions: ['z'],
            // rc-form and its validator declare no side effects but have none: a page whose inputs
            // only read the form's context (antd's ContextIsolator) would otherwise load the whole form
            moduleSideEffects: (id: string) =>
              !/[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id),
          },
          output: { codeSplitting: { groups: [shellChunk] } },
        },
      },
  server: {
    proxy: {
      '/api': {
        target: apiServer,
        // `/api/index` is also a page (the API user's home): a browser navigation asking for HTML
        // gets the single-page app, every other `/api` call goes to the server.
        bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
      },
    },
  },
}));
