import {
  customRequestRefusal,
  CustomRequestCalls,
  CustomRequestMessages as CM,
  CustomRequestPaths as P,
  CustomRequestStatus as S,
  DeliveryMessages,
  EXPORT_COLUMNS,
  guardFormula,
  Messages,
  PaymentPaths,
  ResultCode,
  ShopDeliveryPaths,
  type ApplySpecialDataResponse,
  type CustomAttachResponse,
  type CustomOrderResponse,
  type CustomPreviewResponse,
  type CustomPricingResponse,
  type CustomRequestRow,
  type DownloadDirectlyResponse,
  type GetPayUrlResponse,
  type Page,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPaymentProvider } from '../src/adapters/payment/sandbox.ts';
import { Demo, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';
import { customRequestKit, dataFile, requestForm as form, SHOPPER } from './support/custom-requests.ts';
import { firstNames, frozenFilter } from './support/frozen-search.ts';
import { sheetOf } from './support/xlsx.ts';
import { createPayingApp, type PayingApp } from './support/paying-app.ts';
import type { SmtpReceiver } from './support/smtp-receiver.ts';

/** another organisation's admin (agent 511, data search) */
const ORG_511 = '13900000511';
const APPLY = P.apply;
const APPLY_LIST = P.list;

/**
 * The requester's side of custom data requests over HTTP (data-shop.md §2, §4, §5, §7): filing and
 * editing, the list with data, price and order, preview, pricing and ordering a processed request,
 * paying it and its delivery (real SMTP receiver, the .xlsx opened), the owner's download and resend.
 */
describe.each(testDialects)('custom requests: the requester (%s)', (dialect) => {
  let paying: PayingApp;
  let smtp: SmtpReceiver;
  let provider: SandboxPaymentProvider;
  let t: BackofficeApp;
  let kit: ReturnType<typeof customRequestKit>;
  let user: { token: string; id: number };
  let shopper = { token: '', id: 0 };
  let other = { token: '', id: 0 };
  let admin = '';

  beforeAll(async () => {
    paying = await createPayingApp(dialect);
    ({ t, smtp, provider } = paying);
    kit = customRequestKit(t);
    user = { token: await t.tokenOf(Demo.orgUser200), id: await t.userId(Demo.orgUser200, 200) };
    shopper = { token: await t.tokenOf(SHOPPER), id: await t.userId(SHOPPER) };
    other = { token: await t.tokenOf(ORG_511), id: await t.userId(ORG_511) };
    admin = await t.tokenOf(Demo.admin);
  });
  afterAll(async () => paying?.close());

  const k = () => t.db.kysely;
  const applyRows = () => kit.rows();
  const perOrders = (requestId: number) =>
    k()
      .selectFrom('per_order')
      .selectAll()
      .where('agent_label_apply_id', '=', requestId)
      .orderBy('per_order_id')
      .execute();
  const call = <T>(path: string, token: string, body: Record<string, unknown>) =>
    t.call<T>('POST', path, token, body);
  /** A processed request of the shopper over a saved search of theirs (nums of its count, price in fen). */
  async function processed(nums = 12, priceFen = 1234) {
    const found = await kit.search(shopper.token);
    const id = await kit.requestIn(shopper.id, S.done, {
      conditionId: found.shop_search_condition_id,
      dataCount: found.count,
      nums,
      priceFen,
    });
    return { id, conditionId: found.shop_search_condition_id, count: found.count };
  }
  const order = (id: number, email = 'buyer@example.com', token = shopper.token) =>
    call<CustomOrderResponse>(P.order, token, { agent_label_apply_id: id, email });
  /** Pays an order through getPayUrl; answers the trade number (not confirmed yet). */
  async function payUrl(o: CustomOrderResponse, email = 'buyer@example.com'): Promise<string> {
    const res = await call<GetPayUrlResponse>(PaymentPaths.getPayUrl, shopper.token, {
      money: o.amount,
      per_order_id: o.per_order_id,
      email,
      sys_user_id: shopper.id,
    });
    expect(res.code, res.error ?? '').toBe(200);
    return res.data.order_id;
  }
  const notify = (no: string, amountFen: number) => {
    const signed = provider.simulate(no, amountFen, 'paid');
    return t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: signed.headers,
      payload: signed.rawBody,
    });
  };

  describe('filing (applySpecialData) and the list', () => {
    it('submits (type 1) for the caller, answers id and message, and logs it', async () => {
      const res = await t.call<ApplySpecialDataResponse>('POST', APPLY, user.token, {
        ...form,
        sys_user_id: user.id,
        type: 1,
      });
      expect(res.code, res.error ?? '').toBe(200);
      expect(res.data.status).toBe(1);
      expect(res.data.message).toBe(CM.submitted);
      const row = await t.db.kysely
        .selectFrom('agent_label_apply')
        .selectAll()
        .where('agent_label_apply_id', '=', res.data.agent_label_apply_id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ...form, sys_user_id: user.id, usr_agent_id: 200, status: 1 });
      const logs = await t.logsOf('agent_label_apply', res.data.agent_label_apply_id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ action: 'create', sys_user_id: user.id, usr_agent_id: 200 });
      expect(JSON.parse(logs[0]?.after_json ?? '{}')).toMatchObject({ name: form.name, status: 1 });
    });

    it('saves a draft (type 0), updates it, then refuses to change it once submitted', async () => {
      const draft = await t.call<ApplySpecialDataResponse>('POST', APPLY, user.token, {
        ...form,
        name: '草稿需求',
        label_year: '',
        explain: '',
        del_condition: '',
        sys_user_id: user.id,
        type: 0,
      });
      expect(draft.code, draft.error ?? '').toBe(200);
      expect(draft.data).toMatchObject({ status: 0, message: CM.drafted });
      const id = draft.data.agent_label_apply_id;
      const saved = await t.db.kysely
        .selectFrom('agent_label_apply')
        .selectAll()
        .where('agent_label_apply_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(saved).toMatchObject({ label_year: null, explain: null, del_condition: null, status: 0 });

      const again = await t.call<ApplySpecialDataResponse>('POST', APPLY, user.token, {
        ...form,
        name: '草稿需求（改）',
        sys_user_id: user.id,
        type: 0,
        agent_label_apply_id: id,
      });
      expect(again.code, again.error ?? '').toBe(200);
      expect(again.data.agent_label_apply_id).toBe(id);

      const submit = await t.call<ApplySpecialDataResponse>('POST', APPLY, user.token, {
        ...form,
        name: '草稿需求（提交）',
        sys_user_id: user.id,
        type: 1,
        agent_label_apply_id: id,
      });
      expect(submit.data).toMatchObject({ agent_label_apply_id: id, status: 1 });
      const logs = await t.logsOf('agent_label_apply', id);
      expect(logs.map((l) => l.action)).toEqual(['create', 'update', 'update']);
      expect(JSON.parse(logs[2]?.before_json ?? '{}')).toMatchObject({ name: '草稿需求（改）', status: 0 });
      expect(JSON.parse(logs[2]?.after_json ?? '{}')).toMatchObject({ name: '草稿需求（提交）', status: 1 });

      const before = await applyRows();
      const late = await t.call('POST', APPLY, user.token, {
        ...form,
        sys_user_id: user.id,
        type: 0,
        agent_label_apply_id: id,
      });
      expect(late).toMatchObject({ code: ResultCode.invalid, error: customRequestRefusal('saveDraft', 1) });
      expect(await applyRows()).toEqual(before);
    });

    it('lets a rejected request be edited again; the edit clears the rejection reason', async () => {
      const res = await t.call<ApplySpecialDataResponse>('POST', APPLY, user.token, {
        ...form,
        sys_user_id: user.id,
        type: 1,
      });
      const id = res.data.agent_label_apply_id;
      await t.db.kysely
        .updateTable('agent_label_apply')
        .set({ status: 2, app_remark: '条件不清晰' })
        .where('agent_label_apply_id', '=', id)
        .execute();
      const again = await t.call<ApplySpecialDataResponse>('POST', APPLY, user.token, {
        ...form,
        sys_user_id: user.id,
        type: 1,
        agent_label_apply_id: id,
      });
      expect(again.data.status).toBe(1);
      expect(
        await t.db.kysely
          .selectFrom('agent_label_apply')
          .select(['app_remark', 'label_remark'])
          .where('agent_label_apply_id', '=', id)
          .executeTakeFirst(),
      ).toEqual({ app_remark: null, label_remark: null });
    });

    it.each([
      [{ name: '' }, CM.nameRequired],
      [{ name: '   ' }, CM.nameRequired],
      [{ name: '定'.repeat(21) }, CM.nameTooLong],
      [{ filter_condition: '' }, CM.filterRequired],
      [{ filter_condition: '杭州软件企业' }, CM.filterTooShort],
      [{ filter_condition: '条'.repeat(1001) }, CM.filterTooLong],
      [{ explain: '说'.repeat(201) }, CM.explainTooLong],
      [{ del_condition: '排'.repeat(501) }, CM.delTooLong],
      [{ label_year: '24' }, CM.yearInvalid],
      [{ type: 2 }, CM.typeInvalid],
      [{ sys_user_id: undefined }, CM.userMissing],
    ])('refuses %j with its message and saves nothing', async (change, message) => {
      const before = await applyRows();
      const res = await t.call('POST', APPLY, user.token, {
        ...form,
        sys_user_id: user.id,
        type: 1,
        ...change,
      });
      expect(res).toMatchObject({ code: ResultCode.invalid, error: message });
      expect(await applyRows()).toEqual(before);
    });

    it('accepts the limits exactly (20 / 10 / 1000 / 200 / 500 characters)', async () => {
      const res = await t.call('POST', APPLY, user.token, {
        name: '定'.repeat(20),
        label_year: '2025',
        explain: '说'.repeat(200),
        filter_condition: '条'.repeat(10),
        del_condition: '排'.repeat(500),
        sys_user_id: user.id,
        type: 0,
      });
      expect(res.code, res.error ?? '').toBe(200);
      const long = await t.call('POST', APPLY, user.token, {
        ...form,
        filter_condition: '条'.repeat(1000),
        sys_user_id: user.id,
        type: 0,
      });
      expect(long.code, long.error ?? '').toBe(200);
    });

    it("answers 403 for someone else's sys_user_id, even for the platform admin", async () => {
      const before = await applyRows();
      const other = await t.userId(Demo.orgAdmin200, 200);
      const res = await t.call('POST', APPLY, user.token, { ...form, sys_user_id: other, type: 1 });
      expect(res).toMatchObject({ code: ResultCode.forbidden, error: Messages.forbidden });
      const admin = await t.tokenOf(Demo.admin);
      const res2 = await t.call('POST', APPLY, admin, { ...form, sys_user_id: user.id, type: 1 });
      expect(res2.code).toBe(ResultCode.forbidden);
      expect(await applyRows()).toEqual(before);
    });

    it("answers 404 when updating another user's request", async () => {
      const mine = await t.call<ApplySpecialDataResponse>('POST', APPLY, user.token, {
        ...form,
        sys_user_id: user.id,
        type: 0,
      });
      const otherToken = await t.tokenOf(ORG_511);
      const otherId = await t.userId(ORG_511);
      const before = await applyRows();
      const res = await t.call('POST', APPLY, otherToken, {
        ...form,
        sys_user_id: otherId,
        type: 0,
        agent_label_apply_id: mine.data.agent_label_apply_id,
      });
      expect(res.code).toBe(ResultCode.notFound);
      expect(await applyRows()).toEqual(before);
    });

    it('lists only the caller’s own requests, newest first, with status texts', async () => {
      const res = await t.call<Page<CustomRequestRow>>('GET', APPLY_LIST, user.token, {
        page: 1,
        limit: 100,
      });
      expect(res.code, res.error ?? '').toBe(200);
      const mine = (await applyRows()).filter((r) => r.sys_user_id === user.id);
      expect(res.data.total).toBe(mine.length);
      expect(
        res.data.list.every((r) => mine.some((m) => m.agent_label_apply_id === r.agent_label_apply_id)),
      ).toBe(true);
      const draft = res.data.list.find((r) => r.status === 0);
      expect(draft?.status_text).toBe('暂存');
      expect(res.data.list.find((r) => r.status === 1)?.status_text).toBe('审核中');
      const other = await t.call<Page<CustomRequestRow>>(
        'GET',
        APPLY_LIST,
        await t.tokenOf(Demo.orgAdmin200),
        {},
      );
      expect(
        other.data.list.some((r) => mine.some((m) => m.agent_label_apply_id === r.agent_label_apply_id)),
      ).toBe(false);
      const paged = await t.call<Page<CustomRequestRow>>('GET', APPLY_LIST, user.token, {
        page: 2,
        limit: 2,
      });
      expect(paged.data.list).toHaveLength(Math.min(2, Math.max(0, mine.length - 2)));
    });

    it('every requester call needs a session', async () => {
      for (const c of Object.values(CustomRequestCalls)) {
        const url = `/api${c.path.replace(':id', '1')}`;
        const res = await t.app.inject(
          c.method === 'GET'
            ? { method: 'GET', url }
            : { method: 'POST', url, payload: { ...form, sys_user_id: 1, type: 1, agent_label_apply_id: 1 } },
        );
        expect(res.json(), c.path).toMatchObject({ code: ResultCode.sessionInvalid });
      }
    });
  });

  describe('a processed request: list, detail, preview, pricing and the order', () => {
    it('lists and details my requests with the attached data, the price and the newest order', async () => {
      const p = await processed(12, 1234);
      const first = await order(p.id, 'first@example.com');
      t.clock.minutes(1);
      const again = await order(p.id, 'second@example.com');
      expect(again.data.per_order_id).toBe(first.data.per_order_id);
      const search = await k()
        .selectFrom('shop_search_condition')
        .select('search_text')
        .where('shop_search_condition_id', '=', p.conditionId)
        .executeTakeFirstOrThrow();
      const list = await t.call<Page<CustomRequestRow>>('GET', APPLY_LIST, shopper.token, {
        page: 1,
        limit: 100,
      });
      expect(list.code, list.error ?? '').toBe(200);
      const row = list.data.list.find((r) => r.agent_label_apply_id === p.id)!;
      expect(row).toMatchObject({
        status: S.done,
        status_text: '处理完成',
        data_source: 'search',
        condition: search.search_text,
        shop_search_condition_id: p.conditionId,
        nums: 12,
        price: '12.34',
        order: {
          per_order_id: first.data.per_order_id,
          status: 0,
          nums: 12,
          email: 'second@example.com',
          amount: '12.34',
          is_send: 0,
          send_remark: null,
        },
      });
      const detail = await t.call<CustomRequestRow>(
        'GET',
        P.detail.replace(':id', String(p.id)),
        shopper.token,
      );
      expect(detail.data).toEqual(row);
      // a file staff attached reads as its name
      await k()
        .updateTable('agent_label_apply')
        .set({
          shop_search_condition_id: null,
          data_file_path: 'custom/2026/11/x.xlsx',
          data_file_name: '名单.xlsx',
        })
        .where('agent_label_apply_id', '=', p.id)
        .execute();
      const file = await t.call<CustomRequestRow>(
        'GET',
        P.detail.replace(':id', String(p.id)),
        shopper.token,
      );
      expect(file.data).toMatchObject({
        data_source: 'file',
        condition: '名单.xlsx',
        shop_search_condition_id: null,
      });
      // the seeded requests of the demo shopper are there too: under review, rejected with its reason
      expect(list.data.list.find((r) => r.status === S.rejected)?.app_remark).toBeTruthy();
      expect(list.data.list.map((r) => r.agent_label_apply_id)).toEqual(
        (await kit.rows())
          .filter((r) => r.sys_user_id === shopper.id)
          .sort(
            (a, b) =>
              b.created_at.localeCompare(a.created_at) || b.agent_label_apply_id - a.agent_label_apply_id,
          )
          .map((r) => r.agent_label_apply_id),
      );
    });

    it('preview answers nums and the first companies of the attached search', async () => {
      const p = await processed(7);
      const res = await call<CustomPreviewResponse>(P.preview, shopper.token, { agent_label_apply_id: p.id });
      expect(res.code, res.error ?? '').toBe(200);
      expect(res.data.count).toBe(7);
      expect(res.data.data.map((r) => r.name)).toEqual(
        await firstNames(t.db, await frozenFilter(t.db, p.conditionId), 7),
      );
      const ten = await processed(p.count);
      const more = await call<CustomPreviewResponse>(P.preview, shopper.token, {
        agent_label_apply_id: ten.id,
      });
      expect(more.data.count).toBe(p.count);
      expect(more.data.data).toHaveLength(Math.min(10, p.count));
    });

    it('preview, pricing and order refuse a request that is not processed yet (notDone)', async () => {
      const found = await kit.search(shopper.token);
      for (const status of [S.draft, S.reviewing, S.rejected, S.processing]) {
        const id = await kit.requestIn(shopper.id, status, {
          conditionId: found.shop_search_condition_id,
          dataCount: found.count,
        });
        for (const path of [P.preview, P.pricing]) {
          expect(await call(path, shopper.token, { agent_label_apply_id: id })).toMatchObject({
            code: ResultCode.invalid,
            error: CM.notDone,
          });
        }
        expect(await order(id)).toMatchObject({ code: ResultCode.invalid, error: CM.notDone });
        expect(await perOrders(id)).toEqual([]);
      }
    });

    it('pricing: nums and the price staff set; order: one unpaid order reused, e-mail checked', async () => {
      const p = await processed(30, 4567);
      const pricing = await call<CustomPricingResponse>(P.pricing, shopper.token, {
        agent_label_apply_id: p.id,
      });
      expect(pricing.data).toEqual({ nums: 30, price: '45.67', min_price: '1.00' });
      for (const [email, message] of [
        ['', CM.emailRequired],
        ['x@', CM.emailInvalid],
      ] as const) {
        expect(await order(p.id, email)).toMatchObject({ code: ResultCode.invalid, error: message });
      }
      const o = await order(p.id);
      expect(o.data).toMatchObject({ nums: 30, amount: '45.67', order_name: '状态4的需求' });
      expect(o.data.order_code).toMatch(/^PO\d{16}$/);
      const again = await order(p.id, 'later@example.com');
      expect(again.data).toEqual(o.data);
      const rows = await perOrders(p.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        sys_user_id: shopper.id,
        agent_label_apply_id: p.id,
        shop_search_condition_id: null,
        nums: 30,
        amount_fen: 4567,
        email: 'later@example.com',
        status: 0,
      });
      // two order calls at once still make one order
      const q = await processed(5);
      const both = await Promise.all([order(q.id), order(q.id)]);
      expect(both.map((r) => r.code)).toEqual([200, 200]);
      expect(both[0]!.data.per_order_id).toBe(both[1]!.data.per_order_id);
      expect(await perOrders(q.id)).toHaveLength(1);
    });

    it("another user's request is 404 on every call; a sys_user_id not mine is 403; nothing changes", async () => {
      const p = await processed(10);
      await order(p.id);
      const draft = await kit.requestIn(shopper.id, S.draft, {
        conditionId: p.conditionId,
        dataCount: p.count,
      });
      const reviewing = await kit.requestIn(shopper.id, S.reviewing, {
        conditionId: p.conditionId,
        dataCount: p.count,
      });
      const snapshot = async () => ({
        requests: await kit.rows(),
        orders: await k().selectFrom('per_order').selectAll().orderBy('per_order_id').execute(),
      });
      const before = await snapshot();
      const byOther: [string, Record<string, unknown>][] = [
        [P.apply, { ...form, type: 0, agent_label_apply_id: draft, sys_user_id: other.id }],
        [P.withdraw, { agent_label_apply_id: reviewing }],
        [P.remove, { agent_label_apply_id: draft }],
        [P.preview, { agent_label_apply_id: p.id }],
        [P.pricing, { agent_label_apply_id: p.id }],
        [P.order, { agent_label_apply_id: p.id, email: 'thief@example.com' }],
      ];
      for (const [path, body] of byOther) {
        expect(await call(path, other.token, body), path).toMatchObject({
          code: ResultCode.notFound,
          error: CM.notFound,
        });
      }
      const detail = await t.call('GET', P.detail.replace(':id', String(p.id)), other.token);
      expect(detail).toMatchObject({ code: ResultCode.notFound, error: CM.notFound });
      const list = await t.call<Page<CustomRequestRow>>('GET', APPLY_LIST, other.token, { limit: 100 });
      expect(list.data.list.filter((r) => r.agent_label_apply_id === p.id)).toEqual([]);
      // my own request, but someone else's id in the body
      for (const [path, body] of byOther) {
        const res = await call(path, shopper.token, { ...body, sys_user_id: other.id });
        expect(res, path).toMatchObject({ code: ResultCode.forbidden, error: Messages.forbidden });
      }
      // paying, downloading or resending my order as another user
      const [mine] = await perOrders(p.id);
      const pay = await call(PaymentPaths.getPayUrl, other.token, {
        money: '10.00',
        per_order_id: mine!.per_order_id,
        email: 'x@example.com',
      });
      expect(pay.code).toBe(ResultCode.notFound);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('paying and delivery', () => {
    it('paid exactly once, delivered once: one mail whose .xlsx holds the first nums companies of the search', async () => {
      const p = await processed(9, 990);
      const o = (await order(p.id, 'paid@example.com')).data;
      expect(o.amount).toBe('9.90');
      const mails = smtp.mails.length;
      const no = await payUrl(o, 'paid@example.com');
      // two notifications of the same payment at the same moment
      const answers = await Promise.all([notify(no, 990), notify(no, 990)]);
      // one applies it, the other finds it paid already
      expect(answers.map((a) => a.json<{ message: string }>().message).sort()).toEqual(['已处理', '成功']);
      const [paid] = await perOrders(p.id);
      expect(paid).toMatchObject({ status: 1, is_send: 0 });
      expect(await t.deliveriesOf('per_order', o.per_order_id)).toHaveLength(1);
      expect(await t.app.services.jobs.drain()).toBe(1);
      expect(await t.app.services.jobs.drain()).toBe(0);
      const mail = (await smtp.waitFor(mails + 1))[mails]!;
      expect(smtp.mails.length).toBe(mails + 1);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('paid@example.com');
      const ws = await sheetOf(mail.attachments[0]!.content);
      expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_COLUMNS.map((c) => c.header));
      expect(ws.actualRowCount - 1).toBe(9);
      const names = Array.from({ length: 9 }, (_, i) => ws.getRow(i + 2).getCell(1).value);
      expect(names).toEqual(
        (await firstNames(t.db, await frozenFilter(t.db, p.conditionId), 9)).map(guardFormula),
      );
      expect((await perOrders(p.id))[0]).toMatchObject({ status: 1, is_send: 1, order_status: 1 });
      const payments = await k()
        .selectFrom('payment')
        .select('status')
        .where('order_kind', '=', 'per_order')
        .where('order_id', '=', o.per_order_id)
        .execute();
      expect(payments).toEqual([{ status: 1 }]);

      // the list shows the paid order: send by e-mail and download now
      const detail = await t.call<CustomRequestRow>(
        'GET',
        P.detail.replace(':id', String(p.id)),
        shopper.token,
      );
      expect(detail.data.order).toMatchObject({ per_order_id: o.per_order_id, status: 1, is_send: 1 });
      // no second order, no second payment
      expect(await order(p.id)).toMatchObject({ code: ResultCode.invalid, error: CM.alreadyPaid });
      expect(
        await call(PaymentPaths.getPayUrl, shopper.token, {
          money: o.amount,
          per_order_id: o.per_order_id,
          email: 'a@b.cn',
        }),
      ).toMatchObject({ code: ResultCode.invalid });

      // the owner downloads it; another user cannot
      const link = await call<DownloadDirectlyResponse>(ShopDeliveryPaths.downloadDirectly, shopper.token, {
        per_order_id: o.per_order_id,
      });
      expect(link.code, link.error ?? '').toBe(200);
      const file = await t.app.inject({ method: 'GET', url: link.data.url });
      expect((await sheetOf(file.rawPayload)).actualRowCount).toBe(10);
      const theirs = await call(ShopDeliveryPaths.downloadDirectly, other.token, {
        per_order_id: o.per_order_id,
      });
      expect(theirs).toMatchObject({ code: ResultCode.notFound, error: DeliveryMessages.orderNotFound });

      // sending again: once a minute
      const resend = (email: string, token = shopper.token) =>
        call(ShopDeliveryPaths.sendEmailDatas, token, { per_order_id: o.per_order_id, email });
      expect((await resend('again@example.com')).code).toBe(200);
      expect(await resend('again@example.com')).toMatchObject({
        code: ResultCode.invalid,
        error: DeliveryMessages.tooOften,
      });
      expect((await resend('thief@example.com', other.token)).code).toBe(ResultCode.notFound);
      expect(await t.app.services.jobs.drain()).toBe(1);
      const resent = (await smtp.waitFor(mails + 2))[mails + 1]!;
      expect(resent.to && !Array.isArray(resent.to) ? resent.to.text : '').toBe('again@example.com');
      t.clock.minutes(2);
      expect((await resend('later@example.com')).code).toBe(200);
      expect(await t.app.services.jobs.drain()).toBe(1);
      expect((await t.deliveriesOf('per_order', o.per_order_id)).map((d) => [d.reason, d.status])).toEqual([
        ['payment', 'sent'],
        ['resend', 'sent'],
        ['resend', 'sent'],
      ]);
    });

    it("a request whose data is an uploaded file delivers the file's first nums rows", async () => {
      const id = await kit.requestIn(shopper.id, S.processing);
      const up = await kit.upload<CustomAttachResponse>(admin, id, { bytes: await dataFile(30) });
      expect(up.code, up.error ?? '').toBe(200);
      expect(up.data.count).toBe(30);
      const done = await t.call('POST', kit.at(id, 'finish'), admin, { nums: 25, price: '25' });
      expect(done.code, done.error ?? '').toBe(200);
      const preview = await call<CustomPreviewResponse>(P.preview, shopper.token, {
        agent_label_apply_id: id,
      });
      expect(preview.data.count).toBe(25);
      expect(preview.data.data.map((r) => r.name)).toEqual(
        Array.from({ length: 10 }, (_, i) => `定制企业${i + 1}`),
      );
      expect(preview.data.data[0]).toMatchObject({
        legal_person: '法人1',
        gs_tel: '13800000001',
        reg_date: '2020-01-02',
      });

      const o = (await order(id, 'file@example.com')).data;
      expect(o.amount).toBe('25.00');
      const mails = smtp.mails.length;
      const no = await payUrl(o, 'file@example.com');
      expect((await notify(no, 2500)).json()).toEqual({ code: 'SUCCESS', message: '成功' });
      expect(await t.app.services.jobs.drain()).toBe(1);
      const mail = (await smtp.waitFor(mails + 1))[mails]!;
      const ws = await sheetOf(mail.attachments[0]!.content);
      expect(ws.actualRowCount).toBe(26);
      expect(Array.from({ length: 25 }, (_, i) => ws.getRow(i + 2).getCell(1).value)).toEqual(
        Array.from({ length: 25 }, (_, i) => `定制企业${i + 1}`),
      );
      expect((ws.getRow(2).values as unknown[]).slice(1)).toEqual([
        '定制企业1',
        '330106',
        '13800000001',
        '法人1',
        '杭州市西湖区文三路1号',
        '2020-01-02',
        '100万人民币',
        '软件开发',
        '存续',
        'c1@example.com',
        'https://c1.example.com',
      ]);
      const [d] = await t.deliveriesOf('per_order', o.per_order_id);
      expect(d).toMatchObject({ status: 'sent', rows: 25 });
    });
  });
});
