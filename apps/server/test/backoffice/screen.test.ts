import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GardenScreenPaths,
  OrgPaths,
  ResultCode,
  SCREEN_CAPITAL_BANDS,
  type GardenScreenResponse,
} from '@qishu/contract';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

/** 园区大屏用户 (module 31, organisation 3101 松山湖园区, role 管理员 with garden:screen:view). */
const GARDEN_USER = '13700000031';
const GARDEN_PARK = 3101;
/** 苏州园区 (module 3): a park whose roster the garden user must never see. */
const OTHER_PARK = 301;
const URL = GardenScreenPaths.screen;
const PASSWORD = 'Init@2026x';

interface Row {
  company_id: number;
  status: string;
  reg_date: string;
  reg_capital: number;
  industry_section: string;
}

describe.each(testDialects)('garden screen (%s)', (dialect) => {
  let t: BackofficeApp;
  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const companies = () =>
    t.db.kysely
      .selectFrom('company')
      .select(['company_id', 'status', 'reg_date', 'reg_capital', 'industry_section'])
      .execute() as Promise<Row[]>;

  /** The companies of a park's roster. */
  const rosterOf = async (parkId: number): Promise<Row[]> => {
    const ids = new Set(
      (
        await t.db.kysely
          .selectFrom('park_company')
          .select('company_id')
          .where('usr_agent_id', '=', parkId)
          .execute()
      ).map((r) => r.company_id),
    );
    return (await companies()).filter((c) => ids.has(c.company_id));
  };

  /** What the screen must answer for these companies (the test clock stands at 2026-11-22 in Shanghai). */
  const expectFiguresOf = (data: GardenScreenResponse, rows: Row[]) => {
    expect(data.total).toBe(rows.length);
    expect(data.operating).toBe(rows.filter((r) => r.status === '存续' || r.status === '在业').length);
    expect(data.newThisYear).toBe(rows.filter((r) => String(r.reg_date) >= '2026-01-01').length);
    expect(data.totalCapital).toBe(rows.reduce((sum, r) => sum + Number(r.reg_capital), 0));
    // capital bands: every band in order, each counting its companies, adding up to the total
    expect(data.capitalBands.map((b) => b.name)).toEqual(SCREEN_CAPITAL_BANDS.map((b) => b.name));
    SCREEN_CAPITAL_BANDS.forEach((band, i) => {
      const low = i === 0 ? -Infinity : (SCREEN_CAPITAL_BANDS[i - 1]!.below ?? Infinity);
      const high = band.below ?? Infinity;
      const n = rows.filter((r) => Number(r.reg_capital) >= low && Number(r.reg_capital) < high).length;
      expect(data.capitalBands[i]!.count, band.name).toBe(n);
    });
    for (const m of data.monthly) {
      expect(m.count, m.month).toBe(rows.filter((r) => String(r.reg_date).startsWith(m.month)).length);
    }
    for (const ind of data.industries) {
      expect(ind.count, ind.code).toBe(rows.filter((r) => r.industry_section === ind.code).length);
    }
    const counts = data.industries.map((i) => i.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  };

  const screenOf = async (token: string, query?: Record<string, unknown>) => {
    const res = await t.call<GardenScreenResponse>('GET', URL, token, query);
    expect(res.code, res.error ?? '').toBe(ResultCode.ok);
    return res.data;
  };

  /** A new garden organisation (module 31) with a signed-in 管理员, made through the back-office. */
  let phoneSeq = 0;
  const newGardenPark = async (name: string) => {
    const admin = await t.tokenOf(Demo.admin);
    const org = await t.call<{ id: number }>('POST', OrgPaths.agents, admin, {
      name,
      short_name: name.slice(0, 8),
      rank: 20,
      basic_number: 0,
      un_basic_number: 0,
      modules: [31],
    });
    expect(org.code, org.error ?? '').toBe(ResultCode.ok);
    const role = await t.db.kysely
      .selectFrom('sys_role')
      .select('sys_role_id')
      .where('sys_module_id', '=', 31)
      .where('role_name', '=', '管理员')
      .where('usr_agent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const phone = `1560000${String(1000 + phoneSeq++).padStart(4, '0')}`;
    const user = await t.call<{ sys_user_id: number }>('POST', '/sys/users', admin, {
      usr_agent_id: org.data.id,
      sys_module_id: 31,
      sys_role_id: role.sys_role_id,
      username: phone,
      realname: '园区测试',
      password: PASSWORD,
    });
    expect(user.code, user.error ?? '').toBe(ResultCode.ok);
    // the forced first change of password is not what this test is about
    await t.db.kysely
      .updateTable('sys_user')
      .set({ after_login: 0 })
      .where('sys_user_id', '=', user.data.sys_user_id)
      .execute();
    const login = await t.post<{ token: string }>('/admin/base/userLogin', {
      username: phone,
      password: PASSWORD,
    });
    expect(login.code, login.error ?? '').toBe(ResultCode.ok);
    return { id: org.data.id, token: login.data.token };
  };

  const settle = async (parkId: number, companyIds: number[]) => {
    await t.db.kysely
      .insertInto('park_company')
      .values(
        companyIds.map((company_id) => ({
          usr_agent_id: parkId,
          company_id,
          created_at: '2026-11-01T00:00:00.000Z',
        })),
      )
      .execute();
  };

  it("answers the figures of the user's own park, not the nationwide register", async () => {
    const roster = await rosterOf(GARDEN_PARK);
    const all = await companies();
    // the seed settles 东莞's enterprises in 松山湖园区: some companies, far from all of them
    expect(roster.length).toBeGreaterThan(0);
    expect(roster.length).toBeLessThan(all.length);

    const data = await screenOf(await t.tokenOf(GARDEN_USER));
    expectFiguresOf(data, roster);
    expect(data.total).not.toBe(all.length);
    expect(data.monthly.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(data.industries.length).toBeGreaterThan(0);
    expect(data.industries.length).toBeLessThanOrEqual(10);
    expect(data.industries[0]!.name).not.toBe(data.industries[0]!.code);
    expect(data.generatedAt).toBe('2026-11-22T02:00:00.000Z');
  });

  it("shows two parks their own figures and never another organisation's companies", async () => {
    const gardenRoster = await rosterOf(GARDEN_PARK);
    const suzhouRoster = await rosterOf(OTHER_PARK);
    const taken = new Set([...gardenRoster, ...suzhouRoster].map((r) => r.company_id));
    // a second garden park: 30 companies nobody else holds, plus one 松山湖 company (both parks hold it)
    const own = (await companies())
      .filter((c) => !taken.has(c.company_id))
      .slice(0, 30)
      .map((c) => c.company_id);
    const shared = gardenRoster[0]!.company_id;
    const second = await newGardenPark('测试第二园区服务中心');
    await settle(second.id, [...own, shared]);

    const mine = await screenOf(await t.tokenOf(GARDEN_USER));
    const theirs = await screenOf(second.token);
    expectFiguresOf(theirs, await rosterOf(second.id));
    expect(theirs.total).toBe(31);
    // 松山湖 is unchanged by the second park's roster (and by 苏州园区's)
    expectFiguresOf(mine, gardenRoster);
    expect(mine.total).not.toBe(theirs.total);

    // the park is the caller's organisation: naming another in the query changes nothing
    const asked = await screenOf(second.token, { usr_agent_id: GARDEN_PARK, park_id: OTHER_PARK });
    expect(asked.total).toBe(theirs.total);
    expect(asked.totalCapital).toBe(theirs.totalCapital);

    // a park with no roster sees nothing at all, not the platform's totals
    const empty = await newGardenPark('测试空园区服务中心');
    const none = await screenOf(empty.token);
    expect(none.total).toBe(0);
    expect(none.totalCapital).toBe(0);
    expect(none.industries).toEqual([]);
    expect(none.capitalBands.every((b) => b.count === 0)).toBe(true);
    expect(none.monthly.every((m) => m.count === 0)).toBe(true);
  });

  it('refuses a user without garden:screen:view (data search, auditor)', async () => {
    for (const phone of [Demo.orgUser200, Demo.orgAdmin200, Demo.auditor]) {
      const res = await t.call('GET', URL, await t.tokenOf(phone));
      expect(res.code, phone).toBe(403);
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api${URL}` });
    expect(res.json<{ code: number }>().code).not.toBe(200);
  });
});
