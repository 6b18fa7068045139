import {
  SavedSearchLimits as L,
  SavedSearchMessages as M,
  SavedSearchPaths as P,
  SeekMessages,
  type CapitalBandKey,
  type Page,
  type SavedSearch,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextCheckAt, SAVED_SEARCH_CHECK_JOB } from '../src/services/saved-searches/index.ts';
import { testDialects } from './helpers/test-db.ts';
import { createProfileApp, TODAY_ISO, Who, type ProfileApp } from './company-profile/profile-app.ts';
import {
  expectedOrder,
  insertSeekFixtures,
  type SeekCompany,
  type SeekFixtures,
} from './company-seek/seek-fixtures.ts';

type Saved = { message: string; search: SavedSearch };

describe('nextCheckAt', () => {
  it('is the next 08:00 in Asia/Shanghai', () => {
    // 2026-11-22 07:59 Shanghai → the same day's 08:00
    expect(nextCheckAt(new Date('2026-11-21T23:59:00Z')).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    // exactly 08:00 and later → the next day's
    expect(nextCheckAt(new Date('2026-11-22T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(nextCheckAt(new Date('2026-11-22T15:30:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe.each(testDialects)('saved searches and their daily alerts on %s', (dialect) => {
  let t: ProfileApp;
  let fx: SeekFixtures;
  let admin: string;
  let user: string;
  let adminId: number;
  let nextId = 900_001;

  const save = (body: Record<string, unknown>, token = admin) => t.post<Saved>(P.save, token, body);
  const ok = async <T>(p: Promise<{ code: number; data: T; error: string | null }>) => {
    const r = await p;
    expect(r.code, r.error ?? '').toBe(200);
    return r.data;
  };
  const list = (token = admin) => ok(t.get<Page<SavedSearch>>(P.list, token, { page: 1, limit: 100 }));
  const inbox = () =>
    t.db.kysely
      .selectFrom('sys_msg as m')
      .innerJoin('sys_msg_receiver as r', 'r.sys_msg_id', 'm.sys_msg_id')
      .select(['m.title', 'm.content', 'm.sender_user_id'])
      .where('r.sys_user_id', '=', adminId)
      .orderBy('m.sys_msg_id')
      .execute();
  const addCompany = async (like: SeekCompany, patch: Partial<SeekCompany>) => {
    const c = { ...like, company_id: nextId++, ccode: `91${String(nextId).padStart(16, '0')}`, ...patch };
    await t.db.kysely.insertInto('company').values(c).execute();
    return c;
  };

  beforeAll(async () => {
    t = await createProfileApp(dialect, { now: () => new Date(TODAY_ISO) });
    fx = await insertSeekFixtures(t.db.kysely);
    admin = await t.tokenOf(Who.admin);
    user = await t.tokenOf(Who.user);
    const row = await t.db.kysely
      .selectFrom('sys_user')
      .select('sys_user_id')
      .where('username', '=', Who.admin)
      .executeTakeFirstOrThrow();
    adminId = row.sys_user_id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('saves a search with its count and its conditions in words, lists it, edits it', async () => {
    const province = fx.provinces[0]!;
    const condition = {
      keyword: '科技',
      region: province.code,
      capital: ['100-200', '200-500'] as CapitalBandKey[],
    };
    const saved = await ok(save({ name: '广东科技', condition }));
    expect(saved.message).toBe(M.saved);
    expect(saved.search).toMatchObject({
      name: '广东科技',
      condition,
      watch: false,
      last_count: expectedOrder(fx.companies, condition).length,
      checked_at: null,
    });
    expect(saved.search.summary).toBe('关键词：科技；地区：广东省；注册资本：100-200万、200-500万');

    const city = province.cities[0]!.code;
    const edited = await ok(
      save({ id: saved.search.id, name: '广东科技（城市）', condition: { ...condition, region: city } }),
    );
    expect(edited.message).toBe(M.updated);
    expect(edited.search.id).toBe(saved.search.id);
    expect(edited.search.summary).toMatch(/^关键词：科技；地区：广东省 \/ \S+市；/);
    expect(edited.search.last_count).toBe(expectedOrder(fx.companies, { ...condition, region: city }).length);
    const mine = await list();
    expect(mine.list.map((s) => s.name)).toEqual(['广东科技（城市）']);
    expect(mine.total).toBe(1);
  });

  it('refuses bad saves with a clear message and changes nothing', async () => {
    const before = await list();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '空', condition: {} }, M.nothingChosen],
      [{ name: '空关键词', condition: { keyword: '  ' } }, M.nothingChosen],
      [{ name: '', condition: { keyword: '科技' } }, M.nameRequired],
      [{ name: 'x'.repeat(31), condition: { keyword: '科技' } }, M.nameTooLong],
      [{ name: '广东科技（城市）', condition: { keyword: '物流' } }, M.nameTaken],
      [{ name: '错地区', condition: { region: '999999' } }, SeekMessages.regionInvalid],
      [{ name: '错行业', condition: { industry: 'Z' } }, SeekMessages.industryInvalid],
      [{ name: '长关键词', condition: { keyword: '科'.repeat(31) } }, SeekMessages.keywordTooLong],
      [{ name: '别人的', id: 987_654, condition: { keyword: '科技' } }, M.notFound],
    ];
    for (const [body, message] of cases) {
      const r = await save(body);
      expect(r.code === 400 || r.code === 404, JSON.stringify(body)).toBe(true);
      expect(r.error, JSON.stringify(body)).toBe(message);
    }
    expect((await save({ name: '多余字段', condition: { keyword: '科技', sort: 'relevance' } })).code).toBe(
      400,
    );
    expect(await list()).toEqual(before);
  });

  it('keeps each user’s saved searches their own', async () => {
    const [mine] = (await list()).list;
    expect((await list(user)).list).toEqual([]);
    // another user of the same organisation can neither change, watch nor delete it
    expect((await save({ id: mine!.id, name: '改名', condition: { keyword: '贸易' } }, user)).code).toBe(404);
    expect((await t.post(P.watch, user, { id: mine!.id, watch: true })).code).toBe(404);
    expect((await t.post(P.remove, user, { id: mine!.id })).code).toBe(404);
    // the same name is free for them
    const theirs = await ok(save({ name: mine!.name, condition: { keyword: '贸易' } }, user));
    expect((await list(admin)).list).toEqual([mine]);
    expect((await ok(t.post<{ message: string }>(P.remove, user, { id: theirs.search.id }))).message).toBe(
      M.deleted,
    );
    expect((await t.post(P.remove, user, { id: theirs.search.id })).code).toBe(404);
  });

  it('needs the data:condition permissions', async () => {
    const auditor = await t.tokenOf(Who.auditor);
    expect((await t.get(P.list, auditor)).code).toBe(403);
    expect((await save({ name: 'x', condition: { keyword: '科技' } }, auditor)).code).toBe(403);
    expect((await t.get(P.list)).code).toBeGreaterThan(4000);
  });

  it('watches a search and tells the owner once what newly matches and whose status changed', async () => {
    const condition = { keyword: '物流' };
    const matched = expectedOrder(fx.companies, condition);
    expect(matched.length).toBeGreaterThan(1);
    const { search } = await ok(save({ name: '物流企业', condition }));
    const watched = await ok(t.post<Saved>(P.watch, admin, { id: search.id, watch: true }));
    expect(watched).toMatchObject({
      message: M.watched,
      search: { watch: true, last_count: matched.length },
    });
    const before = (await inbox()).length;

    // nothing changed: the check tells nothing
    const quiet = await t.app.services.savedSearches.daily.checkAll();
    expect(quiet).toEqual({ searches: 1, alerts: 0, failed: 0 });
    expect((await inbox()).length).toBe(before);

    // a new logistics company, and one that matched is deregistered
    const fresh = await addCompany(matched[0]!, { name: '深圳市新到物流有限公司', status: '存续' });
    const gone = matched.find((c) => c.status !== '注销')!;
    await t.db.kysely
      .updateTable('company')
      .set({ status: '注销' })
      .where('company_id', '=', gone.company_id)
      .execute();
    // a company that does not match changes too: not news
    const other = fx.companies.find(
      (c) => !c.name.includes('物流') && !expectedOrder([c], condition).length,
    )!;
    await t.db.kysely
      .updateTable('company')
      .set({ status: '吊销' })
      .where('company_id', '=', other.company_id)
      .execute();

    const told = await t.app.services.savedSearches.daily.checkAll();
    expect(told).toEqual({ searches: 1, alerts: 1, failed: 0 });
    const messages = await inbox();
    expect(messages.length).toBe(before + 1);
    const alert = messages[messages.length - 1]!;
    expect(alert.title).toBe('关注的搜索「物流企业」有 2 条新动态');
    expect(alert.content).toContain(`新增匹配企业 1 家：\n· ${fresh.name}（存续）`);
    expect(alert.content).toContain(`登记状态变化 1 家：\n· ${gone.name}：${gone.status} → 注销`);
    expect(alert.content).not.toContain(other.name);
    expect(alert.sender_user_id).toBeNull();
    const after = (await list()).list.find((s) => s.id === search.id)!;
    expect(after.last_count).toBe(matched.length + 1);
    expect(after.checked_at).toBe('2026-11-22 10:00:00');

    // the same news is never told twice
    expect(await t.app.services.savedSearches.daily.checkAll()).toEqual({
      searches: 1,
      alerts: 0,
      failed: 0,
    });
    expect((await inbox()).length).toBe(before + 1);

    // unwatched: no longer checked
    const off = await ok(t.post<Saved>(P.watch, admin, { id: search.id, watch: false }));
    expect(off).toMatchObject({ message: M.unwatched, search: { watch: false } });
    await addCompany(matched[0]!, { name: '深圳市又一家物流有限公司' });
    expect(await t.app.services.savedSearches.daily.checkAll()).toEqual({
      searches: 0,
      alerts: 0,
      failed: 0,
    });
  });

  it('watches at most watchedPerUser searches, and none broader than watchMaxMatches companies', async () => {
    const like = fx.companies[0]!;
    const rows = Array.from({ length: L.watchMaxMatches + 1 }, (_, i) => ({
      ...like,
      company_id: nextId + i,
      ccode: `92${String(nextId + i).padStart(16, '0')}`,
      name: `宽泛测试第${i}号有限公司`,
      // nothing else of these rows may match the other searches below
      legal_person: '测试人',
      shareholders: '测试人',
      address: '宽泛测试地址',
      scope: '宽泛测试经营范围',
    }));
    nextId += rows.length;
    for (let i = 0; i < rows.length; i += 500) {
      await t.db.kysely
        .insertInto('company')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    const broad = await ok(save({ name: '宽泛', condition: { keyword: '宽泛测试' } }));
    expect(broad.search.last_count).toBe(L.watchMaxMatches + 1);
    const refused = await t.post(P.watch, admin, { id: broad.search.id, watch: true });
    expect(refused).toMatchObject({ code: 400, error: M.tooBroadToWatch(L.watchMaxMatches + 1) });
    expect((await list()).list.find((s) => s.id === broad.search.id)?.watch).toBe(false);

    const ids: number[] = [];
    for (let i = 0; i < L.watchedPerUser; i++) {
      const s = await ok(save({ name: `关注${i}`, condition: { keyword: '科技', capital: ['lt100'] } }));
      ids.push(s.search.id);
      await ok(t.post(P.watch, admin, { id: s.search.id, watch: true }));
    }
    const extra = await ok(save({ name: '关注多余', condition: { keyword: '贸易' } }));
    expect(await t.post(P.watch, admin, { id: extra.search.id, watch: true })).toMatchObject({
      code: 400,
      error: M.tooManyWatched,
    });
    // re-watching one already watched is no extra watch
    expect((await t.post(P.watch, admin, { id: ids[0], watch: true })).code).toBe(200);
    for (const id of ids) await ok(t.post(P.remove, admin, { id }));
    // a deleted watched search takes its remembered matches with it
    const left = await t.db.kysely
      .selectFrom('saved_search_hit')
      .select('company_id')
      .where('saved_search_id', 'in', ids)
      .execute();
    expect(left).toEqual([]);
  });

  it('saves at most perUser searches', async () => {
    const have = (await list()).total;
    for (let i = have; i < L.perUser; i++) {
      await ok(save({ name: `上限${i}`, condition: { flags: ['hasMobile'] } }));
    }
    expect(await save({ name: '超出', condition: { keyword: '科技' } })).toMatchObject({
      code: 400,
      error: M.tooMany,
    });
    expect((await list()).total).toBe(L.perUser);
  });

  it('queues one daily check per day it runs for', async () => {
    await t.app.services.savedSearches.daily.schedule();
    await t.app.services.savedSearches.daily.schedule();
    const jobs = await t.db.kysely
      .selectFrom('job')
      .selectAll()
      .where('type', '=', SAVED_SEARCH_CHECK_JOB)
      .execute();
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.run_at).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});
