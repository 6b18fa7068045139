import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // with TEST_PG_URL: one migrated database that each file's PostgreSQL database is copied from
    globalSetup: ['./test/helpers/pg-template.ts'],
    // One module graph per worker, not per file: the server's modules load once per worker (the
    // server tests took 165 s, 99 s so, on 2 cores). Each file builds its own app on its own
    // database, and no server test mocks modules (vi.mock) or stubs globals; one that must should
    // get a project of its own with isolate: true, as the web's *.isolated.test.tsx files do.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
