import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db.ts';

/**
 * Migration 0038 on a database made before it: each lead's follow_count counts its records, and the
 * triggers keep it through inserts, deletes and a lead's removal; on SQLite the widened name index
 * gets statistics exactly when sale_lead had them (analyse-new-index.ts).
 */
describe.each(testDialects)('migration 0038 on an existing database (%s)', (dialect) => {
  let db: TestDb | undefined;
  afterEach(async () => {
    await db?.drop();
    db = undefined;
  });

  async function before0038(analysed: boolean) {
    db = await createTestDb(dialect, { upTo: '0037_lead_name_index' });
    const k = db.kysely;
    const at = '2026-11-27T08:00:00.000Z';
    const lead = async (org: number, companyId: number) =>
      (
        await k
          .insertInto('sale_lead')
          .values({
            usr_agent_id: org,
            company_id: companyId,
            owner_id: null,
            source: 'search',
            created_by: 1,
            created_at: at,
            updated_at: at,
            company_name: `公司${companyId}`,
          })
          .returning('lead_id')
          .executeTakeFirstOrThrow()
      ).lead_id;
    const leads = { a: await lead(200, 1), b: await lead(200, 2), c: await lead(210, 3) };
    const record = (leadId: number, org: number) => ({
      lead_id: leadId,
      usr_agent_id: org,
      user_id: 1,
      kind: 'call',
      content: '电话沟通',
      created_at: at,
    });
    await k
      .insertInto('sale_follow')
      .values([record(leads.a, 200), record(leads.a, 200), record(leads.a, 200), record(leads.c, 210)])
      .execute();
    if (analysed && dialect === 'sqlite') await sql`analyze`.execute(k);
    await migrateToLatest(db);
    return leads;
  }

  const counts = async () =>
    Object.fromEntries(
      (
        await db!.kysely
          .selectFrom('sale_lead')
          .select(['lead_id', 'follow_count'])
          .orderBy('lead_id')
          .execute()
      ).map((r) => [r.lead_id, Number(r.follow_count)]),
    );

  it('counts the records there were, then follows inserts and deletes', async () => {
    const { a, b, c } = await before0038(true);
    expect(await counts()).toEqual({ [a]: 3, [b]: 0, [c]: 1 });
    const k = db!.kysely;
    await k
      .insertInto('sale_follow')
      .values(
        [b, b].map((lead_id) => ({
          lead_id,
          usr_agent_id: 200,
          user_id: 1,
          kind: 'visit',
          content: '拜访',
          created_at: '2026-11-28T08:00:00.000Z',
        })),
      )
      .execute();
    const oneOfA = await k
      .selectFrom('sale_follow')
      .select('follow_id')
      .where('lead_id', '=', a)
      .executeTakeFirstOrThrow();
    await k.deleteFrom('sale_follow').where('follow_id', '=', oneOfA.follow_id).execute();
    expect(await counts()).toEqual({ [a]: 2, [b]: 2, [c]: 1 });
    // a record moved to another lead moves its count
    await k.updateTable('sale_follow').set({ lead_id: b }).where('lead_id', '=', c).execute();
    expect(await counts()).toEqual({ [a]: 2, [b]: 3, [c]: 0 });
    // removing a lead removes its records (the cascade's triggers find the lead gone)
    await k.deleteFrom('sale_lead').where('lead_id', '=', b).execute();
    expect(await counts()).toEqual({ [a]: 2, [c]: 0 });
    expect(await k.selectFrom('sale_follow').select('lead_id').execute()).toEqual([
      { lead_id: a },
      { lead_id: a },
    ]);
  });

  it.runIf(dialect === 'sqlite')(
    'gives the widened name index statistics only where sale_lead had them',
    async () => {
      const stat = () =>
        db!
          .sqlite!.prepare(`select stat from sqlite_stat1 where idx = 'sale_lead_name_ix'`)
          .pluck()
          .all() as string[];
      await before0038(true);
      // four columns: the rows, then the rows per prefix of 1 … 4 columns
      expect(stat()).toEqual([expect.stringMatching(/^3( \d+){4}$/)]);
      await db!.drop();
      await before0038(false);
      expect(
        db!.sqlite!.prepare(`select count(*) from sqlite_master where name = 'sqlite_stat1'`).pluck().get(),
      ).toBe(0);
    },
  );
});
