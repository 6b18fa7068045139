import { SeekPaths, type SeekResult } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pausePgSearchIndexes, rebuildPgSearchIndexes } from '../../src/search/pg-bulk-build.ts';
import { createProfileApp, Who, type ProfileApp } from '../company-profile/profile-app.ts';
import { FIRST_ID, insertSeekFixtures, type SeekFixtures } from './seek-fixtures.ts';

/**
 * A PostgreSQL bulk load pauses the triggers that log company changes (search/pg-bulk-build.ts):
 * the seek's columns, loaded before it, must still see the loaded companies afterwards (the log is
 * reset with a gap, so they are loaded again).
 */
describe.skipIf(!process.env.TEST_PG_URL)('the data-search box after a PostgreSQL bulk load', () => {
  let t: ProfileApp;
  let fx: SeekFixtures;
  let token: string;
  const seek = async (body: Record<string, unknown>) => {
    const res = await t.post<SeekResult>(SeekPaths.search, token, body);
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };

  beforeAll(async () => {
    t = await createProfileApp('postgres');
    fx = await insertSeekFixtures(t.db.kysely);
    token = await t.tokenOf(Who.admin);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds companies loaded with the triggers paused', async () => {
    const before = await seek({});
    expect(before.total).toBe(fx.companies.length);
    await pausePgSearchIndexes(t.db);
    const base = fx.companies[0]!;
    await t.db.kysely
      .insertInto('company')
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          ...base,
          company_id: FIRST_ID + 5_000 + i,
          name: `批量导入${i}号有限公司`,
          ccode: `91330000BULK${String(i).padStart(6, '0')}`,
        })),
      )
      .execute();
    await rebuildPgSearchIndexes(t.db, { connections: 1 });
    const after = await seek({});
    expect(after.total).toBe(fx.companies.length + 5);
    const loaded = await seek({ keyword: '批量导入' });
    expect(loaded.total).toBe(5);
  });
});
