import {
  MallMessages as M,
  ResultCode,
  type CategoryNode,
  type CompanyFilter,
  type LabelRow,
  type Page,
  type PreviewResult,
  type ProductOptions,
  type ProductRow,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCompanyFilter } from '../../src/search/company-filter-query.ts';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

/** 数据产品, 商品分类 and 商品标签 of the platform back-office (/malldata/*). */
describe.each(testDialects)('back-office mall on %s', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  let auditor: string;
  let orgUser: string;
  let options: ProductOptions;
  let leafId: number;
  let labelIds: number[];

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
    auditor = await t.tokenOf(Demo.auditor);
    orgUser = await t.tokenOf(Demo.orgUser200);
    const res = await t.call<ProductOptions>('GET', '/malldata/dataproduct/options', admin);
    expect(res.code, res.error ?? '').toBe(200);
    options = res.data;
    const leaf = options.categories.find((c) => c.children?.length)?.children?.[0];
    if (!leaf) throw new Error('no second-level category seeded');
    leafId = leaf.shop_product_cate_id;
    labelIds = options.labels.slice(0, 2).map((l) => l.shop_label_id);
  });
  afterAll(() => t.close());

  const logs = (entity: string, id: number) =>
    t.db.kysely
      .selectFrom('operation_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('operation_log_id', 'asc')
      .execute();

  const directCount = async (f: CompanyFilter) =>
    Number(
      (
        await applyCompanyFilter(t.db.kysely.selectFrom('company'), f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const province = () => {
    const p = options.regions[0];
    if (!p) throw new Error('no regions');
    return p;
  };

  const productBody = (over: Record<string, unknown> = {}) => ({
    name: '测试企业名录',
    shop_product_cate_id: leafId,
    label_ids: labelIds,
    year: '2026',
    source: '公开工商信息',
    ext: 'xlsx',
    size: '',
    price: '199.5',
    brief: '用于测试的数据产品',
    is_hot: 1,
    filter: { regionCodes: [province().code], statuses: ['存续', '在业'], capitalMin: 10 },
    ...over,
  });

  // ── 数据产品 ───────────────────────────────────────────────────────────────────────────

  it('offers the form options: two-level categories, labels, region and industry trees', () => {
    expect(options.categories.length).toBeGreaterThan(0);
    expect(options.labels.length).toBeGreaterThan(1);
    expect(province().code).toMatch(/^\d{2}0000$/);
    expect(province().children?.length).toBeGreaterThan(0);
    expect(options.industries.some((i) => /^[A-T]$/.test(i.code) && i.children?.length)).toBe(true);
  });

  it('lists the seeded products with paging and search', async () => {
    const all = await t.call<Page<ProductRow>>('GET', '/malldata/dataproduct', admin, { limit: 5 });
    expect(all.code, all.error ?? '').toBe(200);
    expect(all.data.total).toBe(67);
    expect(all.data.list).toHaveLength(5);
    const first = all.data.list[0];
    expect(first?.price).toMatch(/^\d+\.\d{2}$/);
    const hot = await t.call<Page<ProductRow>>('GET', '/malldata/dataproduct', admin, {
      is_hot: 1,
      limit: 100,
    });
    expect(hot.data.list.every((p) => p.is_hot === 1)).toBe(true);
    const withdrawn = await t.call<Page<ProductRow>>('GET', '/malldata/dataproduct', admin, {
      status: 2,
      limit: 100,
    });
    expect(withdrawn.data.list.every((p) => p.status === 2)).toBe(true);
    const labelId = labelIds[0] ?? 0;
    const labelled = await t.call<Page<ProductRow>>('GET', '/malldata/dataproduct', admin, {
      shop_label_id: labelId,
      limit: 100,
    });
    expect(labelled.data.list.every((p) => p.labels.some((l) => l.shop_label_id === labelId))).toBe(true);
    const byName = await t.call<Page<ProductRow>>('GET', '/malldata/dataproduct', admin, {
      name: first?.name.slice(0, 4),
    });
    expect(byName.data.list.map((p) => p.shop_product_id)).toContain(first?.shop_product_id);
  });

  it('previews a filter: the count and the first 10 companies', async () => {
    const filter = { regionCodes: [province().code] };
    const res = await t.call<PreviewResult>('POST', '/malldata/dataproduct/preview', admin, { filter });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.count).toBe(await directCount(filter));
    expect(res.data.list.length).toBe(Math.min(10, res.data.count));
  });

  it('creates, edits, publishes, withdraws and deletes a product; counts come from the filter; all logged', async () => {
    const created = await t.call<ProductRow>('POST', '/malldata/dataproduct', admin, productBody());
    expect(created.code, created.error ?? '').toBe(200);
    const p = created.data;
    const f: CompanyFilter = { regionCodes: [province().code], statuses: ['存续', '在业'], capitalMin: 10 };
    expect(p.gs_basic_counts).toBe(await directCount(f));
    expect(p).toMatchObject({
      price: '199.50',
      status: 2,
      is_hot: 1,
      sys_area_name: province().name,
      industry: '全部行业',
      filter: f,
    });
    expect(p.labels.map((l) => l.shop_label_id).sort()).toEqual([...labelIds].sort());
    expect(p.size).toMatch(/KB|MB/);
    const stored = await t.db.kysely
      .selectFrom('shop_product')
      .select('price_fen')
      .where('shop_product_id', '=', p.shop_product_id)
      .executeTakeFirstOrThrow();
    expect(stored.price_fen).toBe(19950);
    // the shop's region filter finds it under its province, not under 全国
    const shopIds = async (body: Record<string, unknown>) =>
      (
        await t.post<{ res: { shop_product_id: number }[] }>('/api/ShopProduct/getShopDatas', {
          ...body,
          pagesize: 100,
        })
      ).data.res.map((r) => r.shop_product_id);
    expect(await shopIds({ sys_area_id: province().code })).toContain(p.shop_product_id);
    expect(await shopIds({ sys_area_id: -1 })).not.toContain(p.shop_product_id);

    const industry = options.industries[0]?.code ?? 'C';
    const edited = await t.call<ProductRow>(
      'PUT',
      `/malldata/dataproduct/${p.shop_product_id}`,
      admin,
      productBody({
        price: '88',
        label_ids: [labelIds[0]],
        filter: { industryCodes: [industry] },
        size: '3MB',
      }),
    );
    expect(edited.code, edited.error ?? '').toBe(200);
    expect(edited.data.gs_basic_counts).toBe(await directCount({ industryCodes: [industry] }));
    expect(edited.data).toMatchObject({ price: '88.00', size: '3MB', sys_area_name: '全国' });
    expect(edited.data.labels).toHaveLength(1);
    // the edit moved it: now nationwide, in its industry
    expect(await shopIds({ sys_area_id: province().code })).not.toContain(p.shop_product_id);
    expect(await shopIds({ sys_area_id: -1 })).toContain(p.shop_product_id);
    expect(await shopIds({ industry: industry })).toContain(p.shop_product_id);

    const pub = await t.call<ProductRow>('POST', `/malldata/dataproduct/${p.shop_product_id}/publish`, admin);
    expect(pub.data.status).toBe(1);
    const again = await t.call('POST', `/malldata/dataproduct/${p.shop_product_id}/publish`, admin);
    expect(again).toMatchObject({ code: ResultCode.invalid, error: M.alreadyOnShelf });
    const wd = await t.call<ProductRow>('POST', `/malldata/dataproduct/${p.shop_product_id}/withdraw`, admin);
    expect(wd.data.status).toBe(2);

    const del = await t.call('DELETE', `/malldata/dataproduct/${p.shop_product_id}`, admin);
    expect(del.code, del.error ?? '').toBe(200);
    expect((await t.call('GET', `/malldata/dataproduct/${p.shop_product_id}`, admin)).code).toBe(
      ResultCode.notFound,
    );

    const rows = await logs('shop_product', p.shop_product_id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'publish', 'withdraw', 'delete']);
    const update = rows[1];
    expect(JSON.parse(update?.before_json ?? '{}')).toMatchObject({ price_fen: 19950 });
    expect(JSON.parse(update?.after_json ?? '{}')).toMatchObject({ price_fen: 8800, size: '3MB' });
    expect(rows[4]?.before_json).toContain('测试企业名录');
  });

  it('rejects bad input with Chinese messages and changes nothing', async () => {
    const before = await t.call<Page<ProductRow>>('GET', '/malldata/dataproduct', admin, { limit: 1 });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, M.nameRequired],
      [{ price: '12.345' }, M.priceFormat],
      [{ price: 'abc' }, M.priceFormat],
      [{ year: '26' }, M.yearFormat],
      [{ filter: { capitalMin: 100, capitalMax: 10 } }, M.capitalRange],
      [{ filter: { foundedFrom: '2020-01-01', foundedTo: '2019-01-01' } }, M.dateRange],
      [{ shop_product_cate_id: options.categories[0]?.shop_product_cate_id }, M.cateNotLeaf],
      [{ shop_product_cate_id: 999999 }, M.cateMissing],
      [{ label_ids: [999999] }, M.labelMissing],
      [{ filter: { regionCodes: ['990000'] } }, M.regionMissing],
    ];
    for (const [over, message] of cases) {
      const res = await t.call('POST', '/malldata/dataproduct', admin, productBody(over));
      expect(res.code, JSON.stringify(over)).toBe(ResultCode.invalid);
      expect(res.error, JSON.stringify(over)).toContain(message);
    }
    const after = await t.call<Page<ProductRow>>('GET', '/malldata/dataproduct', admin, { limit: 1 });
    expect(after.data.total).toBe(before.data.total);
  });

  it('refuses to delete a product that orders or carts reference, saying why', async () => {
    const p = (
      await t.call<ProductRow>(
        'POST',
        '/malldata/dataproduct',
        admin,
        productBody({ name: '有购物车的产品' }),
      )
    ).data;
    const user = await t.db.kysely
      .selectFrom('sys_user')
      .select(['sys_user_id', 'usr_agent_id'])
      .where('username', '=', '13600000000')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('shop_cart')
      .values({ sys_user_id: user.sys_user_id, shop_product_id: p.shop_product_id })
      .execute();
    const inCart = await t.call('DELETE', `/malldata/dataproduct/${p.shop_product_id}`, admin);
    expect(inCart).toMatchObject({ code: ResultCode.invalid, error: M.productInCarts(1) });
    await t.db.kysely.deleteFrom('shop_cart').where('shop_product_id', '=', p.shop_product_id).execute();
    await t.db.kysely
      .insertInto('shop_order')
      .values({
        order_code: `T${p.shop_product_id}`,
        order_name: p.name,
        sys_user_id: user.sys_user_id,
        usr_agent_id: user.usr_agent_id,
        shop_product_id: p.shop_product_id,
        amount_fen: 100,
        email: 'a@example.com',
        send_remark: null,
        paid_at: null,
      })
      .execute();
    const ordered = await t.call('DELETE', `/malldata/dataproduct/${p.shop_product_id}`, admin);
    expect(ordered).toMatchObject({ code: ResultCode.invalid, error: M.productHasOrders(1) });
    expect((await t.call('GET', `/malldata/dataproduct/${p.shop_product_id}`, admin)).code).toBe(200);
  });

  it('denies the auditor and organisation users every mall call (403)', async () => {
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/malldata/dataproduct'],
      ['GET', '/malldata/dataproduct/1'],
      ['POST', '/malldata/dataproduct', productBody()],
      ['PUT', '/malldata/dataproduct/1', productBody()],
      ['POST', '/malldata/dataproduct/1/publish'],
      ['POST', '/malldata/dataproduct/1/withdraw'],
      ['POST', '/malldata/dataproduct/preview', { filter: {} }],
      ['DELETE', '/malldata/dataproduct/1'],
      ['GET', '/malldata/category'],
      ['POST', '/malldata/category', { name: 'x' }],
      ['DELETE', '/malldata/category/1'],
      ['GET', '/malldata/label'],
      ['POST', '/malldata/label', { label_name: 'x' }],
      ['DELETE', '/malldata/label/1'],
    ];
    for (const token of [auditor, orgUser]) {
      for (const [method, url, body] of calls) {
        const res = await t.call(method as 'GET', url, token, body);
        expect(res.code, `${method} ${url}`).toBe(ResultCode.forbidden);
      }
    }
    expect((await t.call('GET', '/malldata/dataproduct/1', admin)).code).toBe(200);
  });

  // ── 商品分类 ───────────────────────────────────────────────────────────────────────────

  it('manages two-level categories and refuses deletes with children or products', async () => {
    const tree = await t.call<Page<CategoryNode>>('GET', '/malldata/category', admin);
    expect(tree.code, tree.error ?? '').toBe(200);
    expect(tree.data.list.every((c) => c.parent_id === 0)).toBe(true);
    const top = (
      await t.call<CategoryNode>('POST', '/malldata/category', admin, { name: '测试一级', orders: 9 })
    ).data;
    expect(top).toMatchObject({ parent_id: 0, orders: 9, product_count: 0 });
    const child = await t.call<CategoryNode>('POST', '/malldata/category', admin, {
      parent_id: top.shop_product_cate_id,
      name: '测试二级',
      brief: '专题介绍文字',
    });
    expect(child.code, child.error ?? '').toBe(200);
    const childId = child.data.shop_product_cate_id;

    const third = await t.call('POST', '/malldata/category', admin, { parent_id: childId, name: '三级' });
    expect(third).toMatchObject({ code: ResultCode.invalid, error: M.parentNotTop });
    const empty = await t.call('POST', '/malldata/category', admin, { name: '  ' });
    expect(empty).toMatchObject({ code: ResultCode.invalid });
    expect(empty.error).toContain(M.cateNameRequired);
    const dup = await t.call('POST', '/malldata/category', admin, {
      parent_id: top.shop_product_cate_id,
      name: '测试二级',
    });
    expect(dup).toMatchObject({ code: ResultCode.conflict, error: M.cateNameExists });

    const edited = await t.call<CategoryNode>('PUT', `/malldata/category/${childId}`, admin, {
      parent_id: top.shop_product_cate_id,
      name: '测试二级改',
      brief: '新的专题介绍',
      orders: 3,
    });
    expect(edited.data).toMatchObject({ name: '测试二级改', brief: '新的专题介绍', orders: 3 });

    const p = (
      await t.call<ProductRow>(
        'POST',
        '/malldata/dataproduct',
        admin,
        productBody({ shop_product_cate_id: childId }),
      )
    ).data;
    const withChildren = await t.call('DELETE', `/malldata/category/${top.shop_product_cate_id}`, admin);
    expect(withChildren).toMatchObject({ code: ResultCode.invalid, error: M.cateHasChildren(1) });
    const withProducts = await t.call('DELETE', `/malldata/category/${childId}`, admin);
    expect(withProducts).toMatchObject({ code: ResultCode.invalid, error: M.cateHasProducts(1) });

    await t.call('DELETE', `/malldata/dataproduct/${p.shop_product_id}`, admin);
    expect((await t.call('DELETE', `/malldata/category/${childId}`, admin)).code).toBe(200);
    expect((await t.call('DELETE', `/malldata/category/${top.shop_product_cate_id}`, admin)).code).toBe(200);
    const rows = await logs('shop_product_cate', childId);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.parse(rows[1]?.after_json ?? '{}')).toMatchObject({ name: '测试二级改' });
  });

  // ── 商品标签 ───────────────────────────────────────────────────────────────────────────

  it('manages labels; deleting one takes it off its products', async () => {
    const created = await t.call<LabelRow>('POST', '/malldata/label', admin, {
      label_name: '测试标签',
      orders: 1,
    });
    expect(created.code, created.error ?? '').toBe(200);
    const id = created.data.shop_label_id;
    const dup = await t.call('POST', '/malldata/label', admin, { label_name: '测试标签' });
    expect(dup).toMatchObject({ code: ResultCode.conflict, error: M.labelNameExists });
    const long = await t.call('POST', '/malldata/label', admin, { label_name: '长'.repeat(21) });
    expect(long.error).toContain(M.labelNameTooLong);
    const renamed = await t.call<LabelRow>('PUT', `/malldata/label/${id}`, admin, {
      label_name: '测试标签2',
      orders: 2,
    });
    expect(renamed.data).toMatchObject({ label_name: '测试标签2', orders: 2 });

    const p = (
      await t.call<ProductRow>('POST', '/malldata/dataproduct', admin, productBody({ label_ids: [id] }))
    ).data;
    const listed = await t.call<Page<LabelRow>>('GET', '/malldata/label', admin, { label_name: '测试标签' });
    expect(listed.data.list).toEqual([expect.objectContaining({ shop_label_id: id, product_count: 1 })]);

    const del = await t.call<{ ok: true; products: number }>('DELETE', `/malldata/label/${id}`, admin);
    expect(del.data).toEqual({ ok: true, products: 1 });
    const after = await t.call<ProductRow>('GET', `/malldata/dataproduct/${p.shop_product_id}`, admin);
    expect(after.data.labels).toEqual([]);
    const rows = await logs('shop_label', id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.parse(rows[2]?.before_json ?? '{}')).toMatchObject({ product_ids: [p.shop_product_id] });
    expect((await t.call('GET', `/malldata/label/${id}`, admin)).code).toBe(ResultCode.notFound);
  });
});
