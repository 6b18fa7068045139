import {
  AssignMessages as AM,
  FollowMessages as FM,
  LeadMessages as M,
  LeadPaths as P,
  SaleLabelMessages as LM,
  type ClaimRow,
  type DueLead,
  type FollowRecord,
  type LeadRow,
  type MoveRow,
  type Page,
  type SaleLabelRow,
  type TeamMember,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_GONE } from '../../src/repositories/sales-leads/company-name.ts';
import { testDialects } from '../helpers/test-db.ts';
import {
  createProfileApp,
  TODAY_ISO,
  Who,
  type Envelope,
  type ProfileApp,
} from '../company-profile/profile-app.ts';
import { FIRST_ID, insertSeekFixtures, type SeekFixtures } from '../company-seek/seek-fixtures.ts';

const DAY = 86_400_000;
/** a third member of organisation 200 (管理员 of module 5, demo-accounts.ts) */
const THIRD = '13900000020';

/**
 * The sales team's daily work through HTTP (issue 16 points 2, 3, 5, 6): dedupe by unified code,
 * labels, follow-ups with the due list, delivery by hand / round-robin / rule within capacity,
 * returns to the pool, claims with their review, the morning job — on both databases.
 */
describe.each(testDialects)('sales-lead work (%s)', (dialect) => {
  let t: ProfileApp;
  let fx: SeekFixtures;
  let admin: string;
  let user: string;
  let third: string;
  const ids = { admin: 0, user: 0, third: 0 };

  const send = async <T>(
    method: 'PUT' | 'DELETE',
    url: string,
    token: string,
    body: Record<string, unknown> = {},
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token },
      ...(method === 'PUT'
        ? { payload: body }
        : { query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<T>>();
  };
  const leads = (token: string, q: Record<string, unknown> = {}) =>
    t.get<Page<LeadRow>>(P.list, token, { limit: 100, ...q });
  const ok = <T>(r: Envelope<T>) => {
    expect(r.code, r.error ?? '').toBe(200);
    return r.data;
  };
  const leadOf = async (companyId: number) =>
    t.db.kysely
      .selectFrom('sale_lead')
      .selectAll()
      .where('usr_agent_id', '=', 200)
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
  const userId = async (phone: string) =>
    (
      await t.db.kysely
        .selectFrom('sys_user')
        .select('sys_user_id')
        .where('username', '=', phone)
        .where('usr_agent_id', '=', 200)
        .executeTakeFirstOrThrow()
    ).sys_user_id;

  beforeAll(async () => {
    t = await createProfileApp(dialect, { now: () => new Date(TODAY_ISO) });
    fx = await insertSeekFixtures(t.db.kysely);
    admin = await t.tokenOf(Who.admin);
    user = await t.tokenOf(Who.user);
    third = await t.tokenOf(THIRD);
    ids.admin = await userId(Who.admin);
    ids.user = await userId(Who.user);
    ids.third = await userId(THIRD);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('one lead per unified code: after the knowledge base renumbers a company, collecting it merges and relinks', async () => {
    const original = fx.companies[0]!;
    ok(await t.post(P.collect, admin, { company_ids: [FIRST_ID] }));
    // a data refresh gives the company a new id (the unified code stays)
    const renumbered = 790_001;
    await t.db.kysely
      .updateTable('company')
      .set({ company_id: renumbered })
      .where('company_id', '=', FIRST_ID)
      .execute();
    // meanwhile the lead outlives its company row: still listed and counted, under the name it had
    const meanwhile = (await leads(admin)).data;
    expect([meanwhile.total, meanwhile.list.map((l) => l.company_name)]).toEqual([1, [original.name]]);
    expect(COMPANY_GONE).not.toBe(original.name);
    const again = ok(
      await t.post<{ added: number; merged: number }>(P.collect, user, { company_ids: [renumbered] }),
    );
    expect(again).toMatchObject({ added: 0, merged: 1 });
    const held = await t.db.kysely
      .selectFrom('sale_lead')
      .select(['ccode', 'company_id'])
      .where('usr_agent_id', '=', 200)
      .execute();
    expect(held).toEqual([{ ccode: original.ccode, company_id: renumbered }]);
    expect((await leads(admin)).data.list.map((l) => l.company_name)).toEqual([original.name]);
    await t.db.kysely
      .updateTable('company')
      .set({ company_id: FIRST_ID })
      .where('company_id', '=', renumbered)
      .execute();
    await t.db.kysely
      .updateTable('sale_lead')
      .set({ company_id: FIRST_ID })
      .where('company_id', '=', renumbered)
      .execute();
  });

  it('new leads use the organisation’s capacity (merges are free); short capacity refuses all; a whole search collects its first rows', async () => {
    const capacity = async () =>
      (
        await t.db.kysely
          .selectFrom('usr_agent')
          .select('un_basic_number')
          .where('usr_agent_id', '=', 200)
          .executeTakeFirstOrThrow()
      ).un_basic_number;
    const before = await capacity();
    ok(await t.post(P.collect, admin, { company_ids: [FIRST_ID, FIRST_ID + 30] }));
    expect(await capacity()).toBe(before - 1);
    const ledger = await t.db.kysely
      .selectFrom('agent_capacity_log')
      .selectAll()
      .where('usr_agent_id', '=', 200)
      .where('kind', '=', 'lead')
      .orderBy('capacity_log_id', 'desc')
      .executeTakeFirstOrThrow();
    expect([ledger.delta, ledger.rest_after]).toEqual([-1, before - 1]);
    await t.db.kysely
      .updateTable('usr_agent')
      .set({ un_basic_number: 1 })
      .where('usr_agent_id', '=', 200)
      .execute();
    const short = await t.post(P.collect, admin, { company_ids: [FIRST_ID + 31, FIRST_ID + 32] });
    expect([short.code, short.error]).toEqual([400, M.capacityShort(1, 2)]);
    expect(
      await t.db.kysely
        .selectFrom('sale_lead')
        .select('lead_id')
        .where('company_id', 'in', [FIRST_ID + 31, FIRST_ID + 32])
        .execute(),
    ).toEqual([]);
    await t.db.kysely
      .updateTable('usr_agent')
      .set({ un_basic_number: before })
      .where('usr_agent_id', '=', 200)
      .execute();
    // a whole search: its first 6 companies in its order, into the caller's group
    const group = (
      await t.db.kysely
        .insertInto('usr_cate')
        .values({ name: '科技企业', parent_id: 0, level: 1, user_id: ids.user, usr_agent_id: 200 })
        .returning('usr_cate_id')
        .executeTakeFirstOrThrow()
    ).usr_cate_id;
    const found = ok(
      await t.post<{ added: number; merged: number }>(P.collectSearch, user, {
        keyword: '科技',
        rows: 6,
        cate_id: group,
      }),
    );
    expect(found.added + found.merged).toBe(6);
    const cate = await t.db.kysely
      .selectFrom('usr_cate')
      .select('label_number')
      .where('usr_cate_id', '=', group)
      .executeTakeFirstOrThrow();
    expect(cate.label_number).toBe(6);
    const tooMany = await t.post(P.collectSearch, user, { keyword: '科技', rows: 10_001 });
    expect(tooMany.code).toBe(400);
    // put things back for the tests below: these leads go
    await t.db.kysely.deleteFrom('sale_lead').where('usr_agent_id', '=', 200).execute();
    await t.db.kysely.deleteFrom('usr_cate').where('usr_cate_id', '=', group).execute();
  });

  it('a company renamed in the knowledge base is renamed on its leads (lists read the name kept on the lead)', async () => {
    ok(await t.post(P.collect, admin, { company_ids: [FIRST_ID + 40] }));
    await t.db.kysely
      .updateTable('company')
      .set({ name: '改名后的测试科技有限公司' })
      .where('company_id', '=', FIRST_ID + 40)
      .execute();
    const found = (await leads(admin, { keyword: '改名后' })).data;
    expect(found.list.map((l) => [l.company_id, l.company_name])).toEqual([
      [FIRST_ID + 40, '改名后的测试科技有限公司'],
    ]);
  });

  it('labels: unique per organisation, applied in bulk to visible leads, a filter, removed with the label', async () => {
    ok(await t.post(P.collect, admin, { company_ids: [FIRST_ID + 1, FIRST_ID + 2, FIRST_ID + 3] }));
    ok(await t.post(P.collect, user, { company_ids: [FIRST_ID + 4] }));
    const created = ok(
      await t.post<{ label_id: number }>('/sale/label', admin, { name: '华东大客户', color: 'blue' }),
    );
    const dup = await t.post('/sale/label', admin, { name: '华东大客户', color: 'red' });
    expect([dup.code, dup.error]).toEqual([400, LM.duplicate('华东大客户')]);
    const bad = await t.post('/sale/label', admin, { name: '', color: 'pink' });
    expect(bad.code).toBe(400);
    const mine = (await leads(admin)).data.list.filter((l) =>
      [FIRST_ID + 1, FIRST_ID + 2].includes(l.company_id),
    );
    const userLead = await leadOf(FIRST_ID + 4);
    // the 普通用户 sees only their own lead: labelling the admin's leads changes none of them
    const byUser = ok(
      await t.post<{ changed: number }>('/sale/lead/labels', user, {
        lead_ids: [...mine.map((l) => l.lead_id), userLead.lead_id],
        add: [created.label_id],
      }),
    );
    expect(byUser.changed).toBe(1);
    ok(
      await t.post('/sale/lead/labels', admin, {
        lead_ids: mine.map((l) => l.lead_id),
        add: [created.label_id],
      }),
    );
    const filtered = (await leads(admin, { label_id: created.label_id })).data;
    expect(filtered.total).toBe(3);
    expect(filtered.list[0]!.labels).toEqual([
      { label_id: created.label_id, name: '华东大客户', color: 'blue' },
    ]);
    const listed = ok(await t.get<SaleLabelRow[]>('/sale/label/list', admin));
    expect(listed.map((l) => [l.name, l.lead_count])).toEqual([['华东大客户', 3]]);
    ok(await send('PUT', `/sale/label/${created.label_id}`, admin, { name: '华东重点', color: 'gold' }));
    expect((await leads(admin, { label_id: created.label_id })).data.list[0]!.labels[0]).toMatchObject({
      name: '华东重点',
      color: 'gold',
    });
    const removed = ok(
      await t.post<{ changed: number }>('/sale/lead/labels', admin, {
        lead_ids: [userLead.lead_id],
        remove: [created.label_id],
      }),
    );
    expect(removed.changed).toBe(1);
    const gone = await send<{ message: string }>('DELETE', `/sale/label/${created.label_id}`, admin);
    expect(gone.data.message).toBe(LM.deleted(2));
    expect(await t.db.kysely.selectFrom('sale_lead_label').selectAll().execute()).toEqual([]);
  });

  it('follow-ups set the next action; the due list counts overdue / today / week; records follow the data scope', async () => {
    const lead = await leadOf(FIRST_ID + 4); // the 普通用户's
    const tomorrow = new Date(Date.parse(TODAY_ISO) + DAY).toISOString();
    const logged = ok(
      await t.post<{ follow_id: number }>('/sale/follow/record', user, {
        lead_id: lead.lead_id,
        kind: 'call',
        content: '电话沟通采购计划',
        next_action: '发送报价单',
        next_at: tomorrow,
      }),
    );
    expect(logged.follow_id).toBeGreaterThan(0);
    const after = await leadOf(FIRST_ID + 4);
    expect(after.next_action).toBe('发送报价单');
    expect(new Date(after.next_follow_at!).toISOString()).toBe(tomorrow);
    // refused: a next action without its time, a time before today, another's lead beyond the scope
    const noTime = await t.post('/sale/follow/record', user, {
      lead_id: lead.lead_id,
      kind: 'call',
      content: 'x',
      next_action: '回访',
    });
    expect([noTime.code, noTime.error]).toEqual([400, FM.nextAtRequired]);
    const past = await t.post('/sale/follow/record', user, {
      lead_id: lead.lead_id,
      kind: 'note',
      content: 'x',
      next_action: '回访',
      next_at: new Date(Date.parse(TODAY_ISO) - 2 * DAY).toISOString(),
    });
    expect([past.code, past.error]).toEqual([400, FM.nextAtPast]);
    const adminLead = await leadOf(FIRST_ID + 1);
    expect(
      (await t.post('/sale/follow/record', user, { lead_id: adminLead.lead_id, kind: 'call', content: 'x' }))
        .code,
    ).toBe(404);
    // one overdue (planned two days ago) beside the one due tomorrow
    ok(
      await t.post('/sale/follow/record', admin, {
        lead_id: adminLead.lead_id,
        kind: 'visit',
        content: '上门拜访',
      }),
    );
    await t.db.kysely
      .updateTable('sale_lead')
      .set({
        owner_id: ids.user,
        next_follow_at: new Date(Date.parse(TODAY_ISO) - 2 * DAY).toISOString(),
        next_action: '寄送样品',
      })
      .where('lead_id', '=', adminLead.lead_id)
      .execute();
    const due = ok(
      await t.get<Page<DueLead> & { counts: Record<string, number> }>('/sale/follow/due', user, {
        range: 'overdue',
      }),
    );
    expect(due.counts).toEqual({ overdue: 1, today: 0, week: 1 });
    expect(due.list.map((d) => [d.lead_id, d.next_action])).toEqual([[adminLead.lead_id, '寄送样品']]);
    const week = ok(await t.get<Page<DueLead>>('/sale/follow/due', user, { range: 'week' }));
    expect(week.list.map((d) => d.next_at)).toEqual(['2026-11-23 10:00:00']);
    // the 普通用户 reads their own records; the 管理员 every record; one lead's timeline has all of its own
    const own = ok(await t.get<Page<FollowRecord>>('/sale/follow/records', user));
    expect(own.list.map((r) => r.content)).toEqual(['电话沟通采购计划']);
    const all = ok(await t.get<Page<FollowRecord>>('/sale/follow/records', admin, { kind: 'visit' }));
    expect(all.list.map((r) => [r.content, r.kind, r.company_id])).toEqual([
      ['上门拜访', 'visit', FIRST_ID + 1],
    ]);
    // by company name: the named lead's records only, a name no lead has none
    const byName = (keyword: string) =>
      t.get<Page<FollowRecord>>('/sale/follow/records', admin, { keyword }).then(ok);
    const named = await byName(lead.company_name!);
    expect([named.total, named.list.map((r) => r.content)]).toEqual([1, ['电话沟通采购计划']]);
    expect((await byName(adminLead.company_name!)).list.map((r) => r.content)).toEqual(['上门拜访']);
    expect(await byName('无此企业名称')).toMatchObject({ total: 0, list: [] });
    const timeline = ok(
      await t.get<Page<FollowRecord>>('/sale/follow/records', user, { lead_id: adminLead.lead_id }),
    );
    expect(timeline.total).toBe(1);
    // a won lead leaves the due list
    ok(await t.post(P.stage, user, { id: adminLead.lead_id, stage: 'won' }));
    const later = ok(
      await t.get<Page<DueLead> & { counts: Record<string, number> }>('/sale/follow/due', user),
    );
    expect(later.counts.overdue).toBe(0);
    // put it back for the tests below
    await t.db.kysely
      .updateTable('sale_lead')
      .set({ owner_id: ids.admin, stage: 'new' })
      .where('lead_id', '=', adminLead.lead_id)
      .execute();
  });

  it('records by company name page alike whether a page is found newest first or among the named records', async () => {
    // 60 records on one lead: a page of 1 is read newest first over the organisation (60 ≥ 50 × 1),
    // a page of 20 among the named lead's records (60 < 50 × 20); another organisation's lead of
    // the same name, with records of its own, shows in neither
    ok(await t.post(P.collect, admin, { company_ids: [FIRST_ID + 60] }));
    const lead = await leadOf(FIRST_ID + 60);
    const { lead_id: _ours, ...copy } = lead;
    const theirs = await t.db.kysely
      .insertInto('sale_lead')
      .values({ ...copy, usr_agent_id: 210, owner_id: null })
      .returning('lead_id')
      .executeTakeFirstOrThrow();
    const at = (i: number) => new Date(Date.parse(TODAY_ISO) - (100 - i) * 60_000).toISOString();
    const record = (leadId: number, org: number, i: number) => ({
      lead_id: leadId,
      usr_agent_id: org,
      user_id: ids.admin,
      kind: 'call',
      content: `${org === 200 ? '本机构' : '他机构'}记录${i}`,
      created_at: at(i),
    });
    for (let i = 0; i < 60; i++) {
      await t.db.kysely
        .insertInto('sale_follow')
        .values(record(lead.lead_id, 200, i))
        .execute();
      // theirs are the newest of all: a page read newest first must pass them by
      if (i % 10 === 0)
        await t.db.kysely
          .insertInto('sale_follow')
          .values(record(theirs.lead_id, 210, 60 + i / 10))
          .execute();
    }
    const byName = (q: Record<string, unknown>) =>
      t
        .get<Page<FollowRecord>>('/sale/follow/records', admin, { keyword: lead.company_name!, ...q })
        .then(ok);
    const twenty = await byName({ limit: 20 });
    expect(twenty.total).toBe(60);
    expect(twenty.list.map((r) => r.content)).toEqual(
      Array.from({ length: 20 }, (_, k) => `本机构记录${59 - k}`),
    );
    const ones = [];
    for (const page of [1, 2, 3, 21]) ones.push(...(await byName({ limit: 1, page })).list);
    expect(ones.map((r) => r.content)).toEqual([
      '本机构记录59',
      '本机构记录58',
      '本机构记录57',
      '本机构记录39',
    ]);
    // a page beyond the records is empty, with the count
    expect(await byName({ limit: 20, page: 4 })).toMatchObject({ total: 60, list: [] });

    // 60 newer records of another lead of the organisation: the newest 50 hold none of the name, so
    // a page of 1 is read among the named lead's records instead, and is the same page
    ok(await t.post(P.collect, admin, { company_ids: [FIRST_ID + 61] }));
    const other = await leadOf(FIRST_ID + 61);
    expect(other.company_name).not.toContain(lead.company_name!);
    for (let i = 0; i < 60; i++)
      await t.db.kysely
        .insertInto('sale_follow')
        .values({ ...record(other.lead_id, 200, 200 + i), content: `另一线索${i}` })
        .execute();
    expect(await byName({ limit: 1 })).toMatchObject({ total: 60, list: [{ content: '本机构记录59' }] });
    expect((await byName({ limit: 1, page: 60 })).list.map((r) => r.content)).toEqual(['本机构记录0']);
    // the count from the leads' record counts agrees with counting the records (a kind filter)
    expect((await byName({ limit: 1, kind: 'call' })).total).toBe(60);
    // the triggers keep each lead's count, a removed record included
    const counts = async () =>
      (
        await t.db.kysely
          .selectFrom('sale_lead')
          .select(['lead_id', 'follow_count'])
          .where('lead_id', 'in', [lead.lead_id, theirs.lead_id, other.lead_id])
          .execute()
      ).map((r) => [r.lead_id, Number(r.follow_count)] as const);
    expect(new Map(await counts())).toEqual(
      new Map([
        [lead.lead_id, 60],
        [theirs.lead_id, 6],
        [other.lead_id, 60],
      ]),
    );
    const newest = twenty.list[0]!.follow_id;
    await t.db.kysely.deleteFrom('sale_follow').where('follow_id', '=', newest).execute();
    expect(await byName({ limit: 1 })).toMatchObject({ total: 59, list: [{ content: '本机构记录58' }] });
  });

  it('delivers by hand within capacity, round-robin over the rotation, and by rule; every move recorded', async () => {
    ok(
      await t.post(P.collect, admin, { company_ids: Array.from({ length: 8 }, (_, i) => FIRST_ID + 10 + i) }),
    );
    const pool = await Promise.all(Array.from({ length: 8 }, (_, i) => leadOf(FIRST_ID + 10 + i)));
    const poolIds = pool.map((l) => l.lead_id);
    ok(await t.post('/sale/lead/release', admin, { lead_ids: poolIds, note: '重新分配' }));
    expect((await leads(admin, { pool: true })).data.total).toBe(8);
    // the 普通用户 has room for one more open lead
    const team = ok(await t.get<TeamMember[]>('/sale/team', admin));
    const member = team.find((m) => m.sys_user_id === ids.user)!;
    expect(team.map((m) => m.sys_user_id).sort()).toEqual([ids.admin, ids.user, ids.third].sort());
    ok(
      await send('PUT', `/sale/team/${ids.user}`, admin, {
        capacity: member.open_leads + 1,
        in_rotation: false,
      }),
    );
    const byHand = ok(
      await t.post<{ assigned: number; full: number; message: string }>('/sale/deliver', admin, {
        mode: 'user',
        lead_ids: poolIds.slice(0, 3),
        user_id: ids.user,
      }),
    );
    expect(byHand).toMatchObject({ assigned: 1, full: 2, message: AM.delivered(1, 2, 0) });
    // round-robin: the 普通用户 is out of the rotation; the two others alternate
    const rr = ok(
      await t.post<{ assigned: number }>('/sale/deliver', admin, {
        mode: 'round_robin',
        lead_ids: poolIds.slice(1, 5),
      }),
    );
    expect(rr.assigned).toBe(4);
    const owners = await Promise.all(
      poolIds
        .slice(1, 5)
        .map(
          async (id) =>
            (
              await t.db.kysely
                .selectFrom('sale_lead')
                .select('owner_id')
                .where('lead_id', '=', id)
                .executeTakeFirstOrThrow()
            ).owner_id,
        ),
    );
    expect(owners.filter((o) => o === ids.admin)).toHaveLength(2);
    expect(owners.filter((o) => o === ids.third)).toHaveLength(2);
    // by rule: a label's leads go to the third member; the rest match no rule
    const label = ok(
      await t.post<{ label_id: number }>('/sale/label', admin, { name: '制造业', color: 'green' }),
    );
    ok(await t.post('/sale/lead/labels', admin, { lead_ids: poolIds.slice(5, 7), add: [label.label_id] }));
    const noCondition = await t.post('/sale/rule', admin, { name: '空规则', user_id: ids.third });
    expect([noCondition.code, noCondition.error]).toEqual([400, AM.ruleEmpty]);
    ok(
      await t.post('/sale/rule', admin, { name: '制造业给吴', label_id: label.label_id, user_id: ids.third }),
    );
    const byRule = ok(
      await t.post<{ assigned: number; unmatched: number }>('/sale/deliver', admin, {
        mode: 'rule',
        lead_ids: poolIds.slice(5),
      }),
    );
    expect(byRule).toMatchObject({ assigned: 2, unmatched: 1 });
    // capacity holds for rules too
    ok(await send('PUT', `/sale/team/${ids.third}`, admin, { capacity: 0, in_rotation: true }));
    ok(await t.post('/sale/lead/release', admin, { lead_ids: poolIds.slice(5, 7) }));
    const full = ok(
      await t.post<{ assigned: number; full: number }>('/sale/deliver', admin, {
        mode: 'rule',
        lead_ids: poolIds.slice(5, 7),
      }),
    );
    expect(full).toMatchObject({ assigned: 0, full: 2 });
    // the 普通用户 may not deliver, and sees no 线索分发 calls
    expect((await t.post('/sale/deliver', user, { mode: 'round_robin', lead_ids: poolIds })).code).toBe(403);
    const moves = ok(await t.get<Page<MoveRow>>('/sale/moves', admin, { kind: 'assign', limit: 100 }));
    expect(moves.total).toBe(7);
    expect(moves.list.find((m) => m.lead_id === poolIds[0])).toMatchObject({
      by_name: '林晓峰',
      from_name: null,
      to_name: '周雨桐',
    });
  });

  it('我的收藏 lists the caller’s own leads only, whatever the role’s data scope', async () => {
    const mine = (await t.get<Page<LeadRow>>('/sale/lead/collected', admin, { limit: 100 })).data;
    const all = (await leads(admin)).data;
    expect(mine.list.every((l) => l.owner_id === ids.admin)).toBe(true);
    expect(all.list.some((l) => l.owner_id !== ids.admin)).toBe(true);
    expect(mine.total).toBe(all.list.filter((l) => l.owner_id === ids.admin).length);
  });

  it('claims: filed for pool leads, approved by a manager within capacity; the others of the lead rejected', async () => {
    const pool = (await leads(admin, { pool: true })).data.list;
    const lead = pool[0]!;
    ok(await send('PUT', `/sale/team/${ids.user}`, admin, { capacity: null, in_rotation: true }));
    const filed = ok(
      await t.post<{ created: number }>('/sale/claim', user, {
        lead_ids: [lead.lead_id],
        reason: '老客户介绍',
      }),
    );
    expect(filed.created).toBe(1);
    const twice = await t.post('/sale/claim', user, { lead_ids: [lead.lead_id] });
    expect([twice.code, twice.error]).toEqual([400, AM.notInPool]);
    ok(await t.post('/sale/claim', third, { lead_ids: [lead.lead_id] }));
    // the 普通用户 may not review
    const mine = ok(await t.get<Page<ClaimRow>>('/sale/claim/list', user));
    expect(mine.list.map((c) => [c.status, c.reason])).toEqual([['pending', '老客户介绍']]);
    expect((await t.post(`/sale/claim/${mine.list[0]!.claim_id}/decide`, user, { approve: true })).code).toBe(
      403,
    );
    const toReview = ok(
      await t.get<Page<ClaimRow>>('/sale/claim/list', admin, { review: true, status: 'pending' }),
    );
    expect(toReview.total).toBe(2);
    const rejectBare = await t.post(`/sale/claim/${mine.list[0]!.claim_id}/decide`, admin, {
      approve: false,
    });
    expect([rejectBare.code, rejectBare.error]).toEqual([400, AM.rejectReasonRequired]);
    ok(await t.post(`/sale/claim/${mine.list[0]!.claim_id}/decide`, admin, { approve: true }));
    expect((await leadOf(lead.company_id)).owner_id).toBe(ids.user);
    const rest = ok(await t.get<Page<ClaimRow>>('/sale/claim/list', admin, { review: true }));
    expect(new Map(rest.list.map((c) => [c.user_name, c.status]))).toEqual(
      new Map([
        ['周雨桐', 'approved'],
        ['吴振宇', 'rejected'],
      ]),
    );
    expect(rest.list.find((c) => c.status === 'rejected')!.decide_note).toBe(AM.claimTaken);
    const again = await t.post(`/sale/claim/${mine.list[0]!.claim_id}/decide`, admin, {
      approve: false,
      note: '重复',
    });
    expect([again.code, again.error]).toEqual([404, AM.claimNotFound]);
  });

  it('the morning job returns idle leads to the pool and tells owners of their due follow-ups', async () => {
    const lead = await leadOf(FIRST_ID + 4); // the 普通用户's, due tomorrow
    const before = await t.db.kysely
      .selectFrom('sale_lead')
      .select('lead_id')
      .where('owner_id', 'is not', null)
      .where('stage', 'not in', ['won', 'lost'])
      .execute();
    const daily = t.app.services.salesLeads.daily;
    // 31 days on, nothing was followed up since: every open owned lead goes back
    const later = new Date(Date.parse(TODAY_ISO) + 31 * DAY);
    expect(await daily.returnIdle(new Date(Date.parse(TODAY_ISO) + 29 * DAY))).toBe(0);
    expect(await daily.returnIdle(later)).toBe(before.length);
    expect(await daily.returnIdle(later)).toBe(0);
    expect((await leadOf(FIRST_ID + 4)).owner_id).toBeNull();
    const event = await t.db.kysely
      .selectFrom('sale_lead_event')
      .selectAll()
      .where('lead_id', '=', lead.lead_id)
      .where('kind', '=', 'return')
      .orderBy('event_id', 'desc')
      .executeTakeFirstOrThrow();
    expect([event.by_user_id, event.from_value, event.to_value]).toEqual([null, String(ids.user), null]);
    const told = await t.db.kysely
      .selectFrom('sys_msg as m')
      .innerJoin('sys_msg_receiver as r', 'r.sys_msg_id', 'm.sys_msg_id')
      .select(['m.title', 'm.content'])
      .where('r.sys_user_id', '=', ids.user)
      .execute();
    expect(
      told.some((m) => m.title.endsWith('条线索已退回公海') && m.content.includes(fx.companies[4]!.name)),
    ).toBe(true);
    // a due follow-up: one message to its owner
    await t.db.kysely
      .updateTable('sale_lead')
      .set({ owner_id: ids.third, next_follow_at: TODAY_ISO, next_action: '确认合同条款' })
      .where('lead_id', '=', lead.lead_id)
      .execute();
    expect(await daily.remindDue(new Date(TODAY_ISO))).toBe(1);
    const reminder = await t.db.kysely
      .selectFrom('sys_msg as m')
      .innerJoin('sys_msg_receiver as r', 'r.sys_msg_id', 'm.sys_msg_id')
      .select(['m.title', 'm.content'])
      .where('r.sys_user_id', '=', ids.third)
      .where('m.title', '=', FM.dueTitle(1))
      .executeTakeFirstOrThrow();
    expect(reminder.content).toContain('确认合同条款');
  });
});
