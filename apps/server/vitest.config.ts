import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // the migrated and the seeded databases each file's database is copied from (SQLite files; PostgreSQL with TEST_PG_URL)
    globalSetup: ['./test/helpers/test-templates.ts'],
    // One module graph per worker, not per file: the server's modules load once per worker (the
    // server tests took 165 s, 99 s so, on 2 cores). Each file builds its own app on its own
    // database, and no server test mocks modules (vi.mock) or stubs globals; one that must should
    // get a project of its own with isolate: true, as the web's *.isolated.test.tsx files do.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
