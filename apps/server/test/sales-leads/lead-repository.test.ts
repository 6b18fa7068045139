import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompanies } from '../../src/db/seed/seed-companies.ts';
import { LeadRepository } from '../../src/repositories/sales-leads/lead-repository.ts';
import { leadScopeOf } from '../../src/repositories/sales-leads/lead-scope.ts';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db.ts';

const NOW = '2026-11-27T02:00:00.000Z';
const LATER = '2026-11-27T03:00:00.000Z';
const ORG = 900;
const OTHER_ORG = 901;

/**
 * The sales leads' foundation (issue 16): a lead once per organisation and company, collected into
 * the user's groups with label_number counted, organisation isolation, the role's data scope (self,
 * department and below, organisation), and stage moves recorded.
 */
describe.each(testDialects)('sales leads (%s)', (dialect) => {
  let db: TestDb;
  /** users of ORG: a manager (org scope), the sales head (department scope), two reps (self), a rep of a sub-department */
  const u = { manager: 0, head: 0, rep: 0, rep2: 0, subRep: 0, outsider: 0 };
  let group = 0;
  let outsiderGroup = 0;

  const repo = async (userId: number, org = ORG) =>
    new LeadRepository(db.kysely, await leadScopeOf(db.kysely, org, userId));

  beforeAll(async () => {
    db = await createTestDb(dialect);
    await seedCompanies(db, { seed: 7, count: 60 });
    const k = db.kysely;
    await k
      .insertInto('sys_module')
      .values({ sys_module_id: 5, name: '数据搜索', home_route: '/data/seek', remark: null })
      .onConflict((oc) => oc.column('sys_module_id').doNothing())
      .execute();
    for (const [id, name] of [
      [ORG, '线索测试组织'],
      [OTHER_ORG, '另一个组织'],
    ] as const) {
      await k
        .insertInto('usr_agent')
        .values({
          usr_agent_id: id,
          name,
          short_name: name,
          rank: 1,
          basic_number: 100,
          un_basic_number: 100,
          agent_unique_string: `lead-test-${id}`,
        } as never)
        .execute();
    }
    const dept = async (name: string, parent: number | null) =>
      (
        await k
          .insertInto('sys_department')
          .values({ usr_agent_id: ORG, name, parent_id: parent })
          .returning('sys_department_id')
          .executeTakeFirstOrThrow()
      ).sys_department_id;
    const sales = await dept('销售部', null);
    const east = await dept('华东组', sales);
    const other = await dept('市场部', null);
    const role = async (scope: string, org = ORG) =>
      (
        await k
          .insertInto('sys_role')
          .values({
            usr_agent_id: org,
            sys_module_id: 5,
            role_name: `角色${scope}`,
            remark: null,
            data_scope: scope,
          })
          .returning('sys_role_id')
          .executeTakeFirstOrThrow()
      ).sys_role_id;
    const [orgRole, deptRole, selfRole] = [await role('org'), await role('department'), await role('self')];
    let n = 0;
    const user = async (roleId: number | null, department: number | null, org = ORG) =>
      (
        await k
          .insertInto('sys_user')
          .values({
            usr_agent_id: org,
            sys_module_id: 5,
            sys_role_id: roleId,
            sys_dright_id: null,
            sys_department_id: department,
            username: `1390090${String(++n).padStart(4, '0')}`,
            password_hash: 'x',
            realname: `用户${n}`,
          } as never)
          .returning('sys_user_id')
          .executeTakeFirstOrThrow()
      ).sys_user_id;
    u.manager = await user(orgRole, other);
    u.head = await user(deptRole, sales);
    u.rep = await user(selfRole, sales);
    u.rep2 = await user(selfRole, other);
    u.subRep = await user(selfRole, east);
    u.outsider = await user(await role('org', OTHER_ORG), null, OTHER_ORG);
    const cate = async (userId: number, org: number) =>
      (
        await k
          .insertInto('usr_cate')
          .values({ name: '重点客户', parent_id: 0, level: 2, user_id: userId, usr_agent_id: org })
          .returning('usr_cate_id')
          .executeTakeFirstOrThrow()
      ).usr_cate_id;
    group = await cate(u.rep, ORG);
    outsiderGroup = await cate(u.outsider, OTHER_ORG);
  });
  afterAll(async () => {
    await db.drop();
  });

  const labelNumber = async (cateId: number) =>
    (
      await db.kysely
        .selectFrom('usr_cate')
        .select('label_number')
        .where('usr_cate_id', '=', cateId)
        .executeTakeFirstOrThrow()
    ).label_number;

  it('collects once per organisation and company: again merges, never doubles; the group counts them', async () => {
    const rep = await repo(u.rep);
    const first = await rep.collect({
      companyIds: [1, 2, 3, 999_999],
      cateId: group,
      source: 'seek',
      now: NOW,
    });
    expect(first).toMatchObject({ added: 3, merged: 0 });
    const again = await rep.collect({ companyIds: [3, 4, 4], cateId: group, source: 'profile', now: LATER });
    expect(again).toMatchObject({ added: 1, merged: 1 });
    const held = await db.kysely
      .selectFrom('sale_lead')
      .select(['company_id', 'owner_id', 'stage'])
      .where('usr_agent_id', '=', ORG)
      .orderBy('company_id')
      .execute();
    expect(held).toEqual([1, 2, 3, 4].map((company_id) => ({ company_id, owner_id: u.rep, stage: 'new' })));
    expect(await labelNumber(group)).toBe(4);
    // a colleague collecting a company the organisation holds merges it too
    const other = await (
      await repo(u.rep2)
    ).collect({ companyIds: [2, 5], cateId: null, source: 'batch', now: LATER });
    expect(other).toMatchObject({ added: 1, merged: 1 });
    const lead3 = first.leadIds[2]!;
    expect((await rep.events(lead3)).map((e) => [e.kind, e.to_value])).toEqual([
      ['collect', 'seek'],
      ['merge', 'profile'],
    ]);
  });

  it('keeps organisations apart: the same company is another lead there, and foreign leads are not found', async () => {
    const outsider = await repo(u.outsider, OTHER_ORG);
    expect(
      await outsider.collect({ companyIds: [1, 2], cateId: outsiderGroup, source: 'seek', now: NOW }),
    ).toMatchObject({
      added: 2,
      merged: 0,
    });
    expect((await outsider.list({}, { offset: 0, limit: 50 })).rows.map((r) => r.company_id).sort()).toEqual([
      1, 2,
    ]);
    const foreignLeads = (await outsider.list({}, { offset: 0, limit: 50 })).rows.map((r) => r.lead_id);
    const ours = (await (await repo(u.manager)).list({}, { offset: 0, limit: 50 })).rows.map(
      (r) => r.lead_id,
    );
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.filter((id) => foreignLeads.includes(id))).toEqual([]);
    const foreignLead = foreignLeads[0]!;
    const manager = await repo(u.manager);
    await expect(manager.moveStage(foreignLead, 'contacted', null, LATER)).rejects.toMatchObject({
      code: 404,
    });
    await expect(manager.events(foreignLead)).rejects.toMatchObject({ code: 404 });
    // another organisation's group, or a colleague's, is not the user's
    await expect(
      (await repo(u.rep)).collect({ companyIds: [6], cateId: outsiderGroup, source: 'seek', now: NOW }),
    ).rejects.toMatchObject({ code: 404 });
    await expect(
      (await repo(u.rep2)).collect({ companyIds: [6], cateId: group, source: 'seek', now: NOW }),
    ).rejects.toMatchObject({ code: 404 });
  });

  it('shows each user what the role’s data scope allows: self, department and below, organisation', async () => {
    await (await repo(u.subRep)).collect({ companyIds: [7], cateId: null, source: 'seek', now: NOW });
    const seen = async (userId: number) =>
      (await (await repo(userId)).list({}, { offset: 0, limit: 100 })).rows
        .map((r) => r.company_id)
        .sort((a, b) => a - b);
    expect(await seen(u.rep)).toEqual([1, 2, 3, 4]);
    expect(await seen(u.rep2)).toEqual([5]);
    expect(await seen(u.subRep)).toEqual([7]);
    // the sales head: the sales department and 华东组 below it, not 市场部
    expect(await seen(u.head)).toEqual([1, 2, 3, 4, 7]);
    expect(await seen(u.manager)).toEqual([1, 2, 3, 4, 5, 7]);
    // beyond the scope a lead is not found, not changed
    const repsLead = (await (await repo(u.rep)).list({}, { offset: 0, limit: 1 })).rows[0]!.lead_id;
    await expect((await repo(u.rep2)).moveStage(repsLead, 'won', null, LATER)).rejects.toMatchObject({
      code: 404,
    });
    // counts and pages agree
    const page = await (await repo(u.manager)).list({}, { offset: 2, limit: 2 });
    expect(page.total).toBe(6);
    expect(page.rows).toHaveLength(2);
  });

  it('records stage moves; a lost lead needs its reason', async () => {
    const rep = await repo(u.rep);
    const lead = (await rep.list({}, { offset: 0, limit: 50 })).rows.find((r) => r.company_id === 1)!.lead_id;
    await rep.moveStage(lead, 'contacted', null, LATER);
    await expect(rep.moveStage(lead, 'lost', '  ', LATER)).rejects.toMatchObject({ code: 400 });
    await rep.moveStage(lead, 'lost', '预算不足', LATER);
    const stages = (await rep.events(lead)).filter((e) => e.kind === 'stage');
    expect(stages.map((e) => [e.from_value, e.to_value, e.note])).toEqual([
      ['new', 'contacted', null],
      ['contacted', 'lost', '预算不足'],
    ]);
    expect((await rep.list({ stage: 'lost' }, { offset: 0, limit: 10 })).rows.map((r) => r.lead_id)).toEqual([
      lead,
    ]);
  });
});
