import type { CompanyFilter } from '@qishu/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCompanies } from '../../src/db/seed/companies/index.ts';
import { seedCompanies } from '../../src/db/seed/seed-companies.ts';
import { createSearchEngine } from '../../src/search/index.ts';
import { pausePgSearchIndexes, rebuildPgSearchIndexes } from '../../src/search/pg-bulk-build.ts';
import { GramCounter } from '../../src/search/pg-gram-counter.ts';
import { createTestDb, type TestDb } from '../helpers/test-db.ts';
import { matches } from '../support/company-oracle.ts';

const SEED = 31;
const HALF = 1500;

/** Company indexes and statistics triggers as the catalogue describes them. */
async function searchObjects(db: TestDb) {
  const indexes = await sql<{ indexdef: string }>`select indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'company' order by indexname`.execute(db.kysely);
  const triggers = await sql<{
    tgname: string;
    tgenabled: string;
  }>`select t.tgname, t.tgenabled from pg_trigger t
    join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relname = 'company' and not t.tgisinternal order by t.tgname`.execute(
    db.kysely,
  );
  return { indexes: indexes.rows.map((r) => r.indexdef), triggers: triggers.rows };
}

const gramCounts = async (db: TestDb) =>
  (
    await sql<{ field: string; gram: string; status: string; n: number }>`select field, gram, status, n
      from company_gram_count where n <> 0 order by field, gram, status`.execute(db.kysely)
  ).rows;

describe.skipIf(!process.env.TEST_PG_URL)(
  'PostgreSQL bulk load: pause and rebuild the search indexes',
  () => {
    let bulk: TestDb;
    let rowByRow: TestDb;
    beforeAll(async () => {
      [bulk, rowByRow] = await Promise.all([createTestDb('postgres'), createTestDb('postgres')]);
      // the reference: every company inserted with the indexes and triggers on
      await seedCompanies(rowByRow, { seed: SEED, count: 2 * HALF });
      await seedCompanies(bulk, { seed: SEED, count: HALF });
    });
    afterAll(() => Promise.all([bulk.drop(), rowByRow.drop()]));

    it('rebuilds exactly the indexes, triggers and keyword statistics that row-by-row upkeep gives', async () => {
      const before = await searchObjects(bulk);
      await pausePgSearchIndexes(bulk);
      const paused = await searchObjects(bulk);
      expect(paused.indexes.filter((d) => d.includes('qishu_bigrams'))).toEqual([]);
      expect(paused.indexes.length).toBeLessThan(before.indexes.length);
      expect(paused.triggers.every((t) => t.tgenabled === 'D')).toBe(true);

      // the loaded half's statistics counted while loading, added to the first half's
      const grams = new GramCounter();
      await seedCompanies(bulk, { seed: SEED, count: HALF, startId: HALF + 1, grams });
      expect(grams.companies).toBe(HALF);
      const steps = await rebuildPgSearchIndexes(bulk, { connections: 3, loaded: grams });
      expect(steps.map((s) => s.label)).toEqual(
        expect.arrayContaining([
          'company_people_bi_ix',
          'statistics (counted while loading)',
          'vacuum analyze',
        ]),
      );
      expect(steps.map((s) => s.label)).not.toContain('statistics name');
      expect(await searchObjects(bulk)).toEqual(before);
      const reference = await gramCounts(rowByRow);
      expect(reference.length).toBeGreaterThan(10_000);
      expect(await gramCounts(bulk)).toEqual(reference);

      // without counts (a load that failed), the statistics are read from every company again
      await pausePgSearchIndexes(bulk);
      await sql`update company_gram_count set n = n + 7 where field = 'p'`.execute(bulk.kysely);
      const again = await rebuildPgSearchIndexes(bulk, { connections: 2 });
      expect(again.map((s) => s.label)).toEqual(
        expect.arrayContaining(['statistics name', 'statistics scope']),
      );
      expect(await gramCounts(bulk)).toEqual(reference);
    });

    it('searches the bulk-loaded companies like the others, and the statistics follow changes again', async () => {
      const rows = [...generateCompanies({ seed: SEED, count: 2 * HALF })];
      const engine = createSearchEngine(bulk);
      const late = rows[HALF + 17]!;
      const filters: CompanyFilter[] = [
        { keyword: late.name.slice(2, 4) },
        { keyword: '销售', searchRange: [1] },
        { keyword: late.legal_person, searchRange: [3] },
        { keyword: late.address.slice(0, 1), searchRange: [2] },
      ];
      for (const filter of filters) {
        const want = rows.filter((c) => matches(c, filter)).map((c) => c.company_id);
        const page = await engine.search(filter, { offset: 0, limit: 10 });
        expect(page.count).toBe(want.length);
        expect(page.ids).toEqual(want.slice(0, 10));
      }
      const short = { keyword: '鲸辰' };
      expect(await engine.count(short)).toBe(0);
      await bulk.kysely
        .updateTable('company')
        .set({ name: '杭州鲸辰数据有限公司', status: '存续' })
        .where('company_id', '=', late.company_id)
        .execute();
      expect(await engine.count(short)).toBe(1);
    });
  },
);
