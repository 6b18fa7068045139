import { allModuleIds, SpecialAgent, SpecialDright } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db.ts';

describe.each(testDialects)('demo seed and constraints on %s', (dialect) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(dialect);
    expect(await seedIfEmpty(db, { companies: 3000, seed: 7 })).toBe(true);
  });
  afterAll(() => db.drop());

  it('seeds only once', async () => {
    expect(await seedIfEmpty(db, { companies: 3000, seed: 7 })).toBe(false);
    const n = await db.kysely
      .selectFrom('company')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(3000);
  });

  it('has every module with roles and menus, and the special organisations', async () => {
    const modules = await db.kysely
      .selectFrom('sys_module')
      .select('sys_module_id')
      .orderBy('sys_module_id')
      .execute();
    expect(modules.map((m) => m.sys_module_id)).toEqual([...allModuleIds].sort((a, b) => a - b));
    for (const id of allModuleIds) {
      const roles = await db.kysely
        .selectFrom('sys_role')
        .select('sys_role_id')
        .where('sys_module_id', '=', id)
        .execute();
      const menus = await db.kysely
        .selectFrom('sys_menu')
        .select('sys_menu_id')
        .where('sys_module_id', '=', id)
        .execute();
      expect(roles.length, `roles of module ${id}`).toBeGreaterThan(0);
      expect(menus.length, `menus of module ${id}`).toBeGreaterThan(0);
    }
    const agents = await db.kysely.selectFrom('usr_agent').select('usr_agent_id').execute();
    expect(agents.map((a) => a.usr_agent_id)).toEqual(
      expect.arrayContaining([SpecialAgent.mall, SpecialAgent.renamedTabs, SpecialAgent.project]),
    );
  });

  it('has a demo user for each special case of the spec', async () => {
    const users = await db.kysely.selectFrom('sys_user').selectAll().execute();
    const some = (p: (u: (typeof users)[number]) => boolean) => expect(users.some(p)).toBe(true);
    for (const m of allModuleIds) some((u) => u.sys_module_id === m);
    some((u) => u.sys_dright_id === SpecialDright.searchWorkspace);
    some((u) => u.sys_dright_id === SpecialDright.project && u.usr_agent_id === SpecialAgent.project);
    some((u) => u.is_api === 1);
    some((u) => u.is_temporary === 1 && (u.limits_time ?? 0) > 0);
    some((u) => u.after_login === 1);
    some((u) => u.is_shopper === 1);
    const domainOrgs = await db.kysely
      .selectFrom('usr_agent')
      .select('usr_agent_id')
      .where('domain_name', 'is not', null)
      .execute();
    some((u) => u.domain_right === 0 && domainOrgs.some((o) => o.usr_agent_id === u.usr_agent_id));
    const links = await db.kysely.selectFrom('usr_agent_rel').selectAll().execute();
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(users.every((u) => u.password_hash.startsWith('$argon2id$'))).toBe(true);
  });

  it('has two-level shop categories, labels and ~60 products with real counts, some hot, some withdrawn', async () => {
    const cates = await db.kysely.selectFrom('shop_product_cate').selectAll().execute();
    expect(cates.some((c) => c.parent_id === 0)).toBe(true);
    expect(cates.some((c) => c.parent_id !== 0 && c.brief.length > 20)).toBe(true);
    const products = await db.kysely.selectFrom('shop_product').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(50);
    expect(products.some((p) => p.status === 2)).toBe(true);
    expect(products.some((p) => p.is_hot === 1)).toBe(true);
    expect(products.every((p) => Number.isInteger(p.price_fen) && p.price_fen > 0)).toBe(true);
    expect(products.filter((p) => p.gs_basic_counts > 0).length).toBeGreaterThan(products.length / 2);
  });

  it('gives the demo shopper custom requests under review, rejected with a reason and processed with a price', async () => {
    const shopper = await db.kysely
      .selectFrom('sys_user')
      .select('sys_user_id')
      .where('username', '=', '13600000000')
      .executeTakeFirstOrThrow();
    const requests = await db.kysely
      .selectFrom('agent_label_apply as a')
      .leftJoin('shop_search_condition as c', 'c.shop_search_condition_id', 'a.shop_search_condition_id')
      .select([
        'a.status',
        'a.app_remark',
        'a.nums',
        'a.price_fen',
        'a.data_count',
        'c.count',
        'c.sys_user_id as owner',
      ])
      .where('a.sys_user_id', '=', shopper.sys_user_id)
      .orderBy('a.status')
      .execute();
    expect(requests.map((r) => r.status)).toEqual([1, 2, 4]);
    expect(requests[1]?.app_remark).toBeTruthy();
    const done = requests[2]!;
    expect(done.owner).toBe(shopper.sys_user_id);
    expect(done.count).toBeGreaterThan(0);
    expect(done.data_count).toBe(done.count);
    expect(done.nums).toBe(Math.min(done.count ?? 0, 200));
    expect(done.price_fen).toBeGreaterThanOrEqual(100);
  });

  it('keeps one cart row per user and product', async () => {
    const user = await db.kysely
      .selectFrom('sys_user')
      .select('sys_user_id')
      .where('is_shopper', '=', 1)
      .executeTakeFirstOrThrow();
    const product = await db.kysely
      .selectFrom('shop_product')
      .select('shop_product_id')
      .executeTakeFirstOrThrow();
    const row = { sys_user_id: user.sys_user_id, shop_product_id: product.shop_product_id };
    await db.kysely.insertInto('shop_cart').values(row).execute();
    await expect(db.kysely.insertInto('shop_cart').values(row).execute()).rejects.toThrow();
  });

  it('keeps one phone per account within an organisation, but allows it in another', async () => {
    const base = { sys_module_id: 5, password_hash: 'x', realname: '测试' };
    await db.kysely
      .insertInto('sys_user')
      .values({ ...base, usr_agent_id: 200, username: '15500000000' })
      .execute();
    await expect(
      db.kysely
        .insertInto('sys_user')
        .values({ ...base, usr_agent_id: 200, username: '15500000000' })
        .execute(),
    ).rejects.toThrow();
    await db.kysely
      .insertInto('sys_user')
      .values({ ...base, usr_agent_id: 210, username: '15500000000' })
      .execute();
  });

  it('rejects non-positive money and duplicate trade numbers', async () => {
    const user = await db.kysely.selectFrom('sys_user').select('sys_user_id').executeTakeFirstOrThrow();
    const pay = { provider: 'sandbox', order_kind: 'shop_order', order_id: 1, sys_user_id: user.sys_user_id };
    await expect(
      db.kysely
        .insertInto('payment')
        .values({ ...pay, out_trade_no: 'T1', amount_fen: 0 })
        .execute(),
    ).rejects.toThrow();
    await db.kysely
      .insertInto('payment')
      .values({ ...pay, out_trade_no: 'T2', amount_fen: 990 })
      .execute();
    await expect(
      db.kysely
        .insertInto('payment')
        .values({ ...pay, out_trade_no: 'T2', amount_fen: 990 })
        .execute(),
    ).rejects.toThrow();
  });

  it('answers times as ISO strings and integers as numbers on both databases', async () => {
    const row = await db.kysely
      .selectFrom('shop_product')
      .select(['created_at', 'price_fen'])
      .executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(typeof row.price_fen).toBe('number');
    const c = await db.kysely
      .selectFrom('company')
      .select(['reg_capital', 'reg_date'])
      .executeTakeFirstOrThrow();
    expect(typeof c.reg_capital).toBe('number');
    expect(c.reg_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
