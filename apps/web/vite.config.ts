import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticCss } from './vite-plugins/antd-static-css.ts';
import { landingPageHtml } from './vite-plugins/landing-pages.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { shellChunk } from './vite-plugins/shell-chunk.ts';

/** The API server `npm start` runs (apps/server). */
const apiServer = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), antdStaticCss(), landingPageHtml(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
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
});
