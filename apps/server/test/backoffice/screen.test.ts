import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GardenScreenPaths, type GardenScreenResponse } from '@qishu/contract';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

/** 园区大屏用户 (module 31, organisation 3101, role 管理员 with garden:screen:view). */
const GARDEN_USER = '13700000031';
const URL = GardenScreenPaths.screen;

describe.each(testDialects)('garden screen (%s)', (dialect) => {
  let t: BackofficeApp;
  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the aggregates of the company table', async () => {
    const res = await t.call<GardenScreenResponse>('GET', URL, await t.tokenOf(GARDEN_USER));
    expect(res.code).toBe(200);
    const data = res.data;

    const rows = await t.db.kysely
      .selectFrom('company')
      .select(['status', 'reg_date', 'reg_capital', 'province_code', 'industry_section'])
      .execute();
    expect(data.total).toBe(rows.length);
    expect(data.total).toBe(200);
    expect(data.operating).toBe(rows.filter((r) => r.status === '存续' || r.status === '在业').length);
    // the test clock stands at 2026-11-22 10:00 in Shanghai
    expect(data.newThisYear).toBe(rows.filter((r) => String(r.reg_date) >= '2026-01-01').length);
    expect(data.totalCapital).toBe(rows.reduce((sum, r) => sum + Number(r.reg_capital), 0));

    // provinces: every province, with its name, counts adding up to the total, most first
    expect(data.provinces.reduce((s, p) => s + p.count, 0)).toBe(rows.length);
    const zj = rows.filter((r) => r.province_code === data.provinces[0]!.code).length;
    expect(data.provinces[0]!.count).toBe(zj);
    expect(data.provinces[0]!.name).not.toBe(data.provinces[0]!.code);
    const counts = data.provinces.map((p) => p.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // trend: 12 months ending November 2026, each matching the rows
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
    for (const m of data.monthly) {
      expect(m.count, m.month).toBe(rows.filter((r) => String(r.reg_date).startsWith(m.month)).length);
    }

    // industries: at most 10 sections, named, most first
    expect(data.industries.length).toBeGreaterThan(0);
    expect(data.industries.length).toBeLessThanOrEqual(10);
    const top = data.industries[0]!;
    expect(top.count).toBe(rows.filter((r) => r.industry_section === top.code).length);
    expect(top.name).not.toBe(top.code);
    expect(data.generatedAt).toBe('2026-11-22T02:00:00.000Z');
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
