import { SHOPPER_ROLE_NAME, SpecialAgent } from '@qishu/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperRoleMigration } from '../../src/db/migrations/0036_shopper_role.ts';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db.ts';

/** What a role grants, by permission and menu key (ids differ between databases). */
async function grantsOf(db: TestDb, roleId: number) {
  const k = db.kysely;
  const actions = await k
    .selectFrom('sys_role_action as ra')
    .innerJoin('sys_action as a', 'a.sys_action_id', 'ra.sys_action_id')
    .select('a.perm')
    .where('ra.sys_role_id', '=', roleId)
    .orderBy('a.perm')
    .execute();
  const menus = await k
    .selectFrom('sys_role_menu as rm')
    .innerJoin('sys_menu as m', 'm.sys_menu_id', 'rm.sys_menu_id')
    .select('m.menu_key')
    .where('rm.sys_role_id', '=', roleId)
    .orderBy('m.menu_key')
    .execute();
  return { actions: actions.map((a) => a.perm), menus: menus.map((m) => m.menu_key) };
}

async function roleOf(db: TestDb, agentId: number | null, name: string) {
  return db.kysely
    .selectFrom('sys_role')
    .selectAll()
    .where('sys_module_id', '=', 5)
    .where('role_name', '=', name)
    .where('usr_agent_id', agentId === null ? 'is' : '=', agentId)
    .executeTakeFirst();
}

const roleOfUser = async (db: TestDb, username: string, agentId: number) =>
  (
    await db.kysely
      .selectFrom('sys_user')
      .select('sys_role_id')
      .where('username', '=', username)
      .where('usr_agent_id', '=', agentId)
      .executeTakeFirstOrThrow()
  ).sys_role_id;

/**
 * Migration 0036 (issue 18 point 5): a database seeded before it gave shoppers the data-search
 * 普通用户 role, group management included; the migration gives the shop's organisation a 商城用户
 * role — the seed's, exactly — and moves its shoppers there. A fresh database gets it from the seed.
 */
describe.each(testDialects)('migration 0036: the shoppers’ own role (%s)', (dialect) => {
  let db: TestDb;
  /** the role as today's seed makes it */
  let seeded: Awaited<ReturnType<typeof grantsOf>>;
  let user = 0;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    await seedIfEmpty(db, { companies: 50, seed: 3 });
    const k = db.kysely;
    const shopperRole = await roleOf(db, SpecialAgent.mall, SHOPPER_ROLE_NAME);
    expect(shopperRole).toMatchObject({ data_scope: 'self' });
    seeded = await grantsOf(db, shopperRole!.sys_role_id);
    user = (await roleOf(db, null, '普通用户'))!.sys_role_id;
    expect(await roleOfUser(db, '13600000000', SpecialAgent.mall)).toBe(shopperRole!.sys_role_id);

    // the database as it was before: shoppers on 普通用户, no 商城用户 role
    await k.updateTable('sys_user').set({ sys_role_id: user }).where('is_shopper', '=', 1).execute();
    await k.deleteFrom('sys_role_action').where('sys_role_id', '=', shopperRole!.sys_role_id).execute();
    await k.deleteFrom('sys_role_menu').where('sys_role_id', '=', shopperRole!.sys_role_id).execute();
    await k.deleteFrom('sys_role').where('sys_role_id', '=', shopperRole!.sys_role_id).execute();
    await shopperRoleMigration.up(db.kysely as unknown as Kysely<unknown>);
  });
  afterAll(() => db?.drop());

  it('creates the shop organisation’s 商城用户 role as the seed does, without the configuration', async () => {
    const made = await roleOf(db, SpecialAgent.mall, SHOPPER_ROLE_NAME);
    expect(made).toMatchObject({ usr_agent_id: SpecialAgent.mall, data_scope: 'self', status: 1 });
    const grants = await grantsOf(db, made!.sys_role_id);
    expect(grants).toEqual(seeded);
    expect(grants.actions.filter((p) => p?.startsWith('config:'))).toEqual([]);
    expect(grants.actions).toContain('data:search:details');
    // 普通用户 keeps its group management
    expect((await grantsOf(db, user)).actions).toContain('config:category:update');
  });

  it('moves the shoppers, and nobody else', async () => {
    const made = (await roleOf(db, SpecialAgent.mall, SHOPPER_ROLE_NAME))!.sys_role_id;
    expect(await roleOfUser(db, '13600000000', SpecialAgent.mall)).toBe(made);
    // organisation 200's 普通用户 and the shop organisation's staff keep their roles
    expect(await roleOfUser(db, '13900000006', 200)).toBe(user);
    expect(await roleOfUser(db, '13900000100', SpecialAgent.mall)).not.toBe(made);
  });

  it('does nothing a second time', async () => {
    const before = await db.kysely.selectFrom('sys_role').select('sys_role_id').execute();
    await shopperRoleMigration.up(db.kysely as unknown as Kysely<unknown>);
    expect(await db.kysely.selectFrom('sys_role').select('sys_role_id').execute()).toEqual(before);
  });
});
