import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { demoOrganisations } from './demo-accounts.ts';

/** Individual businesses are not settled in a park's roster. */
const NOT_SETTLED = '个体工商户';

/**
 * The demo parks' rosters (park_company): every enterprise of a park's area (its `park_region`, a
 * district or a city without districts), one INSERT … SELECT per park, so it stays quick at millions
 * of companies. Companies appended later (seed:companies) are not settled anywhere.
 */
export async function seedParks(db: Kysely<Database>, at: string = new Date().toISOString()): Promise<void> {
  for (const o of demoOrganisations) {
    const region = o.park_region;
    if (!region) continue;
    await db
      .insertInto('park_company')
      .columns(['usr_agent_id', 'company_id', 'created_at'])
      .expression(
        db
          .selectFrom('company')
          .select([
            sql<number>`${o.usr_agent_id}`.as('usr_agent_id'),
            'company_id',
            sql<string>`${at}`.as('created_at'),
          ])
          .where((eb) => eb.or([eb('district_code', '=', region), eb('city_code', '=', region)]))
          .where('company_type', '<>', NOT_SETTLED),
      )
      .execute();
  }
}
