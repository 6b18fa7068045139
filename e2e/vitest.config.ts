import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // a failed test leaves screenshots of the pages it had open
    setupFiles: ['./support/failure-shots.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // one real server and browser per file; files run one after another to keep the 2-core machine calm
    fileParallelism: false,
  },
});
