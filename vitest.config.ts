import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own config.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/web/vitest.isolated.config.ts', 'e2e'],
  },
});
