import {
  companyStatuses,
  DEFAULT_PRICE_TIERS,
  DeliveryMessages,
  EXPORT_COLUMNS,
  fenToYuan,
  guardFormula,
  MallOrderMessages,
  MIN_PRICE_FEN,
  minPriceFenOf,
  PaymentPaths,
  PreciseOrderMessages as M,
  PreciseOrderPaths,
  PrecisePaths as P,
  PRECISE_ORDER_PAGE_SIZE,
  priceOfCount,
  priceTiersOf,
  ResultCode,
  ShopDeliveryPaths,
  TimeRangeMessages,
  type AccurateScreeningResponse,
  type AddAccurateScreeningOrderResponse,
  type DownloadDirectlyResponse,
  type DownloadLink,
  type GetAccurateOrderListResponse,
  type GetNumsToPricesResponse,
  type GetOrderStatusResponse,
  type GetPayUrlResponse,
  type Page,
  type PreciseAdminRow,
  type ResendResult,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPaymentProvider } from '../src/adapters/payment/sandbox.ts';
import { defaultParams } from '../src/db/seed/seed-platform.ts';
import { Demo, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';
import { firstNames, frozenFilter } from './support/frozen-search.ts';
import { sheetOf } from './support/xlsx.ts';
import { createPayingApp, type PayingApp } from './support/paying-app.ts';
import type { SmtpReceiver } from './support/smtp-receiver.ts';

const SHOPPER = '13600000000';
const ALL_STATUSES = { status: [...companyStatuses] };

describe('pricing defaults', () => {
  it('the contract defaults are the seeded parameter values', () => {
    const seeded = (key: string) => defaultParams.find((p) => p.param_key === key)!.param_value;
    expect(priceTiersOf(seeded('precise.price_tiers'))).toEqual(DEFAULT_PRICE_TIERS);
    expect(JSON.parse(seeded('precise.price_tiers'))).toEqual(DEFAULT_PRICE_TIERS);
    expect(minPriceFenOf(seeded('precise.min_price_fen'))).toBe(MIN_PRICE_FEN);
  });
});

/**
 * The precise-search export end to end over HTTP (data-shop.md §3–§5, §7): pricing from the
 * back-office parameters, addAccurateScreeningOrder, getPayUrl with per_order_id, the sandbox payment,
 * the delivery job and the mail with its .xlsx (real SMTP receiver), the buyer's list and the
 * back-office list.
 */
describe.each(testDialects)('precise orders: pricing, ordering, paying, export (%s)', (dialect) => {
  let paying: PayingApp;
  let smtp: SmtpReceiver;
  let provider: SandboxPaymentProvider;
  let t: BackofficeApp;
  let shopper = '';
  let other = '';
  let admin = '';
  let me = 0;
  let myAgent = 0;
  let otherId = 0;

  beforeAll(async () => {
    paying = await createPayingApp(dialect);
    ({ t, smtp, provider } = paying);
    shopper = await t.tokenOf(SHOPPER);
    other = await t.tokenOf(Demo.orgUser200);
    admin = await t.tokenOf(Demo.admin);
    me = await t.userId(SHOPPER);
    myAgent = (
      await t.db.kysely
        .selectFrom('sys_user')
        .select('usr_agent_id')
        .where('sys_user_id', '=', me)
        .executeTakeFirstOrThrow()
    ).usr_agent_id;
    otherId = await t.userId(Demo.orgUser200, 200);
  });
  afterAll(async () => paying?.close());

  const k = () => t.db.kysely;
  const search = async (body: Record<string, unknown>, token = shopper) => {
    const res = await t.call<AccurateScreeningResponse>('POST', P.accurateScreening, token, body);
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };
  const order = (body: Record<string, unknown>, token = shopper) =>
    t.call<AddAccurateScreeningOrderResponse>('POST', P.addAccurateScreeningOrder, token, {
      email: 'buyer@example.com',
      ...body,
    });
  const ordered = async (body: Record<string, unknown>) => {
    const res = await order(body);
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };
  const price = (nums: unknown) =>
    t.app
      .inject({ method: 'POST', url: `/api${P.getNumsToPrices}`, payload: { nums } })
      .then((r) => r.json<{ code: number; data: GetNumsToPricesResponse; error: string | null }>());
  const setParam = async (key: string, value: string) => {
    const res = await t.call('PUT', `/sys/param/${key}`, admin, { param_value: value });
    expect(res.code, res.error ?? '').toBe(200);
  };
  const perOrders = async () => (await k().selectFrom('per_order').select('per_order_id').execute()).length;
  const perOrder = (id: number) =>
    k().selectFrom('per_order').selectAll().where('per_order_id', '=', id).executeTakeFirstOrThrow();
  /** the sandbox page's 确认支付, as its script sends it with the payer's session */
  const confirm = (no: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${PaymentPaths.sandboxConfirm.replace(':out_trade_no', no)}`,
      headers: { authorization: shopper },
    });
  const status = async (no: string) => {
    const res = await t.call<GetOrderStatusResponse>('POST', PaymentPaths.getOrderStatus, shopper, {
      order_id: no,
    });
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };
  /** Pays an order through getPayUrl and the sandbox page; answers the trade number. */
  async function pay(o: AddAccurateScreeningOrderResponse, email = 'buyer@example.com'): Promise<string> {
    const res = await t.call<GetPayUrlResponse>('POST', PaymentPaths.getPayUrl, shopper, {
      money: o.amount,
      per_order_id: o.per_order_id,
      email,
      type: 1,
      pay_type: 0,
      sys_user_id: me,
    });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data).toMatchObject({
      per_order_id: o.per_order_id,
      order_code: o.order_code,
      amount: o.amount,
    });
    expect((await status(res.data.order_id)).status).toBe(0);
    expect((await confirm(res.data.order_id)).json()).toMatchObject({ code: 200, data: { status: 1 } });
    return res.data.order_id;
  }

  it('getNumsToPrices prices from the back-office parameters; editing them changes the price', async () => {
    expect((await price(1)).data).toEqual({ price: '0.10', min_price: '1.00' });
    expect((await price('1001')).data).toEqual({ price: '100.06', min_price: '1.00' });
    expect((await price(50_003)).data.price).toBe(fenToYuan(priceOfCount(50_003)));
    for (const bad of ['', 0, -1, 'abc', 1.5, null]) {
      expect(await price(bad)).toMatchObject({ code: ResultCode.invalid, error: M.countRequired });
    }

    await setParam('precise.price_tiers', '[{"upTo":100,"li":50},{"upTo":null,"li":20}]');
    // 100 × 50 厘 + 1 × 20 厘 = 5020 厘 = 502 分; 3 × 50 厘 = 150 厘 = 15 分
    expect((await price(101)).data.price).toBe('5.02');
    expect((await price(3)).data.price).toBe('0.15');
    await setParam('precise.min_price_fen', '250');
    expect((await price(3)).data.min_price).toBe('2.50');

    // an invalid stored value falls back to the defaults (the back-office rule refuses it; the table may not)
    await k()
      .updateTable('sys_param')
      .set({ param_value: 'garbage' })
      .where('param_key', '=', 'precise.price_tiers')
      .execute();
    await k()
      .updateTable('sys_param')
      .set({ param_value: '5' })
      .where('param_key', '=', 'precise.min_price_fen')
      .execute();
    expect((await price(1001)).data).toEqual({ price: '100.06', min_price: '1.00' });

    await setParam(
      'precise.price_tiers',
      defaultParams.find((p) => p.param_key === 'precise.price_tiers')!.param_value,
    );
    await setParam('precise.min_price_fen', '100');
  });

  it('addAccurateScreeningOrder refuses bad input with the exact messages and writes nothing', async () => {
    const found = await search(ALL_STATUSES);
    expect(found.count).toBeGreaterThan(20);
    const nothing = await search({ keyword: '不存在的企业名称甲乙丙丁' });
    expect(nothing.count).toBe(0);
    const theirs = await search(ALL_STATUSES, other);
    const id = found.shop_search_condition_id;
    const before = await perOrders();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ shop_search_condition_id: id, nums: '' }, 400, M.countRequired],
      [{ shop_search_condition_id: id }, 400, M.countRequired],
      [{ shop_search_condition_id: id, nums: 0 }, 400, M.countRequired],
      [{ shop_search_condition_id: id, nums: 'abc' }, 400, M.countRequired],
      [{ shop_search_condition_id: id, nums: found.count + 1 }, 400, M.countTooLarge],
      [{ shop_search_condition_id: nothing.shop_search_condition_id, nums: 10 }, 400, M.foundNothing],
      // 9 records × 0.1 yuan = 0.90 yuan
      [{ shop_search_condition_id: id, nums: 9 }, 400, M.belowMinimum],
      [{ shop_search_condition_id: id, nums: 10, email: '' }, 400, M.emailRequired],
      [{ shop_search_condition_id: id, nums: 10, email: undefined }, 400, M.emailRequired],
      [{ shop_search_condition_id: id, nums: 10, email: 'x@' }, 400, M.emailInvalid],
      [{ nums: 10 }, 400, M.conditionNotFound],
      [{ shop_search_condition_id: 999_999, nums: 10 }, 404, M.conditionNotFound],
      // another user's saved search does not exist for me
      [{ shop_search_condition_id: theirs.shop_search_condition_id, nums: 10 }, 404, M.conditionNotFound],
      [{ shop_search_condition_id: id, nums: 10, sys_user_id: otherId }, 403, ''],
    ];
    for (const [body, code, message] of cases) {
      const res = await order(body);
      expect({ body, code: res.code }).toEqual({ body, code });
      if (message) expect(res.error, JSON.stringify(body)).toBe(message);
    }
    // a raised minimum refuses what passed before
    await setParam('precise.min_price_fen', '200');
    expect(await order({ shop_search_condition_id: id, nums: 19 })).toMatchObject({
      code: ResultCode.invalid,
      error: M.belowMinimum,
    });
    await setParam('precise.min_price_fen', '100');
    expect(await perOrders()).toBe(before);
  });

  it('prices the order on the server and writes it from the saved search', async () => {
    const found = await search({ ...ALL_STATUSES, reg_amount: ['0|100万以内', '2|500-1000万'] });
    const data = await ordered({
      shop_search_condition_id: found.shop_search_condition_id,
      nums: 12,
      search_arr: 'ignored',
      condition: 'x',
    });
    expect(data).toMatchObject({ nums: 12, amount: '1.20' });
    expect(data.order_code).toMatch(/^PO\d{16}$/);
    const condition = '100万以内、500-1000万 存续、在业、迁入、迁出、停业、清算、吊销、注销';
    expect(data.order_name).toBe(`精准查询-${Array.from(condition).slice(0, 30).join('')}…`);
    expect((await price(12)).data.price).toBe(data.amount);
    const row = await perOrder(data.per_order_id);
    expect(row).toMatchObject({
      order_code: data.order_code,
      order_name: data.order_name,
      sys_user_id: me,
      usr_agent_id: myAgent,
      shop_search_condition_id: found.shop_search_condition_id,
      agent_label_apply_id: null,
      nums: 12,
      amount_fen: 120,
      email: 'buyer@example.com',
      status: 0,
      order_status: 0,
      is_send: 0,
    });
    expect(JSON.parse(row.search_arr)).toEqual(found.search_arr);
  });

  it('a paid order exports once: count rows = search count, the engine’s first ids, one delivery, one mail', async () => {
    const found = await search({ ...ALL_STATUSES, sys_user_id: me });
    const o = await ordered({ shop_search_condition_id: found.shop_search_condition_id, nums: found.count });
    expect(o.amount).toBe(fenToYuan(priceOfCount(found.count)));
    const mails = smtp.mails.length;
    const no = await pay(o, 'paid@example.com');
    // replayed payment: the sandbox page again and the signed notification twice
    expect((await confirm(no)).json()).toMatchObject({ code: 200, data: { status: 1 } });
    const amountFen = Math.round(Number(o.amount) * 100);
    const signed = provider.simulate(no, amountFen, 'paid');
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        headers: signed.headers,
        payload: signed.rawBody,
      });
      expect(res.json()).toEqual({ code: 'SUCCESS', message: '已处理' });
    }
    expect(await status(no)).toMatchObject({ status: 1, is_send: 0 });
    expect(await t.deliveriesOf('per_order', o.per_order_id)).toHaveLength(1);
    expect(await t.app.services.jobs.drain()).toBe(1);
    expect(await t.app.services.jobs.drain()).toBe(0);
    const mail = (await smtp.waitFor(mails + 1))[mails]!;
    expect(smtp.mails.length).toBe(mails + 1);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('paid@example.com');
    expect(mail.attachments).toHaveLength(1);
    const ws = await sheetOf(mail.attachments[0]!.content);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(ws.actualRowCount - 1).toBe(found.count);
    const names = Array.from({ length: found.count }, (_, i) => ws.getRow(i + 2).getCell(1).value);
    const filter = await frozenFilter(t.db, found.shop_search_condition_id);
    expect(names).toEqual((await firstNames(t.db, filter, found.count)).map(guardFormula));

    expect(await status(no)).toMatchObject({ status: 1, is_send: 1, send_remark: null });
    const row = await perOrder(o.per_order_id);
    expect(row).toMatchObject({ status: 1, order_status: 1, is_send: 1, email: 'paid@example.com' });
    expect(row.exported_at).not.toBeNull();
    const [d] = await t.deliveriesOf('per_order', o.per_order_id);
    expect(d).toMatchObject({ seq: 1, reason: 'payment', status: 'sent', rows: found.count });
    // a second payment of the paid order is refused
    const again = await t.call('POST', PaymentPaths.getPayUrl, shopper, {
      money: o.amount,
      per_order_id: o.per_order_id,
      email: 'paid@example.com',
    });
    expect(again).toMatchObject({ code: ResultCode.invalid });
    expect(await t.deliveriesOf('per_order', o.per_order_id)).toHaveLength(1);
    expect(smtp.mails.length).toBe(mails + 1);
  });

  it('nums below the count exports exactly nums rows: the first nums of the frozen filter', async () => {
    const found = await search({ ...ALL_STATUSES, reg_amount: ['1|100-500万', '3|1000万以上'] });
    const nums = 11;
    expect(found.count).toBeGreaterThan(nums);
    const o = await ordered({ shop_search_condition_id: found.shop_search_condition_id, nums });
    const mails = smtp.mails.length;
    await pay(o);
    expect(await t.app.services.jobs.drain()).toBe(1);
    const mail = (await smtp.waitFor(mails + 1))[mails]!;
    const ws = await sheetOf(mail.attachments[0]!.content);
    expect(ws.actualRowCount).toBe(nums + 1);
    const names = Array.from({ length: nums }, (_, i) => ws.getRow(i + 2).getCell(1).value);
    expect(names).toEqual(
      (await firstNames(t.db, await frozenFilter(t.db, found.shop_search_condition_id), nums)).map(
        guardFormula,
      ),
    );
    // the buyer downloads it again; another user cannot
    const link = await t.call<DownloadDirectlyResponse>('POST', ShopDeliveryPaths.downloadDirectly, shopper, {
      per_order_id: o.per_order_id,
    });
    expect(link.code, link.error ?? '').toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.data.url });
    expect((await sheetOf(file.rawPayload)).actualRowCount).toBe(nums + 1);
    const foreign = await t.call('POST', ShopDeliveryPaths.downloadDirectly, other, {
      per_order_id: o.per_order_id,
    });
    expect(foreign).toMatchObject({ code: ResultCode.notFound, error: DeliveryMessages.orderNotFound });
  });

  it('another user can neither pay, resend nor list my order, and nothing changes', async () => {
    const found = await search(ALL_STATUSES);
    const o = await ordered({ shop_search_condition_id: found.shop_search_condition_id, nums: 10 });
    const snapshot = async () => ({
      order: await perOrder(o.per_order_id),
      payments: (await k().selectFrom('payment').select('payment_id').execute()).length,
      deliveries: (await k().selectFrom('data_delivery').select('data_delivery_id').execute()).length,
    });
    const before = await snapshot();
    const pay = await t.call('POST', PaymentPaths.getPayUrl, other, {
      money: o.amount,
      per_order_id: o.per_order_id,
      email: 'x@example.com',
    });
    expect(pay.code).toBe(ResultCode.notFound);
    const resend = await t.call('POST', ShopDeliveryPaths.sendEmailDatas, other, {
      per_order_id: o.per_order_id,
      email: 'thief@example.com',
    });
    expect(resend.code).toBe(ResultCode.notFound);
    const list = await t.call<GetAccurateOrderListResponse>('POST', P.getAccurateOrderList, other, {});
    expect(list.code).toBe(200);
    expect(list.data.res.map((r) => r.per_order_id)).not.toContain(o.per_order_id);
    expect((await t.call('POST', P.getAccurateOrderList, other, { sys_user_id: me })).code).toBe(
      ResultCode.forbidden,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('getAccurateOrderList: my orders only, newest first, 10 a page, with the condition text', async () => {
    const found = await search({ ...ALL_STATUSES, types: ['有限责任公司'] });
    for (let i = 0; i <= 8; i++) {
      t.clock.minutes(1);
      await ordered({ shop_search_condition_id: found.shop_search_condition_id, nums: 10 + i });
    }
    const mine = await k()
      .selectFrom('per_order')
      .select('per_order_id')
      .where('sys_user_id', '=', me)
      .orderBy('created_at', 'desc')
      .orderBy('per_order_id', 'desc')
      .execute();
    expect(mine.length).toBeGreaterThan(PRECISE_ORDER_PAGE_SIZE);
    const first = await t.call<GetAccurateOrderListResponse>('POST', P.getAccurateOrderList, shopper, {
      sys_user_id: me,
      page: 1,
    });
    expect(first.code, first.error ?? '').toBe(200);
    expect(first.data.count).toBe(mine.length);
    expect(first.data.res.map((r) => r.per_order_id)).toEqual(mine.slice(0, 10).map((r) => r.per_order_id));
    const second = await t.call<GetAccurateOrderListResponse>('POST', P.getAccurateOrderList, shopper, {
      page: '2',
    });
    expect(second.data.res.map((r) => r.per_order_id)).toEqual(mine.slice(10, 20).map((r) => r.per_order_id));
    const newest = first.data.res[0]!;
    expect(newest).toMatchObject({
      nums: 18,
      amount: '1.80',
      status: 0,
      order_status: 0,
      is_send: 0,
      email: 'buyer@example.com',
      shop_search_condition_id: found.shop_search_condition_id,
      search_text: found.search_text,
      search_arr: found.search_arr,
      exported_at: null,
    });
    expect(newest.order_created).toBe(new Date(t.clock.t).toISOString());
    const exported = [...first.data.res, ...second.data.res].find((r) => r.order_status === 1)!;
    expect(exported).toMatchObject({ status: 1, is_send: 1 });
    expect(exported.exported_at).not.toBeNull();
  });

  it('back-office /malldata/precisequery: search, buyer, download and resend through 已发布数据', async () => {
    const list = (q: Record<string, unknown> = {}) =>
      t.call<Page<PreciseAdminRow>>('GET', PreciseOrderPaths.adminList, admin, { limit: 100, ...q });
    // an order of another organisation's user shows too (the platform sees every tenant)
    const foreign = await search(ALL_STATUSES, other);
    const placed = await order(
      { shop_search_condition_id: foreign.shop_search_condition_id, nums: 10 },
      other,
    );
    expect(placed.code, placed.error ?? '').toBe(200);
    const all = await list();
    expect(all.code, all.error ?? '').toBe(200);
    const total = await perOrders();
    expect(all.data.total).toBe(total);
    const paid = all.data.list.find((r) => r.status === 1 && r.order_status === 1)!;
    expect(paid).toMatchObject({
      username: SHOPPER,
      sys_user_id: me,
      usr_agent_id: myAgent,
      is_send: 1,
      delivery_count: 1,
    });
    expect(paid.paid_at).not.toBeNull();
    expect(paid.data_delivery_id).not.toBeNull();
    const theirs = all.data.list.find((r) => r.per_order_id === placed.data.per_order_id)!;
    expect(theirs).toMatchObject({ sys_user_id: otherId, username: Demo.orgUser200, usr_agent_id: 200 });

    expect((await list({ keyword: paid.order_code })).data.list.map((r) => r.per_order_id)).toEqual([
      paid.per_order_id,
    ]);
    expect((await list({ keyword: SHOPPER })).data.list.every((r) => r.username === SHOPPER)).toBe(true);
    expect((await list({ keyword: 'paid@example' })).data.list.map((r) => r.email)).toContain(
      'paid@example.com',
    );
    const paidOnly = await list({ status: 1 });
    expect(paidOnly.data.list.length).toBeGreaterThan(0);
    expect(paidOnly.data.list.every((r) => r.status === 1)).toBe(true);
    expect((await list({ status: 0 })).data.total + paidOnly.data.total).toBe(total);
    expect((await list({ order_status: 1 })).data.list.every((r) => r.order_status === 1)).toBe(true);
    expect((await list({ is_send: 1 })).data.total).toBe(paidOnly.data.total);
    const later = new Date(t.clock.t + 60_000).toISOString();
    expect((await list({ start_time: later })).data.total).toBe(0);
    expect((await list({ end_time: later })).data.total).toBe(total);
    expect(await list({ start_time: later, end_time: '2026-01-01T00:00:00Z' })).toMatchObject({
      code: ResultCode.invalid,
      error: TimeRangeMessages.timeRange,
    });

    const link = await t.call<DownloadLink>(
      'POST',
      PreciseOrderPaths.adminDownload.replace(':id', String(paid.per_order_id)),
      admin,
    );
    expect(link.code, link.error ?? '').toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.data.url });
    expect((await sheetOf(file.rawPayload)).actualRowCount).toBe(paid.nums + 1);

    const mails = smtp.mails.length;
    const resent = await t.call<ResendResult>(
      'POST',
      PreciseOrderPaths.adminResend.replace(':id', String(paid.per_order_id)),
      admin,
      { email: 'ops@example.com' },
    );
    expect(resent.code, resent.error ?? '').toBe(200);
    expect(resent.data.email).toBe('ops@example.com');
    expect(await t.app.services.jobs.drain()).toBe(1);
    const mail = (await smtp.waitFor(mails + 1))[mails]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('ops@example.com');
    expect((await sheetOf(mail.attachments[0]!.content)).actualRowCount).toBe(paid.nums + 1);
    expect((await t.deliveriesOf('per_order', paid.per_order_id)).map((d) => d.reason)).toEqual([
      'payment',
      'admin',
    ]);

    const unpaid = all.data.list.find((r) => r.status === 0)!;
    for (const url of [PreciseOrderPaths.adminDownload, PreciseOrderPaths.adminResend]) {
      const res = await t.call('POST', url.replace(':id', String(unpaid.per_order_id)), admin, {});
      expect(res).toMatchObject({ code: ResultCode.invalid, error: MallOrderMessages.notPaid });
      expect((await t.call('POST', url.replace(':id', '999999'), admin, {})).code).toBe(ResultCode.notFound);
    }
    // a shopper has no back-office permission
    expect((await t.call('GET', PreciseOrderPaths.adminList, shopper)).code).toBe(ResultCode.forbidden);
    expect((await t.call('GET', PreciseOrderPaths.adminList, other)).code).toBe(ResultCode.forbidden);
  });
});
