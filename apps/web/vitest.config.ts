import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Test files that replace modules with vi.mock: they need a module graph of their own. */
const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/** The web project (`isolated`: only the files that mock modules, each in its own module graph). */
export function webProject(isolated: boolean) {
  return defineProject({
    plugins: [react()],
    test: {
      name: isolated ? 'web-isolated' : 'web',
      environment: 'jsdom',
      include: isolated ? [ISOLATED_TESTS] : ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
      exclude: isolated ? [] : [ISOLATED_TESTS],
      setupFiles: ['./src/test/setup.ts'],
      // One module graph per worker instead of one per file: antd, React and the app load once per
      // worker, not once per file (the web tests took 260 s, 142 s so, on 2 cores). Every test still
      // renders its own tree with its own query client, and setup.ts clears the DOM and storage
      // after each test. A file that mocks modules (vi.mock) must be named *.isolated.test.tsx: its
      // mock would not reach modules another file already loaded, or would leak into later files.
      isolate: isolated,
      // antd in jsdom is slow when every workspace's tests run at once.
      testTimeout: 30_000,
    },
  });
}

export default webProject(false);
