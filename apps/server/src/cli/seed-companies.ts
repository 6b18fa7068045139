import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { appendStartId, seedCompanyProfiles } from '../db/seed/seed-companies.ts';
import { refreshProductCounts } from '../db/seed/seed-shop.ts';
import { createSearchEngine, syncSearchIndex } from '../search/index.ts';
import { pausePgSearchIndexes, rebuildPgSearchIndexes } from '../search/pg-bulk-build.ts';
import { GramCounter } from '../search/pg-gram-counter.ts';

/**
 * `npm run seed:companies -- --count N [--seed S]`: appends N synthetic companies with their profiles
 * (people, shareholdings, changes, risks, IP, operations, contacts) to the configured database
 * (DATA_DIR or DATABASE_URL), continuing the deterministic id sequence (after another seed's data, from
 * the next block of ids: see appendStartId), then refreshes the shop products' record counts. Used to
 * build multi-million databases for benchmarks. On PostgreSQL a load at least as large as the table (and
 * ≥ 50,000) pauses the search indexes and rebuilds them after.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { count: { type: 'string' }, seed: { type: 'string' } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count <= 0)
    throw new Error('用法 / usage: npm run seed:companies -- --count 2000000 [--seed 42]');
  const config = loadConfig();
  const seed = values.seed !== undefined ? Number(values.seed) : config.DEMO_SEED;
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: config.sqliteFile });
  await migrateToLatest(db);
  const table = await db.kysely
    .selectFrom('company')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const startId = await appendStartId(db, seed);
  const bulkPg = db.dialect === 'postgres' && count >= Math.max(50_000, Number(table.n));
  if (bulkPg) await pausePgSearchIndexes(db);
  const t0 = Date.now();
  console.log(
    `追加 / appending ${count.toLocaleString('en-US')} companies from id ${startId} (seed ${seed}) …`,
  );
  const grams = bulkPg ? new GramCounter() : undefined;
  let loaded: GramCounter | undefined;
  try {
    const counts = await seedCompanyProfiles(db, {
      seed,
      count,
      startId,
      grams,
      onProgress: (done) => {
        const s = (Date.now() - t0) / 1000;
        process.stdout.write(
          `\r  ${done.toLocaleString('en-US')} companies, ${s.toFixed(1)} s, ${Math.round(done / Math.max(s, 0.001)).toLocaleString('en-US')} companies/s   `,
        );
      },
    });
    loaded = grams;
    console.log(`\n完成 / done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const [t, n] of Object.entries(counts))
      console.log(`  ${t.padEnd(24)} ${n.toLocaleString('en-US').padStart(12)} rows`);
  } finally {
    // also after a failed load: the rows that did land must be searchable
    if (bulkPg) {
      const t2 = Date.now();
      console.log('搜索索引 / rebuilding the search indexes …');
      // a failed load's statistics are read again from the rows that did land
      await rebuildPgSearchIndexes(db, {
        loaded,
        onStep: (step) => console.log(`  ${step.label} ${step.seconds.toFixed(1)} s`),
      });
      console.log(`搜索索引完成 / search indexes built in ${((Date.now() - t2) / 1000).toFixed(1)} s`);
    }
  }
  if (db.sqlite) {
    const t2 = Date.now();
    const indexed = syncSearchIndex(db.sqlite, {
      onProgress: (done) =>
        process.stdout.write(`\r  搜索索引 / indexing ${done.toLocaleString('en-US')} companies   `),
    });
    console.log(
      `\n搜索索引完成 / indexed ${indexed.toLocaleString('en-US')} companies in ${((Date.now() - t2) / 1000).toFixed(1)} s`,
    );
  }
  const t1 = Date.now();
  const refreshed = await refreshProductCounts(db.kysely, createSearchEngine(db));
  console.log(
    `商品记录数已更新 / refreshed ${refreshed} product counts in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
  );
  await db.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
