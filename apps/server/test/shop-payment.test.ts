import {
  fenToYuan,
  formatYuan,
  PaymentMessages as M,
  PaymentPaths as P,
  ResultCode,
  type GetOrderStatusResponse,
  type GetPayUrlResponse,
  type SandboxSubmitResponse,
} from '@qishu/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentProvider } from '../src/adapters/payment/index.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxPaymentProvider } from '../src/adapters/payment/sandbox.ts';
import type { CreateNativePayment } from '../src/adapters/payment/types.ts';
import { loadConfig } from '../src/config.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';

const SHOPPER = '13600000000';
const PUBLIC_URL = 'https://shop.example.test';

/** The real sandbox provider, with a switch that makes the provider unreachable. */
class TestProvider extends SandboxPaymentProvider {
  down = false;
  override createNative(request: CreateNativePayment) {
    if (this.down) return Promise.reject(new Error('connect ECONNREFUSED'));
    return super.createNative(request);
  }
}

describe('createPaymentProvider', () => {
  it('builds the sandbox by default, whose QR points at this server', async () => {
    const p = createPaymentProvider(loadConfig({ PUBLIC_URL: `${PUBLIC_URL}/` }));
    expect(p).toBeInstanceOf(SandboxPaymentProvider);
    const made = await p.createNative({
      outTradeNo: 'PAY123456',
      amountFen: 100,
      description: '测试',
      expiresAt: new Date(),
      notifyUrl: `${PUBLIC_URL}/api/pay/notify/sandbox`,
    });
    expect(made.codeUrl).toBe(`${PUBLIC_URL}/api/pay/sandbox/PAY123456`);
  });
});

describe.each(testDialects)('payment: getPayUrl, notification, sandbox page, polling (%s)', (dialect) => {
  let t: BackofficeApp;
  let provider: TestProvider;
  let shopper = '';
  let other = '';
  let me = 0;
  let otherId = 0;
  let product = { id: 0, name: '', price: 0 };
  /** a second product, for a test that needs two open purchases */
  let product2 = { id: 0, name: '', price: 0 };
  let withdrawn = 0;

  beforeAll(async () => {
    provider = new TestProvider(PUBLIC_URL);
    t = await createBackofficeApp(dialect, { env: { PUBLIC_URL }, paymentProvider: provider });
    shopper = await t.tokenOf(SHOPPER);
    other = await t.tokenOf(Demo.orgUser200);
    me = await t.userId(SHOPPER);
    otherId = await t.userId(Demo.orgUser200, 200);
    const k = t.db.kysely;
    const rows = await k
      .selectFrom('shop_product')
      .select(['shop_product_id', 'name', 'price_fen', 'status'])
      .orderBy('shop_product_id')
      .execute();
    const on = rows.filter((r) => r.status === 1);
    product = { id: on[0]!.shop_product_id, name: on[0]!.name, price: on[0]!.price_fen };
    product2 = { id: on[2]!.shop_product_id, name: on[2]!.name, price: on[2]!.price_fen };
    withdrawn = on[1]!.shop_product_id;
    await k.updateTable('shop_product').set({ status: 2 }).where('shop_product_id', '=', withdrawn).execute();
  });
  afterAll(() => t.close());
  // one open payment per purchase: each test starts as if the QRs earlier tests left open had expired
  beforeEach(async () => {
    await t.db.kysely
      .updateTable('payment')
      .set({ status: 3, open_key: null })
      .where('status', '=', 0)
      .execute();
  });

  const k = () => t.db.kysely;
  const buy = (extra: Record<string, unknown> = {}, token = shopper) =>
    t.call<GetPayUrlResponse>('POST', P.getPayUrl, token, {
      money: fenToYuan(product.price),
      shop_product_id: product.id,
      email: 'buyer@example.com',
      type: 1,
      pay_type: 0,
      ...extra,
    });
  const bought = async (extra: Record<string, unknown> = {}) => {
    const res = await buy(extra);
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };
  const status = (orderId: string, token = shopper) =>
    t.call<GetOrderStatusResponse>('POST', P.getOrderStatus, token, { order_id: orderId });
  const payment = (no: string) =>
    k().selectFrom('payment').selectAll().where('out_trade_no', '=', no).executeTakeFirstOrThrow();
  const deliveries = (kind: string, orderId: number) =>
    k()
      .selectFrom('data_delivery')
      .select(['data_delivery_id', 'seq', 'reason'])
      .where('order_kind', '=', kind)
      .where('order_id', '=', orderId)
      .execute();
  const jobs = (type: string) => k().selectFrom('job').selectAll().where('type', '=', type).execute();
  const counts = async () => ({
    payments: (await k().selectFrom('payment').select('payment_id').execute()).length,
    orders: (await k().selectFrom('shop_order').select('shop_order_id').execute()).length,
    jobs: (await k().selectFrom('job').select('job_id').execute()).length,
  });
  const notify = (headers: Record<string, string>, body: string, name = 'sandbox') =>
    t.app.inject({ method: 'POST', url: `/api/pay/notify/${name}`, headers, payload: body });
  const sandboxPath = (no: string) => P.sandboxPage.replace(':out_trade_no', no);
  /** the sandbox page (no session) */
  const page = (no: string) => t.app.inject({ method: 'GET', url: `/api${sandboxPath(no)}` });
  /** a button of the sandbox page, as its script sends it: the payer's session by default */
  const press = (no: string, action: 'confirm' | 'fail', token: string | null = shopper) =>
    t.app
      .inject({
        method: 'POST',
        url: `/api${sandboxPath(no)}/${action}`,
        headers: token === null ? {} : { authorization: token },
      })
      .then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ code: number; data: SandboxSubmitResponse | null; error?: string }>();
      });
  async function perOrder(owner: number, amountFen: number, paid = 0): Promise<number> {
    const row = await k()
      .insertInto('per_order')
      .values({
        order_code: `PO${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        order_name: '精准查询：广东省制造业',
        sys_user_id: owner,
        usr_agent_id: owner === me ? 1 : 200,
        shop_search_condition_id: null,
        agent_label_apply_id: null,
        search_arr: '[]',
        nums: 100,
        amount_fen: amountFen,
        email: 'old@example.com',
        status: paid,
        send_remark: null,
        excel_url: null,
        code_url: null,
        exported_at: null,
      })
      .returning('per_order_id')
      .executeTakeFirstOrThrow();
    return row.per_order_id;
  }

  it('refuses bad requests with the contract messages and creates nothing', async () => {
    const before = await counts();
    const theirs = await perOrder(otherId, 500);
    const paidOne = await perOrder(me, 500, 1);
    const mine = await perOrder(me, 500);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: undefined }, 400, M.emailRequired],
      [{ email: '' }, 400, M.emailRequired],
      [{ email: 'not-an-email' }, 400, M.emailInvalid],
      [{ shop_product_id: undefined }, 400, M.orderTarget],
      [{ per_order_id: mine, money: '5.00' }, 400, M.orderTarget],
      [{ money: fenToYuan(product.price + 1) }, 400, M.priceChanged],
      [{ money: '0' }, 400, M.amountInvalid],
      [{ money: 'abc' }, 400, M.amountInvalid],
      [{ money: 19.999 }, 400, M.amountInvalid],
      [{ pay_type: 1 }, 400, M.payTypeUnsupported],
      [{ shop_product_id: withdrawn }, 400, M.withdrawn],
      [{ shop_product_id: 999_999 }, 404, M.productNotFound],
      [{ sys_user_id: otherId }, 403, ''],
      [{ shop_product_id: undefined, per_order_id: theirs, money: '5.00' }, 404, M.orderNotFound],
      [{ shop_product_id: undefined, per_order_id: paidOne, money: '5.00' }, 400, M.orderPaid],
      [{ shop_product_id: undefined, per_order_id: mine, money: '5.01' }, 400, M.amountInvalid],
    ];
    for (const [extra, code, message] of cases) {
      const res = await buy(extra);
      expect(res.code, JSON.stringify(extra)).toBe(code);
      if (message) expect(res.error, JSON.stringify(extra)).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('a provider failure answers providerDown and leaves no order, payment or job', async () => {
    const before = await counts();
    provider.down = true;
    try {
      const res = await buy();
      expect(res.code).toBe(400);
      expect(res.error).toBe(M.providerDown);
    } finally {
      provider.down = false;
    }
    expect(await counts()).toEqual(before);
  });

  it('creates the order, the payment and its close job in one go', async () => {
    const data = await bought({ sys_user_id: me });
    expect(data.code_url).toBe(`${PUBLIC_URL}/api/pay/sandbox/${data.order_id}`);
    expect(data.order_id).toMatch(/^[0-9A-Za-z_-]{6,32}$/);
    expect(data.order_code).toMatch(/^SO\d{16}$/);
    expect(data).toMatchObject({
      per_order_id: null,
      order_name: product.name,
      amount: fenToYuan(product.price),
    });
    expect(Date.parse(data.expires_at) - t.clock.t).toBe(30 * 60_000);
    const order = await k()
      .selectFrom('shop_order')
      .selectAll()
      .where('shop_order_id', '=', data.shop_order_id!)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      order_code: data.order_code,
      order_name: product.name,
      sys_user_id: me,
      shop_product_id: product.id,
      amount_fen: product.price,
      email: 'buyer@example.com',
      status: 0,
    });
    expect(await payment(data.order_id)).toMatchObject({
      provider: 'sandbox',
      order_kind: 'shop_order',
      order_id: data.shop_order_id,
      sys_user_id: me,
      amount_fen: product.price,
      status: 0,
      code_url: data.code_url,
      paid_at: null,
    });
    const close = (await jobs('payment.close')).find(
      (j) => j.unique_key === `payment.close:${data.order_id}`,
    );
    expect(close).toBeDefined();
    expect(JSON.parse(close!.payload_json)).toEqual({ out_trade_no: data.order_id });
    expect(Date.parse(close!.run_at)).toBe(Date.parse(data.expires_at));
    expect((await status(data.order_id)).data).toEqual({ status: 0, is_send: 0, send_remark: null });
  });

  it('the sandbox page shows the order and confirming it pays through the notification path', async () => {
    const data = await bought();
    const res = await page(data.order_id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(product.name);
    expect(res.body).toContain(formatYuan(product.price));
    expect(res.body).toContain(data.order_id);
    expect(res.body).toContain('确认支付');
    expect(res.body).toContain('模拟支付失败');
    expect(res.body).toContain('data-sandbox-action="confirm"');
    expect(res.body).toContain('data-sandbox-action="fail"');
    // one script file of this server (the CSP allows no inline script)
    expect(res.body).toContain(`<script src="/api${P.sandboxScript}" defer></script>`);
    expect(res.body.match(/<script/gi)).toHaveLength(1);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: `/api${P.sandboxScript}` });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("localStorage.getItem('token')");

    const done = await press(data.order_id, 'confirm');
    expect(done).toMatchObject({ code: 200, data: { status: 1, title: M.paySuccess } });
    const polled = await status(data.order_id);
    expect(polled.code).toBe(200);
    expect(polled.data.status).toBe(1);
    const paid = await payment(data.order_id);
    expect(paid.paid_at).not.toBeNull();
    expect(paid.provider_txn_id).toMatch(/^SANDBOX/);
    expect(JSON.parse(paid.notify_json!)).toMatchObject({ out_trade_no: data.order_id, outcome: 'paid' });
    const order = await k()
      .selectFrom('shop_order')
      .select(['status', 'paid_at'])
      .where('shop_order_id', '=', data.shop_order_id!)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe(1);
    expect(order.paid_at).not.toBeNull();
    expect(await deliveries('shop_order', data.shop_order_id!)).toMatchObject([
      { seq: 1, reason: 'payment' },
    ]);

    // the page of a paid order says so; pressing again changes nothing
    expect((await page(data.order_id)).body).toContain(M.orderPaid);
    expect((await press(data.order_id, 'confirm')).data).toMatchObject({ status: 1, detail: M.orderPaid });
    expect(await deliveries('shop_order', data.shop_order_id!)).toHaveLength(1);
  });

  it('a replayed notification answers success and changes nothing', async () => {
    const data = await bought();
    const signed = provider.simulate(data.order_id, product.price, 'paid');
    const first = await notify(signed.headers, signed.rawBody);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    const afterFirst = await payment(data.order_id);
    const deliveryJobs = (await k().selectFrom('job').select('job_id').execute()).length;
    const again = await notify(signed.headers, signed.rawBody);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ code: 'SUCCESS', message: '已处理' });
    // a different (later) paid notice for the same trade changes nothing either
    const later = provider.simulate(data.order_id, product.price, 'paid');
    expect((await notify(later.headers, later.rawBody)).statusCode).toBe(200);
    expect(await payment(data.order_id)).toEqual(afterFirst);
    expect(await deliveries('shop_order', data.shop_order_id!)).toHaveLength(1);
    expect((await k().selectFrom('job').select('job_id').execute()).length).toBe(deliveryJobs);
  });

  it('a wrong amount is refused: nothing paid, the notice kept', async () => {
    const data = await bought();
    const signed = provider.simulate(data.order_id, product.price - 1, 'paid');
    const res = await notify(signed.headers, signed.rawBody);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FAIL' });
    const row = await payment(data.order_id);
    expect(row.status).toBe(0);
    expect(row.paid_at).toBeNull();
    expect(JSON.parse(row.notify_json!)).toMatchObject({ amount_fen: product.price - 1 });
    expect(await deliveries('shop_order', data.shop_order_id!)).toHaveLength(0);
  });

  it('a bad signature (tampered body or header, none at all) answers 401 and changes nothing', async () => {
    const data = await bought();
    const before = await payment(data.order_id);
    const signed = provider.simulate(data.order_id, product.price, 'paid');
    const forged = new SandboxPaymentProvider(PUBLIC_URL).simulate(data.order_id, product.price, 'paid');
    const tries: [Record<string, string>, string][] = [
      [signed.headers, signed.rawBody.replace('"outcome":"paid"', '"outcome":"paid" ')],
      [signed.headers, signed.rawBody.replace(`"amount_fen":${product.price}`, '"amount_fen":1')],
      [{ ...signed.headers, [SANDBOX_SIGNATURE_HEADER]: 'f'.repeat(64) }, signed.rawBody],
      [{ ...signed.headers, [SANDBOX_SIGNATURE_HEADER]: 'nonsense' }, signed.rawBody],
      [{ 'content-type': 'application/json' }, signed.rawBody],
      // signed by another process's secret
      [forged.headers, forged.rawBody],
    ];
    for (const [headers, body] of tries) {
      const res = await notify(headers, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'FAIL', message: '签名错误' });
    }
    expect(await payment(data.order_id)).toEqual(before);
    // the untouched original still verifies
    expect((await notify(signed.headers, signed.rawBody)).statusCode).toBe(200);
    expect((await payment(data.order_id)).status).toBe(1);
  });

  it('answers 404 for an unknown trade number or provider', async () => {
    const signed = provider.simulate('PAY000000UNKNOWN', 100, 'paid');
    expect((await notify(signed.headers, signed.rawBody)).statusCode).toBe(404);
    expect((await notify(signed.headers, signed.rawBody, 'alipay')).statusCode).toBe(404);
    const unknown = await page('PAY000000UNKNOWN');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(M.orderNotFound);
    expect(await press('PAY000000UNKNOWN', 'confirm')).toMatchObject({
      code: ResultCode.notFound,
      error: M.orderNotFound,
    });
    const traversal = await t.app.inject({
      method: 'POST',
      url: `/api${sandboxPath('../etc')}/confirm`,
      headers: { authorization: shopper },
    });
    expect(traversal.json<{ code: number }>().code).toBe(404);
  });

  it('the fail button marks the payment failed (status 2)', async () => {
    const data = await bought();
    const res = await press(data.order_id, 'fail');
    expect(res).toMatchObject({ code: 200, data: { status: 2, title: M.payFailed } });
    expect((await status(data.order_id)).data).toEqual({ status: 2, is_send: 0, send_remark: null });
    expect((await payment(data.order_id)).paid_at).toBeNull();
    expect((await page(data.order_id)).body).toContain(M.payFailed);
    expect(await deliveries('shop_order', data.shop_order_id!)).toHaveLength(0);
  });

  it('another user cannot poll my payment (404), nor an unknown one', async () => {
    const data = await bought();
    const res = await status(data.order_id, other);
    expect(res.code).toBe(404);
    expect(res.error).toBe(M.orderNotFound);
    expect((await status('PAY000000UNKNOWN')).code).toBe(404);
    expect((await status('')).code).toBe(400);
  });

  it('pays a precise order: per_order paid and delivered', async () => {
    const id = await perOrder(me, 1234);
    const data = await bought({
      shop_product_id: undefined,
      per_order_id: id,
      money: 12.34,
      email: 'po@example.com',
    });
    expect(data).toMatchObject({ per_order_id: id, shop_order_id: null, amount: '12.34' });
    const before = await k()
      .selectFrom('per_order')
      .selectAll()
      .where('per_order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(before).toMatchObject({ email: 'po@example.com', code_url: data.code_url, status: 0 });
    await press(data.order_id, 'confirm');
    expect((await status(data.order_id)).data.status).toBe(1);
    const after = await k()
      .selectFrom('per_order')
      .select('status')
      .where('per_order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe(1);
    expect(await deliveries('per_order', id)).toHaveLength(1);
    expect((await buy({ shop_product_id: undefined, per_order_id: id, money: 12.34 })).error).toBe(
      M.orderPaid,
    );
  });

  it('polling asks the provider when the notification was lost (not before 10 s, at most every 5 s)', async () => {
    const data = await bought();
    // the provider knows it was paid, but its notification never arrived
    const lost = provider.simulate(data.order_id, product.price, 'paid');
    await provider.parseNotification(lost.headers, lost.rawBody);
    expect((await status(data.order_id)).data.status).toBe(0);
    t.clock.advance(11_000);
    expect((await status(data.order_id)).data.status).toBe(1);
    expect(await deliveries('shop_order', data.shop_order_id!)).toHaveLength(1);

    const slow = await bought();
    t.clock.advance(11_000);
    expect((await status(slow.order_id)).data.status).toBe(0); // asked: still waiting
    const late = provider.simulate(slow.order_id, product.price, 'paid');
    await provider.parseNotification(late.headers, late.rawBody);
    t.clock.advance(2_000);
    expect((await status(slow.order_id)).data.status).toBe(0); // not asked again within 5 s
    t.clock.advance(3_000);
    expect((await status(slow.order_id)).data.status).toBe(1);
  });

  it('closes an unpaid payment at expiry; a late payment found then counts as paid', async () => {
    const unpaid = await bought();
    const late = await bought({ shop_product_id: product2.id, money: fenToYuan(product2.price) });
    const lost = provider.simulate(late.order_id, product2.price, 'paid');
    await provider.parseNotification(lost.headers, lost.rawBody);
    t.clock.minutes(29);
    await t.app.services.jobs.drain();
    expect((await payment(unpaid.order_id)).status).toBe(0);
    t.clock.minutes(2);
    await t.app.services.jobs.drain();
    expect((await payment(unpaid.order_id)).status).toBe(3);
    expect(await provider.query(unpaid.order_id)).toEqual({ outTradeNo: unpaid.order_id, outcome: 'closed' });
    expect((await status(unpaid.order_id)).data.status).toBe(3);
    expect((await page(unpaid.order_id)).body).toContain(M.payClosed);
    expect((await press(unpaid.order_id, 'confirm')).data).toMatchObject({ status: 3, detail: M.payClosed });
    expect((await payment(unpaid.order_id)).status).toBe(3);

    expect((await payment(late.order_id)).status).toBe(1);
    expect(await deliveries('shop_order', late.shop_order_id!)).toHaveLength(1);
    const closeJobs = (await jobs('payment.close')).filter((j) =>
      [unpaid.order_id, late.order_id].some((no) => j.unique_key === `payment.close:${no}`),
    );
    expect(closeJobs.map((j) => j.status)).toEqual(['done', 'done']);
  });

  it('concurrent notifications pay once and deliver once', async () => {
    const [a, b] = await Promise.all([
      buy(),
      buy({ shop_product_id: product2.id, money: fenToYuan(product2.price) }),
    ]);
    expect(a.code).toBe(200);
    expect(b.code).toBe(200);
    expect(a.data.order_id).not.toBe(b.data.order_id);
    expect(a.data.shop_order_id).not.toBe(b.data.shop_order_id);

    const notices = Array.from({ length: 6 }, () =>
      provider.simulate(a.data.order_id, product.price, 'paid'),
    );
    const answers = await Promise.all(notices.map((n) => notify(n.headers, n.rawBody)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    // exactly one notice made the paid transition; the others were answered as replays
    const messages = answers.map((r) => r.json<{ code: string; message: string }>());
    expect(messages.filter((m) => m.message === '成功')).toHaveLength(1);
    expect(messages.filter((m) => m.message === '已处理')).toHaveLength(notices.length - 1);
    const row = await payment(a.data.order_id);
    expect(row.status).toBe(1);
    expect(notices.map((n) => JSON.parse(n.rawBody).transaction_id)).toContain(row.provider_txn_id);
    expect(await deliveries('shop_order', a.data.shop_order_id!)).toHaveLength(1);
    expect((await payment(b.data.order_id)).status).toBe(0);
  });

  const openPayments = (kind: string, orderId: number) =>
    k()
      .selectFrom('payment')
      .select(['out_trade_no', 'status'])
      .where('order_kind', '=', kind)
      .where('order_id', '=', orderId)
      .orderBy('payment_id')
      .execute();

  it('a precise order has one open payment: asked again, even concurrently, it answers the first trade', async () => {
    const id = await perOrder(me, 1500);
    const pay = (email = 'po@example.com') =>
      buy({ shop_product_id: undefined, per_order_id: id, money: '15.00', email });
    const first = await pay();
    expect(first.code, first.error ?? '').toBe(200);
    const again = await pay('new@example.com');
    expect(again.data).toEqual(first.data);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => pay()));
    expect(concurrent.map((r) => r.data.order_id)).toEqual(concurrent.map(() => first.data.order_id));
    expect(await openPayments('per_order', id)).toEqual([{ out_trade_no: first.data.order_id, status: 0 }]);
    // the latest e-mail is where the data goes
    const order = () =>
      k().selectFrom('per_order').selectAll().where('per_order_id', '=', id).executeTakeFirstOrThrow();
    await pay('latest@example.com');
    expect((await order()).email).toBe('latest@example.com');

    // confirming it, and then again, charges once; the order cannot be paid a second time
    expect((await press(first.data.order_id, 'confirm')).data?.status).toBe(1);
    expect((await press(first.data.order_id, 'confirm')).data?.detail).toBe(M.orderPaid);
    expect((await pay()).error).toBe(M.orderPaid);
    expect(await openPayments('per_order', id)).toEqual([{ out_trade_no: first.data.order_id, status: 1 }]);
    expect(await deliveries('per_order', id)).toHaveLength(1);
  });

  it('after its QR expired (the close job not run yet) a precise order gets a new trade, the old one closed', async () => {
    const id = await perOrder(me, 1600);
    const pay = () => buy({ shop_product_id: undefined, per_order_id: id, money: '16.00' });
    const first = await pay();
    t.clock.minutes(31);
    const second = await pay();
    expect(second.code, second.error ?? '').toBe(200);
    expect(second.data.order_id).not.toBe(first.data.order_id);
    expect(await openPayments('per_order', id)).toEqual([
      { out_trade_no: first.data.order_id, status: 3 },
      { out_trade_no: second.data.order_id, status: 0 },
    ]);
    // a failed payment ends too: the next request opens a new one
    await press(second.data.order_id, 'fail');
    const third = await pay();
    expect(third.data.order_id).not.toBe(second.data.order_id);
    expect((await openPayments('per_order', id)).map((p) => p.status)).toEqual([3, 2, 0]);
  });

  it('a late payment found while closing the expired trade is not paid again', async () => {
    const id = await perOrder(me, 1700);
    const pay = () => buy({ shop_product_id: undefined, per_order_id: id, money: '17.00' });
    const first = await pay();
    // the provider took the money, its notification was lost
    const lost = provider.simulate(first.data.order_id, 1700, 'paid');
    await provider.parseNotification(lost.headers, lost.rawBody);
    t.clock.minutes(31);
    expect((await pay()).error).toBe(M.orderPaid);
    expect(await openPayments('per_order', id)).toEqual([{ out_trade_no: first.data.order_id, status: 1 }]);
    expect(await deliveries('per_order', id)).toHaveLength(1);
  });

  it('buying a product again while its QR is open answers the same order and trade, also concurrently', async () => {
    const before = await counts();
    const [a, b, c] = await Promise.all([buy(), buy(), buy({ email: 'other@example.com' })]);
    for (const r of [a, b, c]) expect(r.code, r.error ?? '').toBe(200);
    expect(new Set([a, b, c].map((r) => r.data.order_id)).size).toBe(1);
    expect(new Set([a, b, c].map((r) => r.data.shop_order_id)).size).toBe(1);
    const after = await counts();
    expect(after.payments - before.payments).toBe(1);
    expect(after.orders - before.orders).toBe(1);
    // another shopper's purchase of the same product is theirs
    const theirs = await buy({}, other);
    expect(theirs.code, theirs.error ?? '').toBe(200);
    expect(theirs.data.order_id).not.toBe(a.data.order_id);
    // paid, the next purchase is a new order
    await press(a.data.order_id, 'confirm');
    const next = await bought();
    expect(next.shop_order_id).not.toBe(a.data.shop_order_id);
  });

  it("only the payer's session may confirm or fail: another user, none, a bad trade number change nothing", async () => {
    const data = await bought();
    const before = await payment(data.order_id);
    const refusals = [
      [await press(data.order_id, 'confirm', other), ResultCode.forbidden],
      [await press(data.order_id, 'fail', other), ResultCode.forbidden],
      [await press(data.order_id, 'confirm', await t.tokenOf(Demo.orgAdmin200)), ResultCode.forbidden],
      // the platform's administrator neither: only the payer
      [await press(data.order_id, 'confirm', await t.tokenOf(Demo.admin)), ResultCode.forbidden],
      [await press(data.order_id, 'fail', null), null],
      [await press(data.order_id, 'confirm', 'not-a-token'), null],
    ] as const;
    for (const [res, code] of refusals) {
      expect(res.code).not.toBe(200);
      if (code !== null) expect(res).toMatchObject({ code, error: M.sandboxNotPayer });
      expect(res.error).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await payment(data.order_id)).toEqual(before);
    expect(await deliveries('shop_order', data.shop_order_id!)).toHaveLength(0);
    // the payer's own session pays it
    expect((await press(data.order_id, 'confirm')).data?.status).toBe(1);
  });
});
