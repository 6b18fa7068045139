import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CompanyFilter } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompanies } from '../../src/db/seed/seed-companies.ts';
import { PortableSearchEngine } from '../../src/search/portable-engine.ts';
import { FtsReader } from '../../src/search/sqlite/fts-reader.ts';
import { ReaderPool } from '../../src/search/sqlite/reader-pool.ts';
import { syncSearchIndex } from '../../src/search/sqlite/index-writer.ts';
import { SqliteSearchEngine } from '../../src/search/sqlite/sqlite-engine.ts';
import { createTestDb, type TestDb } from '../helpers/test-db.ts';

const filters: CompanyFilter[] = [
  { keyword: '科技' },
  { keyword: '销售', searchRange: [1], hasEmail: true },
  { capitalRanges: [{ min: 100, max: 500 }], statuses: ['存续', '注销'] },
  { keyword: '%' }, // not expressible in the index: the portable fallback answers
];

describe('SQLite searches in worker threads', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb('sqlite');
    await seedCompanies(db, { seed: 5, count: 3000 });
    syncSearchIndex(db.sqlite!);
  });
  afterAll(() => db.drop());

  it('answers counts and pages in a worker, the same as on the server connection', async () => {
    const engine = new SqliteSearchEngine(db.sqlite!, new PortableSearchEngine(db.kysely));
    const local = new FtsReader(db.sqlite!);
    try {
      for (const filter of filters.slice(0, 3)) {
        expect(await engine.search(filter, { offset: 5, limit: 10 })).toEqual(
          local.search(filter, { offset: 5, limit: 10 }),
        );
        expect(await engine.count(filter)).toBe(local.count(filter));
      }
      expect(engine.servedByWorkers).toBe(6);
      expect(local.count(filters[3]!)).toBeNull();
      expect(await engine.count(filters[3]!)).toBe(0);
    } finally {
      await engine.close();
    }
  });

  it('sees what the server connection wrote just before', async () => {
    const engine = new SqliteSearchEngine(db.sqlite!, new PortableSearchEngine(db.kysely));
    try {
      expect(await engine.count({ keyword: '琥珀鲸' })).toBe(0);
      await db.kysely
        .updateTable('company')
        .set({ name: '琥珀鲸数据有限公司', status: '存续' })
        .where('company_id', '=', 7)
        .execute();
      expect((await engine.search({ keyword: '琥珀鲸' }, { offset: 0, limit: 10 })).ids).toEqual([7]);
      expect(engine.servedByWorkers).toBe(2);
    } finally {
      await engine.close();
    }
  });

  it('idle workers end, but for the seek worker and one count worker once the server warmed them', async () => {
    const IDLE = 100;
    const pool = new ReaderPool(db.sqliteFile!, 2, IDLE);
    try {
      expect(await pool.keepSeekWarm()).toBe(3000);
      expect(pool.running).toBe(2);
      // both busy at once: a second count worker starts beside the first, and ends when idle
      await Promise.all([0, 1, 2].map(() => pool.run({ op: 'count', filter: filters[1]! })));
      expect(pool.running).toBe(3);
      await sleep(IDLE * 4);
      expect(pool.running).toBe(2);
      expect(await pool.run({ op: 'count', filter: filters[0]! })).toBe(
        new FtsReader(db.sqlite!).count(filters[0]!),
      );
    } finally {
      await pool.close();
    }
  });

  it('reads on the server connection when a worker cannot open the database', async () => {
    const other = await createTestDb('sqlite');
    try {
      await seedCompanies(other, { seed: 6, count: 500 });
      syncSearchIndex(other.sqlite!);
      const engine = new SqliteSearchEngine(other.sqlite!, new PortableSearchEngine(other.kysely));
      const want = new FtsReader(other.sqlite!).count({ keyword: '科技' });
      // the server's connection keeps the unlinked file; a new connection finds nothing to open
      fs.rmSync(other.sqliteFile!);
      expect(await engine.count({ keyword: '科技' })).toBe(want);
      expect(await engine.count({ keyword: '科技' })).toBe(want);
      expect(engine.servedByWorkers).toBe(0);
      await engine.close();
    } finally {
      await other.drop();
    }
  });
});
