import {
  checkParamValue,
  isProtectedParam,
  ResultCode,
  type IndustryNode,
  type Page,
  type ParamRow,
  type SiteInfo,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultParams } from '../../src/db/seed/seed-platform.ts';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

/** 参数设置 (/sys/param) and 行业分类 (/sys/industrycate) of the platform back-office. */
describe.each(testDialects)('back-office settings on %s', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  let auditor: string;
  let orgUser: string;

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
    auditor = await t.tokenOf(Demo.auditor);
    orgUser = await t.tokenOf(Demo.orgUser200);
  });
  afterAll(() => t.close());

  const lastLog = (entity: string, id: string) =>
    t.db.kysely
      .selectFrom('operation_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .orderBy('operation_log_id', 'desc')
      .executeTakeFirstOrThrow();

  // ── 参数设置 ───────────────────────────────────────────────────────────────────────────

  it('has a rule for every seeded parameter, and every seeded value meets it', () => {
    for (const p of defaultParams) {
      expect(isProtectedParam(p.param_key), p.param_key).toBe(true);
      expect(checkParamValue(p.param_key, p.param_value), p.param_key).toBeNull();
    }
  });

  it('lists the seeded parameters, protected, with paging and search', async () => {
    const res = await t.call<Page<ParamRow>>('GET', '/sys/param', admin, { limit: 2 });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.total).toBe(defaultParams.length);
    expect(res.data.list).toHaveLength(2);
    expect(res.data.list.every((p) => p.protected && p.hint)).toBe(true);
    const found = await t.call<Page<ParamRow>>('GET', '/sys/param', admin, { keyword: '锁屏' });
    expect(found.data.list.map((p) => p.param_key)).toContain('security.idle_lock_minutes');
    const one = await t.call<ParamRow>('GET', '/sys/param/security.idle_lock_minutes', admin);
    expect(one.data).toMatchObject({ param_value: '60', protected: true });
    expect((await t.call('GET', '/sys/param/no.such', admin)).code).toBe(ResultCode.notFound);
  });

  it('edits a known key, validates it in Chinese, and site info shows the change at once', async () => {
    for (const [value, error] of [
      ['abc', '闲置锁屏时间须为 1–1440 之间的整数'],
      ['0', '闲置锁屏时间须为 1–1440 之间的整数'],
      ['99999', '闲置锁屏时间须为 1–1440 之间的整数'],
      ['', '请输入参数值'],
    ] as const) {
      const bad = await t.call('PUT', '/sys/param/security.idle_lock_minutes', admin, { param_value: value });
      expect(bad).toMatchObject({ code: ResultCode.invalid, error });
    }
    const before = await t.app.inject({ method: 'GET', url: '/api/site/info' });
    expect(before.json<{ data: SiteInfo }>().data.client.idle_lock_minutes).toBe(60);

    const ok = await t.call<ParamRow>('PUT', '/sys/param/security.idle_lock_minutes', admin, {
      param_value: '15',
      name: '想改名字',
    });
    expect(ok.code, ok.error ?? '').toBe(200);
    // a built-in key keeps its name
    expect(ok.data).toMatchObject({ param_value: '15', name: '闲置锁屏时间（分钟）' });
    const after = await t.app.inject({ method: 'GET', url: '/api/site/info' });
    expect(after.json<{ data: SiteInfo }>().data.client.idle_lock_minutes).toBe(15);

    const hosts = await t.call('PUT', '/sys/param/security.idle_lock_exempt_hosts', admin, {
      param_value: '["agent.qishu.cn"]',
    });
    expect(hosts.code).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/api/site/info' });
    expect(info.json<{ data: SiteInfo }>().data.client.idle_lock_exempt_hosts).toEqual(['agent.qishu.cn']);
    const notJson = await t.call('PUT', '/sys/param/security.idle_lock_exempt_hosts', admin, {
      param_value: '[oops',
    });
    expect(notJson).toMatchObject({ code: ResultCode.invalid, error: '参数值须为合法的 JSON' });
    const wrongShape = await t.call('PUT', '/sys/param/security.devtools_exempt', admin, {
      param_value: '{"agents":"all"}',
    });
    expect(wrongShape.code).toBe(ResultCode.invalid);
    expect(wrongShape.error).toContain('开发者工具豁免');

    const log = await lastLog('sys_param', 'security.idle_lock_minutes');
    expect(log.action).toBe('update');
    expect(JSON.parse(log.before_json!)).toMatchObject({ param_value: '60' });
    expect(JSON.parse(log.after_json!)).toMatchObject({ param_value: '15' });
  });

  it('creates, edits and deletes a custom key; seeded keys cannot be deleted', async () => {
    const badKey = await t.call('POST', '/sys/param', admin, {
      param_key: 'Bad Key',
      name: '坏键',
      param_value: '1',
    });
    expect(badKey.code).toBe(ResultCode.invalid);
    expect(badKey.error).toContain('参数键只能包含');
    const noName = await t.call('POST', '/sys/param', admin, {
      param_key: 'report.daily_limit',
      param_value: '1',
    });
    expect(noName).toMatchObject({ code: ResultCode.invalid, error: '请输入参数名称' });

    const created = await t.call<ParamRow>('POST', '/sys/param', admin, {
      param_key: 'report.daily_limit',
      name: '每日报告上限',
      param_value: '20',
      remark: '自定义',
    });
    expect(created.code, created.error ?? '').toBe(200);
    expect(created.data).toMatchObject({ protected: false, hint: null });
    const dup = await t.call('POST', '/sys/param', admin, {
      param_key: 'report.daily_limit',
      name: 'x',
      param_value: '1',
    });
    expect(dup).toMatchObject({ code: ResultCode.conflict, error: '参数键已存在' });
    const knownDup = await t.call('POST', '/sys/param', admin, {
      param_key: 'security.idle_lock_minutes',
      name: 'x',
      param_value: 'abc',
    });
    expect(knownDup.code).toBe(ResultCode.invalid);

    const edited = await t.call<ParamRow>('PUT', '/sys/param/report.daily_limit', admin, {
      param_value: 'any text',
      name: '每日报告数量上限',
    });
    expect(edited.data).toMatchObject({
      param_value: 'any text',
      name: '每日报告数量上限',
      remark: '自定义',
    });

    const protectedDel = await t.call('DELETE', '/sys/param/security.idle_lock_minutes', admin);
    expect(protectedDel).toMatchObject({ code: ResultCode.invalid, error: '系统内置参数不能删除' });
    expect((await t.call('DELETE', '/sys/param/report.daily_limit', auditor)).code).toBe(
      ResultCode.forbidden,
    );
    expect((await t.call('DELETE', '/sys/param/report.daily_limit', admin)).code).toBe(200);
    expect((await t.call('GET', '/sys/param/report.daily_limit', admin)).code).toBe(ResultCode.notFound);
    expect((await t.call('DELETE', '/sys/param/report.daily_limit', admin)).code).toBe(ResultCode.notFound);

    const log = await lastLog('sys_param', 'report.daily_limit');
    expect(log.action).toBe('delete');
    expect(JSON.parse(log.before_json!)).toMatchObject({ param_value: 'any text' });
    expect(log.after_json).toBeNull();
  });

  it('lets the auditor read nothing it lacks: 403 on param update; org users 403 everywhere', async () => {
    const res = await t.call('PUT', '/sys/param/security.idle_lock_minutes', auditor, { param_value: '30' });
    expect(res.code).toBe(ResultCode.forbidden);
    expect(
      (await t.call('POST', '/sys/param', auditor, { param_key: 'a.b', name: 'x', param_value: '1' })).code,
    ).toBe(ResultCode.forbidden);
    expect((await t.call('GET', '/sys/param', orgUser)).code).toBe(ResultCode.forbidden);
    expect(
      (await t.call('PUT', '/sys/param/security.idle_lock_minutes', orgUser, { param_value: '30' })).code,
    ).toBe(ResultCode.forbidden);
    expect((await t.call('GET', '/sys/industrycate', orgUser)).code).toBe(ResultCode.forbidden);
    const value = await t.db.kysely
      .selectFrom('sys_param')
      .select('param_value')
      .where('param_key', '=', 'security.idle_lock_minutes')
      .executeTakeFirstOrThrow();
    expect(value.param_value).toBe('15');
  });

  // ── 行业分类 ───────────────────────────────────────────────────────────────────────────

  it('answers the GB/T 4754 tree with company counts, and searches it', async () => {
    const res = await t.call<IndustryNode[]>('GET', '/sys/industrycate', admin);
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.length).toBeGreaterThanOrEqual(20);
    const first = res.data[0]!;
    expect(first).toMatchObject({ code: 'A', level: 1 });
    expect(first.children!.every((c) => c.parent_code === 'A' && c.level === 2)).toBe(true);
    const companies = res.data.reduce((n, s) => n + s.company_count, 0);
    expect(companies).toBe(200);

    // a matching division keeps its section; a matching section keeps all its divisions
    const found = await t.call<IndustryNode[]>('GET', '/sys/industrycate', admin, { keyword: '互联网' });
    expect(found.data.map((s) => s.code)).toEqual(['I']);
    expect(found.data[0]!.children!.map((c) => c.code)).toEqual(['64']);
    const section = await t.call<IndustryNode[]>('GET', '/sys/industrycate', admin, {
      keyword: '软件和信息技术服务业',
    });
    expect(section.data[0]!.children!.map((c) => c.code)).toEqual(['63', '64', '65']);
  });

  it('creates leaves with a unique, well-formed code, renames and deletes them (audited)', async () => {
    const badFormat = await t.call('POST', '/sys/industrycate', admin, {
      code: '65X',
      name: '测试',
      parent_code: '65',
    });
    expect(badFormat).toMatchObject({
      code: ResultCode.invalid,
      error: '中类代码须为 3 位数字，并以上级代码 65 开头',
    });
    const noParent = await t.call('POST', '/sys/industrycate', admin, {
      code: '999',
      name: '测试',
      parent_code: '99',
    });
    expect(noParent).toMatchObject({ code: ResultCode.invalid, error: '上级分类不存在' });
    const dup = await t.call('POST', '/sys/industrycate', admin, {
      code: '65',
      name: '重复',
      parent_code: 'I',
    });
    expect(dup).toMatchObject({ code: ResultCode.conflict, error: '行业代码已存在' });
    const noName = await t.call('POST', '/sys/industrycate', admin, { code: '659', parent_code: '65' });
    expect(noName).toMatchObject({ code: ResultCode.invalid, error: '请输入行业名称' });
    expect(
      (await t.call('POST', '/sys/industrycate', auditor, { code: '659', name: 'x', parent_code: '65' }))
        .code,
    ).toBe(ResultCode.forbidden);

    const created = await t.call<IndustryNode>('POST', '/sys/industrycate', admin, {
      code: '659',
      name: '其他信息技术服务业（测试）',
      parent_code: '65',
    });
    expect(created.code, created.error ?? '').toBe(200);
    expect(created.data).toMatchObject({ code: '659', level: 3, company_count: 0 });

    const renamed = await t.call<IndustryNode>('PUT', '/sys/industrycate/659', admin, {
      name: '其他信息技术服务业',
    });
    expect(renamed.data.name).toBe('其他信息技术服务业');
    expect((await t.call('PUT', '/sys/industrycate/659', admin, { name: ' ' })).code).toBe(
      ResultCode.invalid,
    );
    expect((await t.call('PUT', '/sys/industrycate/ZZZ', admin, { name: 'x' })).code).toBe(
      ResultCode.notFound,
    );
    const log = await lastLog('industry', '659');
    expect(JSON.parse(log.before_json!)).toMatchObject({ name: '其他信息技术服务业（测试）' });
    expect(JSON.parse(log.after_json!)).toMatchObject({ name: '其他信息技术服务业' });

    const parentDel = await t.call('DELETE', '/sys/industrycate/65', admin);
    expect(parentDel).toMatchObject({ code: ResultCode.invalid, error: '请先删除该分类的下级分类' });
    expect((await t.call('DELETE', '/sys/industrycate/659', admin)).code).toBe(200);
    expect((await t.call('GET', '/sys/industrycate/659', admin)).code).toBe(ResultCode.notFound);
    expect((await lastLog('industry', '659')).action).toBe('delete');
  });

  it('refuses to delete a code companies use, telling how many', async () => {
    const used = await t.db.kysely
      .selectFrom('company')
      .select(['industry_division', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('industry_division')
      .orderBy('industry_division')
      .executeTakeFirstOrThrow();
    const res = await t.call('DELETE', `/sys/industrycate/${used.industry_division}`, admin);
    expect(res).toMatchObject({
      code: ResultCode.invalid,
      error: `有 ${Number(used.n).toLocaleString('zh-CN')} 家企业属于该行业分类，不能删除`,
    });
    const still = await t.call<IndustryNode>('GET', `/sys/industrycate/${used.industry_division}`, admin);
    expect(still.data.company_count).toBe(Number(used.n));
  });
});
