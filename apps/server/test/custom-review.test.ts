import fs from 'node:fs';
import path from 'node:path';
import {
  CustomRequestMessages as M,
  CustomRequestPaths as P,
  CustomRequestStatus as S,
  CustomReviewCalls,
  customRequestNotice,
  EXPORT_COLUMNS,
  Messages,
  MsgKind,
  PreciseMessages,
  ResultCode,
  TimeRangeMessages,
  type CustomAdminRow,
  type CustomAttachResponse,
  type CustomOrderResponse,
  type CustomPricingResponse,
  type InboxDetail,
  type InboxListResponse,
  type Page,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackofficeApp, Demo, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';
import {
  companyRow,
  customRequestKit,
  dataFile,
  exportHeader,
  requestForm,
  SHOPPER,
  storedUploads,
  xlsxOf,
} from './support/custom-requests.ts';
import { sheetOf } from './support/xlsx.ts';

const SEARCH = { types: ['有限责任公司'], have_mobile: 1 };

/**
 * The staff's side at /sys/apply over HTTP: the queue and its filters, approve / reject / finish with
 * the requester's messages, attaching a precise search or an uploaded .xlsx (every refusal changes
 * nothing and leaves no file), the price floor, the template and the permissions.
 */
describe.each(testDialects)('custom requests: staff review at /sys/apply (%s)', (dialect) => {
  let t: BackofficeApp;
  let kit: ReturnType<typeof customRequestKit>;
  let admin = '';
  let shopper = { token: '', id: 0 };
  let user200 = { token: '', id: 0 };
  let adminId = 0;

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    kit = customRequestKit(t);
    admin = await t.tokenOf(Demo.admin);
    adminId = await t.userId(Demo.admin);
    shopper = { token: await t.tokenOf(SHOPPER), id: await t.userId(SHOPPER) };
    user200 = { token: await t.tokenOf(Demo.orgUser200), id: await t.userId(Demo.orgUser200, 200) };
  });
  afterAll(async () => t?.close());

  const k = () => t.db.kysely;
  const list = (q: Record<string, unknown> = {}) =>
    t.call<Page<CustomAdminRow>>('GET', P.adminList, admin, { limit: 100, ...q });
  const submit = async (token: string, userId: number, name: string) => {
    const res = await t.call<{ agent_label_apply_id: number }>('POST', P.apply, token, {
      ...requestForm,
      name,
      sys_user_id: userId,
      type: 1,
    });
    expect(res.code, res.error ?? '').toBe(200);
    return res.data.agent_label_apply_id;
  };
  const staff = <T = CustomAdminRow>(id: number, action: string, body: Record<string, unknown> = {}) =>
    t.call<T>('POST', kit.at(id, action), admin, body);
  /** The requester's unread messages (not the platform's notices), newest first, with their content. */
  async function inbox(token: string): Promise<InboxDetail[]> {
    const res = await t.call<InboxListResponse>('POST', '/admin/Msgcontent/list', token, {
      status: 0,
      limit: 100,
    });
    expect(res.code, res.error ?? '').toBe(200);
    const out: InboxDetail[] = [];
    for (const r of res.data.list.filter((m) => m.kind === MsgKind.message)) {
      const d = await t.call<InboxDetail>('POST', '/admin/Msgcontent/detail', token, {
        id: r.sys_msg_receiver_id,
      });
      out.push(d.data);
    }
    return out;
  }
  const conditions = async () => (await k().selectFrom('shop_search_condition').selectAll().execute()).length;

  describe('the queue', () => {
    it('lists every requester newest first with requester, organisation and status; filters narrow it', async () => {
      t.clock.minutes(1);
      const mine = await submit(shopper.token, shopper.id, '商城用户的需求');
      t.clock.minutes(1);
      const theirs = await submit(user200.token, user200.id, '机构200的需求');
      const all = await list();
      expect(all.code, all.error ?? '').toBe(200);
      const total = (await kit.rows()).length;
      expect(all.data.total).toBe(total);
      expect(all.data.list.slice(0, 2).map((r) => r.agent_label_apply_id)).toEqual([theirs, mine]);
      expect(all.data.list[0]).toMatchObject({
        name: '机构200的需求',
        status: S.reviewing,
        status_text: '审核中',
        sys_user_id: user200.id,
        username: Demo.orgUser200,
        usr_agent_id: 200,
        data_count: null,
        data_file_name: null,
        reviewed_by_name: null,
        order: null,
      });
      expect(all.data.list[0]?.agent_name).toBeTruthy();
      const created = all.data.list.map((r) => r.created);
      expect([...created].sort().reverse()).toEqual(created);

      const ids = async (q: Record<string, unknown>) =>
        (await list(q)).data.list.map((r) => r.agent_label_apply_id);
      expect(await ids({ usr_agent_id: 200 })).toContain(theirs);
      expect(await ids({ usr_agent_id: 200 })).not.toContain(mine);
      expect(await ids({ keyword: '机构200' })).toEqual([theirs]);
      expect(await ids({ keyword: Demo.orgUser200 })).toContain(theirs);
      expect(await ids({ keyword: '王购物' })).toContain(mine);
      expect(await ids({ keyword: '软件和信息技术' })).toEqual(expect.arrayContaining([mine, theirs]));
      expect(await ids({ keyword: '100%' })).toEqual([]);
      const reviewing = await list({ status: S.reviewing });
      expect(reviewing.data.list.every((r) => r.status === S.reviewing)).toBe(true);
      expect(reviewing.data.total).toBe((await kit.rows()).filter((r) => r.status === S.reviewing).length);
      const now = new Date(t.clock.t).toISOString();
      expect(await ids({ start_time: now })).toEqual([theirs]);
      expect(await ids({ end_time: new Date(t.clock.t - 30_000).toISOString() })).not.toContain(theirs);
      expect(await list({ start_time: now, end_time: '2026-01-01T00:00:00Z' })).toMatchObject({
        code: ResultCode.invalid,
        error: TimeRangeMessages.timeRange,
      });
      const paged = await list({ limit: 1, page: 2 });
      expect(paged.data.list.map((r) => r.agent_label_apply_id)).toEqual([mine]);

      const agents = await t.call<{ usr_agent_id: number; agent_name: string }[]>(
        'GET',
        P.adminAgents,
        admin,
      );
      const agentIds = agents.data.map((a) => a.usr_agent_id);
      expect(agentIds).toEqual(expect.arrayContaining([200, (await kit.row(mine))!.usr_agent_id]));
      expect(new Set(agentIds).size).toBe(agentIds.length);

      const one = await t.call<CustomAdminRow>('GET', kit.at(theirs), admin);
      expect(one.data).toEqual(all.data.list[0]);
      expect(await t.call('GET', kit.at(999_999), admin)).toMatchObject({
        code: ResultCode.notFound,
        error: M.notFound,
      });
    });
  });

  describe('review: approve and reject, each told to the requester', () => {
    it('approve: processing, the reviewer recorded, a message in the requester’s inbox', async () => {
      const id = await submit(shopper.token, shopper.id, '审核通过的需求');
      const res = await staff(id, 'approve');
      expect(res.code, res.error ?? '').toBe(200);
      expect(res.data).toMatchObject({ status: S.processing, reviewed_by_name: '平台管理员' });
      expect(res.data.reviewed_at).toBe(new Date(t.clock.t).toISOString());
      const [msg] = await inbox(shopper.token);
      expect(msg).toMatchObject({
        ...customRequestNotice('approved', { name: '审核通过的需求' }),
        sender_name: '平台管理员',
        kind: 1,
        cate_name: null,
      });
    });

    it('reject needs a reason (≤ 200); the requester reads it in the list and the inbox', async () => {
      const id = await submit(shopper.token, shopper.id, '驳回的需求');
      const before = await kit.row(id);
      for (const [body, message] of [
        [{}, M.rejectReasonRequired],
        [{ reason: '  ' }, M.rejectReasonRequired],
        [{ reason: '因'.repeat(201) }, M.rejectReasonTooLong],
      ] as const) {
        expect(await staff(id, 'reject', body)).toMatchObject({ code: ResultCode.invalid, error: message });
      }
      expect(await kit.row(id)).toEqual(before);
      const res = await staff(id, 'reject', { reason: '条件过于宽泛' });
      expect(res.data).toMatchObject({ status: S.rejected, app_remark: '条件过于宽泛' });
      const [msg] = await inbox(shopper.token);
      expect(msg).toMatchObject(
        customRequestNotice('rejected', { name: '驳回的需求', reason: '条件过于宽泛' }),
      );
      expect(msg?.content).toContain('条件过于宽泛');
      const mineRow = await t.call<{ app_remark: string }>(
        'GET',
        P.detail.replace(':id', String(id)),
        shopper.token,
      );
      expect(mineRow.data.app_remark).toBe('条件过于宽泛');
    });
  });

  describe('processing: attach a precise search', () => {
    it('answers the count and preview of the same search the wizard runs; the condition is the requester’s', async () => {
      const id = await submit(shopper.token, shopper.id, '按条件处理');
      await staff(id, 'approve');
      const wizard = await kit.search(shopper.token, SEARCH);
      const res = await staff<CustomAttachResponse>(id, 'search', SEARCH);
      expect(res.code, res.error ?? '').toBe(200);
      expect(res.data.count).toBe(wizard.count);
      expect(res.data.res).toEqual(wizard.res);
      expect(res.data.condition).toBe(wizard.search_text);
      expect(res.data.row).toMatchObject({
        status: S.processing,
        data_source: 'search',
        data_count: wizard.count,
        condition: wizard.search_text,
      });
      const row = await kit.row(id);
      const saved = await k()
        .selectFrom('shop_search_condition')
        .selectAll()
        .where('shop_search_condition_id', '=', row!.shop_search_condition_id!)
        .executeTakeFirstOrThrow();
      expect(saved).toMatchObject({ sys_user_id: shopper.id, count: wizard.count });
    });

    it('refuses a search that finds nothing (foundNothing) or a bad option, and changes nothing', async () => {
      const id = await submit(shopper.token, shopper.id, '找不到企业');
      await staff(id, 'approve');
      const before = { row: await kit.row(id), conditions: await conditions() };
      expect(await staff(id, 'search', { keyword: '不存在的企业名称甲乙丙丁' })).toMatchObject({
        code: ResultCode.invalid,
        error: M.foundNothing,
      });
      expect(await staff(id, 'search', { sys_area_id: ['999999'] })).toMatchObject({
        code: ResultCode.invalid,
        error: PreciseMessages.optionInvalid,
      });
      expect(await staff(id, 'search', { keyword: '关'.repeat(31) })).toMatchObject({
        code: ResultCode.invalid,
        error: PreciseMessages.keywordTooLong,
      });
      expect({ row: await kit.row(id), conditions: await conditions() }).toEqual(before);
    });
  });

  describe('processing: attach an uploaded .xlsx', () => {
    let id = 0;
    beforeAll(async () => {
      id = await submit(shopper.token, shopper.id, '按文件处理');
      await staff(id, 'approve');
    });

    it('stores a good file under exports/custom/YYYY/MM, answers its rows and a preview', async () => {
      const res = await kit.upload<CustomAttachResponse>(admin, id, {
        bytes: await dataFile(12),
        filename: '名单.xlsx',
      });
      expect(res.code, res.error ?? '').toBe(200);
      expect(res.data.count).toBe(12);
      expect(res.data.condition).toBe('名单.xlsx');
      expect(res.data.res.map((r) => r.name)).toEqual(
        Array.from({ length: 10 }, (_, i) => `定制企业${i + 1}`),
      );
      expect(res.data.row).toMatchObject({
        data_source: 'file',
        data_file_name: '名单.xlsx',
        data_count: 12,
        shop_search_condition_id: null,
      });
      const row = await kit.row(id);
      expect(row?.data_file_path).toMatch(/^custom\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.xlsx$/);
      expect(storedUploads(t.config.DATA_DIR)).toEqual([path.join('exports', row!.data_file_path!)]);
      expect(
        (await sheetOf(fs.readFileSync(path.join(t.config.DATA_DIR, 'exports', row!.data_file_path!))))
          .actualRowCount,
      ).toBe(13);
    });

    it('a new file replaces the earlier one (deleted); a search replaces the file (deleted)', async () => {
      const first = (await kit.row(id))!.data_file_path!;
      const res = await kit.upload<CustomAttachResponse>(admin, id, {
        bytes: await dataFile(3),
        filename: 'b.xlsx',
      });
      expect(res.code, res.error ?? '').toBe(200);
      const second = (await kit.row(id))!.data_file_path!;
      expect(second).not.toBe(first);
      expect(storedUploads(t.config.DATA_DIR)).toEqual([path.join('exports', second)]);
      const searched = await staff<CustomAttachResponse>(id, 'search', SEARCH);
      expect(searched.data.row).toMatchObject({ data_source: 'search', data_file_name: null });
      expect(storedUploads(t.config.DATA_DIR)).toEqual([]);
      // and back to a file for the refusals below
      const back = await kit.upload(admin, id, { bytes: await dataFile(5) });
      expect(back.code, back.error ?? '').toBe(200);
      expect(storedUploads(t.config.DATA_DIR)).toEqual([
        path.join('exports', (await kit.row(id))!.data_file_path!),
      ]);
    });

    const bad = async (): Promise<
      [string, { bytes: Buffer; filename?: string; type?: string } | null, string][]
    > => [
      ['no file part', null, M.fileRequired],
      ['a .csv name', { bytes: await dataFile(2), filename: 'data.csv' }, M.fileType],
      ['an image type', { bytes: await dataFile(2), type: 'image/png' }, M.fileType],
      ['zero bytes', { bytes: Buffer.alloc(0) }, M.fileEmpty],
      ['text named .xlsx', { bytes: Buffer.from('企业名称,地区代码\n甲,1\n') }, M.fileUnreadable],
      ['a zip cut short', { bytes: (await dataFile(20)).subarray(0, 2000) }, M.fileUnreadable],
      ['the header only', { bytes: await xlsxOf([exportHeader()]) }, M.fileEmpty],
      ['an empty sheet', { bytes: await xlsxOf([]) }, M.fileHeader],
      [
        'a wrong header',
        { bytes: await xlsxOf([['名称', ...exportHeader().slice(1)], companyRow('甲', 1)]) },
        M.fileHeader,
      ],
      [
        'headers out of order',
        { bytes: await xlsxOf([[...exportHeader()].reverse(), companyRow('甲', 1)]) },
        M.fileHeader,
      ],
      [
        'an extra column',
        { bytes: await xlsxOf([[...exportHeader(), '备注'], companyRow('甲', 1)]) },
        M.fileHeader,
      ],
      [
        'a row without a company name',
        { bytes: await xlsxOf([exportHeader(), companyRow('甲', 1), ['', ...companyRow('乙', 2).slice(1)]]) },
        M.fileNameMissing(3),
      ],
      ['over 20 MB', { bytes: Buffer.alloc(EXPORT_COLUMNS.length + 20 * 1024 * 1024, 1) }, M.fileTooLarge],
    ];

    it('refuses a bad file with its message: the request is unchanged and no file is left behind', async () => {
      const before = { row: await kit.row(id), files: storedUploads(t.config.DATA_DIR) };
      expect(before.files).toHaveLength(1);
      for (const [what, file, message] of await bad()) {
        const res = await kit.upload(admin, id, file);
        expect({ what, code: res.code, error: res.error }).toEqual({
          what,
          code: ResultCode.invalid,
          error: message,
        });
        expect({ what, row: await kit.row(id), files: storedUploads(t.config.DATA_DIR) }).toEqual({
          what,
          ...before,
        });
      }
    });

    it('refuses a file for a request that is not in processing (the refusal) or does not exist (404)', async () => {
      const draft = await kit.requestIn(shopper.id, S.reviewing);
      const before = storedUploads(t.config.DATA_DIR);
      const res = await kit.upload(admin, draft, { bytes: await dataFile(2) });
      expect(res).toMatchObject({
        code: ResultCode.invalid,
        error: '该定制需求当前为「审核中」，不能上传处理结果',
      });
      expect((await kit.upload(admin, 999_999, { bytes: await dataFile(2) })).code).toBe(ResultCode.notFound);
      expect(storedUploads(t.config.DATA_DIR)).toEqual(before);
    });
  });

  it('withdrawing or rejecting a request lets its uploaded file go: the file is deleted', async () => {
    const id = await submit(shopper.token, shopper.id, '文件随撤回删除');
    const attachFile = async () => {
      expect((await staff(id, 'approve')).code).toBe(200);
      expect((await kit.upload(admin, id, { bytes: await dataFile(2) })).code).toBe(200);
      const stored = path.join('exports', (await kit.row(id))!.data_file_path!);
      expect(storedUploads(t.config.DATA_DIR)).toContain(stored);
      return stored;
    };
    const first = await attachFile();
    const withdrawn = await t.call('POST', P.withdraw, shopper.token, { agent_label_apply_id: id });
    expect(withdrawn).toMatchObject({ code: 200, data: { message: M.withdrawn } });
    expect(storedUploads(t.config.DATA_DIR)).not.toContain(first);
    expect(await kit.row(id)).toMatchObject({
      status: S.draft,
      data_file_path: null,
      data_file_name: null,
      data_count: null,
    });

    await t.call('POST', P.apply, shopper.token, {
      ...requestForm,
      sys_user_id: shopper.id,
      type: 1,
      agent_label_apply_id: id,
    });
    const second = await attachFile();
    expect((await staff(id, 'reject', { reason: '文件数据不符合要求' })).code).toBe(200);
    expect(storedUploads(t.config.DATA_DIR)).not.toContain(second);
    expect(await kit.row(id)).toMatchObject({ status: S.rejected, data_file_path: null, data_count: null });
  });

  describe('finish: count and price, told to the requester', () => {
    it('needs attached data, nums ≤ the data’s rows and a price; then the requester is asked to pay', async () => {
      const id = await submit(shopper.token, shopper.id, '完成处理');
      await staff(id, 'approve');
      expect(await staff(id, 'finish', { nums: 1, price: '10' })).toMatchObject({
        code: ResultCode.invalid,
        error: M.dataMissing,
      });
      const attached = await staff<CustomAttachResponse>(id, 'search', SEARCH);
      const count = attached.data.count;
      const before = await kit.row(id);
      for (const [body, message] of [
        [{ nums: count + 1, price: '10' }, M.numsTooLarge],
        [{ nums: 0, price: '10' }, M.numsInvalid],
        [{ nums: 1.5, price: '10' }, M.numsInvalid],
        [{ price: '10' }, M.numsRequired],
        [{ nums: '', price: '10' }, M.numsRequired],
        [{ nums: 'abc', price: '10' }, M.numsInvalid],
        [{ nums: 1 }, M.priceRequired],
        [{ nums: 1, price: '' }, M.priceRequired],
        [{ nums: 1, price: '0' }, M.priceInvalid],
        [{ nums: 1, price: '-1' }, M.priceInvalid],
        [{ nums: 1, price: '1.234' }, M.priceInvalid],
        [{ nums: 1, price: 'abc' }, M.priceInvalid],
      ] as const) {
        const res = await staff(id, 'finish', body);
        expect({ body, code: res.code, error: res.error }).toEqual({
          body,
          code: ResultCode.invalid,
          error: message,
        });
      }
      expect(await kit.row(id)).toEqual(before);
      const done = await staff(id, 'finish', { nums: count, price: '88.80' });
      expect(done.data).toMatchObject({
        status: S.done,
        nums: count,
        price: '88.80',
        reviewed_by_name: '平台管理员',
      });
      expect((await kit.row(id))?.reviewed_by).toBe(adminId);
      const [msg] = await inbox(shopper.token);
      expect(msg).toMatchObject(
        customRequestNotice('done', { name: '完成处理', nums: count, price: '88.80' }),
      );
    });

    it('the price floor: 0.3 yuan is stored and answered as 1.00, priced and ordered at 1.00', async () => {
      const id = await submit(shopper.token, shopper.id, '低价需求');
      await staff(id, 'approve');
      await staff(id, 'search', SEARCH);
      const done = await staff(id, 'finish', { nums: 3, price: 0.3 });
      expect(done.data.price).toBe('1.00');
      expect((await kit.row(id))?.price_fen).toBe(100);
      const pricing = await t.call<CustomPricingResponse>('POST', P.pricing, shopper.token, {
        agent_label_apply_id: id,
      });
      expect(pricing.data).toEqual({ nums: 3, price: '1.00', min_price: '1.00' });
      const order = await t.call<CustomOrderResponse>('POST', P.order, shopper.token, {
        agent_label_apply_id: id,
        email: 'low@example.com',
      });
      expect(order.data).toMatchObject({ nums: 3, amount: '1.00' });
      const [msg] = await inbox(shopper.token);
      expect(msg?.content).toContain('价格1.00元');
    });
  });

  it('the template is an .xlsx with the export’s header row only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${P.template}`,
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('定制数据模板.xlsx'));
    const ws = await sheetOf(res.rawPayload);
    expect(ws.actualRowCount).toBe(1);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(exportHeader());
  });

  it('users without mall:custom:* get 403 on every staff call, and nothing changes', async () => {
    const id = await submit(shopper.token, shopper.id, '无权限处理');
    const before = await kit.rows();
    const tokens = [await t.tokenOf(Demo.auditor), await t.tokenOf(Demo.orgAdmin200), shopper.token];
    const calls = [
      ...Object.values(CustomReviewCalls).map((c) => ({ method: c.method, path: c.path })),
      { method: 'GET' as const, path: P.template },
    ];
    for (const token of tokens) {
      for (const c of calls) {
        const res = await t.call(c.method, c.path.replace(':id', String(id)), token, {
          reason: 'x',
          nums: 1,
          price: '1',
          ...SEARCH,
        });
        expect(res, `${c.method} ${c.path}`).toMatchObject({
          code: ResultCode.forbidden,
          error: Messages.forbidden,
        });
      }
      const up = await kit.upload(token, id, { bytes: await dataFile(2) });
      expect(up).toMatchObject({ code: ResultCode.forbidden, error: Messages.forbidden });
      const raw = await t.app.inject({
        method: 'GET',
        url: `/api${P.template}`,
        headers: { authorization: token },
      });
      expect(raw.json()).toMatchObject({ code: ResultCode.forbidden });
    }
    expect(await kit.rows()).toEqual(before);
    expect(storedUploads(t.config.DATA_DIR).some((f) => f.startsWith(path.join('exports', 'tmp')))).toBe(
      false,
    );
    // a missing request is 404 for staff
    for (const action of ['approve', 'finish']) {
      expect((await t.call('POST', kit.at(999_999, action), admin, { nums: 1, price: '1' })).code).toBe(
        ResultCode.notFound,
      );
    }
  });
});
