import { SavedSearchPaths as SP, SeekPaths as P, type EntallResult, type SavedSearch } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './helpers/test-db.ts';
import { createProfileApp, TODAY_ISO, Who, type ProfileApp } from './company-profile/profile-app.ts';
import { expectedOrder, insertSeekFixtures, type SeekFixtures } from './company-seek/seek-fixtures.ts';

/** /data/entall: the companies the organisation's watched saved searches matched (issue 15 point 7). */
describe.each(testDialects)('全部企业 (entall) on %s', (dialect) => {
  let t: ProfileApp;
  let fx: SeekFixtures;
  let admin: string;
  let user: string;

  const watch = async (token: string, name: string, keyword: string) => {
    const saved = await t.post<{ search: SavedSearch }>(SP.save, token, { name, condition: { keyword } });
    expect(saved.code, saved.error ?? '').toBe(200);
    const watched = await t.post(SP.watch, token, { id: saved.data.search.id, watch: true });
    expect(watched.code, watched.error ?? '').toBe(200);
  };
  const entall = async (token: string, query: Record<string, unknown> = {}) => {
    const r = await t.get<EntallResult>(P.entall, token, { limit: 50, ...query });
    expect(r.code, r.error ?? '').toBe(200);
    return r.data;
  };

  beforeAll(async () => {
    t = await createProfileApp(dialect, { now: () => new Date(TODAY_ISO) });
    fx = await insertSeekFixtures(t.db.kysely);
    admin = await t.tokenOf(Who.admin);
    user = await t.tokenOf(Who.user);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is empty before anyone watches a search', async () => {
    expect(await entall(admin)).toEqual({ total: 0, list: [] });
  });

  it('lists what the organisation’s watched searches matched, once each, naming only the caller’s own searches', async () => {
    await watch(admin, '物流企业', '物流');
    await watch(user, '科技企业', '科技');
    // a saved search nobody watches adds nothing
    expect((await t.post(SP.save, admin, { name: '餐饮', condition: { keyword: '餐饮' } })).code).toBe(200);
    const logistics = new Set(expectedOrder(fx.companies, { keyword: '物流' }).map((c) => c.company_id));
    const tech = new Set(expectedOrder(fx.companies, { keyword: '科技' }).map((c) => c.company_id));
    const union = new Set([...logistics, ...tech]);
    const both = [...logistics].filter((id) => tech.has(id));
    expect(both.length).toBeGreaterThan(0);

    const seen: EntallResult['list'] = [];
    for (let page = 1; seen.length < union.size; page++) {
      const r = await entall(admin, { page });
      expect(r.total).toBe(union.size);
      expect(r.list.length).toBeGreaterThan(0);
      seen.push(...r.list);
    }
    expect(new Set(seen.map((r) => r.company_id))).toEqual(union);
    // the largest capital first
    const capitals = seen.map((r) => r.reg_capital);
    expect(capitals).toEqual([...capitals].sort((a, b) => b - a));
    for (const row of seen) {
      const expected = Number(logistics.has(row.company_id)) + Number(tech.has(row.company_id));
      expect(row.watch_count, row.name).toBe(expected);
      expect(row.my_searches).toEqual(logistics.has(row.company_id) ? ['物流企业'] : []);
    }
    const mine = (await entall(user)).list.find((r) => both.includes(r.company_id))!;
    expect(mine.my_searches).toEqual(['科技企业']);
  });

  it('narrows by part of the name; another organisation sees none of it', async () => {
    const r = await entall(admin, { keyword: '物流' });
    expect(r.total).toBeGreaterThan(0);
    for (const row of r.list) expect(row.name).toContain('物流');
    expect((await entall(await t.tokenOf(Who.shopper))).total).toBe(0);
  });

  it('answers bad input with a Chinese 400 and refuses a role without data:search:entall', async () => {
    const long = await t.get(P.entall, admin, { keyword: '名'.repeat(31) });
    expect(long.code).toBe(400);
    expect(long.error).toMatch(/[\u4e00-\u9fa5]/);
    expect((await t.get(P.entall, admin, { page: 0 })).code).toBe(400);
    expect((await t.get(P.entall, await t.tokenOf(Who.auditor))).code).toBe(403);
  });
});
