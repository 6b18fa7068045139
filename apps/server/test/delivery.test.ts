import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  activeStatuses,
  companyStatuses,
  DeliveryMessages as M,
  EXPORT_COLUMNS,
  guardFormula,
  ResultCode,
  ShopDeliveryPaths as P,
  type DownloadDirectlyResponse,
} from '@qishu/contract';
import ExcelJS from '../src/adapters/xlsx/exceljs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FAILED_REMARK, XLSX_CONTENT_TYPE } from '../src/services/shop/delivery/index.ts';
import { CompanyRepository } from '../src/repositories/company-repository.ts';
import { createSearchEngine } from '../src/search/index.ts';
import { exportRowOf, exportRows } from '../src/services/shop/delivery/row-source.ts';
import { writeExportXlsx } from '../src/services/shop/delivery/xlsx-writer.ts';
import type { OrderRef } from '../src/services/shop/delivery/types.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';
import { startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver.ts';

const SHOPPER = '13600000000';
const FORMULA = '=HYPERLINK("http://x","y")';
const HOUR = 3600_000;

/** A port nothing listens on (SMTP "down"). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function smtpEnv(port: number, extra: Record<string, string> = {}) {
  return { MAIL_TRANSPORT: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), ...extra };
}

/** Fixtures over one test app: on-shelf products with real companies and paid orders of them. */
function fixtures(t: BackofficeApp) {
  const k = () => t.db.kysely;
  let districtsUsed = 0;
  let codes = 0;
  return {
    /** An on-shelf product whose filter is one district (the next one per call) with >= 3 companies. */
    async product(): Promise<{ id: number; district: string }> {
      const districts = await k()
        .selectFrom('company')
        .select(['district_code', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', 'in', [...activeStatuses])
        .groupBy('district_code')
        .having((eb) => eb.fn.countAll(), '>=', 3)
        .orderBy('district_code')
        .execute();
      const district = districts[districtsUsed++ % districts.length]!.district_code;
      const cate = await k()
        .selectFrom('shop_product_cate')
        .select('shop_product_cate_id')
        .executeTakeFirstOrThrow();
      const r = await k()
        .insertInto('shop_product')
        .values({
          shop_product_cate_id: cate.shop_product_cate_id,
          name: `测试数据包 ${district}`,
          gs_basic_counts: 3,
          sys_area_id: district,
          sys_area_name: '测试区',
          industry: '全部行业',
          industry_code: null,
          year: '2026',
          source: '公开信息',
          ext: 'xlsx',
          size: '1MB',
          price_fen: 990,
          status: 1,
          is_hot: 0,
          brief: '',
          filter_json: JSON.stringify({ regionCodes: [district] }),
        })
        .returning('shop_product_id')
        .executeTakeFirstOrThrow();
      return { id: r.shop_product_id, district };
    },
    /** The product's companies as the export must list them (company id order). */
    companies(district: string) {
      return k()
        .selectFrom('company')
        .select(['company_id', 'name'])
        .where('district_code', '=', district)
        .where('status', 'in', [...activeStatuses])
        .orderBy('company_id')
        .execute();
    },
    /** A paid account order of the product for `phone`. */
    async paidOrder(phone: string, productId: number, email = 'buyer@example.com'): Promise<OrderRef> {
      const user = await k()
        .selectFrom('sys_user')
        .select(['sys_user_id', 'usr_agent_id'])
        .where('username', '=', phone)
        .orderBy('sys_user_id')
        .executeTakeFirstOrThrow();
      const r = await k()
        .insertInto('shop_order')
        .values({
          order_code: `T${Date.now()}${codes++}`,
          order_name: '测试数据包/广东*制造业',
          sys_user_id: user.sys_user_id,
          usr_agent_id: user.usr_agent_id,
          shop_product_id: productId,
          amount_fen: 990,
          email,
          status: 1,
          paid_at: t.clock.now().toISOString(),
        })
        .returning('shop_order_id')
        .executeTakeFirstOrThrow();
      return { kind: 'shop_order', orderId: r.shop_order_id };
    },
    /** A paid precise order of `phone` whose frozen search is the district, for `nums` rows. */
    async paidPreciseOrder(phone: string, district: string, nums: number): Promise<OrderRef> {
      const user = await k()
        .selectFrom('sys_user')
        .select(['sys_user_id', 'usr_agent_id'])
        .where('username', '=', phone)
        .orderBy('sys_user_id')
        .executeTakeFirstOrThrow();
      const cond = await k()
        .insertInto('shop_search_condition')
        .values({
          sys_user_id: user.sys_user_id,
          public_id: `c${Date.now()}${codes++}`,
          condition_json: JSON.stringify({ regionCodes: [district] }),
          search_text: '测试地区',
          search_arr: '[]',
          count: nums,
        })
        .returning('shop_search_condition_id')
        .executeTakeFirstOrThrow();
      const per = await k()
        .insertInto('per_order')
        .values({
          order_code: `P${Date.now()}${codes++}`,
          order_name: '精准查询导出',
          sys_user_id: user.sys_user_id,
          usr_agent_id: user.usr_agent_id,
          shop_search_condition_id: cond.shop_search_condition_id,
          agent_label_apply_id: null,
          search_arr: '[]',
          nums,
          amount_fen: 200,
          email: 'precise@example.com',
          status: 1,
        })
        .returning('per_order_id')
        .executeTakeFirstOrThrow();
      return { kind: 'per_order', orderId: per.per_order_id };
    },
    /** What the payment does: schedule the delivery in the transaction that marks the order paid. */
    async schedule(order: OrderRef) {
      await k()
        .transaction()
        .execute((tx) => t.app.services.shop.delivery.schedule(tx, order));
    },
    shopOrder(id: number) {
      return k()
        .selectFrom('shop_order')
        .selectAll()
        .where('shop_order_id', '=', id)
        .executeTakeFirstOrThrow();
    },
    deliveries(order: OrderRef) {
      return k()
        .selectFrom('data_delivery')
        .selectAll()
        .where('order_kind', '=', order.kind)
        .where('order_id', '=', order.orderId)
        .orderBy('seq')
        .execute();
    },
  };
}

async function openXlsx(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

function rowValues(ws: ExcelJS.Worksheet, n: number): unknown[] {
  return (ws.getRow(n).values as unknown[]).slice(1);
}

describe.each(testDialects)('delivery of bought data (%s)', (dialect) => {
  let smtp: SmtpReceiver;
  let t: BackofficeApp;
  let f: ReturnType<typeof fixtures>;
  let shopper: string;
  let other: string;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createBackofficeApp(dialect, { env: smtpEnv(smtp.port) });
    f = fixtures(t);
    shopper = await t.tokenOf(SHOPPER);
    other = await t.tokenOf(Demo.orgUser200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails the paid order once with the .xlsx attached: the export columns and the product companies', async () => {
    const product = await f.product();
    const companies = await f.companies(product.district);
    // a company value that looks like a formula must arrive as text
    await t.db.kysely
      .updateTable('company')
      .set({ name: FORMULA })
      .where('company_id', '=', companies[1]!.company_id)
      .execute();
    const order = await f.paidOrder(SHOPPER, product.id, 'first@example.com');
    const before = smtp.mails.length;
    await f.schedule(order);
    await f.schedule(order); // a replayed payment changes nothing
    expect((await f.shopOrder(order.orderId)).is_send).toBe(0);
    expect(await t.app.services.jobs.drain()).toBe(1);
    const mails = await smtp.waitFor(before + 1);
    const mail = mails[before]!;
    expect(mail.subject).toBe('【企数通】您购买的数据「测试数据包/广东*制造业」已发送');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('first@example.com');
    expect(mail.messageId).toMatch(/^<delivery-\d+-1@qishu>$/);
    expect(mail.text).toContain('400-886-2026');
    expect(mail.attachments).toHaveLength(1);
    const file = mail.attachments[0]!;
    expect(file.filename).toMatch(/^测试数据包广东制造业-\d{8}\.xlsx$/);
    const ws = await openXlsx(file.content);
    expect(rowValues(ws, 1)).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.actualRowCount).toBe(companies.length + 1);
    const names = companies.map((c, i) => (i === 1 ? `'${FORMULA}` : c.name));
    expect(Array.from({ length: companies.length }, (_, i) => ws.getRow(i + 2).getCell(1).value)).toEqual(
      names,
    );
    // the guarded cell is a plain string, not a formula
    expect(ws.getRow(3).getCell(1).type).toBe(ExcelJS.ValueType.String);

    const paid = await f.shopOrder(order.orderId);
    expect(paid.is_send).toBe(1);
    expect(paid.send_remark).toBeNull();
    const [d] = await f.deliveries(order);
    expect(d).toMatchObject({
      seq: 1,
      reason: 'payment',
      status: 'sent',
      attached: 1,
      rows: companies.length,
    });
    expect(d!.file_path).not.toContain('files');
    expect(fs.existsSync(path.join(t.config.DATA_DIR, 'exports', d!.file_path!))).toBe(true);
    // running the queue again, or scheduling again, sends nothing more
    await f.schedule(order);
    expect(await t.app.services.jobs.drain()).toBe(0);
    expect(smtp.mails.length).toBe(before + 1);
    expect(await f.deliveries(order)).toHaveLength(1);
  });

  it('a precise order exports its frozen search, at most nums rows, and is marked exported', async () => {
    const product = await f.product();
    const companies = await f.companies(product.district);
    const k = t.db.kysely;
    const user = await k
      .selectFrom('sys_user')
      .select(['sys_user_id', 'usr_agent_id'])
      .where('username', '=', SHOPPER)
      .orderBy('sys_user_id')
      .executeTakeFirstOrThrow();
    const cond = await k
      .insertInto('shop_search_condition')
      .values({
        sys_user_id: user.sys_user_id,
        public_id: `c${Date.now()}`,
        condition_json: JSON.stringify({ regionCodes: [product.district] }),
        search_text: '测试地区',
        search_arr: '[]',
        count: companies.length,
      })
      .returning('shop_search_condition_id')
      .executeTakeFirstOrThrow();
    const per = await k
      .insertInto('per_order')
      .values({
        order_code: `P${Date.now()}`,
        order_name: '精准查询导出',
        sys_user_id: user.sys_user_id,
        usr_agent_id: user.usr_agent_id,
        shop_search_condition_id: cond.shop_search_condition_id,
        agent_label_apply_id: null,
        search_arr: '[]',
        nums: 2,
        amount_fen: 200,
        email: 'precise@example.com',
        status: 1,
      })
      .returning('per_order_id')
      .executeTakeFirstOrThrow();
    const order: OrderRef = { kind: 'per_order', orderId: per.per_order_id };
    const before = smtp.mails.length;
    await f.schedule(order);
    expect(await t.app.services.jobs.drain()).toBe(1);
    const mail = (await smtp.waitFor(before + 1))[before]!;
    const ws = await openXlsx(mail.attachments[0]!.content);
    expect(ws.actualRowCount).toBe(3);
    expect([ws.getRow(2).getCell(1).value, ws.getRow(3).getCell(1).value]).toEqual(
      companies.slice(0, 2).map((c) => (c.name.startsWith('=') ? `'${c.name}` : c.name)),
    );
    const row = await k
      .selectFrom('per_order')
      .selectAll()
      .where('per_order_id', '=', per.per_order_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_send: 1, order_status: 1, send_remark: null });
    expect(row.exported_at).not.toBeNull();
    expect(row.excel_url).toMatch(/^\/api\/download\//);
    const shopper2 = await t.tokenOf(SHOPPER);
    const link = await t.call<DownloadDirectlyResponse>('POST', P.downloadDirectly, shopper2, {
      per_order_id: per.per_order_id,
    });
    expect(link.code, link.error ?? '').toBe(200);
  });

  it("the mailed files leave empty values empty, a lone '-' plain, and guard every formula (purchase and precise export)", async () => {
    const product = await f.product();
    const companies = await f.companies(product.district);
    await t.db.kysely
      .updateTable('company')
      .set({
        reg_capital: 0,
        legal_person: '-',
        email: null,
        website: null,
        scope: FORMULA,
        address: '+86 天河路',
      })
      .where('company_id', '=', companies[0]!.company_id)
      .execute();
    const col = (key: string) => EXPORT_COLUMNS.findIndex((c) => c.key === key) + 1;
    const mailedSheet = async (order: OrderRef) => {
      const before = smtp.mails.length;
      await f.schedule(order);
      expect(await t.app.services.jobs.drain()).toBe(1);
      return openXlsx((await smtp.waitFor(before + 1))[before]!.attachments[0]!.content);
    };
    for (const order of [
      await f.paidOrder(SHOPPER, product.id),
      await f.paidPreciseOrder(SHOPPER, product.district, companies.length),
    ]) {
      const ws = await mailedSheet(order);
      expect(ws.actualRowCount, order.kind).toBe(companies.length + 1);
      const row = ws.getRow(2);
      expect(row.getCell(col('name')).value).toBe(companies[0]!.name);
      // no registered capital, no e-mail, no website: empty cells (not "'-")
      for (const key of ['reg_amount', 'email', 'website']) {
        expect(row.getCell(col(key)).value, key).toBeNull();
        expect(row.getCell(col(key)).type, key).toBe(ExcelJS.ValueType.Null);
      }
      expect(row.getCell(col('legal_person')).value).toBe('-');
      expect(row.getCell(col('scope')).value).toBe(`'${FORMULA}`);
      expect(row.getCell(col('address')).value).toBe("'+86 天河路");
      // no cell of the file runs as a formula or shows a quoted dash
      ws.eachRow((r) =>
        r.eachCell((cell) => {
          expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
          if (typeof cell.value === 'string') {
            expect(cell.value).not.toMatch(/^[=+\-@\t\r]./);
            expect(cell.value).not.toBe("'-");
          }
        }),
      );
    }
  });

  it("reads the engine's ids in batches, then their rows by id: every company once, in the engine's order", async () => {
    const product = await f.product();
    const companies = await f.companies(product.district);
    const repo = new CompanyRepository(t.db.kysely, t.db.sqlite);
    const engine = createSearchEngine(t.db);
    const filter = { regionCodes: [product.district] };
    const batches: string[][] = [];
    for await (const b of exportRows(engine, repo, filter, null, 2)) batches.push(b.map((r) => r.name));
    expect(batches.every((b) => b.length <= 2)).toBe(true);
    expect(batches.flat()).toEqual(companies.map((c) => c.name));
    const limited: string[] = [];
    for await (const b of exportRows(engine, repo, filter, 3, 2)) limited.push(...b.map((r) => r.name));
    expect(limited).toEqual(companies.slice(0, 3).map((c) => c.name));
    // rows by id come back in the order asked, whatever order the database answers in
    const ids = companies.map((c) => c.company_id).reverse();
    expect((await repo.rowsByIds(ids)).map((r) => r.company_id)).toEqual(ids);
    expect(await repo.rowsByIds([])).toEqual([]);
    // the export's own reader (on SQLite a read-only connection of its own) answers the same
    const reader = repo.exportReader();
    expect(await reader.rowsByIds([...ids, 999_999_999])).toEqual(await repo.rowsByIds(ids));
    expect(await reader.rowsByIds([])).toEqual([]);
    reader.close();
  });

  it("the streamed .xlsx of a filter holds exactly the engine's ids, in order, and `limit` stops at N", async () => {
    const engine = createSearchEngine(t.db);
    const repo = new CompanyRepository(t.db.kysely, t.db.sqlite);
    // every company (all statuses): many batches of 7
    const filter = { statuses: [...companyStatuses] };
    const count = await engine.count(filter);
    expect(count).toBeGreaterThan(20);
    const engineIds = (await engine.search(filter, { offset: 0, limit: count })).ids;
    expect(engineIds).toHaveLength(count);
    // what each id's row must hold, read independently of the export's repository
    const byId = new Map(
      (await t.db.kysely.selectFrom('company').selectAll().execute()).map((c) => [c.company_id, c]),
    );
    const expected = engineIds.map((id) => {
      const row = exportRowOf(byId.get(id)!);
      return EXPORT_COLUMNS.map((col) => guardFormula(row[col.key]));
    });
    expect(expected).toHaveLength(count);
    const dir = fs.mkdtempSync(path.join(t.config.DATA_DIR, 'export-test-'));

    /** The file's data rows, read back with exceljs' streaming reader (what a large file needs). */
    async function written(limit: number | null): Promise<{ rows: number; cells: unknown[][] }> {
      const file = path.join(dir, `export-${limit ?? 'all'}.xlsx`);
      const rows = await writeExportXlsx(file, '导出', exportRows(engine, repo, filter, limit, 7));
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit' });
      const cells: unknown[][] = [];
      for await (const ws of reader) {
        for await (const row of ws as AsyncIterable<ExcelJS.Row>) {
          const values = EXPORT_COLUMNS.map((_, i) => row.getCell(i + 1).value ?? '');
          if (row.number === 1) expect(values).toEqual(EXPORT_COLUMNS.map((c) => c.header));
          else cells.push(values);
        }
      }
      return { rows, cells };
    }

    const all = await written(null);
    expect(all.rows).toBe(count);
    expect(all.cells).toEqual(expected);
    const n = 16; // not a multiple of the batch size
    const limited = await written(n);
    expect(limited.rows).toBe(n);
    expect(limited.cells).toEqual(expected.slice(0, n));
    expect((await written(count + 5)).cells).toEqual(expected);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('DownloadDirectly answers an expiring link that streams the file; another user gets 404', async () => {
    const product = await f.product();
    const order = await f.paidOrder(SHOPPER, product.id);
    // not built yet
    await f.schedule(order);
    const early = await t.call('POST', P.downloadDirectly, shopper, { shop_order_id: order.orderId });
    expect(early).toMatchObject({ code: ResultCode.invalid, error: M.notReady });
    await t.app.services.jobs.drain();

    const res = await t.call<DownloadDirectlyResponse>('POST', P.downloadDirectly, shopper, {
      shop_order_id: order.orderId,
    });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.url).toMatch(/^\/api\/download\/[\w-]{32}$/);
    expect(Date.parse(res.data.expires_at) - t.clock.t).toBe(t.config.DOWNLOAD_LINK_TTL_HOURS * HOUR);
    const got = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(String(got.headers['content-disposition'])).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(res.data.file_name).replace(/\*/g, '%2A')}`,
    );
    const [d] = await f.deliveries(order);
    expect(
      got.rawPayload.equals(fs.readFileSync(path.join(t.config.DATA_DIR, 'exports', d!.file_path!))),
    ).toBe(true);
    const ws = await openXlsx(got.rawPayload);
    expect(ws.actualRowCount).toBe((await f.companies(product.district)).length + 1);

    // someone else's order does not exist for them, and nothing is sent
    const mails = smtp.mails.length;
    const deliveries = (await f.deliveries(order)).length;
    const notMine = await t.call('POST', P.downloadDirectly, other, { shop_order_id: order.orderId });
    expect(notMine).toMatchObject({ code: ResultCode.notFound, error: M.orderNotFound });
    const notMine2 = await t.call('POST', P.sendEmailDatas, other, {
      shop_order_id: order.orderId,
      email: 'thief@example.com',
    });
    expect(notMine2).toMatchObject({ code: ResultCode.notFound, error: M.orderNotFound });
    expect(await t.app.services.jobs.drain()).toBe(0);
    expect(smtp.mails.length).toBe(mails);
    expect(await f.deliveries(order)).toHaveLength(deliveries);
    // neither order kind nor a missing id passes
    const none = await t.call('POST', P.downloadDirectly, shopper, {});
    expect(none).toMatchObject({ code: ResultCode.invalid, error: M.orderTarget });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/download/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, error: M.linkNotFound });
  });

  it('sendEmailDatas mails the same file again to the new address, at most once a minute', async () => {
    const product = await f.product();
    const order = await f.paidOrder(SHOPPER, product.id);
    await f.schedule(order);
    await t.app.services.jobs.drain();
    const before = smtp.mails.length;
    const first = await t.call('POST', P.sendEmailDatas, shopper, {
      shop_order_id: order.orderId,
      email: 'again@example.com',
    });
    expect(first).toMatchObject({ code: 200, data: { message: M.sent } });
    const second = await t.call('POST', P.sendEmailDatas, shopper, {
      shop_order_id: order.orderId,
      email: 'again@example.com',
    });
    expect(second).toMatchObject({ code: ResultCode.invalid, error: M.tooOften });
    expect(await t.app.services.jobs.drain()).toBe(1);
    const mails = await smtp.waitFor(before + 1);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[before]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('again@example.com');
    expect(mail.messageId).toMatch(/^<delivery-\d+-2@qishu>$/);
    expect(mail.attachments).toHaveLength(1);
    const [one, two] = await f.deliveries(order);
    expect(two).toMatchObject({ seq: 2, reason: 'resend', status: 'sent', email: 'again@example.com' });
    expect(two!.file_path).toBe(one!.file_path); // the built file is reused
    // a minute later it may be sent again
    t.clock.advance(61_000);
    const third = await t.call('POST', P.sendEmailDatas, shopper, {
      shop_order_id: order.orderId,
      email: 'again@example.com',
    });
    expect(third.code).toBe(200);
    await t.app.services.jobs.drain();
    // a bad address is refused before anything happens
    const bad = await t.call('POST', P.sendEmailDatas, shopper, {
      shop_order_id: order.orderId,
      email: 'x@',
    });
    expect(bad).toMatchObject({ code: ResultCode.invalid, error: M.emailInvalid });
  });
});

describe.each(testDialects)('delivery over the attachment cap (%s)', (dialect) => {
  let smtp: SmtpReceiver;
  let t: BackofficeApp;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createBackofficeApp(dialect, {
      env: smtpEnv(smtp.port, { MAIL_ATTACHMENT_MAX_BYTES: '1024' }),
    });
    f = fixtures(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails only an expiring link that downloads the file; after expiry 410', async () => {
    const product = await f.product();
    const order = await f.paidOrder(SHOPPER, product.id);
    await f.schedule(order);
    await t.app.services.jobs.drain();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.attachments).toHaveLength(0);
    const m = /https?:\/\/[^\s]+(\/api\/download\/[\w-]{32})/.exec(mail!.text ?? '');
    expect(m, mail!.text).not.toBeNull();
    const link = m![1]!;
    const [d] = await f.deliveries(order);
    expect(d).toMatchObject({ status: 'sent', attached: 0 });
    expect(d!.bytes).toBeGreaterThan(1024);

    const got = await t.app.inject({ method: 'GET', url: link });
    expect(got.statusCode).toBe(200);
    expect(
      got.rawPayload.equals(fs.readFileSync(path.join(t.config.DATA_DIR, 'exports', d!.file_path!))),
    ).toBe(true);
    const ws = await openXlsx(got.rawPayload);
    expect(rowValues(ws, 1)).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(ws.actualRowCount).toBe((await f.companies(product.district)).length + 1);

    t.clock.advance(t.config.DOWNLOAD_LINK_TTL_HOURS * HOUR + 1000);
    const expired = await t.app.inject({ method: 'GET', url: link });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 410, data: null, error: M.linkExpired });
    const page = await t.app.inject({ method: 'GET', url: link, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(M.linkExpired);
    // the back-office gets a fresh link to the same file
    const fresh = await t.app.services.shop.delivery.downloadLink(d!.data_delivery_id);
    const again = await t.app.inject({ method: 'GET', url: fresh.url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(got.rawPayload)).toBe(true);
  });
});

describe.each(testDialects)('delivery while SMTP is down (%s)', (dialect) => {
  let t: BackofficeApp;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    t = await createBackofficeApp(dialect, { env: smtpEnv(await closedPort()) });
    f = fixtures(t);
  });
  afterAll(() => t?.close());

  it('retries, and after the last attempt the order shows is_send 2 with the remark', async () => {
    const product = await f.product();
    const order = await f.paidOrder(SHOPPER, product.id);
    await f.schedule(order);
    let runs = 0;
    for (let i = 0; i < 10; i++) {
      runs += await t.app.services.jobs.drain();
      const o = await f.shopOrder(order.orderId);
      if (o.is_send !== 0) break;
      t.clock.minutes(11); // past the longest back-off
    }
    const job = await t.db.kysely
      .selectFrom('job')
      .selectAll()
      .where('unique_key', 'like', 'delivery:%')
      .orderBy('job_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(runs).toBe(job.max_attempts);
    expect(job.status).toBe('failed');
    const failed = await f.shopOrder(order.orderId);
    expect(failed.is_send).toBe(2);
    expect(failed.send_remark).toBe(DELIVERY_FAILED_REMARK);
    const [d] = await f.deliveries(order);
    expect(d).toMatchObject({ status: 'failed', sent_at: null });
    expect(d!.remark).toContain(DELIVERY_FAILED_REMARK);
    // the file was built once, on the first attempt, and reused by the retries
    const built = fs
      .readdirSync(path.join(t.config.DATA_DIR, 'exports'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.xlsx'));
    expect(built).toEqual([d!.file_path!]);
    // the file was built all the same: the buyer can download it
    const shopper = await t.tokenOf(SHOPPER);
    const link = await t.call<DownloadDirectlyResponse>('POST', P.downloadDirectly, shopper, {
      shop_order_id: order.orderId,
    });
    expect(link.code).toBe(200);
  });
});
