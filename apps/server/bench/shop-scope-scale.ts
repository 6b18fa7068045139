import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { IndustryRepository } from '../src/repositories/industry-repository.ts';
import { writeProductScope } from '../src/repositories/product-scope.ts';
import { ShopProductRepository } from '../src/repositories/shop-product-repository.ts';

/**
 * `npm run bench:shop-scale`: the shop's region + industry filter (getShopDatas' product query, in
 * process) as the catalogue grows from the seeded 67 products to 1,000 and 10,000 (copies of the
 * seeded ones, with their scope rows). Median and p95 of 50 runs after 5 warm-ups, SQLite.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-scope-'));
const db = openDatabase({ sqliteFile: path.join(dir, 'q.db') });
await migrateToLatest(db);
await seedIfEmpty(db, { companies: 2000, seed: 1 });
const repo = new ShopProductRepository(db.kysely);
const productCount = async () =>
  Number(
    (
      await db.kysely
        .selectFrom('shop_product')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function time(): Promise<void> {
  // section C with its divisions, as the shop's product service hands them to the query
  const industryCodes = ['C', ...(await new IndustryRepository(db.kysely).childrenOf('C'))];
  const q = { areaCode: '440000', industryCodes, offset: 0, limit: 10 };
  for (let i = 0; i < 5; i++) await repo.list(q);
  const xs: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await repo.list(q);
    xs.push(performance.now() - t0);
  }
  xs.sort((a, b) => a - b);
  console.log(
    `${(await productCount()).toLocaleString('en')} products: region 440000 + industry C, page 1 + count — median ${xs[25]!.toFixed(2)} ms, p95 ${xs[47]!.toFixed(2)} ms`,
  );
}

try {
  await time();
  const base = await db.kysely.selectFrom('shop_product').selectAll().execute();
  for (const target of [1_000, 10_000]) {
    let count = await productCount();
    await db.kysely.transaction().execute(async (tx) => {
      while (count < target) {
        for (const p of base) {
          if (count >= target) break;
          const { shop_product_id: _id, ...rest } = p;
          const row = await tx
            .insertInto('shop_product')
            .values({ ...rest, name: `${rest.name} #${count}` })
            .returning('shop_product_id')
            .executeTakeFirstOrThrow();
          await writeProductScope(tx, row.shop_product_id, p);
          count++;
        }
      }
    });
    await time();
  }
} finally {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
