import { ShopCartMessages as M, ShopCartPaths as P, type CompanyFilter } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCompanyFilter } from '../src/search/company-filter-query.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';

const SHOPPER = '13600000000';

interface Preview {
  name: string;
  ccode: string;
  reg_amount: string;
  province_name: string;
  city_name: string;
  town_name: string;
}
interface CartPage {
  data: { shop_cart_id: number; shop_product_id: number; name: string; sold_off: boolean; price: string }[];
  count: number;
}
interface OrdersPage {
  res: { order_code: string; amount: string; status: number; sys_user_id: number; order_created: string }[];
  count: number;
}

describe.each(testDialects)('shop product detail, cart and orders (%s)', (dialect) => {
  let t: BackofficeApp;
  let shopper: string;
  let other: string;
  let me = 0;
  let otherId = 0;
  /** on-shelf products, the withdrawn one, and one with companies in its data */
  let onShelf: number[] = [];
  let withdrawn = 0;

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    shopper = await t.tokenOf(SHOPPER);
    other = await t.tokenOf(Demo.orgUser200);
    me = await t.userId(SHOPPER);
    otherId = await t.userId(Demo.orgUser200, 200);
    const k = t.db.kysely;
    const products = await k
      .selectFrom('shop_product')
      .select(['shop_product_id', 'status'])
      .orderBy('shop_product_id')
      .execute();
    onShelf = products.filter((p) => p.status === 1).map((p) => p.shop_product_id);
    withdrawn = products.find((p) => p.status === 2)?.shop_product_id ?? 0;
    if (!withdrawn) {
      withdrawn = onShelf.pop()!;
      await k
        .updateTable('shop_product')
        .set({ status: 2 })
        .where('shop_product_id', '=', withdrawn)
        .execute();
    }
  });
  afterAll(() => t.close());

  const post = <T>(url: string, token: string | undefined, body: Record<string, unknown>) =>
    t.post<T>(url, body, token);

  it('previews real companies of the product filter, in pages of at most 10', async () => {
    const k = t.db.kysely;
    // the product with the most matching companies in the small test dataset
    let best = { id: 0, filter: {} as CompanyFilter, ids: [] as string[] };
    for (const p of await k.selectFrom('shop_product').select(['shop_product_id', 'filter_json']).execute()) {
      const filter = JSON.parse(p.filter_json) as CompanyFilter;
      const rows = await applyCompanyFilter(k.selectFrom('company'), filter)
        .select(['ccode'])
        .orderBy('company_id')
        .execute();
      if (rows.length > best.ids.length)
        best = { id: p.shop_product_id, filter, ids: rows.map((r) => r.ccode) };
    }
    expect(best.ids.length).toBeGreaterThan(0);
    const page1 = await post<{ res: Preview[]; count: number }>(P.getShopBasicDatas, undefined, {
      shop_product_id: best.id,
      page: 1,
      size: 10,
    });
    expect(page1.code, page1.error ?? '').toBe(200);
    expect(page1.data.count).toBe(best.ids.length);
    expect(page1.data.res.map((c) => c.ccode)).toEqual(best.ids.slice(0, 10));
    expect(page1.data.res[0]!.reg_amount).toMatch(/万/);
    expect(page1.data.res[0]!.province_name).not.toBe('');
    if (best.ids.length > 10) {
      const page2 = await post<{ res: Preview[] }>(P.getShopBasicDatas, undefined, {
        shop_product_id: best.id,
        page: 2,
      });
      expect(page2.data.res.map((c) => c.ccode)).toEqual(best.ids.slice(10, 20));
    }
    const tooBig = await post(P.getShopBasicDatas, undefined, { shop_product_id: best.id, size: 50 });
    expect(tooBig.code).toBe(400);
    expect(tooBig.error).toBe(M.size);
    const missing = await post(P.getShopBasicDatas, undefined, { shop_product_id: 999999 });
    expect(missing.code).toBe(404);
  });

  it('answers product facts and the shelf status publicly', async () => {
    const info = await post<{ name: string; price: string }>(P.getShopProductInfo, undefined, {
      shop_product_id: onShelf[0],
    });
    expect(info.code).toBe(200);
    expect(info.data.price).toMatch(/^\d+\.\d{2}$/);
    expect((await post(P.getProductStatus, undefined, { shop_product_id: onShelf[0] })).data).toBe(true);
    expect((await post(P.getProductStatus, undefined, { shop_product_id: withdrawn })).data).toBe(false);
    const bad = await post(P.getProductStatus, undefined, {});
    expect(bad.code).toBe(400);
    expect(bad.error).toBe(M.productId);
  });

  it('adds once, warns on the second add, refuses withdrawn products, and needs a session', async () => {
    const id = onShelf[0]!;
    expect((await post(P.statusCart, shopper, { sys_user_id: me, shop_product_id: id })).data).toBe(false);
    const first = await post<{ message: string }>(P.addCart, shopper, {
      sys_user_id: me,
      shop_product_id: id,
    });
    expect(first.code, first.error ?? '').toBe(200);
    expect(first.data.message).toBe(M.added);
    expect((await post(P.statusCart, shopper, { sys_user_id: me, shop_product_id: id })).data).toBe(true);
    const again = await post(P.addCart, shopper, { sys_user_id: me, shop_product_id: id });
    expect(again).toMatchObject({ code: 400, error: M.alreadyInCart });
    const off = await post(P.addCart, shopper, { sys_user_id: me, shop_product_id: withdrawn });
    expect(off).toMatchObject({ code: 400, error: M.withdrawn });
    expect((await post(P.addCart, undefined, { shop_product_id: id })).code).toBe(4001);
    const rows = await t.db.kysely
      .selectFrom('shop_cart')
      .selectAll()
      .where('sys_user_id', '=', me)
      .execute();
    expect(rows.filter((r) => r.shop_product_id === id)).toHaveLength(1);
    expect(rows.some((r) => r.shop_product_id === withdrawn)).toBe(false);
  });

  it('two concurrent adds of one product give one row and one warning', async () => {
    const id = onShelf[1]!;
    const [a, b] = await Promise.all([
      post(P.addCart, shopper, { sys_user_id: me, shop_product_id: id }),
      post(P.addCart, shopper, { sys_user_id: me, shop_product_id: id }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.code === 400)!.error).toBe(M.alreadyInCart);
    const rows = await t.db.kysely
      .selectFrom('shop_cart')
      .select('shop_cart_id')
      .where('sys_user_id', '=', me)
      .where('shop_product_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses another user id in the body with 403', async () => {
    for (const [url, body] of [
      [P.addCart, { sys_user_id: otherId, shop_product_id: onShelf[2] }],
      [P.statusCart, { sys_user_id: otherId, shop_product_id: onShelf[2] }],
      [P.getCartList, { sys_user_id: otherId, page: 1, size: 10 }],
      [P.delCart, { sys_user_id: otherId, shop_cart_id: 1 }],
      [P.getUserOrders, { sys_user_id: otherId, status: 0, page: 1, size: 10 }],
    ] as const) {
      expect((await post(url, shopper, body)).code, url).toBe(403);
    }
    expect(
      await t.db.kysely
        .selectFrom('shop_cart')
        .select('shop_cart_id')
        .where('sys_user_id', '=', otherId)
        .execute(),
    ).toHaveLength(0);
  });

  it('pages the cart 10 at a time, flags sold-off products and deletes only own rows', async () => {
    const k = t.db.kysely;
    for (const id of onShelf.slice(2, 12)) {
      expect((await post(P.addCart, shopper, { sys_user_id: me, shop_product_id: id })).code).toBe(200);
    }
    const total = await k
      .selectFrom('shop_cart')
      .select('shop_cart_id')
      .where('sys_user_id', '=', me)
      .execute();
    expect(total.length).toBe(12);
    const p1 = await post<CartPage>(P.getCartList, shopper, { sys_user_id: me, page: 1, size: 10 });
    const p2 = await post<CartPage>(P.getCartList, shopper, { sys_user_id: me, page: 2, size: 10 });
    expect(p1.data.count).toBe(12);
    expect(p1.data.data).toHaveLength(10);
    expect(p2.data.data).toHaveLength(2);
    const ids = [...p1.data.data, ...p2.data.data].map((r) => r.shop_cart_id);
    expect(new Set(ids).size).toBe(12);

    // a product withdrawn after it was added shows as sold off
    const soldId = onShelf[3]!;
    await k.updateTable('shop_product').set({ status: 2 }).where('shop_product_id', '=', soldId).execute();
    const all = [
      ...(await post<CartPage>(P.getCartList, shopper, { page: 1 })).data.data,
      ...(await post<CartPage>(P.getCartList, shopper, { page: 2 })).data.data,
    ];
    expect(all.find((r) => r.shop_product_id === soldId)!.sold_off).toBe(true);
    expect(all.filter((r) => r.sold_off)).toHaveLength(1);
    await k.updateTable('shop_product').set({ status: 1 }).where('shop_product_id', '=', soldId).execute();

    // another user cannot see or delete my rows
    const mine = p1.data.data[0]!.shop_cart_id;
    expect((await post<CartPage>(P.getCartList, other, { page: 1 })).data.count).toBe(0);
    const foreign = await post(P.delCart, other, { shop_cart_id: mine });
    expect(foreign).toMatchObject({ code: 404, error: M.cartItemNotFound });
    expect(
      await k.selectFrom('shop_cart').select('shop_cart_id').where('shop_cart_id', '=', mine).execute(),
    ).toHaveLength(1);

    const del = await post(P.delCart, shopper, { sys_user_id: me, shop_cart_id: mine });
    expect(del.code).toBe(200);
    expect(
      await k.selectFrom('shop_cart').select('shop_cart_id').where('shop_cart_id', '=', mine).execute(),
    ).toHaveLength(0);
    expect((await post(P.delCart, shopper, { shop_cart_id: mine })).code).toBe(404);
  });

  it("lists the shopper's own orders by status, 10 per page, amounts in yuan", async () => {
    const k = t.db.kysely;
    const base = Date.parse('2026-11-01T02:00:00.000Z');
    const rows = [];
    for (let i = 0; i < 13; i++) {
      rows.push({
        order_code: `T${dialect}${String(i).padStart(4, '0')}`,
        order_name: `测试订单${i}`,
        sys_user_id: me,
        usr_agent_id: 0,
        shop_product_id: onShelf[0]!,
        amount_fen: 1000 + i,
        email: 'shopper@example.com',
        status: i < 11 ? 0 : 1,
        created_at: new Date(base + i * 60_000).toISOString(),
      });
    }
    rows.push({ ...rows[0]!, order_code: `O${dialect}0001`, sys_user_id: otherId, status: 0 });
    await k.insertInto('shop_order').values(rows).execute();

    const unpaid1 = await post<OrdersPage>(P.getUserOrders, shopper, {
      sys_user_id: me,
      status: 0,
      page: 1,
      size: 10,
    });
    expect(unpaid1.code, unpaid1.error ?? '').toBe(200);
    expect(unpaid1.data.count).toBe(11);
    expect(unpaid1.data.res).toHaveLength(10);
    expect(unpaid1.data.res[0]).toMatchObject({ order_code: `T${dialect}0010`, amount: '10.10', status: 0 });
    expect(unpaid1.data.res[0]!.order_created).toBe('2026-11-01 10:10:00');
    expect(unpaid1.data.res.every((o) => o.sys_user_id === me)).toBe(true);
    const unpaid2 = await post<OrdersPage>(P.getUserOrders, shopper, { status: 0, page: 2 });
    expect(unpaid2.data.res.map((o) => o.order_code)).toEqual([`T${dialect}0000`]);
    const paid = await post<OrdersPage>(P.getUserOrders, shopper, { status: 1, page: 1 });
    expect(paid.data.count).toBe(2);
    expect(paid.data.res.every((o) => o.status === 1)).toBe(true);

    const theirs = await post<OrdersPage>(P.getUserOrders, other, { status: 0, page: 1 });
    expect(theirs.data.count).toBe(1);
    expect(theirs.data.res[0]!.order_code).toBe(`O${dialect}0001`);

    const badStatus = await post(P.getUserOrders, shopper, { status: 3 });
    expect(badStatus).toMatchObject({ code: 400, error: M.orderStatus });
  });
});
