import {
  fenToYuan,
  PaymentPaths,
  ShopCartMessages as M,
  ShopCartPaths as P,
  type GetCartListResponse,
  type GetPayUrlResponse,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Demo } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';
import { createPayingApp, type PayingApp } from './support/paying-app.ts';

const SHOPPER = '13600000000';

/** Issue 17: a paid product leaves the cart, and the shopper is told it is bought. */
describe.each(testDialects)('a paid product leaves the cart (%s)', (dialect) => {
  let paying: PayingApp;
  let shopper = '';
  let other = '';
  let me = 0;
  let otherId = 0;
  /** on-shelf products: [bought, kept in the cart, paid for with a failed payment] */
  let products: { id: number; price: number }[] = [];

  beforeAll(async () => {
    paying = await createPayingApp(dialect);
    const t = paying.t;
    shopper = await t.tokenOf(SHOPPER);
    other = await t.tokenOf(Demo.orgUser200);
    me = await t.userId(SHOPPER);
    otherId = await t.userId(Demo.orgUser200, 200);
    const rows = await t.db.kysely
      .selectFrom('shop_product')
      .select(['shop_product_id', 'price_fen'])
      .where('status', '=', 1)
      .orderBy('shop_product_id')
      .limit(3)
      .execute();
    products = rows.map((r) => ({ id: r.shop_product_id, price: r.price_fen }));
  });
  afterAll(() => paying.close());

  const post = <T>(url: string, token: string, body: Record<string, unknown>) =>
    paying.t.call<T>('POST', url, token, body);
  const cartOf = async (token: string, userId: number) => {
    const res = await post<GetCartListResponse>(P.getCartList, token, { sys_user_id: userId });
    expect(res.code, res.error ?? '').toBe(200);
    return res.data.data.map((r) => ({ id: r.shop_product_id, bought: r.bought }));
  };
  const addToCart = async (token: string, userId: number, id: number) =>
    post<{ message: string }>(P.addCart, token, { sys_user_id: userId, shop_product_id: id });
  const bought = async (token: string, userId: number, id: number) =>
    (await post<boolean>(P.statusBought, token, { sys_user_id: userId, shop_product_id: id })).data;
  /** getPayUrl for the product, then the provider's signed word on it. */
  async function pay(product: { id: number; price: number }, outcome: 'paid' | 'failed') {
    const order = await post<GetPayUrlResponse>(PaymentPaths.getPayUrl, shopper, {
      money: fenToYuan(product.price),
      shop_product_id: product.id,
      email: 'buyer@example.com',
      type: 1,
      pay_type: 0,
    });
    expect(order.code, order.error ?? '').toBe(200);
    // an order waiting for its payment is still in the cart
    expect((await cartOf(shopper, me)).map((r) => r.id)).toContain(product.id);
    const signed = paying.provider.simulate(order.data.order_id, product.price, outcome);
    const res = await paying.t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: signed.headers,
      payload: signed.rawBody,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('takes the paid product out of the buyer’s cart only, and says it is bought', async () => {
    const [a, b, c] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
    for (const p of [a, b, c]) expect((await addToCart(shopper, me, p.id)).code).toBe(200);
    expect((await addToCart(other, otherId, a.id)).code).toBe(200);
    expect(await bought(shopper, me, a.id)).toBe(false);

    await pay(c, 'failed');
    await pay(a, 'paid');

    // the paid product left the cart; the one whose payment failed and the untouched one stayed
    const mine = await cartOf(shopper, me);
    expect(mine.map((r) => r.id).sort((x, y) => x - y)).toEqual([b.id, c.id].sort((x, y) => x - y));
    expect(mine.every((r) => !r.bought)).toBe(true);
    expect(
      (await post<boolean>(P.statusCart, shopper, { sys_user_id: me, shop_product_id: a.id })).data,
    ).toBe(false);
    // someone else's cart is theirs: the same product stays there
    expect((await cartOf(other, otherId)).map((r) => r.id)).toEqual([a.id]);

    expect(await bought(shopper, me, a.id)).toBe(true);
    expect(await bought(shopper, me, b.id)).toBe(false);
    expect(await bought(shopper, me, c.id)).toBe(false);
    expect(await bought(other, otherId, a.id)).toBe(false);
  });

  it('refuses to put a bought product back in the cart', async () => {
    const a = products[0]!;
    const again = await addToCart(shopper, me, a.id);
    expect(again).toMatchObject({ code: 400, error: M.alreadyBought });
    expect((await cartOf(shopper, me)).map((r) => r.id)).not.toContain(a.id);
  });

  it('marks a cart row of a product bought before paid products left the cart', async () => {
    const a = products[0]!;
    // a row kept from before this rule (or written by hand): the list says it is bought
    await paying.t.db.kysely
      .insertInto('shop_cart')
      .values({ sys_user_id: me, shop_product_id: a.id, created_at: new Date().toISOString() })
      .execute();
    const mine = await cartOf(shopper, me);
    expect(mine.find((r) => r.id === a.id)).toEqual({ id: a.id, bought: true });
    expect(mine.filter((r) => r.bought)).toHaveLength(1);
  });

  it('answers only for the session’s own user', async () => {
    const res = await post(P.statusBought, shopper, {
      sys_user_id: otherId,
      shop_product_id: products[0]!.id,
    });
    expect(res.code).toBe(403);
    const bad = await post(P.statusBought, shopper, { sys_user_id: me });
    expect(bad).toMatchObject({ code: 400, error: M.productId });
  });
});
