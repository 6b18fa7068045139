import { companyFilterSchema, type CompanyFilter } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

interface Envelope<T> {
  code: number;
  data: T;
  error: string | null;
}
interface Cate {
  shop_product_cate_id: number;
  name: string;
  brief: string;
  children: Cate[];
}
interface Region {
  sys_area_id: number;
  label: string;
  children?: Region[];
}
interface Product {
  shop_product_id: number;
  shop_product_cate_id: number;
  year: string;
  is_hot: number;
  labels: { shop_label_id: number }[];
}

const base = '/api/api/ShopProduct';

describe.each(testDialects)('shop catalogue calls on %s (public, no session)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedIfEmpty(t.db, { companies: 1500, seed: 5 });
  });
  afterAll(() => t.close());

  async function post<T>(url: string, payload?: unknown) {
    const res = await t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(200);
    return res.json() as Envelope<T>;
  }
  async function ok<T>(url: string, payload?: unknown) {
    const json = await post<T>(url, payload);
    expect(json.code, json.error ?? '').toBe(200);
    return json.data;
  }

  it('getCatesAll answers the enabled two-level tree with topic texts, in back-office order', async () => {
    const tree = await ok<Cate[]>(`${base}/getCatesAll`);
    const rows = await t.db.kysely.selectFrom('shop_product_cate').selectAll().execute();
    const tops = rows.filter((r) => r.parent_id === 0).sort((a, b) => a.orders - b.orders);
    expect(tree.map((c) => c.name)).toEqual(tops.map((c) => c.name));
    expect(tree[0]!.brief.length).toBeGreaterThan(10);
    for (const top of tree) {
      const kids = rows.filter((r) => r.parent_id === top.shop_product_cate_id);
      expect(top.children.map((c) => c.shop_product_cate_id).sort()).toEqual(
        kids.map((c) => c.shop_product_cate_id).sort(),
      );
      expect(top.children.every((c) => c.children.length === 0 && typeof c.brief === 'string')).toBe(true);
    }

    // a disabled subcategory disappears from the tree and its parent's subordinates
    const hidden = tree[0]!.children[0]!;
    await t.db.kysely
      .updateTable('shop_product_cate')
      .set({ status: 0 })
      .where('shop_product_cate_id', '=', hidden.shop_product_cate_id)
      .execute();
    try {
      const after = await ok<Cate[]>(`${base}/getCatesAll`);
      expect(after[0]!.children.map((c) => c.shop_product_cate_id)).not.toContain(
        hidden.shop_product_cate_id,
      );
      const subs = await ok<Cate[]>(`${base}/getCateSubordinate`, {
        shop_product_cate_id: tree[0]!.shop_product_cate_id,
      });
      expect(subs).toHaveLength(tree[0]!.children.length - 1);
    } finally {
      await t.db.kysely
        .updateTable('shop_product_cate')
        .set({ status: 1 })
        .where('shop_product_cate_id', '=', hidden.shop_product_cate_id)
        .execute();
    }
  });

  it('getCateSubordinate answers the subcategories; bad or unknown ids give Chinese errors', async () => {
    const tree = await ok<Cate[]>(`${base}/getCatesAll`);
    const top = tree[1]!;
    const subs = await ok<Cate[]>(`${base}/getCateSubordinate`, {
      shop_product_cate_id: top.shop_product_cate_id,
    });
    expect(subs).toEqual(top.children);
    // the old client sent ids as strings
    expect(
      await ok<Cate[]>(`${base}/getCateSubordinate`, {
        shop_product_cate_id: String(top.shop_product_cate_id),
      }),
    ).toEqual(top.children);
    // a subcategory has no subordinates
    expect(
      await ok<Cate[]>(`${base}/getCateSubordinate`, {
        shop_product_cate_id: top.children[0]!.shop_product_cate_id,
      }),
    ).toEqual([]);

    for (const payload of [
      {},
      { shop_product_cate_id: 'abc' },
      { shop_product_cate_id: 0 },
      { shop_product_cate_id: 1.5 },
    ]) {
      const bad = await post(`${base}/getCateSubordinate`, payload);
      expect(bad).toMatchObject({ code: 400, data: null, error: '请选择商品分类' });
    }
    expect(await post(`${base}/getCateSubordinate`, { shop_product_cate_id: 999999 })).toMatchObject({
      code: 404,
      error: '该分类不存在或已停用',
    });
  });

  it('getAllLabel answers every label in order', async () => {
    const labels = await ok<{ shop_label_id: number; label_name: string }[]>(`${base}/getAllLabel`);
    const rows = await t.db.kysely.selectFrom('shop_label').selectAll().orderBy('orders').execute();
    expect(labels).toEqual(rows.map((r) => ({ shop_label_id: r.shop_label_id, label_name: r.label_name })));
    expect(labels.length).toBeGreaterThan(3);
  });

  it('getIndustryList answers the GB/T 4754 sections with their divisions', async () => {
    type Industry = { code: string; name: string; children: { code: string; name: string }[] };
    const list = await ok<Industry[]>(`${base}/getIndustryList`);
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ code: 'A', name: '农、林、牧、渔业' });
    expect(list[0]!.children.map((d) => d.code)).toEqual(['01', '02', '03', '04', '05']);
    expect(list.find((i) => i.code === 'C')?.name).toBe('制造业');
    expect(list.find((i) => i.code === 'I')?.children.map((d) => d.code)).toEqual(['63', '64', '65']);
    expect(list.flatMap((i) => i.children)).toHaveLength(97);
  });

  it('getCityAll answers provinces → cities → districts, compact and cacheable (GET and POST)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sys/sysarea/getCityAll' });
    const json = res.json() as Envelope<Region[]>;
    expect(json.code).toBe(200);
    const tree = json.data;
    const rows = await t.db.kysely.selectFrom('region').select(['code', 'level']).execute();
    expect(tree).toHaveLength(rows.filter((r) => r.level === 1).length);
    const gd = tree.find((p) => p.sys_area_id === 440000)!;
    expect(gd.label).toBe('广东省');
    const sz = gd.children!.find((c) => c.sys_area_id === 440300)!;
    expect(sz.label).toBe('深圳市');
    expect(sz.children!.some((d) => d.label === '南山区')).toBe(true);
    expect(sz.children!.every((d) => d.children === undefined)).toBe(true);
    let count = 0;
    const walk = (ns: Region[]) => ns.forEach((n) => ((count += 1), n.children && walk(n.children)));
    walk(tree);
    expect(count).toBe(rows.length);
    expect(Object.keys(gd).sort()).toEqual(['children', 'label', 'sys_area_id']);

    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/sys/sysarea/getCityAll',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const posted = await ok<Region[]>('/api/sys/sysarea/getCityAll');
    expect(posted).toEqual(tree);
  });

  describe('getShopDatas filters against counts computed from the database', () => {
    interface Row {
      id: number;
      cate: number;
      parent: number;
      year: string;
      hot: number;
      labels: number[];
      filter: CompanyFilter;
    }
    let rows: Row[] = [];
    let sectionOf: Map<string, string>;

    beforeAll(async () => {
      const k = t.db.kysely;
      const products = await k
        .selectFrom('shop_product as p')
        .innerJoin('shop_product_cate as c', 'c.shop_product_cate_id', 'p.shop_product_cate_id')
        .select([
          'p.shop_product_id',
          'p.shop_product_cate_id',
          'c.parent_id',
          'p.year',
          'p.is_hot',
          'p.filter_json',
        ])
        .execute();
      const links = await k.selectFrom('shop_product_label').selectAll().execute();
      rows = products.map((p) => ({
        id: p.shop_product_id,
        cate: p.shop_product_cate_id,
        parent: p.parent_id,
        year: p.year,
        hot: p.is_hot,
        labels: links.filter((l) => l.shop_product_id === p.shop_product_id).map((l) => l.shop_label_id),
        filter: companyFilterSchema.parse(JSON.parse(p.filter_json)),
      }));
      const industries = await k
        .selectFrom('industry')
        .select(['code', 'parent_code'])
        .where('level', '=', 2)
        .execute();
      sectionOf = new Map(industries.map((i) => [i.code, i.parent_code ?? '']));
    });

    async function count(body: Record<string, unknown>) {
      const data = await ok<{ res: Product[]; count: number }>(`${base}/getShopDatas`, {
        page: 1,
        pagesize: 100,
        ...body,
      });
      expect(data.res.length).toBe(Math.min(100, data.count));
      return data;
    }
    const inArea = (r: Row, code: string) => {
      const prefix = code.replace(/(00)+$/, '');
      return (r.filter.regionCodes ?? []).some((c) => c.startsWith(prefix));
    };
    const inIndustry = (r: Row, code: string) =>
      (r.filter.industryCodes ?? []).some((c) => c === code || sectionOf.get(c) === code);

    it('region: a province takes its cities and multi-region products; 全国 (-1) the unrestricted ones', async () => {
      for (const code of ['440000', '440300', '330000', '310000', '110000']) {
        const expected = rows.filter((r) => inArea(r, code)).length;
        expect((await count({ sys_area_id: code })).count, code).toBe(expected);
        expect((await count({ sys_area_id: Number(code) })).count, code).toBe(expected);
      }
      // the 珠三角 product (nine cities) is a product of 广东省 and of 深圳市
      const prd = rows.find((r) => (r.filter.regionCodes ?? []).length === 9)!;
      expect((await count({ sys_area_id: 440000 })).res.map((p) => p.shop_product_id)).toContain(prd.id);
      expect((await count({ sys_area_id: 440300 })).res.map((p) => p.shop_product_id)).toContain(prd.id);
      expect((await count({ sys_area_id: -1 })).res.map((p) => p.shop_product_id)).not.toContain(prd.id);

      const nationwide = rows.filter((r) => !(r.filter.regionCodes ?? []).length);
      const all = await count({ sys_area_id: -1 });
      expect(all.count).toBe(nationwide.length);
      expect(all.res.map((p) => p.shop_product_id).sort()).toEqual(nationwide.map((r) => r.id).sort());
      expect((await count({ sys_area_id: '-1' })).count).toBe(nationwide.length);
      // a region with no product
      expect((await count({ sys_area_id: 650000 })).count).toBe(
        rows.filter((r) => inArea(r, '650000')).length,
      );
    });

    it('industry: a section takes its divisions', async () => {
      for (const code of ['C', 'I', 'F', 'M', '65']) {
        const expected = rows.filter((r) => inIndustry(r, code)).length;
        expect(expected, code).toBeGreaterThan(0);
        expect((await count({ industry: code })).count, code).toBe(expected);
      }
      expect((await count({ industry: 'A' })).count).toBe(rows.filter((r) => inIndustry(r, 'A')).length);
    });

    it('combinations of category, region, industry, year, hot, label and keywords', async () => {
      const labelId = rows.find((r) => r.labels.length)!.labels[0]!;
      const year = rows[0]!.year;
      const parent = rows[0]!.parent;
      const combos: { body: Record<string, unknown>; match: (r: Row) => boolean }[] = [
        {
          body: { shop_cate_id: parent, sys_area_id: 440000 },
          match: (r) => r.parent === parent && inArea(r, '440000'),
        },
        {
          body: { industry: 'C', sys_area_id: 320000 },
          match: (r) => inIndustry(r, 'C') && inArea(r, '320000'),
        },
        { body: { industry: 'C', is_hot: 1 }, match: (r) => inIndustry(r, 'C') && r.hot === 1 },
        {
          body: { sys_area_id: -1, is_hot: 0 },
          match: (r) => !(r.filter.regionCodes ?? []).length && r.hot === 0,
        },
        { body: { year, label: [labelId] }, match: (r) => r.year === year && r.labels.includes(labelId) },
        {
          body: { shop_cate_id2: rows[0]!.cate, year, is_hot: '' },
          match: (r) => r.cate === rows[0]!.cate && r.year === year,
        },
        {
          body: { sys_area_id: 440000, industry: 'F', label: labelId, is_hot: 1 },
          match: (r) =>
            inArea(r, '440000') && inIndustry(r, 'F') && r.labels.includes(labelId) && r.hot === 1,
        },
      ];
      let nonEmpty = 0;
      for (const { body, match } of combos) {
        const expected = rows.filter(match).length;
        if (expected > 0) nonEmpty += 1;
        expect((await count(body)).count, JSON.stringify(body)).toBe(expected);
      }
      expect(nonEmpty).toBeGreaterThanOrEqual(5);
    });

    it('keywords search names and topic texts, combine with the region, and escape LIKE wildcards', async () => {
      const names = await t.db.kysely
        .selectFrom('shop_product')
        .select(['shop_product_id', 'name', 'brief'])
        .execute();
      const hit = (w: string) =>
        names.filter((n) => n.name.includes(w) || n.brief.includes(w)).map((n) => n.shop_product_id);
      expect(hit('制造').length).toBeGreaterThan(0);
      expect((await count({ keywords: '制造' })).count).toBe(hit('制造').length);
      expect((await count({ keywords: '  制造 ' })).count).toBe(hit('制造').length);
      const gd = new Set(rows.filter((r) => inArea(r, '440000')).map((r) => r.id));
      expect((await count({ keywords: '制造', sys_area_id: 440000 })).count).toBe(
        hit('制造').filter((id) => gd.has(id)).length,
      );
      expect((await count({ keywords: '%' })).count).toBe(hit('%').length);
      expect((await count({ keywords: '_' })).count).toBe(hit('_').length);
      const long = await post(`${base}/getShopDatas`, { page: 1, pagesize: 10, keywords: 'x'.repeat(31) });
      expect(long.code).toBe(400);
    });
  });
});
