import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

interface Product {
  shop_product_id: number;
  shop_product_cate_id: number;
  name: string;
  brief: string;
  year: string;
  price: string;
  is_hot: number;
  status: number;
  labels: { shop_label_id: number; label_name: string }[];
}

describe.each(testDialects)('getShopDatas on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedIfEmpty(t.db, { companies: 2000, seed: 3 });
  });
  afterAll(() => t.close());

  async function list(body: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api/ShopProduct/getShopDatas',
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const json = res.json() as {
      code: number;
      data: { res: Product[]; count: number };
      error: string | null;
    };
    expect(json.code, json.error ?? '').toBe(200);
    return json.data;
  }

  it('pages through every product in a stable order', async () => {
    const all = await list({ page: 1, pagesize: 100 });
    expect(all.count).toBe(all.res.length);
    const p1 = await list({ page: 1, pagesize: 10 });
    const p2 = await list({ page: 2, pagesize: 10 });
    expect(p1.res.map((p) => p.shop_product_id)).toEqual(all.res.slice(0, 10).map((p) => p.shop_product_id));
    expect(p2.res.map((p) => p.shop_product_id)).toEqual(all.res.slice(10, 20).map((p) => p.shop_product_id));
    expect(all.res.every((p) => /^\d+\.\d{2}$/.test(p.price))).toBe(true);
  });

  it('filters by hot flag, year, label, first- and second-level category and keyword', async () => {
    const all = (await list({ page: 1, pagesize: 100 })).res;
    const hot = await list({ page: 1, pagesize: 100, is_hot: 1 });
    expect(hot.count).toBe(all.filter((p) => p.is_hot === 1).length);
    expect(hot.count).toBeGreaterThan(0);

    const year = all[0]!.year;
    expect((await list({ page: 1, pagesize: 100, year })).count).toBe(
      all.filter((p) => p.year === year).length,
    );

    const labelled = all.find((p) => p.labels.length)!;
    const labelId = labelled.labels[0]!.shop_label_id;
    const byLabel = await list({ page: 1, pagesize: 100, label: [labelId] });
    expect(byLabel.count).toBe(all.filter((p) => p.labels.some((l) => l.shop_label_id === labelId)).length);

    const sub = await list({ page: 1, pagesize: 100, shop_cate_id2: all[0]!.shop_product_cate_id });
    expect(sub.res.every((p) => p.shop_product_cate_id === all[0]!.shop_product_cate_id)).toBe(true);

    const cates = await t.db.kysely.selectFrom('shop_product_cate').selectAll().execute();
    const parent = cates.find((c) => c.shop_product_cate_id === all[0]!.shop_product_cate_id)!.parent_id;
    const children = new Set(cates.filter((c) => c.parent_id === parent).map((c) => c.shop_product_cate_id));
    const top = await list({ page: 1, pagesize: 100, shop_cate_id: parent });
    expect(top.count).toBe(all.filter((p) => children.has(p.shop_product_cate_id)).length);

    const word = all[0]!.name.slice(0, 2);
    const kw = await list({ page: 1, pagesize: 100, keywords: word });
    expect(kw.res.length).toBeGreaterThan(0);
    expect(kw.res.every((p) => p.name.includes(word) || p.brief.includes(word))).toBe(true);
    expect(kw.count).toBe(all.filter((p) => p.name.includes(word) || p.brief.includes(word)).length);
  });

  it('treats the old client\'s empty strings as "no filter"', async () => {
    const all = await list({ page: 1, pagesize: 100 });
    const blanks = await list({
      page: 1,
      pagesize: 100,
      shop_cate_id: '',
      shop_cate_id2: '',
      year: '',
      sys_area_id: '',
      industry: '',
      is_hot: '',
      label: '',
    });
    expect(blanks.count).toBe(all.count);
  });

  it('answers bad paging with code 400 and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api/ShopProduct/getShopDatas',
      payload: { page: 0, pagesize: 10 },
    });
    expect(res.json()).toMatchObject({ code: 400, data: null });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/api/ShopProduct/getShopDatas',
      payload: { page: 1, pagesize: 1000 },
    });
    expect(big.json()).toMatchObject({ code: 400 });
  });

  it('site info carries the configured support phone and the real company count', async () => {
    const res = await t.app.inject('/api/site/info');
    expect(res.json()).toMatchObject({
      code: 200,
      data: { support_phone: t.config.SUPPORT_PHONE, company_count: 2000 },
    });
  });

  it('site info carries the client settings of the back-office parameters, with defaults for bad values', async () => {
    const read = async () =>
      ((await t.app.inject('/api/site/info')).json() as { data: { client: unknown } }).data.client;
    expect(await read()).toEqual({
      idle_lock_minutes: 60,
      idle_lock_exempt_hosts: [],
      devtools_exempt: { agents: [1], drights: [], departments: [], hosts: ['127.0.0.1', 'localhost'] },
    });
    const set = (key: string, value: string) =>
      t.db.kysely.updateTable('sys_param').set({ param_value: value }).where('param_key', '=', key).execute();
    await set('security.idle_lock_minutes', '30');
    await set('security.idle_lock_exempt_hosts', '["agent.qishu.cn"]');
    expect(await read()).toMatchObject({ idle_lock_minutes: 30, idle_lock_exempt_hosts: ['agent.qishu.cn'] });
    await set('security.idle_lock_exempt_hosts', 'not json');
    // each setting falls back on its own: the minutes stay as set, the broken host list is the default
    expect(await read()).toMatchObject({ idle_lock_minutes: 30, idle_lock_exempt_hosts: [] });
  });
});
