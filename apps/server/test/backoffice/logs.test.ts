import ExcelJS from '../../src/adapters/xlsx/exceljs.ts';
import {
  BadgePaths,
  ResultCode,
  type FailureRow,
  type LoginLogRow,
  type OperationLogDetail,
  type OperationLogRow,
  type Page,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

/** Login log, operation log and 异常处理 (failed jobs and mails) of the platform back-office. */
describe.each(testDialects)('back-office logs on %s', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  let auditor: string;
  let orgUser: string;

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
    auditor = await t.tokenOf(Demo.auditor);
    orgUser = await t.tokenOf(Demo.orgUser200);
    const db = t.db.kysely;
    // a failed sign-in through the real call, and a few dated rows to search by time
    await t.post('/admin/base/userLogin', { username: Demo.orgUser200, password: 'Wrong#2026' });
    await db
      .insertInto('login_log')
      .values([
        {
          username: '13700000001',
          success: 0,
          reason: 'no_account',
          ip: '10.9.9.9',
          user_agent: 'curl/8',
          created_at: '2026-01-05T03:00:00.000Z',
          sys_user_id: null,
          usr_agent_id: null,
        },
        {
          username: '13700000001',
          success: 0,
          reason: 'no_account',
          ip: '10.9.9.9',
          user_agent: 'curl/8',
          created_at: '2026-01-06T03:00:00.000Z',
          sys_user_id: null,
          usr_agent_id: null,
        },
      ])
      .execute();
    // failures: two failed jobs, one done job, one failed and one sent mail
    await db
      .insertInto('job')
      .values([
        {
          type: 'export.precise',
          payload_json: '{"order":1}',
          status: 'failed',
          run_at: '2026-11-20T01:00:00.000Z',
          last_error: '磁盘已满',
          attempts: 5,
          updated_at: '2026-11-20T01:05:00.000Z',
        },
        {
          type: 'mail.delivery',
          payload_json: '{"order":2}',
          status: 'failed',
          run_at: '2026-11-21T01:00:00.000Z',
          last_error: 'SMTP 超时',
          attempts: 5,
          updated_at: '2026-11-21T01:05:00.000Z',
        },
        {
          type: 'export.precise',
          payload_json: '{"order":3}',
          status: 'done',
          run_at: '2026-11-21T01:00:00.000Z',
          last_error: null,
          attempts: 1,
          updated_at: '2026-11-21T01:05:00.000Z',
        },
      ])
      .execute();
    await db
      .insertInto('mail_log')
      .values([
        {
          to_address: 'buyer@example.com',
          subject: '您的数据已导出',
          transport: 'smtp',
          status: 'failed',
          error: '550 mailbox unavailable',
          created_at: '2026-11-19T08:00:00.000Z',
        },
        {
          to_address: 'ok@example.com',
          subject: '您的数据已导出',
          transport: 'file',
          status: 'sent',
          error: null,
          created_at: '2026-11-19T09:00:00.000Z',
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  // ── 登录日志 ─────────────────────────────────────────────────────────────────────────────

  it('lists the login log newest first with names, paging and totals', async () => {
    const res = await t.call<Page<LoginLogRow>>('GET', '/admin/loglogin/getData', admin, {
      page: 1,
      limit: 2,
    });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.list).toHaveLength(2);
    expect(res.data.total).toBeGreaterThanOrEqual(6);
    const [a, b] = res.data.list;
    expect(a!.created_at >= b!.created_at).toBe(true);
    const page2 = await t.call<Page<LoginLogRow>>('GET', '/admin/loglogin/getData', admin, {
      page: 2,
      limit: 2,
    });
    expect(page2.data.list[0]!.login_log_id).not.toBe(a!.login_log_id);
    expect(page2.data.total).toBe(res.data.total);
  });

  it('searches by phone, organisation, result and time range', async () => {
    const failed = await t.call<Page<LoginLogRow>>('GET', '/admin/loglogin/getData', admin, {
      phone: Demo.orgUser200,
      success: 0,
    });
    expect(failed.data.total).toBe(1);
    expect(failed.data.list[0]).toMatchObject({
      success: 0,
      reason: 'wrong_password',
      reason_text: '密码错误',
    });
    expect(failed.data.list[0]!.realname).toBeTruthy();
    expect(failed.data.list[0]!.agent_name).toBeTruthy();

    const agentName = failed.data.list[0]!.agent_name!;
    const byOrg = await t.call<Page<LoginLogRow>>('GET', '/admin/loglogin/getData', admin, {
      agent_name: agentName,
    });
    expect(byOrg.data.total).toBeGreaterThanOrEqual(2);
    expect(byOrg.data.list.every((r) => r.agent_name === agentName)).toBe(true);

    const ranged = await t.call<Page<LoginLogRow>>('GET', '/admin/loglogin/getData', admin, {
      start_time: '2026-01-05T00:00:00+08:00',
      end_time: '2026-01-05T23:59:59+08:00',
    });
    expect(ranged.data.total).toBe(1);
    expect(ranged.data.list[0]!.username).toBe('13700000001');

    // wildcards match literally
    const none = await t.call<Page<LoginLogRow>>('GET', '/admin/loglogin/getData', admin, { phone: '%' });
    expect(none.data.total).toBe(0);
  });

  it('refuses a bad range or time with a Chinese message', async () => {
    const bad = await t.call('GET', '/admin/loglogin/getData', admin, {
      start_time: '2026-02-01T00:00:00Z',
      end_time: '2026-01-01T00:00:00Z',
    });
    expect(bad.code).toBe(ResultCode.invalid);
    expect(bad.error).toBe('开始时间不能晚于结束时间');
    const garbage = await t.call('GET', '/admin/loglogin/getData', admin, { start_time: 'yesterday' });
    expect(garbage.code).toBe(ResultCode.invalid);
    expect(garbage.error).toBe('时间格式不正确');
    const big = await t.call('GET', '/admin/loglogin/getData', admin, { limit: 1000 });
    expect(big.code).toBe(ResultCode.invalid);
  });

  it('lets the auditor read logs and refuses organisation users', async () => {
    expect((await t.call('GET', '/admin/loglogin/getData', auditor)).code).toBe(200);
    expect((await t.call('GET', '/sys/adminlog', auditor)).code).toBe(200);
    expect((await t.call('GET', '/logmana/realupdate', auditor)).code).toBe(200);
    for (const url of ['/admin/loglogin/getData', '/sys/adminlog', '/logmana/realupdate'])
      expect((await t.call('GET', url, orgUser)).code).toBe(ResultCode.forbidden);
    expect((await t.call('POST', BadgePaths.untreatedCount, orgUser)).code).toBe(ResultCode.forbidden);
  });

  it('exports the login log as a real .xlsx (streamed), with the filter applied', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/loglogin/export?phone=13700000001`,
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('登录日志'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.getWorksheet('登录日志')!;
    expect(ws.getRow(1).values).toEqual([
      undefined,
      '登录时间',
      '手机号',
      '姓名',
      '组织',
      '结果',
      '说明',
      'IP',
      '浏览器',
    ]);
    expect(ws.actualRowCount).toBe(3);
    // newest first, shown in Asia/Shanghai
    expect(ws.getRow(2).getCell(1).value).toBe('2026-01-06 11:00:00');
    expect(ws.getRow(2).getCell(5).value).toBe('失败');
    expect(ws.getRow(2).getCell(6).value).toBe('账号不存在');
  });

  it("the login log's export guards what a client sent: a user agent that is a formula arrives as text", async () => {
    const formula = '=HYPERLINK("http://evil.example","点我")';
    await t.db.kysely
      .insertInto('login_log')
      .values(
        [formula, '+cmd|calc', '-'].map((user_agent, i) => ({
          username: '13600009999',
          success: 0,
          reason: 'no_account',
          ip: '10.9.9.9',
          user_agent,
          created_at: new Date(Date.UTC(2025, 5, 1, 0, i)).toISOString(),
          sys_user_id: null,
          usr_agent_id: null,
        })),
      )
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/loglogin/export?phone=13600009999',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.getWorksheet('登录日志')!;
    const agentCol = (ws.getRow(1).values as unknown[]).indexOf('浏览器');
    expect(agentCol).toBeGreaterThan(0);
    // newest first
    const agents = [2, 3, 4].map((r) => ws.getRow(r).getCell(agentCol));
    expect(agents.map((c) => c.value)).toEqual(['-', "'+cmd|calc", `'${formula}`]);
    for (const cell of agents) expect(cell.type).toBe(ExcelJS.ValueType.String);
  });

  it('exports more rows than one batch', async () => {
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      username: '13600000000',
      success: 1,
      reason: 'password',
      ip: '10.1.1.1',
      user_agent: 'Mozilla/5.0',
      created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      sys_user_id: null,
      usr_agent_id: null,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db.kysely
        .insertInto('login_log')
        .values(rows.slice(i, i + 500))
        .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/loglogin/export?phone=13600000000',
      headers: { authorization: admin },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.actualRowCount).toBe(2101);
  });

  it('refuses the export without log:login:export (auditor) and bad filters', async () => {
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/loglogin/export',
      headers: { authorization: auditor },
    });
    expect(denied.json()).toMatchObject({ code: ResultCode.forbidden });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/loglogin/export' });
    expect(anonymous.json<{ code: number }>().code).toBeGreaterThan(4000);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/loglogin/export?start_time=x',
      headers: { authorization: admin },
    });
    expect(bad.json()).toMatchObject({ code: ResultCode.invalid, error: '时间格式不正确' });
  });

  // ── 异常处理 ─────────────────────────────────────────────────────────────────────────────

  it('lists open failures of jobs and mails, searchable and counted by the badge', async () => {
    const res = await t.call<Page<FailureRow>>('GET', '/logmana/realupdate', admin);
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.total).toBe(3);
    expect(res.data.list.map((r) => [r.kind, r.title])).toEqual([
      ['job', 'mail.delivery'],
      ['job', 'export.precise'],
      ['mail', '您的数据已导出'],
    ]);
    expect(res.data.list[2]).toMatchObject({
      target: 'buyer@example.com',
      error: '550 mailbox unavailable',
      attempts: null,
    });
    const mails = await t.call<Page<FailureRow>>('GET', '/logmana/realupdate', admin, { kind: 'mail' });
    expect(mails.data.total).toBe(1);
    const kw = await t.call<Page<FailureRow>>('GET', '/logmana/realupdate', admin, { keyword: '磁盘' });
    expect(kw.data.list.map((r) => r.id)).toHaveLength(1);
    const paged = await t.call<Page<FailureRow>>('GET', '/logmana/realupdate', admin, { page: 2, limit: 2 });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBe(3);

    const count = await t.call<number>('POST', BadgePaths.untreatedCount, auditor);
    expect(count).toMatchObject({ code: 200, data: 3 });
    expect((await t.call<number>('GET', BadgePaths.untreatedCount, admin)).data).toBe(3);
  });

  it('marks a failure handled with a remark (audited), then the badge drops', async () => {
    const list = await t.call<Page<FailureRow>>('GET', '/logmana/realupdate', admin, { kind: 'mail' });
    const mail = list.data.list[0]!;
    const empty = await t.call('PUT', `/logmana/realupdate/mail/${mail.id}`, admin, { remark: '  ' });
    expect(empty).toMatchObject({ code: ResultCode.invalid, error: '请填写处理说明' });
    expect(
      (await t.call('PUT', `/logmana/realupdate/mail/${mail.id}`, auditor, { remark: '看过' })).code,
    ).toBe(ResultCode.forbidden);
    expect((await t.call('PUT', `/logmana/realupdate/mail/999999`, admin, { remark: '看过' })).code).toBe(
      ResultCode.notFound,
    );
    expect(
      (await t.call('PUT', `/logmana/realupdate/other/${mail.id}`, admin, { remark: '看过' })).code,
    ).toBe(ResultCode.invalid);

    const done = await t.call<FailureRow>('PUT', `/logmana/realupdate/mail/${mail.id}`, admin, {
      remark: '已联系客户更换邮箱',
    });
    expect(done.code, done.error ?? '').toBe(200);
    expect(done.data).toMatchObject({ remark: '已联系客户更换邮箱', handled_by: expect.any(String) });
    expect(done.data.handled_at).toBeTruthy();
    const again = await t.call('PUT', `/logmana/realupdate/mail/${mail.id}`, admin, { remark: '再来' });
    expect(again).toMatchObject({ code: ResultCode.conflict, error: '该异常已处理' });

    expect((await t.call<number>('POST', BadgePaths.untreatedCount, admin)).data).toBe(2);
    const handled = await t.call<Page<FailureRow>>('GET', '/logmana/realupdate', admin, { state: 'handled' });
    expect(handled.data.list.map((r) => r.id)).toEqual([mail.id]);

    const log = await t.db.kysely
      .selectFrom('operation_log')
      .selectAll()
      .where('entity', '=', 'mail_log')
      .where('entity_id', '=', String(mail.id))
      .executeTakeFirstOrThrow();
    expect(log.action).toBe('handle');
    expect(JSON.parse(log.before_json!)).toMatchObject({ handled_at: null });
    expect(JSON.parse(log.after_json!)).toMatchObject({ remark: '已联系客户更换邮箱' });
  });

  it('requeues a failed job (重试): queued, due now, audited, off the list', async () => {
    const list = await t.call<Page<FailureRow>>('GET', '/logmana/realupdate', admin, {
      kind: 'job',
      keyword: '磁盘',
    });
    const job = list.data.list[0]!;
    expect((await t.call('POST', `/logmana/realupdate/job/${job.id}/retry`, auditor)).code).toBe(
      ResultCode.forbidden,
    );
    const res = await t.call('POST', `/logmana/realupdate/job/${job.id}/retry`, admin);
    expect(res).toMatchObject({ code: 200, data: { job_id: job.id, status: 'queued' } });
    const row = await t.db.kysely
      .selectFrom('job')
      .selectAll()
      .where('job_id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', attempts: 0, run_at: t.clock.now().toISOString() });
    const twice = await t.call('POST', `/logmana/realupdate/job/${job.id}/retry`, admin);
    expect(twice).toMatchObject({ code: ResultCode.invalid, error: '该任务当前不是失败状态，无需重试' });
    expect((await t.call<number>('POST', BadgePaths.untreatedCount, admin)).data).toBe(1);
    const log = await t.db.kysely
      .selectFrom('operation_log')
      .selectAll()
      .where('entity', '=', 'job')
      .where('action', '=', 'retry')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_json!)).toMatchObject({ status: 'failed' });
    expect(JSON.parse(log.after_json!)).toMatchObject({ status: 'queued' });
  });

  // ── 操作日志 ─────────────────────────────────────────────────────────────────────────────

  it('lists and searches the operation log and shows before/after of one entry', async () => {
    const res = await t.call<Page<OperationLogRow>>('GET', '/sys/adminlog', auditor, { limit: 10 });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.total).toBeGreaterThanOrEqual(2);
    expect(res.data.list[0]!.operator).toBeTruthy();

    const byAction = await t.call<Page<OperationLogRow>>('GET', '/sys/adminlog', admin, { action: 'retry' });
    expect(byAction.data.total).toBe(1);
    const byEntity = await t.call<Page<OperationLogRow>>('GET', '/sys/adminlog', admin, { entity: 'mail' });
    expect(byEntity.data.list.every((r) => r.entity.includes('mail'))).toBe(true);
    const byOperator = await t.call<Page<OperationLogRow>>('GET', '/sys/adminlog', admin, {
      operator: Demo.admin,
    });
    expect(byOperator.data.total).toBe(res.data.total);
    const nobody = await t.call<Page<OperationLogRow>>('GET', '/sys/adminlog', admin, {
      operator: Demo.auditor,
    });
    expect(nobody.data.total).toBe(0);
    const future = await t.call<Page<OperationLogRow>>('GET', '/sys/adminlog', admin, {
      start_time: '2030-01-01T00:00:00Z',
    });
    expect(future.data.total).toBe(0);

    const id = byAction.data.list[0]!.operation_log_id;
    const one = await t.call<OperationLogDetail>('GET', `/sys/adminlog/${id}`, auditor);
    expect(one.data).toMatchObject({
      action: 'retry',
      entity: 'job',
      before: { status: 'failed' },
      after: { status: 'queued' },
    });
    expect((await t.call('GET', '/sys/adminlog/999999', admin)).code).toBe(ResultCode.notFound);
    expect((await t.call('GET', `/sys/adminlog/${id}`, orgUser)).code).toBe(ResultCode.forbidden);
  });

  it('exports the operation log (log:operation:export) and refuses the auditor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sys/adminlog/export?action=handle',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.getWorksheet('操作日志')!;
    expect(ws.actualRowCount).toBe(2);
    expect(ws.getRow(2).getCell(4).value).toBe('处理');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/sys/adminlog/export',
      headers: { authorization: auditor },
    });
    expect(denied.json()).toMatchObject({ code: ResultCode.forbidden });
  });
});
