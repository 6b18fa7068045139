import {
  leadStageKeys,
  LeadLimits,
  LeadMessages as M,
  LeadPaths as P,
  type LeadBoard,
  type LeadEvent,
  type LeadRow,
  type Page,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createProfileApp, TODAY_ISO, Who, type ProfileApp } from '../company-profile/profile-app.ts';
import { FIRST_ID, insertSeekFixtures, type SeekFixtures } from '../company-seek/seek-fixtures.ts';

/**
 * The sales-lead calls through HTTP (issue 16): collect into one's group with merging, lists by the
 * role's data scope (the demo 管理员 sees the organisation's leads, 普通用户 their own), stage moves
 * with their history, Chinese 400s for bad input, 403 without the permission.
 */
describe.each(testDialects)('sales-lead calls (%s)', (dialect) => {
  let t: ProfileApp;
  let fx: SeekFixtures;
  let admin: string;
  let user: string;
  let adminGroup = 0;

  const list = (token: string, q: Record<string, unknown> = {}) =>
    t.get<Page<LeadRow>>(P.list, token, { limit: 50, ...q });

  beforeAll(async () => {
    t = await createProfileApp(dialect, { now: () => new Date(TODAY_ISO) });
    fx = await insertSeekFixtures(t.db.kysely);
    admin = await t.tokenOf(Who.admin);
    user = await t.tokenOf(Who.user);
    const adminId = (
      await t.db.kysely
        .selectFrom('sys_user')
        .select('sys_user_id')
        .where('username', '=', Who.admin)
        .where('usr_agent_id', '=', 200)
        .executeTakeFirstOrThrow()
    ).sys_user_id;
    adminGroup = (
      await t.db.kysely
        .insertInto('usr_cate')
        .values({ name: '本周重点', parent_id: 0, level: 2, user_id: adminId, usr_agent_id: 200 })
        .returning('usr_cate_id')
        .executeTakeFirstOrThrow()
    ).usr_cate_id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('collects into the caller’s group, merges what the organisation holds, and lists by data scope', async () => {
    const ids = [FIRST_ID, FIRST_ID + 1, FIRST_ID + 2];
    const first = await t.post<{ message: string; added: number; merged: number }>(P.collect, admin, {
      company_ids: ids,
      cate_id: adminGroup,
      source: 'seek',
    });
    expect(first.code, first.error ?? '').toBe(200);
    expect(first.data).toEqual({ message: M.collected(3, 0), added: 3, merged: 0, number_rest: 12_400 - 3 });
    // 普通用户 collects one the organisation holds and one new: merged, not doubled
    const second = await t.post<{ added: number; merged: number }>(P.collect, user, {
      company_ids: [FIRST_ID + 2, FIRST_ID + 3],
    });
    expect(second.data).toMatchObject({ added: 1, merged: 1 });
    const all = await list(admin);
    expect(all.data.total).toBe(4);
    expect(all.data.list.map((r) => r.company_name).sort()).toEqual(
      fx.companies
        .slice(0, 4)
        .map((c) => c.name)
        .sort(),
    );
    // the 普通用户 role sees its own leads only
    expect((await list(user)).data.list.map((r) => r.company_id)).toEqual([FIRST_ID + 3]);
    expect((await list(admin, { cate_id: adminGroup })).data.total).toBe(3);
    const label = await t.db.kysely
      .selectFrom('usr_cate')
      .select('label_number')
      .where('usr_cate_id', '=', adminGroup)
      .executeTakeFirstOrThrow();
    expect(label.label_number).toBe(3);
  });

  it('moves a lead across stages, records each move, and needs a reason to lose it', async () => {
    const lead = (await list(admin)).data.list.find((r) => r.company_id === FIRST_ID)!;
    const moved = await t.post<{ message: string }>(P.stage, admin, {
      id: lead.lead_id,
      stage: 'interested',
    });
    expect(moved.data.message).toBe('已移至「有意向」');
    const lost = await t.post(P.stage, admin, { id: lead.lead_id, stage: 'lost' });
    expect(lost.code).toBe(400);
    expect(lost.error).toBe(M.lostReasonRequired);
    expect(
      (await t.post(P.stage, admin, { id: lead.lead_id, stage: 'lost', lost_reason: '已选竞品' })).code,
    ).toBe(200);
    const history = await t.get<LeadEvent[]>(P.events, admin, { id: lead.lead_id });
    expect(history.data.map((e) => [e.kind, e.from_value, e.to_value, e.note])).toEqual([
      ['collect', null, 'seek', null],
      ['stage', 'new', 'interested', null],
      ['stage', 'interested', 'lost', '已选竞品'],
    ]);
    expect(history.data[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // beyond the 普通用户's scope: not found, and unchanged
    const other = await t.post(P.stage, user, { id: lead.lead_id, stage: 'won' });
    expect(other.code).toBe(404);
    expect((await list(admin, { stage: 'lost' })).data.list.map((r) => r.lead_id)).toEqual([lead.lead_id]);

    // the kanban: every stage's count equals its list's, the cards are those leads
    const board = await t.get<LeadBoard>(P.board, admin);
    expect(board.code, board.error ?? '').toBe(200);
    expect(board.data.columns.map((c) => c.stage)).toEqual(leadStageKeys);
    for (const column of board.data.columns) {
      const same = await list(admin, { stage: column.stage });
      expect(column.count, column.stage).toBe(same.data.total);
      expect(column.cards.map((c) => c.lead_id)).toEqual(same.data.list.map((r) => r.lead_id));
    }
    expect(board.data.columns.find((c) => c.stage === 'lost')!.count).toBe(1);
    // the 普通用户's board holds their own lead only
    const mine = await t.get<LeadBoard>(P.board, user);
    expect(mine.data.columns.reduce((n, c) => n + c.count, 0)).toBe(1);
  });

  it('refuses bad input with a Chinese 400 and changes nothing; needs the permission', async () => {
    const before = (await list(admin)).data.total;
    const cases: [string, Record<string, unknown>, string][] = [
      [P.collect, { company_ids: [] }, M.nothingToCollect],
      [
        P.collect,
        { company_ids: Array.from({ length: LeadLimits.collectMax + 1 }, (_, i) => i + 1) },
        M.tooMany,
      ],
      [P.collect, { company_ids: ['x'] }, ''],
      [P.collect, { company_ids: [FIRST_ID], source: 'elsewhere' }, ''],
      [P.stage, { id: 1, stage: 'finished' }, ''],
      [
        P.stage,
        { id: 1, stage: 'lost', lost_reason: '很'.repeat(LeadLimits.lostReasonMax + 1) },
        M.lostReasonTooLong,
      ],
    ];
    for (const [path, body, message] of cases) {
      const r = await t.post(path, admin, body);
      expect(r.code, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.error).toMatch(/[\u4e00-\u9fa5]/);
      if (message) expect(r.error).toBe(message);
    }
    expect((await t.get(P.list, admin, { stage: 'finished' })).code).toBe(400);
    expect((await list(admin)).data.total).toBe(before);
    // a group that is not the caller's: not found
    const colleague = await t.post(P.collect, user, { company_ids: [FIRST_ID + 5], cate_id: adminGroup });
    expect(colleague.code).toBe(404);
    expect(colleague.error).toBe(M.groupNotFound);
    expect((await list(admin)).data.total).toBe(before);
    // the park workspace holds no sale permission; no session: the session error
    expect((await t.post(P.collect, await t.tokenOf(Who.park), { company_ids: [FIRST_ID] })).code).toBe(403);
    expect((await t.get(P.list, undefined)).code).toBeGreaterThan(4000);
  });
});
