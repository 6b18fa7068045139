import {
  CustomRequestMessages as CM,
  Messages,
  ResultCode,
  UsrCateMessages as GM,
  type ApplySpecialDataResponse,
  type CustomRequestRow,
  type Page,
  type UsrCate,
  type UsrCateAgent,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

/** another organisation's admin (agent 511, data search) */
const ORG_511 = '13900000511';
const APPLY = '/api/ShopProduct/applySpecialData';
const APPLY_LIST = '/api/ShopProduct/getApplyList';

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

  const logsOf = (entity: string, id: number | string) =>
    t.db.kysely
      .selectFrom('operation_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('operation_log_id')
      .execute();
  const applyRows = () =>
    t.db.kysely.selectFrom('agent_label_apply').selectAll().orderBy('agent_label_apply_id').execute();

  const form = {
    name: '杭州软件企业',
    label_year: '2024',
    explain: '用于招商拓客',
    filter_condition: '注册地在杭州市，行业为软件和信息技术服务业',
    del_condition: '排除已注销企业',
  };

  describe('customisation request', () => {
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
      const logs = await logsOf('agent_label_apply', res.data.agent_label_apply_id);
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
      const logs = await logsOf('agent_label_apply', id);
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
      expect(late).toMatchObject({ code: ResultCode.conflict, error: CM.notEditable });
      expect(await applyRows()).toEqual(before);
    });

    it('lets a rejected request be edited again', async () => {
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

    it('needs a session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${APPLY}`,
        payload: { ...form, sys_user_id: 1, type: 1 },
      });
      expect(res.json()).toMatchObject({ code: ResultCode.sessionInvalid });
    });
  });

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
      const logs = await logsOf('usr_cate', child.id);
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
      const logs = await logsOf('usr_cate', child.id);
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
      const logs = await logsOf('usr_cate', foreign.id);
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
      const logs = await logsOf('usr_cate', child.id);
      expect(logs.at(-1)?.action).toBe('delete');
      expect(JSON.parse(logs.at(-1)?.before_json ?? '{}')).toMatchObject({
        name: '华东大区',
        label_number: 3,
      });
    });
  });
});
