import {
  MallOrderMessages as M,
  MallOrderPaths as P,
  ResultCode,
  ShopSubjectPaths,
  type DownloadLink,
  type GetSpecialSubjectsResponse,
  type MallOrderDetail,
  type MallOrderRow,
  type Page,
  type PublishedRow,
  type ResendResult,
  type SubjectProductRef,
  type SubjectRow,
} from '@qishu/contract';
import ExcelJS from '../../src/adapters/xlsx/exceljs.ts';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

const SHOPPER = '13600000000';
const withId = (path: string, id: number) => path.replace(':id', String(id));

/** 订单管理, 已发布数据 and 专题管理 of the platform back-office, and the shop's subject list. */
describe.each(testDialects)('back-office shop operations on %s', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  let orgAdmin: string;
  let shopper: number;
  let onShelf: { id: number; name: string }[];
  let withdrawn: number;
  /** orders made for the test: A paid and sent, B unpaid, C paid with a failed mail (two days earlier) */
  const order = { a: 0, b: 0, c: 0 };
  const delivery = { a: 0, c: 0 };

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
    orgAdmin = await t.tokenOf(Demo.orgAdmin200);
    shopper = await t.userId(SHOPPER);
    const k = t.db.kysely;
    const products = await k
      .selectFrom('shop_product')
      .select(['shop_product_id', 'name', 'status'])
      .orderBy('shop_product_id')
      .execute();
    onShelf = products.filter((p) => p.status === 1).map((p) => ({ id: p.shop_product_id, name: p.name }));
    const off = products.find((p) => p.status === 2);
    withdrawn = off ? off.shop_product_id : (onShelf.pop()?.id ?? 0);
    await k.updateTable('shop_product').set({ status: 2 }).where('shop_product_id', '=', withdrawn).execute();
    const agent = (
      await k
        .selectFrom('sys_user')
        .select('usr_agent_id')
        .where('sys_user_id', '=', shopper)
        .executeTakeFirstOrThrow()
    ).usr_agent_id;
    const [pa, pc] = onShelf;
    if (!pa || !pc) throw new Error('need two products on shelf');

    const newOrder = async (v: {
      code: string;
      product: { id: number; name: string };
      status: number;
      is_send: number;
      remark?: string;
      at: string;
    }) =>
      (
        await k
          .insertInto('shop_order')
          .values({
            order_code: v.code,
            order_name: v.product.name,
            sys_user_id: shopper,
            usr_agent_id: agent,
            shop_product_id: v.product.id,
            amount_fen: 19_900,
            email: 'buyer@example.com',
            status: v.status,
            is_send: v.is_send,
            send_remark: v.remark ?? null,
            paid_at: v.status === 1 ? v.at : null,
            created_at: v.at,
          })
          .returning('shop_order_id')
          .executeTakeFirstOrThrow()
      ).shop_order_id;
    order.a = await newOrder({
      code: 'QTT20261122001',
      product: pa,
      status: 1,
      is_send: 1,
      at: '2026-11-22T01:00:00.000Z',
    });
    order.b = await newOrder({
      code: 'QTT20261122002',
      product: pa,
      status: 0,
      is_send: 0,
      at: '2026-11-22T01:30:00.000Z',
    });
    order.c = await newOrder({
      code: 'QTT20261120003',
      product: pc,
      status: 1,
      is_send: 2,
      remark: '邮件服务器拒收',
      at: '2026-11-20T03:00:00.000Z',
    });
    const pay = (orderId: number, no: string, status: number, paidAt: string | null) =>
      k
        .insertInto('payment')
        .values({
          out_trade_no: no,
          provider: 'sandbox',
          order_kind: 'shop_order',
          order_id: orderId,
          sys_user_id: shopper,
          amount_fen: 19_900,
          status,
          code_url: null,
          provider_txn_id: status === 1 ? `TXN-${no}` : null,
          paid_at: paidAt,
          notify_json: null,
        })
        .execute();
    await pay(order.a, 'PAYT001', 1, '2026-11-22T01:01:00.000Z');
    await pay(order.b, 'PAYT002', 0, null);
    await pay(order.c, 'PAYT003', 1, '2026-11-20T03:01:00.000Z');
    const deliver = async (orderId: number, status: string, file: string | null) =>
      (
        await k
          .insertInto('data_delivery')
          .values({
            order_kind: 'shop_order',
            order_id: orderId,
            seq: 1,
            sys_user_id: shopper,
            usr_agent_id: agent,
            email: 'buyer@example.com',
            reason: 'payment',
            status,
            file_path: file ? `2026/11/${file}` : null,
            file_name: file,
            rows: file ? 120 : null,
            bytes: file ? 24_576 : null,
            sent_at: status === 'sent' ? '2026-11-22T01:02:00.000Z' : null,
            remark: status === 'failed' ? '邮件服务器拒收' : null,
          })
          .returning('data_delivery_id')
          .executeTakeFirstOrThrow()
      ).data_delivery_id;
    delivery.a = await deliver(order.a, 'sent', 'qtt-a.xlsx');
    delivery.c = await deliver(order.c, 'failed', null);
  });
  afterAll(() => t?.close());

  const orders = (q: Record<string, unknown>) =>
    t.call<Page<MallOrderRow>>('GET', P.orders, admin, { limit: 100, ...q });

  // ── 订单管理 ───────────────────────────────────────────────────────────────────────────

  it('lists orders with buyer, payment and delivery, newest first', async () => {
    const res = await orders({ keyword: 'QTT2026' });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.total).toBe(3);
    expect(res.data.list.map((r) => r.shop_order_id)).toEqual([order.b, order.a, order.c]);
    const a = res.data.list.find((r) => r.shop_order_id === order.a);
    expect(a).toMatchObject({
      order_code: 'QTT20261122001',
      amount: '199.00',
      status: 1,
      is_send: 1,
      phone: SHOPPER,
      realname: '王购物',
      pay_provider: 'sandbox',
      pay_status: 1,
      out_trade_no: 'PAYT001',
      provider_txn_id: 'TXN-PAYT001',
      delivery_count: 1,
      last_delivery_status: 'sent',
      last_delivery_at: '2026-11-22T01:02:00.000Z',
    });
    expect(a?.agent_name).not.toBe('');
    expect(res.data.list.find((r) => r.shop_order_id === order.b)).toMatchObject({
      pay_status: 0,
      delivery_count: 0,
      last_delivery_status: null,
    });
  });

  it('searches by code, phone, product name, status, send status and time; pages', async () => {
    const ids = async (q: Record<string, unknown>) => (await orders(q)).data.list.map((r) => r.shop_order_id);
    expect(await ids({ keyword: 'QTT20261120' })).toEqual([order.c]);
    expect(await ids({ keyword: SHOPPER })).toEqual(expect.arrayContaining([order.a, order.b, order.c]));
    const productName = onShelf[1]?.name ?? '';
    expect(await ids({ keyword: productName })).toContain(order.c);
    expect(await ids({ keyword: productName })).not.toContain(order.a);
    expect(await ids({ keyword: 'QTT', status: 0 })).toEqual([order.b]);
    expect(await ids({ keyword: 'QTT', status: 1 })).toEqual([order.a, order.c]);
    expect(await ids({ keyword: 'QTT', is_send: 2 })).toEqual([order.c]);
    expect(await ids({ keyword: 'QTT', is_send: 0 })).toEqual([order.b]);
    expect(
      await ids({
        keyword: 'QTT',
        start_time: '2026-11-19T16:00:00.000Z',
        end_time: '2026-11-20T15:59:59.999Z',
      }),
    ).toEqual([order.c]);
    const page2 = await orders({ keyword: 'QTT', page: 2, limit: 1 });
    expect(page2.data).toMatchObject({ total: 3 });
    expect(page2.data.list.map((r) => r.shop_order_id)).toEqual([order.a]);
    const bad = await orders({ start_time: '2026-11-22T00:00:00Z', end_time: '2026-11-21T00:00:00Z' });
    expect(bad).toMatchObject({ code: ResultCode.invalid, error: M.timeRange });
    expect(await ids({ keyword: '不存在的订单号' })).toEqual([]);
  });

  it('exports the search result as .xlsx (China time, yuan, formulas guarded)', async () => {
    await t.db.kysely
      .updateTable('shop_order')
      .set({ send_remark: '=HYPERLINK("http://evil")' })
      .where('shop_order_id', '=', order.c)
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${P.orderExport}?keyword=QTT&status=1`,
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(
      /商城订单-\d{8}-\d{6}\.xlsx/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]?.slice(0, 3)).toEqual(['订单号', '订单名称', '购买用户']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['QTT20261122001', 'QTT20261120003']);
    expect(rows[1]).toEqual(
      expect.arrayContaining(['王购物', SHOPPER, '199.00', '已支付', '沙箱支付', 'TXN-PAYT001', '已发送']),
    );
    expect(rows[1]).toContain('2026-11-22 09:00:00');
    expect(rows[2]).toContain('发送失败');
    expect(rows[2]).toContain(`'=HYPERLINK("http://evil")`);
    await t.db.kysely
      .updateTable('shop_order')
      .set({ send_remark: '邮件服务器拒收' })
      .where('shop_order_id', '=', order.c)
      .execute();
    const bad = await t.call('GET', P.orderExport, admin, {
      start_time: '2026-11-22',
      end_time: '2026-11-21',
    });
    expect(bad).toMatchObject({ code: ResultCode.invalid, error: M.timeRange });
  });

  it('shows one order with its payments and deliveries', async () => {
    const res = await t.call<MallOrderDetail>('GET', withId(P.order, order.a), admin);
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.payments).toEqual([
      expect.objectContaining({ out_trade_no: 'PAYT001', amount: '199.00', status: 1, provider: 'sandbox' }),
    ]);
    expect(res.data.deliveries).toEqual([
      expect.objectContaining({
        data_delivery_id: delivery.a,
        seq: 1,
        email: 'buyer@example.com',
        file_name: 'qtt-a.xlsx',
        rows: 120,
        bytes: 24_576,
        status: 'sent',
        reason: 'payment',
        sent_at: '2026-11-22T01:02:00.000Z',
        mail_status: null,
      }),
    ]);
    expect((await t.call('GET', withId(P.order, 999_999), admin)).code).toBe(ResultCode.notFound);
  });

  it('refuses to resend an unpaid order or to a malformed address, changing nothing', async () => {
    const unpaid = await t.call('POST', withId(P.orderResend, order.b), admin, {});
    expect(unpaid).toMatchObject({ code: ResultCode.invalid, error: M.notPaid });
    expect(await t.deliveriesOf('shop_order', order.b)).toEqual([]);
    const badMail = await t.call('POST', withId(P.orderResend, order.a), admin, { email: 'not-an-email' });
    expect(badMail).toMatchObject({ code: ResultCode.invalid, error: M.emailInvalid });
    expect(await t.deliveriesOf('shop_order', order.a)).toHaveLength(1);
    expect((await t.call('POST', withId(P.orderResend, 999_999), admin, {})).code).toBe(ResultCode.notFound);
  });

  it('resends a paid order to another address: a new delivery (seq 2, reason admin), audited', async () => {
    const res = await t.call<ResendResult>('POST', withId(P.orderResend, order.a), admin, {
      email: 'boss@example.com',
    });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.email).toBe('boss@example.com');
    const rows = await t.deliveriesOf('shop_order', order.a);
    expect(rows.map((r) => [r.seq, r.reason, r.email])).toEqual([
      [1, 'payment', 'buyer@example.com'],
      [2, 'admin', 'boss@example.com'],
    ]);
    expect(rows[1]?.data_delivery_id).toBe(res.data.data_delivery_id);
    const log = (await t.logsOf('shop_order', order.a)).at(-1);
    expect(log?.action).toBe('resend');
    expect(JSON.parse(log?.after_json ?? '{}')).toMatchObject({ email: 'boss@example.com', reason: 'admin' });
  });

  // ── 已发布数据 ─────────────────────────────────────────────────────────────────────────

  it('lists delivered files with order and buyer; searches and pages', async () => {
    const res = await t.call<Page<PublishedRow>>('GET', P.published, admin, {
      keyword: 'QTT2026',
      limit: 100,
    });
    expect(res.code, res.error ?? '').toBe(200);
    const first = res.data.list.find((r) => r.data_delivery_id === delivery.a);
    expect(first).toMatchObject({
      order_kind: 'shop_order',
      order_id: order.a,
      order_code: 'QTT20261122001',
      phone: SHOPPER,
      realname: '王购物',
      file_name: 'qtt-a.xlsx',
      rows: 120,
      status: 'sent',
      reason: 'payment',
    });
    expect(res.data.list.some((r) => r.data_delivery_id === delivery.c)).toBe(true);
    const failed = await t.call<Page<PublishedRow>>('GET', P.published, admin, {
      keyword: 'QTT',
      status: 'failed',
    });
    expect(failed.data.list.map((r) => r.data_delivery_id)).toEqual([delivery.c]);
    const byFile = await t.call<Page<PublishedRow>>('GET', P.published, admin, { keyword: 'qtt-a.xlsx' });
    expect(byFile.data.list.map((r) => r.data_delivery_id)).toEqual([delivery.a]);
    const paged = await t.call<Page<PublishedRow>>('GET', P.published, admin, {
      keyword: 'QTT',
      reason: 'payment',
      page: 2,
      limit: 1,
    });
    expect(paged.data.total).toBe(2);
    expect(paged.data.list).toHaveLength(1);
    const badStatus = await t.call('GET', P.published, admin, { status: 'lost' });
    expect(badStatus.code).toBe(ResultCode.invalid);
  });

  it('gives a download link only for a built file, audited; the link serves the file', async () => {
    const notBuilt = await t.call('POST', withId(P.publishedDownload, delivery.c), admin, {});
    expect(notBuilt).toMatchObject({ code: ResultCode.invalid, error: M.fileNotReady });
    const file = path.join(t.config.DATA_DIR, 'exports', '2026', '11', 'qtt-a.xlsx');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'xlsx bytes of order A');
    const res = await t.call<DownloadLink>('POST', withId(P.publishedDownload, delivery.a), admin, {});
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.file_name).toBe('qtt-a.xlsx');
    expect(Date.parse(res.data.expires_at)).toBeGreaterThan(t.clock.t);
    const got = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('xlsx bytes of order A');
    const log = (await t.logsOf('data_delivery', delivery.a)).at(-1);
    expect(log?.action).toBe('download');
    expect((await t.call('POST', withId(P.publishedDownload, 999_999), admin, {})).code).toBe(
      ResultCode.notFound,
    );
  });

  it('resends a delivered file to the address it went to', async () => {
    const res = await t.call<ResendResult>('POST', withId(P.publishedResend, delivery.c), admin, {});
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.email).toBe('buyer@example.com');
    expect((await t.deliveriesOf('shop_order', order.c)).map((r) => [r.seq, r.reason])).toEqual([
      [1, 'payment'],
      [2, 'admin'],
    ]);
  });

  // ── 专题管理 ───────────────────────────────────────────────────────────────────────────

  it('the demo seed (run by the app on an empty database) makes 2–3 shown subjects of on-shelf products', async () => {
    const res = await t.post<GetSpecialSubjectsResponse>(ShopSubjectPaths.getSpecialSubjects, {});
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.res.length).toBeGreaterThanOrEqual(2);
    expect(res.data.res.length).toBeLessThanOrEqual(3);
    for (const s of res.data.res) {
      expect(s.products.length).toBeGreaterThan(0);
      expect(s.products.map((p) => p.shop_product_id)).not.toContain(withdrawn);
    }
  });

  it('creates, edits and deletes a subject with its products in order, audited', async () => {
    const [p1, p2, p3] = onShelf;
    if (!p1 || !p2 || !p3) throw new Error('need three products');
    const created = await t.call<SubjectRow>('POST', P.subjects, admin, {
      title: '  测试专题  ',
      intro: '专题介绍',
      cover: 'forest',
      status: 1,
      orders: 3,
      product_ids: [p2.id, p1.id, p2.id],
    });
    expect(created.code, created.error ?? '').toBe(200);
    const id = created.data.special_subject_id;
    expect(created.data).toMatchObject({ title: '测试专题', cover: 'forest', status: 1, orders: 3 });
    expect(created.data.products.map((p) => p.shop_product_id)).toEqual([p2.id, p1.id]);

    const updated = await t.call<SubjectRow>('PUT', withId(P.subject, id), admin, {
      title: '测试专题（改）',
      intro: '',
      cover: 'slate',
      status: 0,
      orders: 1,
      product_ids: [p3.id, p1.id],
    });
    expect(updated.code, updated.error ?? '').toBe(200);
    expect(updated.data).toMatchObject({ title: '测试专题（改）', status: 0, cover: 'slate' });
    expect(updated.data.products.map((p) => p.shop_product_id)).toEqual([p3.id, p1.id]);

    const list = await t.call<Page<SubjectRow>>('GET', P.subjects, admin, { title: '（改）' });
    expect(list.data.list.map((s) => s.special_subject_id)).toEqual([id]);
    const hidden = await t.call<Page<SubjectRow>>('GET', P.subjects, admin, { status: 1, title: '（改）' });
    expect(hidden.data.total).toBe(0);

    const picker = await t.call<SubjectProductRef[]>('GET', P.subjectProducts, admin, { keyword: p1.name });
    expect(picker.data.map((p) => p.shop_product_id)).toContain(p1.id);

    const removed = await t.call('DELETE', withId(P.subject, id), admin);
    expect(removed.code, removed.error ?? '').toBe(200);
    expect((await t.call('GET', withId(P.subject, id), admin)).code).toBe(ResultCode.notFound);
    const links = await t.db.kysely
      .selectFrom('special_subject_product')
      .selectAll()
      .where('special_subject_id', '=', id)
      .execute();
    expect(links).toEqual([]);
    expect((await t.logsOf('special_subject', id)).map((l) => l.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('validates a subject in Chinese and changes nothing', async () => {
    const before = await t.db.kysely.selectFrom('special_subject').selectAll().execute();
    const body = { title: '合法名称', intro: '', cover: 'ocean', status: 1, orders: 0, product_ids: [] };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: '   ' }, ResultCode.invalid, M.subjectTitleRequired],
      [{ title: '专'.repeat(51) }, ResultCode.invalid, M.subjectTitleTooLong],
      [{ intro: '介'.repeat(501) }, ResultCode.invalid, M.subjectIntroTooLong],
      [{ cover: 'neon' }, ResultCode.invalid, M.subjectCoverInvalid],
      [{ orders: 10_000 }, ResultCode.invalid, M.subjectOrderRange],
      [{ product_ids: [999_999] }, ResultCode.invalid, M.subjectProductMissing],
      [
        { product_ids: Array.from({ length: 51 }, (_, i) => i + 1) },
        ResultCode.invalid,
        M.subjectProductsTooMany,
      ],
    ];
    for (const [over, code, error] of cases) {
      const res = await t.call('POST', P.subjects, admin, { ...body, ...over });
      expect(res, JSON.stringify(over).slice(0, 60)).toMatchObject({ code, error });
    }
    expect(await t.db.kysely.selectFrom('special_subject').selectAll().execute()).toEqual(before);
    const first = await t.call<SubjectRow>('POST', P.subjects, admin, { ...body, title: '重名专题' });
    expect(first.code).toBe(200);
    const again = await t.call('POST', P.subjects, admin, { ...body, title: '重名专题' });
    expect(again).toMatchObject({ code: ResultCode.conflict, error: M.subjectTitleExists });
    await t.call('DELETE', withId(P.subject, first.data.special_subject_id), admin);
  });

  it('the shop lists shown subjects with on-shelf products only', async () => {
    const [p1, p2] = onShelf;
    if (!p1 || !p2) throw new Error('need two products');
    const make = async (title: string, status: number, orders: number, product_ids: number[]) => {
      const res = await t.call<SubjectRow>('POST', P.subjects, admin, {
        title,
        intro: `${title}介绍`,
        cover: 'ocean',
        status,
        orders,
        product_ids,
      });
      expect(res.code, res.error ?? '').toBe(200);
      return res.data.special_subject_id;
    };
    const shown = await make('公开专题', 1, 2, [withdrawn, p2.id, p1.id]);
    const first = await make('排在前面的专题', 1, 1, [p1.id]);
    const hidden = await make('隐藏专题', 0, 0, [p1.id]);
    const empty = await make('只有下架产品的专题', 1, 0, [withdrawn]);

    const res = await t.post<GetSpecialSubjectsResponse>(ShopSubjectPaths.getSpecialSubjects, {});
    expect(res.code, res.error ?? '').toBe(200);
    const ids = res.data.res.map((s) => s.special_subject_id);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(empty);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(shown));
    const subject = res.data.res.find((s) => s.special_subject_id === shown);
    expect(subject).toMatchObject({ title: '公开专题', intro: '公开专题介绍', cover: 'ocean' });
    expect(subject?.products.map((p) => p.shop_product_id)).toEqual([p2.id, p1.id]);
    expect(subject?.products.every((p) => p.status === 1 && /^\d+\.\d{2}$/.test(p.price))).toBe(true);
    // no session needed, and no body either
    const bare = await t.app.inject({ method: 'POST', url: `/api${ShopSubjectPaths.getSpecialSubjects}` });
    expect(bare.json<{ code: number }>().code).toBe(200);
  });

  it('deleting a product takes it out of its subjects', async () => {
    const spare = onShelf.at(-1);
    const other = onShelf[0];
    if (!spare || !other) throw new Error('need products');
    const made = await t.call<SubjectRow>('POST', P.subjects, admin, {
      title: '含将删除产品的专题',
      product_ids: [spare.id, other.id],
    });
    expect(made.code, made.error ?? '').toBe(200);
    const gone = await t.call('DELETE', `/malldata/dataproduct/${spare.id}`, admin);
    expect(gone.code, gone.error ?? '').toBe(200);
    const after = await t.call<SubjectRow>('GET', withId(P.subject, made.data.special_subject_id), admin);
    expect(after.data.products.map((p) => p.shop_product_id)).toEqual([other.id]);
  });

  it('refuses every call to an organisation admin (403) and changes nothing', async () => {
    const before = {
      subjects: await t.db.kysely.selectFrom('special_subject').selectAll().execute(),
      deliveries: await t.db.kysely.selectFrom('data_delivery').selectAll().execute(),
    };
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown>?][] = [
      ['GET', P.orders],
      ['GET', withId(P.order, order.a)],
      ['GET', P.orderExport],
      ['POST', withId(P.orderResend, order.a), {}],
      ['GET', P.published],
      ['POST', withId(P.publishedDownload, delivery.a), {}],
      ['POST', withId(P.publishedResend, delivery.a), {}],
      ['GET', P.subjects],
      ['GET', P.subjectProducts],
      ['GET', withId(P.subject, 1)],
      ['POST', P.subjects, { title: '越权专题' }],
      ['PUT', withId(P.subject, 1), { title: '越权专题' }],
      ['DELETE', withId(P.subject, 1)],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method, url, orgAdmin, body);
      expect(res.code, `${method} ${url}`).toBe(ResultCode.forbidden);
    }
    expect({
      subjects: await t.db.kysely.selectFrom('special_subject').selectAll().execute(),
      deliveries: await t.db.kysely.selectFrom('data_delivery').selectAll().execute(),
    }).toEqual(before);
  });
});
