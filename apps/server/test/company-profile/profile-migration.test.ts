import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedAccess } from '../../src/db/seed/seed-access.ts';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db.ts';

const CONTACT = 'data:search:contact';

/** The 企业搜索 group's actions in order, with the modules offering each and the roles holding each. */
async function searchGroup(db: TestDb) {
  const k = db.kysely;
  const details = await k
    .selectFrom('sys_action')
    .select('parent_id')
    .where('perm', '=', 'data:search:details')
    .executeTakeFirstOrThrow();
  const actions = await k
    .selectFrom('sys_action')
    .select(['sys_action_id', 'perm', 'name', 'orders', 'sys_module_id'])
    .where('parent_id', '=', details.parent_id)
    .orderBy('orders')
    .execute();
  const out = [];
  for (const a of actions) {
    const modules = await k
      .selectFrom('sys_module_action')
      .select('sys_module_id')
      .where('sys_action_id', '=', a.sys_action_id)
      .orderBy('sys_module_id')
      .execute();
    const roles = await k
      .selectFrom('sys_role_action as ra')
      .innerJoin('sys_role as r', 'r.sys_role_id', 'ra.sys_role_id')
      .select(['r.sys_module_id', 'r.role_name'])
      .where('ra.sys_action_id', '=', a.sys_action_id)
      .orderBy('r.sys_module_id')
      .orderBy('r.role_name')
      .execute();
    out.push({
      perm: a.perm,
      name: a.name,
      orders: a.orders,
      owner: a.sys_module_id,
      modules: modules.map((m) => m.sys_module_id),
      roles: roles.map((r) => `${r.sys_module_id}:${r.role_name}`),
    });
  }
  return out;
}

/** Migration 0018: data:search:contact for databases seeded before it; nothing to do on a fresh one. */
describe.each(testDialects)('migration 0018 (%s)', (dialect) => {
  let before: TestDb;
  let fresh: TestDb;

  beforeAll(async () => {
    // a database seeded before issue 14: today's seed without the contact permission
    before = await createTestDb(dialect, { upTo: '0017_company_profile' });
    await seedAccess(before.kysely);
    const k = before.kysely;
    const contact = await k
      .selectFrom('sys_action')
      .select(['sys_action_id', 'parent_id', 'orders'])
      .where('perm', '=', CONTACT)
      .executeTakeFirstOrThrow();
    await k.deleteFrom('sys_role_action').where('sys_action_id', '=', contact.sys_action_id).execute();
    await k.deleteFrom('sys_module_action').where('sys_action_id', '=', contact.sys_action_id).execute();
    await k.deleteFrom('sys_action').where('sys_action_id', '=', contact.sys_action_id).execute();
    await k
      .updateTable('sys_action')
      .set((eb) => ({ orders: eb('orders', '-', 1) }))
      .where('parent_id', '=', contact.parent_id)
      .where('orders', '>', contact.orders)
      .execute();
    expect((await searchGroup(before)).map((a) => a.perm)).not.toContain(CONTACT);
    expect(await migrateToLatest(before, '0018_profile_contact_and_map')).toEqual([
      '0018_profile_contact_and_map',
    ]);

    // a new database: every migration first (0018 finds no permissions), then the seed
    fresh = await createTestDb(dialect);
    await seedAccess(fresh.kysely);
  });
  afterAll(async () => {
    await before?.drop();
    await fresh?.drop();
  });

  it('adds 查看企业联系方式 after 查看企业详情, offered by modules 5, 6, 7 and held by their 管理员 roles', async () => {
    const group = await searchGroup(before);
    expect(group.map((a) => [a.perm, a.orders])).toEqual([
      ['data:search:seek', 1],
      ['data:search:query', 2],
      ['data:search:entall', 3],
      ['data:search:details', 4],
      [CONTACT, 5],
      ['data:search:export', 6],
    ]);
    expect(group.find((a) => a.perm === CONTACT)).toEqual({
      perm: CONTACT,
      name: '查看企业联系方式',
      orders: 5,
      owner: 5,
      modules: [5, 6, 7],
      roles: ['5:管理员', '6:管理员', '7:管理员'],
    });
    // 普通用户 keep data:search:details without contacts
    expect(group.find((a) => a.perm === 'data:search:details')?.roles).toEqual([
      '5:普通用户',
      '5:管理员',
      '6:普通用户',
      '6:管理员',
      '7:普通用户',
      '7:管理员',
    ]);
  });

  it('leaves the group exactly as a new database seeds it', async () => {
    expect(await searchGroup(before)).toEqual(await searchGroup(fresh));
    const contacts = await fresh.kysely
      .selectFrom('sys_action')
      .select('sys_action_id')
      .where('perm', '=', CONTACT)
      .execute();
    expect(contacts).toHaveLength(1);
  });

  it('creates the map index on company (district, section, point, id)', async () => {
    const found =
      dialect === 'sqlite'
        ? await sql<{
            n: string;
          }>`select name as n from sqlite_master where type = 'index' and name = 'company_map_ix'`.execute(
            before.kysely,
          )
        : await sql<{
            n: string;
          }>`select indexname as n from pg_indexes where indexname = 'company_map_ix' and schemaname = current_schema()`.execute(
            before.kysely,
          );
    expect(found.rows.map((r) => r.n)).toEqual(['company_map_ix']);
  });
});
