import {
  OrgMessages as M,
  Messages,
  ResultCode,
  type AgentInfo,
  type AgentRow,
  type Page,
  type QuotaLogEntry,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

const base = {
  name: '测试机构有限公司',
  short_name: '测试机构',
  rank: 10,
  basic_number: 1000,
  un_basic_number: 800,
  modules: [5],
};

describe.each(testDialects)('organisations and agent categories on %s', (dialect) => {
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

  const agentCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('usr_agent')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists organisations with user counts, modules and category, searched and paged', async () => {
    const all = await t.call<Page<AgentRow>>('GET', '/usermana/agentmana', admin, { page: 1, limit: 5 });
    expect(all.code).toBe(ResultCode.ok);
    expect(all.data.list).toHaveLength(5);
    expect(all.data.total).toBe(await agentCount());

    const found = await t.call<Page<AgentRow>>('GET', '/usermana/agentmana', admin, { name: '前海' });
    expect(found.data.total).toBe(1);
    const row = found.data.list[0];
    expect(row).toMatchObject({
      usr_agent_id: 200,
      rank: 10,
      basic_number: 50_000,
      un_basic_number: 12_400,
      cate_name: '数据渠道',
    });
    expect(row?.modules).toEqual([5]);
    expect(row?.user_count).toBeGreaterThanOrEqual(2);

    const byModule = await t.call<Page<AgentRow>>('GET', '/usermana/agentmana', admin, {
      sys_module_id: 31,
      limit: 100,
    });
    expect(byModule.data.list.map((r) => r.usr_agent_id)).toEqual([3101]);
    const byRank = await t.call<Page<AgentRow>>('GET', '/usermana/agentmana', admin, {
      rank: 999,
      limit: 100,
    });
    expect(byRank.data.list.every((r) => r.rank === 999)).toBe(true);
    const empty = await t.call<Page<AgentRow>>('GET', '/usermana/agentmana', admin, { name: '', rank: '' });
    expect(empty.data.total).toBe(all.data.total);
  });

  it('creates, reads, edits and deletes an organisation, logging before and after', async () => {
    const options = await t.call<{ categories: { agent_cate_id: number }[] }>(
      'GET',
      '/usermana/agentmana/options',
      admin,
    );
    const cate = options.data.categories[0]?.agent_cate_id;
    const created = await t.call<{ id: number }>('POST', '/usermana/agentmana', admin, {
      ...base,
      agent_cate_id: cate,
      domain_name: 'Test-Org.Example.com',
      domain_title: '测试数据平台',
      contact_name: '王五',
      contact_phone: '0571-88886666',
    });
    expect(created.code, created.error ?? '').toBe(ResultCode.ok);
    const id = created.data.id;

    const one = await t.call<AgentRow>('GET', `/usermana/agentmana/${id}`, admin);
    expect(one.data).toMatchObject({
      name: base.name,
      domain_name: 'test-org.example.com',
      modules: [5],
      user_count: 0,
      status: 1,
    });

    const edited = await t.call('PUT', `/usermana/agentmana/${id}`, admin, {
      ...base,
      name: '测试机构（改名）',
      modules: [5, 3],
      domain_name: 'test-org.example.com',
    });
    expect(edited.code, edited.error ?? '').toBe(ResultCode.ok);
    const after = await t.call<AgentRow>('GET', `/usermana/agentmana/${id}`, admin);
    expect(after.data.name).toBe('测试机构（改名）');
    expect([...after.data.modules].sort()).toEqual([3, 5]);

    const removed = await t.call('DELETE', `/usermana/agentmana/${id}`, admin);
    expect(removed.code).toBe(ResultCode.ok);
    expect((await t.call('GET', `/usermana/agentmana/${id}`, admin)).code).toBe(ResultCode.notFound);
    expect(
      await t.db.kysely.selectFrom('usr_agent_module').selectAll().where('usr_agent_id', '=', id).execute(),
    ).toEqual([]);

    const logs = await t.logsOf('usr_agent', id);
    expect(logs.map((l) => l.action)).toEqual(['create', 'update', 'delete']);
    expect(logs[0]?.before_json).toBeNull();
    expect(JSON.parse(logs[0]?.after_json ?? '{}')).toMatchObject({ name: base.name, basic_number: 1000 });
    expect(JSON.parse(logs[1]?.before_json ?? '{}')).toMatchObject({ name: base.name });
    expect(JSON.parse(logs[1]?.after_json ?? '{}')).toMatchObject({ name: '测试机构（改名）' });
    expect(JSON.parse(logs[2]?.before_json ?? '{}')).toMatchObject({ name: '测试机构（改名）' });
    expect(logs[2]?.after_json).toBeNull();
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const before = await agentCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, un_basic_number: 1001 }, M.unBasicOverBasic],
      [{ ...base, basic_number: -1, un_basic_number: 0 }, M.basicMin],
      [{ ...base, domain_name: 'http://bad domain/' }, M.domainInvalid],
      [{ ...base, domain_name: 'nodot' }, M.domainInvalid],
      [{ ...base, name: '  ' }, M.nameRequired],
      [{ ...base, modules: [] }, M.modulesRequired],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/usermana/agentmana', admin, body);
      expect(res.code, JSON.stringify(body)).toBe(ResultCode.invalid);
      expect(res.error).toBe(message);
    }
    const unknownModule = await t.call('POST', '/usermana/agentmana', admin, { ...base, modules: [77] });
    expect(unknownModule).toMatchObject({ code: ResultCode.invalid, error: M.moduleUnknown });

    const duplicate = await t.call('POST', '/usermana/agentmana', admin, {
      ...base,
      domain_name: 'ningbo.qishu.cn',
    });
    expect(duplicate).toMatchObject({ code: ResultCode.conflict, error: M.domainTaken });
    const dupUpper = await t.call('PUT', '/usermana/agentmana/200', admin, {
      ...base,
      domain_name: 'NINGBO.qishu.cn',
    });
    expect(dupUpper).toMatchObject({ code: ResultCode.conflict, error: M.domainTaken });
    expect(await agentCount()).toBe(before);
  });

  it('refuses to delete an organisation that still has users', async () => {
    const res = await t.call('DELETE', '/usermana/agentmana/200', admin);
    expect(res.code).toBe(ResultCode.conflict);
    expect(res.error).toMatch(/^该机构下还有 \d+ 个用户，不能删除/);
    expect((await t.call('GET', '/usermana/agentmana/200', admin)).code).toBe(ResultCode.ok);
    expect((await t.call('DELETE', '/usermana/agentmana/999999', admin)).code).toBe(ResultCode.notFound);
  });

  it('adjusts the capacity with a reason, never below zero, and logs it', async () => {
    const add = await t.call<AgentInfo>('PUT', '/usermana/agentmana/220/quota', admin, {
      op: 'add',
      amount: 400,
      reason: '续费加量',
    });
    expect(add.code, add.error ?? '').toBe(ResultCode.ok);
    expect(add.data).toMatchObject({ basic_number: 10_400, un_basic_number: 1_000 });

    const tooMuch = await t.call('PUT', '/usermana/agentmana/220/quota', admin, {
      op: 'subtract',
      amount: 1_001,
      reason: '回收',
    });
    expect(tooMuch).toMatchObject({ code: ResultCode.invalid, error: M.quotaBelowZero(1_000) });
    const noReason = await t.call('PUT', '/usermana/agentmana/220/quota', admin, {
      op: 'subtract',
      amount: 1,
      reason: ' ',
    });
    expect(noReason).toMatchObject({ code: ResultCode.invalid, error: M.reasonRequired });
    const zero = await t.call('PUT', '/usermana/agentmana/220/quota', admin, {
      op: 'add',
      amount: 0,
      reason: 'x',
    });
    expect(zero).toMatchObject({ code: ResultCode.invalid, error: M.amountInvalid });
    const unlimited = await t.call('PUT', '/usermana/agentmana/801/quota', admin, {
      op: 'add',
      amount: 1,
      reason: 'x',
    });
    expect(unlimited).toMatchObject({ code: ResultCode.invalid, error: M.quotaUnlimited });

    const sub = await t.call<AgentInfo>('PUT', '/usermana/agentmana/220/quota', admin, {
      op: 'subtract',
      amount: 1_000,
      reason: '回收试用额度',
    });
    expect(sub.data).toMatchObject({ basic_number: 9_400, un_basic_number: 0 });

    const history = await t.call<QuotaLogEntry[]>('GET', '/usermana/agentmana/220/quota-log', admin);
    expect(history.data.map((h) => [h.op, h.amount, h.reason, h.rest_after, h.operator])).toEqual([
      ['subtract', 1_000, '回收试用额度', 0, '平台管理员'],
      ['add', 400, '续费加量', 1_000, '平台管理员'],
    ]);
    expect((await t.call('GET', '/usermana/agentmana/220/quota-log', auditor)).code).toBe(
      ResultCode.forbidden,
    );

    // the organisation's capacity ledger (/config/resource) has both, refused changes not
    const ledger = await t.db.kysely
      .selectFrom('agent_capacity_log')
      .select(['kind', 'delta', 'rest_after', 'note'])
      .where('usr_agent_id', '=', 220)
      .orderBy('capacity_log_id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'adjust', delta: 400, rest_after: 1_000, note: '续费加量' },
      { kind: 'adjust', delta: -1_000, rest_after: 0, note: '回收试用额度' },
    ]);

    const logs = (await t.logsOf('usr_agent', 220)).filter((l) => l.action === 'quota');
    expect(logs).toHaveLength(2);
    expect(JSON.parse(logs[0]?.before_json ?? '{}')).toEqual({ basic_number: 10_000, un_basic_number: 600 });
    expect(JSON.parse(logs[0]?.after_json ?? '{}')).toMatchObject({
      basic_number: 10_400,
      un_basic_number: 1_000,
      reason: '续费加量',
    });
  });

  it('enables and disables an organisation (not the caller’s own) with a log entry', async () => {
    const off = await t.call('PUT', '/usermana/agentmana/701/status', admin, { status: 0 });
    expect(off.code).toBe(ResultCode.ok);
    expect((await t.call<AgentRow>('GET', '/usermana/agentmana/701', admin)).data.status).toBe(0);
    await t.call('PUT', '/usermana/agentmana/701/status', admin, { status: 1 });
    const logs = await t.logsOf('usr_agent', 701);
    expect(logs.map((l) => [l.action, l.before_json, l.after_json])).toEqual([
      ['disable', '{"status":1}', '{"status":0}'],
      ['enable', '{"status":0}', '{"status":1}'],
    ]);
    const self = await t.call('PUT', '/usermana/agentmana/1/status', admin, { status: 0 });
    expect(self).toMatchObject({ code: ResultCode.invalid, error: M.disableSelf });
  });

  it('denies the auditor and workspace users every organisation call', async () => {
    for (const token of [auditor, orgUser]) {
      const calls: [Parameters<BackofficeApp['call']>[0], string, Record<string, unknown>?][] = [
        ['GET', '/usermana/agentmana'],
        ['GET', '/usermana/agentmana/200'],
        ['GET', '/usermana/agentmana/options'],
        ['POST', '/usermana/agentmana', base],
        ['PUT', '/usermana/agentmana/200', base],
        ['PUT', '/usermana/agentmana/200/status', { status: 0 }],
        ['PUT', '/usermana/agentmana/200/quota', { op: 'add', amount: 5, reason: '越权' }],
        ['DELETE', '/usermana/agentmana/200'],
        ['GET', '/admin/Category/list'],
        ['POST', '/admin/Category/add', { name: '越权分类' }],
        ['POST', '/admin/Category/edit', { agent_cate_id: 1, name: '越权分类' }],
        ['POST', '/admin/Category/delete', { agent_cate_id: 1 }],
      ];
      for (const [method, url, body] of calls) {
        const res = await t.call(method, url, token, body);
        expect(res, `${method} ${url}`).toMatchObject({
          code: ResultCode.forbidden,
          error: Messages.forbidden,
        });
      }
    }
    const row = await t.db.kysely
      .selectFrom('usr_agent')
      .selectAll()
      .where('usr_agent_id', '=', 200)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 1, basic_number: 50_000, un_basic_number: 12_400 });
  });

  it('answers a workspace user their own organisation’s capacity and refuses any other', async () => {
    const own = await t.call<AgentInfo>('GET', '/sys/Users/getAgentInfo', orgUser);
    expect(own.data).toEqual({
      usr_agent_id: 200,
      name: '深圳前海数联科技有限公司',
      rank: 10,
      basic_number: 50_000,
      un_basic_number: 12_400,
    });
    const same = await t.call<AgentInfo>('GET', '/sys/Users/getAgentInfo', orgUser, { usr_agent_id: 200 });
    expect(same.code).toBe(ResultCode.ok);
    const other = await t.call<AgentInfo>('GET', '/sys/Users/getAgentInfo', orgUser, { usr_agent_id: 210 });
    expect(other).toMatchObject({ code: ResultCode.forbidden, data: null, error: M.otherAgentRefused });
    // the platform back-office has no workspace capacity page
    expect((await t.call('GET', '/sys/Users/getAgentInfo', auditor)).code).toBe(ResultCode.forbidden);
  });

  it('maintains agent categories; delete refused while organisations use one', async () => {
    const list = await t.call<Page<{ agent_cate_id: number; name: string; agent_count: number }>>(
      'GET',
      '/admin/Category/list',
      admin,
    );
    expect(list.data.total).toBeGreaterThanOrEqual(4);
    const used = list.data.list.find((c) => c.name === '数据渠道');
    expect(used?.agent_count).toBeGreaterThan(0);

    const added = await t.call<{ id: number }>('POST', '/admin/Category/add', admin, {
      name: '测试分类',
      orders: 9,
      remark: '临时',
    });
    expect(added.code, added.error ?? '').toBe(ResultCode.ok);
    const id = added.data.id;
    expect(await t.call('POST', '/admin/Category/add', admin, { name: '测试分类' })).toMatchObject({
      code: ResultCode.conflict,
      error: M.cateNameTaken,
    });
    expect(await t.call('POST', '/admin/Category/add', admin, { name: '' })).toMatchObject({
      code: ResultCode.invalid,
      error: M.cateNameRequired,
    });
    const edited = await t.call('POST', '/admin/Category/edit', admin, {
      agent_cate_id: id,
      name: '测试分类2',
      orders: 3,
    });
    expect(edited.code).toBe(ResultCode.ok);
    expect(
      await t.call('POST', '/admin/Category/edit', admin, { agent_cate_id: id, name: '数据渠道' }),
    ).toMatchObject({
      code: ResultCode.conflict,
    });
    const searched = await t.call<Page<{ name: string }>>('GET', '/admin/Category/list', admin, {
      name: '测试',
    });
    expect(searched.data.list.map((c) => c.name)).toEqual(['测试分类2']);

    const refused = await t.call('POST', '/admin/Category/delete', admin, {
      agent_cate_id: used?.agent_cate_id,
    });
    expect(refused.code).toBe(ResultCode.conflict);
    expect(refused.error).toMatch(/^该分类下还有 \d+ 个机构，不能删除/);

    expect((await t.call('POST', '/admin/Category/delete', admin, { agent_cate_id: id })).code).toBe(
      ResultCode.ok,
    );
    expect((await t.call('POST', '/admin/Category/delete', admin, { agent_cate_id: id })).code).toBe(
      ResultCode.notFound,
    );
    const logs = await t.logsOf('agent_cate', id);
    expect(logs.map((l) => l.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.parse(logs[1]?.after_json ?? '{}')).toMatchObject({ name: '测试分类2', orders: 3 });
  });

  it('documents every call with its permission in the OpenAPI page', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
    expect(doc.paths['/api/usermana/agentmana/{id}/quota']?.put?.summary).toContain('sys:agent:quota');
    expect(doc.paths['/api/usermana/agentmana']?.get?.summary).toContain('sys:agent:list');
    expect(doc.paths['/api/sys/Users/getAgentInfo']?.get?.summary).toContain('config:resource:view');
    expect(doc.paths['/api/admin/Category/delete']?.post?.summary).toContain('sys:agentCate:delete');
  });
});
