import { seedSubjects } from './seed-subjects.ts';
import type { Db } from '../connection.ts';
import { Rng } from './companies/prng.ts';
import { seedAccess, seedRoleDataScopes } from './seed-access.ts';
import { deleteCompanies, seedCompanies } from './seed-companies.ts';
import { seedGroups } from './seed-groups.ts';
import { seedOrganisations } from './seed-organisations.ts';
import { seedParks } from './seed-parks.ts';
import { seedPlatform } from './seed-platform.ts';
import { seedReference } from './seed-reference.ts';
import { seedShop } from './seed-shop.ts';
import { seedCustomRequests } from './seed-custom-requests.ts';
import { createSearchEngine, syncSearchIndex } from '../../search/index.ts';

export interface SeedOptions {
  /** synthetic companies to create */
  companies: number;
  /** the demo data is a pure function of this seed */
  seed: number;
  log?: (line: string) => void;
}

/**
 * Seeds the demo data when the database is empty (no modules yet). Companies go first in their own
 * transactions; everything else in one transaction at the end, so a crash part-way leaves the
 * database "empty" and the next start seeds it again from scratch.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  const log = opts.log ?? (() => {});
  const existing = await db.kysely.selectFrom('sys_module').select('sys_module_id').limit(1).execute();
  if (existing.length) return false;

  const t0 = Date.now();
  await deleteCompanies(db); // with their profiles: a crash part-way may have left some
  if (opts.companies > 0) {
    log(`写入 ${opts.companies.toLocaleString('en-US')} 家演示企业 / seeding companies …`);
    await seedCompanies(db, { seed: opts.seed, count: opts.companies });
    log(`企业数据完成 / companies done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (db.sqlite) {
    const t1 = Date.now();
    const indexed = syncSearchIndex(db.sqlite);
    log(
      `搜索索引完成 / search index: ${indexed.toLocaleString('en-US')} companies in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
    );
  }
  const search = createSearchEngine(db);
  await db.kysely.transaction().execute(async (tx) => {
    await tx.deleteFrom('region').execute();
    await tx.deleteFrom('industry').execute();
    await seedReference(tx);
    const access = await seedAccess(tx);
    await seedRoleDataScopes(tx);
    const rng = new Rng(opts.seed, 0x0a9e, 1);
    await seedOrganisations(tx, access, () => rng.next());
    await seedParks(tx);
    await seedShop(tx, search);
    await seedSubjects(tx);
    await seedPlatform(tx);
    await seedGroups(tx);
    await seedCustomRequests(tx, search);
  });
  log(`演示数据完成 / demo data seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return true;
}
