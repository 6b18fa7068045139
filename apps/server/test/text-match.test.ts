import type { Page } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Demo, createBackofficeApp, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';

/**
 * Search boxes match what the user typed literally: `_` and `%` are characters, not LIKE wildcards,
 * on SQLite (which has no default escape character) as on PostgreSQL. Each case names two rows, one
 * holding the typed text and a decoy that a wildcard would also match.
 */
describe.each(testDialects)('keywords with LIKE wildcards match literally on %s', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  const ids: Record<'product' | 'decoyProduct' | 'role' | 'decoyRole' | 'cate' | 'decoyCate', number> = {
    product: 0,
    decoyProduct: 0,
    role: 0,
    decoyRole: 0,
    cate: 0,
    decoyCate: 0,
  };

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
    const db = t.db.kysely;
    const products = await db
      .selectFrom('shop_product')
      .select('shop_product_id')
      .where('status', '=', 1)
      .orderBy('shop_product_id')
      .limit(2)
      .execute();
    const roles = await db
      .selectFrom('sys_role')
      .select('sys_role_id')
      .where('sys_module_id', '=', 0)
      .orderBy('sys_role_id')
      .limit(2)
      .execute();
    const cates = await db
      .selectFrom('usr_cate')
      .select('usr_cate_id')
      .orderBy('usr_cate_id')
      .limit(2)
      .execute();
    expect([products.length, roles.length, cates.length]).toEqual([2, 2, 2]);
    [ids.product, ids.decoyProduct] = products.map((p) => p.shop_product_id) as [number, number];
    [ids.role, ids.decoyRole] = roles.map((r) => r.sys_role_id) as [number, number];
    [ids.cate, ids.decoyCate] = cates.map((c) => c.usr_cate_id) as [number, number];
    await db
      .updateTable('shop_product')
      .set({ name: 'A_股数据' })
      .where('shop_product_id', '=', ids.product)
      .execute();
    await db
      .updateTable('shop_product')
      .set({ name: 'AB股数据' })
      .where('shop_product_id', '=', ids.decoyProduct)
      .execute();
    await db
      .updateTable('sys_role')
      .set({ role_name: '折扣100%角色' })
      .where('sys_role_id', '=', ids.role)
      .execute();
    await db
      .updateTable('sys_role')
      .set({ role_name: '折扣1000角色' })
      .where('sys_role_id', '=', ids.decoyRole)
      .execute();
    await db.updateTable('usr_cate').set({ name: 'A_组客户' }).where('usr_cate_id', '=', ids.cate).execute();
    await db
      .updateTable('usr_cate')
      .set({ name: 'AB组客户' })
      .where('usr_cate_id', '=', ids.decoyCate)
      .execute();
  });
  afterAll(() => t.close());

  it('the mall keyword: A_股 finds the product named A_股数据 and not AB股数据', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api/ShopProduct/getShopDatas',
      payload: { page: 1, pagesize: 10, keywords: 'A_股' },
    });
    const json = res.json<{ code: number; data: { res: { shop_product_id: number }[]; count: number } }>();
    expect(json.code).toBe(200);
    expect(json.data.res.map((p) => p.shop_product_id)).toEqual([ids.product]);
    expect(json.data.count).toBe(1);
  });

  it('the back-office product list: A_股 finds A_股数据 only', async () => {
    const page = await t.call<Page<{ shop_product_id: number }>>('GET', '/malldata/dataproduct', admin, {
      name: 'A_股',
    });
    expect(page.code, page.error ?? '').toBe(200);
    expect(page.data.list.map((p) => p.shop_product_id)).toEqual([ids.product]);
  });

  it('the role list: 100% finds 折扣100%角色 and not 折扣1000角色', async () => {
    const page = await t.call<Page<{ sys_role_id: number }>>('GET', '/sys/roles', admin, {
      role_name: '100%',
    });
    expect(page.code, page.error ?? '').toBe(200);
    expect(page.data.list.map((r) => r.sys_role_id)).toEqual([ids.role]);
  });

  it('the groups list: A_组 finds A_组客户 and not AB组客户', async () => {
    const page = await t.call<Page<{ id: number }>>('GET', '/sys/usrcate', admin, { name: 'A_组' });
    expect(page.code, page.error ?? '').toBe(200);
    expect(page.data.list.map((c) => c.id)).toEqual([ids.cate]);
  });
});
