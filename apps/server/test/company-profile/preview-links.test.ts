import {
  PrecisePaths,
  ShopCartPaths,
  type AccurateScreeningResponse,
  type GetShopBasicDatasResponse,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSearchIndex } from '../../src/search/index.ts';
import { testDialects } from '../helpers/test-db.ts';
import { insertProfileFixtures } from './fixtures.ts';
import { createProfileApp, Who, type ProfileApp } from './profile-app.ts';

/** Company rows shown to users carry the company's id, so the web links them to /data/details/{id}. */
describe.each(testDialects)('preview rows link to profiles (%s)', (dialect) => {
  let t: ProfileApp;
  /** the companies of 南山区 (440305) by id → name */
  let nanshan = new Map<number, string>();

  beforeAll(async () => {
    t = await createProfileApp(dialect);
    await insertProfileFixtures(t.db.kysely);
    if (t.db.sqlite) syncSearchIndex(t.db.sqlite);
    const rows = await t.db.kysely
      .selectFrom('company')
      .select(['company_id', 'name'])
      .where('district_code', '=', '440305')
      .execute();
    nanshan = new Map(rows.map((r) => [r.company_id, r.name]));
    expect(nanshan.size).toBeGreaterThan(1);
  });
  afterAll(() => t?.close());

  it("the precise wizard's preview (AccurateScreening) names each company's id", async () => {
    const token = await t.tokenOf(Who.shopper);
    const res = await t.post<AccurateScreeningResponse>(PrecisePaths.accurateScreening, token, {
      sys_area_id: ['440305'],
    });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.count).toBe(nanshan.size);
    expect(res.data.res.map((r) => [r.company_id, r.name]).sort()).toEqual([...nanshan].sort());
  });

  it("the shop product's preview (getShopBasicDatas) names each company's id", async () => {
    const product = await t.db.kysely
      .selectFrom('shop_product')
      .select('shop_product_id')
      .orderBy('shop_product_id')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('shop_product')
      .set({ filter_json: JSON.stringify({ regionCodes: ['440305'] }) })
      .where('shop_product_id', '=', product.shop_product_id)
      .execute();
    const res = await t.post<GetShopBasicDatasResponse>(ShopCartPaths.getShopBasicDatas, undefined, {
      shop_product_id: product.shop_product_id,
    });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.res.map((r) => [r.company_id, r.name]).sort()).toEqual([...nanshan].sort());
  });
});
