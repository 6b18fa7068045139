import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { loadIndustries } from '../reference/industries.ts';
import { loadRegions } from '../reference/regions.ts';

const BATCH = 500;

/** GB/T 2260 regions and GB/T 4754-2017 industries. */
export async function seedReference(db: Kysely<Database>): Promise<void> {
  const regions = loadRegions();
  for (let i = 0; i < regions.length; i += BATCH) {
    await db
      .insertInto('region')
      .values(regions.slice(i, i + BATCH))
      .execute();
  }
  await db.insertInto('industry').values(loadIndustries()).execute();
}
