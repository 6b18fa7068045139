import type { Db } from '../../db/connection.ts';
import type { Executor } from '../../db/executor.ts';
import { ProfileHeaderRepository } from '../../repositories/company-profile/profile-header-repository.ts';

/** Pooled PostgreSQL connections kept through idle spells (db/connection.ts `min`). */
const KEPT_CONNECTIONS = 3;

async function readHeaderOn(conn: Executor, companyId: number): Promise<void> {
  // the statement a header runs (company, counts and facts in one row); the live facts and counts
  // are read only for a company without a stored row, which a served database does not have
  await new ProfileHeaderRepository(conn).company(companyId);
  await conn.selectFrom('company_view').select('company_id').limit(1).execute();
}

/**
 * Runs the profile header's statements once on each kept PostgreSQL connection, side by side, so
 * that the first users after a start do not pay for a backend's first use of those tables and
 * statements (its catalogue caches: measured 50–78 ms on a cold connection's first header instead of
 * 10–20 ms). SQLite has one connection that the seek warm-up already uses: nothing to do.
 */
export async function warmProfileReads(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') return;
  const first = await db.kysely
    .selectFrom('company')
    .select('company_id')
    .orderBy('company_id')
    .limit(1)
    .executeTakeFirst();
  if (!first) return;
  await Promise.all(
    Array.from({ length: KEPT_CONNECTIONS }, () =>
      db.kysely.connection().execute((conn) => readHeaderOn(conn, first.company_id)),
    ),
  );
}
