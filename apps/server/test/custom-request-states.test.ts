import {
  canCustomRequest,
  customRequestRefusal,
  CustomRequestPaths as P,
  CustomRequestStatus as S,
  customRequestTransitions,
  ResultCode,
  type CustomRequestAction,
  type CustomRequestStatusValue,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackofficeApp, Demo, type BackofficeApp, type Envelope } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';
import { customRequestKit, requestForm, SHOPPER } from './support/custom-requests.ts';

const statuses = Object.values(S) as CustomRequestStatusValue[];
const actions = Object.keys(customRequestTransitions) as CustomRequestAction[];

/**
 * Every action of customRequestTransitions from every stored state, over HTTP as its actor makes it:
 * an allowed one answers 200 and leaves the request in the contract's state (with its effects on the
 * data and the reviewer); a refused one answers 400 with customRequestRefusal and changes nothing.
 */
describe.each(testDialects)('custom request states (%s)', (dialect) => {
  let t: BackofficeApp;
  let kit: ReturnType<typeof customRequestKit>;
  let shopper = '';
  let admin = '';
  let me = 0;
  let adminId = 0;
  let condition = { id: 0, count: 0 };

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    kit = customRequestKit(t);
    shopper = await t.tokenOf(SHOPPER);
    admin = await t.tokenOf(Demo.admin);
    me = await t.userId(SHOPPER);
    adminId = await t.userId(Demo.admin);
    const found = await kit.search(shopper);
    condition = { id: found.shop_search_condition_id, count: found.count };
  });
  afterAll(async () => t?.close());

  /** Each action as its actor makes it. */
  const perform: Record<CustomRequestAction, (id: number) => Promise<Envelope>> = {
    saveDraft: (id) =>
      t.call('POST', P.apply, shopper, {
        ...requestForm,
        sys_user_id: me,
        type: 0,
        agent_label_apply_id: id,
      }),
    submit: (id) =>
      t.call('POST', P.apply, shopper, {
        ...requestForm,
        sys_user_id: me,
        type: 1,
        agent_label_apply_id: id,
      }),
    withdraw: (id) => t.call('POST', P.withdraw, shopper, { agent_label_apply_id: id, sys_user_id: me }),
    remove: (id) => t.call('POST', P.remove, shopper, { agent_label_apply_id: id }),
    approve: (id) => t.call('POST', kit.at(id, 'approve'), admin),
    reject: (id) => t.call('POST', kit.at(id, 'reject'), admin, { reason: '无法从工商数据中筛选' }),
    attach: (id) => t.call('POST', kit.at(id, 'search'), admin, { types: ['有限责任公司'] }),
    finish: (id) => t.call('POST', kit.at(id, 'finish'), admin, { nums: 5, price: '12.50' }),
  };

  const cases = actions.flatMap((a) => statuses.map((s) => [a, s] as const));

  it.each(cases)('%s from status %i', async (action, status) => {
    const id = await kit.requestIn(me, status, { conditionId: condition.id, dataCount: condition.count });
    const before = await kit.row(id);
    const res = await perform[action](id);
    const rule = customRequestTransitions[action];

    if (!canCustomRequest(action, status)) {
      expect(res).toMatchObject({ code: ResultCode.invalid, error: customRequestRefusal(action, status) });
      expect(await kit.row(id)).toEqual(before);
      return;
    }
    expect(res.code, res.error ?? '').toBe(200);
    const after = await kit.row(id);
    if (rule.to === null) {
      expect(after).toBeUndefined();
      return;
    }
    expect(after?.status).toBe(rule.to === 'same' ? status : rule.to);
    const dropped = {
      shop_search_condition_id: null,
      data_file_path: null,
      data_count: null,
      nums: null,
      price_fen: null,
    };
    switch (action) {
      case 'saveDraft':
      case 'submit':
        expect(after).toMatchObject({ name: requestForm.name, app_remark: null, label_remark: null });
        break;
      case 'withdraw':
        expect(after).toMatchObject({ ...dropped, reviewed_by: null });
        break;
      case 'approve':
        expect(after).toMatchObject({ reviewed_by: adminId });
        break;
      case 'reject':
        expect(after).toMatchObject({ ...dropped, app_remark: '无法从工商数据中筛选', reviewed_by: adminId });
        break;
      case 'attach':
        expect(after?.shop_search_condition_id).not.toBe(condition.id);
        expect(after?.data_count).toBeGreaterThan(0);
        break;
      case 'finish':
        expect(after).toMatchObject({ nums: 5, price_fen: 1250, reviewed_by: adminId });
        break;
    }
  });

  it('two staff approving at once: one wins, the other is refused with the state it lost to', async () => {
    const id = await kit.requestIn(me, S.reviewing, {
      conditionId: condition.id,
      dataCount: condition.count,
    });
    const results = await Promise.all([perform.approve(id), perform.approve(id)]);
    expect(results.map((r) => r.code).sort()).toEqual([200, ResultCode.invalid]);
    expect(results.find((r) => r.code !== 200)?.error).toBe(customRequestRefusal('approve', S.processing));
    expect((await kit.row(id))?.status).toBe(S.processing);
    const notices = await t.db.kysely
      .selectFrom('sys_msg_receiver')
      .select('sys_msg_receiver_id')
      .where('sys_user_id', '=', me)
      .execute();
    expect(notices.length).toBeGreaterThan(0);
  });

  it('the requester withdrawing while staff finish: exactly one of them happens', async () => {
    const id = await kit.requestIn(me, S.processing, {
      conditionId: condition.id,
      dataCount: condition.count,
    });
    const [withdrawn, finished] = await Promise.all([perform.withdraw(id), perform.finish(id)]);
    expect([withdrawn.code, finished.code].filter((c) => c === 200)).toHaveLength(1);
    const row = await kit.row(id);
    expect(row?.status).toBe(withdrawn.code === 200 ? S.draft : S.done);
    const loser = withdrawn.code === 200 ? finished : withdrawn;
    expect(loser.error).toBe(
      withdrawn.code === 200
        ? customRequestRefusal('finish', S.draft)
        : customRequestRefusal('withdraw', S.done),
    );
  });
});
