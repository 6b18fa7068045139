import {
  ResultCode,
  UsrCateMessages as GM,
  type Page,
  type UsrCate,
  type UsrCateAgent,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

/** another organisation's admin (agent 511, data search) */
const ORG_511 = '13900000511';

/** The customisation request's calls are tested in test/custom-requests.test.ts. */
describe.each(testDialects)('dialogs area on %s', (dialect) => {
  let t: BackofficeApp;
  let user: { token: string; id: number };
  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    // these tests build their own groups from none (the demo seed has a few for organisation 200)
    await t.db.kysely.deleteFrom('usr_cate').execute();
    user = { token: await t.tokenOf(Demo.orgUser200), id: await t.userId(Demo.orgUser200, 200) };
  });
  afterAll(() => t.close());

  describe('user groups (usr_cate)', () => {
    const ORG = '/admin/usrcate';
    const SYS = '/sys/usrcate';
    let top: UsrCate;
    let child: UsrCate;
    let foreign: UsrCate;
    const cateRows = () => t.db.kysely.selectFrom('usr_cate').selectAll().orderBy('usr_cate_id').execute();

    it('creates a top-level group and a level-2 group under it for the caller, logged', async () => {
      const a = await t.call<UsrCate>('POST', ORG, user.token, { name: '重点客户', parent_id: 0 });
      expect(a.code, a.error ?? '').toBe(200);
      top = a.data;
      expect(top).toMatchObject({
        name: '重点客户',
        parent_id: 0,
        level: 1,
        user_id: user.id,
        usr_agent_id: 200,
        orders: 1,
      });
      const b = await t.call<UsrCate>('POST', ORG, user.token, {
        name: '华东区',
        parent_id: top.id,
        level: 2,
        user_id: user.id,
        usr_agent_id: 200,
      });
      expect(b.code, b.error ?? '').toBe(200);
      child = b.data;
      expect(child).toMatchObject({ parent_id: top.id, parent_name: '重点客户', level: 2, label_number: 0 });
      const logs = await t.logsOf('usr_cate', child.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ action: 'create', sys_user_id: user.id });
      expect(JSON.parse(logs[0]?.after_json ?? '{}')).toMatchObject({ name: '华东区', level: 2 });
      const other = await t.call<UsrCate>('POST', ORG, await t.tokenOf(ORG_511), { name: '外部分组' });
      foreign = other.data;
      expect(foreign.usr_agent_id).toBe(511);
    });

    it('lists, gets and updates within the organisation, with before/after in the log', async () => {
      const list = await t.call<Page<UsrCate>>('GET', ORG, user.token, { parent_id: top.id });
      expect(list.data.list.map((r) => r.name)).toEqual(['华东区']);
      const all = await t.call<Page<UsrCate>>('GET', ORG, user.token, {});
      expect(all.data.list.every((r) => r.usr_agent_id === 200)).toBe(true);
      expect(all.data.list.find((r) => r.id === top.id)?.child_count).toBe(1);
      const one = await t.call<UsrCate>('GET', `${ORG}/${child.id}`, user.token);
      expect(one.data.name).toBe('华东区');
      const upd = await t.call<UsrCate>('PUT', `${ORG}/${child.id}`, user.token, {
        name: '华东大区',
        orders: 5,
      });
      expect(upd.data).toMatchObject({ name: '华东大区', orders: 5 });
      const logs = await t.logsOf('usr_cate', child.id);
      expect(logs.at(-1)?.action).toBe('update');
      expect(JSON.parse(logs.at(-1)?.before_json ?? '{}')).toMatchObject({ name: '华东区' });
      expect(JSON.parse(logs.at(-1)?.after_json ?? '{}')).toMatchObject({ name: '华东大区', orders: 5 });
    });

    it('validates: name required, duplicates, bad parent and level; nothing changes', async () => {
      const before = await cateRows();
      expect(await t.call('POST', ORG, user.token, { name: '' })).toMatchObject({
        code: 400,
        error: GM.nameRequired,
      });
      expect(await t.call('POST', ORG, user.token, {})).toMatchObject({ code: 400, error: GM.nameRequired });
      expect(await t.call('PUT', `${ORG}/${child.id}`, user.token, { name: ' ' })).toMatchObject({
        code: 400,
        error: GM.nameRequired,
      });
      expect(await t.call('POST', ORG, user.token, { name: '名'.repeat(31) })).toMatchObject({
        code: 400,
        error: GM.nameTooLong,
      });
      expect(await t.call('POST', ORG, user.token, { name: '新', orders: -1 })).toMatchObject({
        code: 400,
        error: GM.ordersInvalid,
      });
      expect(await t.call('POST', ORG, user.token, { name: '重点客户' })).toMatchObject({
        code: 409,
        error: GM.nameTaken,
      });
      expect(await t.call('POST', ORG, user.token, { name: '三级', parent_id: child.id })).toMatchObject({
        code: 400,
        error: GM.parentInvalid,
      });
      expect(
        await t.call('POST', ORG, user.token, { name: '层级', parent_id: top.id, level: 1 }),
      ).toMatchObject({ code: 400, error: GM.levelInvalid });
      expect(await cateRows()).toEqual(before);
    });

    it('never trusts identity fields: another user or organisation → 403', async () => {
      const before = await cateRows();
      const other = await t.userId(Demo.orgAdmin200, 200);
      expect((await t.call('POST', ORG, user.token, { name: '冒名', user_id: other })).code).toBe(
        ResultCode.forbidden,
      );
      expect((await t.call('POST', ORG, user.token, { name: '冒名', usr_agent_id: 511 })).code).toBe(
        ResultCode.forbidden,
      );
      expect(
        (await t.call('PUT', `${ORG}/${child.id}`, user.token, { name: '冒名', usr_agent_id: 511 })).code,
      ).toBe(ResultCode.forbidden);
      expect(await cateRows()).toEqual(before);
    });

    it("answers 404 for another organisation's ids (get, update, delete, parent)", async () => {
      const before = await cateRows();
      expect((await t.call('GET', `${ORG}/${foreign.id}`, user.token)).code).toBe(ResultCode.notFound);
      expect((await t.call('PUT', `${ORG}/${foreign.id}`, user.token, { name: '改' })).code).toBe(
        ResultCode.notFound,
      );
      expect((await t.call('DELETE', `${ORG}/${foreign.id}`, user.token)).code).toBe(ResultCode.notFound);
      expect((await t.call('POST', ORG, user.token, { name: '挂靠', parent_id: foreign.id })).code).toBe(
        ResultCode.notFound,
      );
      const list = await t.call<Page<UsrCate>>('GET', ORG, user.token, { usr_agent_id: 511 });
      expect(list.data.list.some((r) => r.usr_agent_id === 511)).toBe(false);
      expect(await cateRows()).toEqual(before);
    });

    it('checks permissions: the auditor and org users are refused the other family', async () => {
      const auditor = await t.tokenOf(Demo.auditor);
      expect((await t.call('GET', ORG, auditor)).code).toBe(ResultCode.forbidden);
      expect((await t.call('GET', SYS, auditor)).code).toBe(ResultCode.forbidden);
      expect((await t.call('POST', SYS, auditor, { name: '审计' })).code).toBe(ResultCode.forbidden);
      expect((await t.call('GET', SYS, user.token)).code).toBe(ResultCode.forbidden);
      expect((await t.call('DELETE', `${SYS}/${child.id}`, user.token)).code).toBe(ResultCode.forbidden);
      expect((await t.call('GET', ORG, await t.tokenOf(Demo.admin))).code).toBe(ResultCode.forbidden);
    });

    it('the platform sees every organisation, filters by one, and may edit and delete', async () => {
      const admin = await t.tokenOf(Demo.admin);
      const all = await t.call<Page<UsrCate>>('GET', SYS, admin, { limit: 100 });
      expect(new Set(all.data.list.map((r) => r.usr_agent_id))).toEqual(new Set([200, 511]));
      const one = await t.call<Page<UsrCate>>('GET', SYS, admin, { usr_agent_id: 511 });
      expect(one.data.list.map((r) => r.id)).toEqual([foreign.id]);
      expect(one.data.list[0]?.agent_name).toBeTruthy();
      const agents = await t.call<UsrCateAgent[]>('GET', '/sys/usrcate/agents', admin);
      expect(agents.data.map((a) => a.usr_agent_id)).toEqual([200, 511]);
      const upd = await t.call<UsrCate>('PUT', `${SYS}/${foreign.id}`, admin, { name: '外部分组（平台改）' });
      expect(upd.data).toMatchObject({ name: '外部分组（平台改）', usr_agent_id: 511 });
      const del = await t.call('DELETE', `${SYS}/${foreign.id}`, admin);
      expect(del.code, del.error ?? '').toBe(200);
      const logs = await t.logsOf('usr_cate', foreign.id);
      expect(logs.at(-1)).toMatchObject({ action: 'delete', usr_agent_id: 1 });
    });

    it('refuses to delete a group with sub-groups, then deletes bottom-up with log entries', async () => {
      expect(await t.call('DELETE', `${ORG}/${top.id}`, user.token)).toMatchObject({
        code: 409,
        error: GM.hasChildren,
      });
      await t.db.kysely
        .updateTable('usr_cate')
        .set({ label_number: 3 })
        .where('usr_cate_id', '=', child.id)
        .execute();
      expect((await t.call('DELETE', `${ORG}/${child.id}`, user.token)).code).toBe(200);
      expect((await t.call('DELETE', `${ORG}/${top.id}`, user.token)).code).toBe(200);
      expect((await t.call('GET', `${ORG}/${top.id}`, user.token)).code).toBe(ResultCode.notFound);
      const logs = await t.logsOf('usr_cate', child.id);
      expect(logs.at(-1)?.action).toBe('delete');
      expect(JSON.parse(logs.at(-1)?.before_json ?? '{}')).toMatchObject({
        name: '华东大区',
        label_number: 3,
      });
    });
  });
});
