import {
  CompanyProfilePaths,
  maskContact,
  SeekLimits,
  SeekMessages,
  SeekPaths,
  type RecentView,
  type SeekQueryInput,
  type SeekResult,
  type Suggestion,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../src/search/index.ts';
import { SqliteSearchEngine } from '../../src/search/sqlite/sqlite-engine.ts';
import { testDialects } from '../helpers/test-db.ts';
import { createProfileApp, TODAY_ISO, Who, type ProfileApp } from '../company-profile/profile-app.ts';
import {
  expectedOrder,
  FIRST_ID,
  insertSeekFixtures,
  sideOf,
  tierOf,
  type SeekFixtures,
} from './seek-fixtures.ts';

/** Groups whose value replaces the chosen one; flags add theirs. */
type Group = 'region' | 'industry' | 'capital' | 'age' | 'status' | 'type' | 'flags';

/** The same query with `group` set to `value` alone (flags: with `value` added). */
function withValue(q: SeekQueryInput, group: Group, value: string): SeekQueryInput {
  switch (group) {
    case 'region':
      return { ...q, region: value };
    case 'industry':
      return { ...q, industry: value };
    case 'capital':
      return { ...q, capital: [value as never] };
    case 'age':
      return { ...q, age: [value as never] };
    case 'status':
      return { ...q, statuses: [value as never] };
    case 'type':
      return { ...q, types: [value as never] };
    case 'flags':
      return { ...q, flags: [...new Set([...(q.flags ?? []), value as never])] };
  }
}

describe.each(testDialects)('the data-search box (/data/seek) on %s', (dialect) => {
  let t: ProfileApp;
  let fx: SeekFixtures;
  let admin: string;
  let user: string;

  const seek = async (q: SeekQueryInput, token = admin) => {
    const res = await t.post<SeekResult>(SeekPaths.search, token, q as Record<string, unknown>);
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };
  /** The result's companies among the fixtures (the profile app holds companies of its own). */
  const fixtureIds = (r: SeekResult) =>
    r.list.map((x) => x.company_id).filter((id) => id >= FIRST_ID && id < FIRST_ID + fx.companies.length);
  const seekError = async (q: Record<string, unknown>, token = admin) => {
    const res = await t.post<SeekResult>(SeekPaths.search, token, q);
    return { code: res.code, error: res.error };
  };

  beforeAll(async () => {
    // the profile tests' day, ticking a millisecond a reading: views are told apart by their time
    let tick = 0;
    t = await createProfileApp(dialect, { now: () => new Date(Date.parse(TODAY_ISO) + tick++) });
    fx = await insertSeekFixtures(t.db.kysely);
    admin = await t.tokenOf(Who.admin);
    user = await t.tokenOf(Who.user);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Queries the facet and order checks start from (some name codes of the fixtures). */
  const bases: [string, (f: SeekFixtures) => SeekQueryInput][] = [
    ['nothing chosen', () => ({})],
    ['a keyword in names', () => ({ keyword: '科技' })],
    ['a keyword in every field', () => ({ keyword: '技术' })],
    ['a one-character keyword', () => ({ keyword: '王' })],
    ['a province and capital bands', () => ({ region: '440000', capital: ['100-200', '200-500'] })],
    [
      'a keyword, a city and statuses',
      (f) => ({ keyword: '华瑞', region: f.provinces[1]!.cities[0]!.code, statuses: ['存续', '注销'] }),
    ],
    [
      'a section, ages, types and a flag',
      () => ({
        industry: 'C',
        age: ['1-3', 'ge15'],
        types: ['有限责任公司', '合伙企业'],
        flags: ['hasMobile'],
      }),
    ],
    [
      'a division, a district and two flags',
      (f) => ({
        industry: f.sections[2]!.divisions[0]!,
        region: f.provinces[2]!.cities[0]!.districts[0]!,
        flags: ['hasTel', 'hasEmail'],
      }),
    ],
    ['a keyword and a division', (f) => ({ keyword: '有限', industry: f.sections[1]!.divisions[1]! })],
    ['a former name and a brand', () => ({ keyword: '蓝鲸' })],
    ['an executive’s whole name', () => ({ keyword: '欧阳明远' })],
    ['a brand’s start in another case', () => ({ keyword: 'qishu1' })],
    ['a landline as digits', () => ({ keyword: '075526600013' })],
    [
      'a mobile number and statuses',
      (f) => ({ keyword: '15900000022', statuses: [f.companies[22]!.status as never, '注销'] }),
    ],
    [
      'a keyword, a province, a section and a flag',
      () => ({ keyword: '科技', region: '440000', industry: 'I', flags: ['hasMobile'], age: ['ge15'] }),
    ],
  ];

  it.each(bases)('counts as the reference reading does: %s', async (_what, base) => {
    const q = base(fx);
    for (const sort of ['relevance', 'capital_desc', 'capital_asc', 'date_desc', 'date_asc'] as const) {
      const want = expectedOrder(fx.companies, { ...q, sort });
      const got = await seek({ ...q, sort, limit: 50 });
      expect(got.total).toBe(want.length);
      expect(got.list.map((r) => r.company_id)).toEqual(want.slice(0, 50).map((c) => c.company_id));
    }
  });

  it.each(bases)('every facet value counts what choosing it finds: %s', async (_what, base) => {
    const q = base(fx);
    const r = await seek(q);
    let checked = 0;
    for (const group of Object.keys(r.facets) as Group[]) {
      for (const v of r.facets[group]) {
        const chosen = await seek(withValue(q, group, v.value));
        expect(chosen.total, `${group} ${v.value} (${v.label})`).toBe(v.count);
        checked++;
      }
    }
    // every group lists something (region and industry leave out values without companies)
    expect(checked).toBeGreaterThanOrEqual(39);
    expect(r.facets.status.map((v) => v.value)).toHaveLength(8);
    expect(r.facets.flags).toHaveLength(9);
  });

  it('drills regions down: provinces, a province’s cities, a city’s districts, a district itself', async () => {
    const top = await seek({});
    expect(top.facets.region.map((v) => v.value).sort()).toEqual(fx.provinces.map((p) => p.code).sort());
    expect(top.facets.region.find((v) => v.value === '440000')?.label).toBe('广东省');
    expect(top.region_path).toEqual([]);

    const gd = fx.provinces[0]!;
    const province = await seek({ region: gd.code });
    expect(province.facets.region.map((v) => v.value)).toEqual(gd.cities.map((c) => c.code));
    expect(province.region_path).toEqual([{ value: gd.code, label: '广东省' }]);

    const city = gd.cities[0]!;
    const inCity = await seek({ region: city.code });
    expect(inCity.facets.region.map((v) => v.value)).toEqual(city.districts);
    expect(inCity.region_path.map((p) => p.value)).toEqual([gd.code, city.code]);

    const district = city.districts[0]!;
    const inDistrict = await seek({ region: district });
    expect(inDistrict.facets.region).toEqual([
      { value: district, label: expect.any(String), count: inDistrict.total },
    ]);
    expect(inDistrict.region_path.map((p) => p.value)).toEqual([gd.code, city.code, district]);
    expect(inDistrict.list.every((row) => row.district === inDistrict.region_path[2]!.label)).toBe(true);
  });

  it('drills industries down: sections, a section’s divisions, a division itself', async () => {
    const top = await seek({});
    expect(top.facets.industry.map((v) => v.value)).toEqual(fx.sections.map((s) => s.code));
    const c = fx.sections[0]!;
    const section = await seek({ industry: c.code });
    expect(section.facets.industry.map((v) => v.value)).toEqual(c.divisions);
    expect(section.industry_path).toEqual([{ value: c.code, label: expect.stringContaining('制造') }]);
    const division = await seek({ industry: c.divisions[0]! });
    expect(division.facets.industry).toEqual([
      { value: c.divisions[0], label: expect.any(String), count: division.total },
    ]);
    expect(division.industry_path.map((p) => p.value)).toEqual([c.code, c.divisions[0]]);
    expect(division.list[0]?.industry_division_name).toBe(division.industry_path[1]!.label);
  });

  it('pages within the first 5,000 results and says so beyond them', async () => {
    const want = expectedOrder(fx.companies, { sort: 'capital_desc' });
    const p2 = await seek({ sort: 'capital_desc', page: 2, limit: 10 });
    expect(p2.list.map((r) => r.company_id)).toEqual(want.slice(10, 20).map((c) => c.company_id));
    const last = await seek({ sort: 'capital_desc', page: 100, limit: 50 });
    expect(last.total).toBe(want.length);
    expect(last.list).toEqual([]);
    expect(await seekError({ page: 101, limit: 50 })).toEqual({ code: 400, error: SeekMessages.pageTooDeep });
    expect(await seekError({ page: 251, limit: 20 })).toEqual({ code: 400, error: SeekMessages.pageTooDeep });
    expect(SeekLimits.maxResultWindow).toBe(5_000);
  });

  it('answers rows with the legal representative’s person, names of places, and contacts masked by role', async () => {
    const r = await seek({ sort: 'capital_desc', limit: 50 });
    const byId = new Map(fx.companies.map((c) => [c.company_id, c]));
    for (const row of r.list) {
      const c = byId.get(row.company_id)!;
      expect(row.legal_person_id).toBe(fx.legalPersons.get(c.company_id) ?? null);
      expect(row.legal_person_name).toBe(c.legal_person);
      expect(row.reg_capital).toBe(Number(c.reg_capital));
      expect(row.reg_date).toBe(c.reg_date);
      expect(row.province).not.toBe('');
      expect(row.city).not.toBe('');
      expect(row.contact_visible).toBe(true);
      expect(row.mobile).toBe(c.mobile ?? null);
      expect(row.match).toBeNull();
    }
    const masked = await seek({ sort: 'capital_desc', limit: 50 }, user);
    const withMobile = masked.list.find((row) => byId.get(row.company_id)!.mobile);
    expect(withMobile).toBeDefined();
    const c = byId.get(withMobile!.company_id)!;
    expect(withMobile!.contact_visible).toBe(false);
    expect(withMobile!.mobile).toBe(maskContact('mobile', c.mobile!));
    expect(withMobile!.mobile).not.toBe(c.mobile);
  });

  it('shows where a keyword was found when the name does not hold it', async () => {
    const scope = await seek({ keyword: '技术推广', limit: 50 });
    expect(scope.total).toBeGreaterThan(0);
    for (const row of scope.list) {
      expect(row.match?.field).toBe('scope');
      expect(row.match?.text).toContain('技术推广');
      // about 20 characters either side, cut with an ellipsis
      expect(row.match!.text.length).toBeLessThanOrEqual(20 + 4 + 20 + 2);
      expect(row.match!.text.startsWith('…')).toBe(true);
    }
    const address = await seek({ keyword: '建国路' });
    expect(address.list[0]?.match).toEqual({ field: 'address', text: expect.stringContaining('建国路') });

    const holder = fx.companies.find(
      (c) => c.shareholders && tierOf(c, c.shareholders.split('、')[0]!) === 2,
    )!;
    const name = holder.shareholders!.split('、')[0]!;
    const people = await seek({ keyword: name, limit: 50 });
    const row = people.list.find((x) => x.company_id === holder.company_id)!;
    expect(row.match?.field).toBe(holder.legal_person.includes(name) ? 'legal_person' : 'person');
    expect(row.match?.text).toContain(name);

    const inName = await seek({ keyword: '华瑞' });
    expect(inName.list.every((x) => x.match === null)).toBe(true);
    // relevance: name matches before people, address and scope
    const mixed = await seek({ keyword: '科技', limit: 50 });
    const tiers = mixed.list.map((x) =>
      tierOf(
        fx.companies.find((c) => c.company_id === x.company_id)!,
        '科技',
      )!,
    );
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(new Set(tiers).size).toBeGreaterThan(1);
  });

  it('finds companies by former names, executives, brands and phone numbers, and shows which', async () => {
    const former = await seek({ keyword: '蓝鲸', limit: 50 });
    const formerRow = former.list.find((r) => r.company_id === FIRST_ID + 13)!;
    expect(formerRow.match).toEqual({ field: 'former_name', text: '蓝鲸物流13号有限公司' });
    const brandRow = former.list.find((r) => r.company_id === FIRST_ID + 3)!;
    expect(brandRow.match).toEqual({ field: 'brand', text: '蓝鲸云' });
    // a former name ranks before a brand; another item's before_text is not a former name
    expect(former.list.indexOf(formerRow)).toBeLessThan(former.list.indexOf(brandRow));
    expect(former.list.some((r) => r.company_id === FIRST_ID + 1)).toBe(false);

    const executive = await seek({ keyword: ' 欧阳明远 ' });
    expect(executive.total).toBe(24);
    expect(executive.list[0]!.match).toEqual({ field: 'person', text: '欧阳明远（董事、总经理）' });
    // a part of the name is not a person
    expect((await seek({ keyword: '欧阳明' })).total).toBe(0);

    const brand = await seek({ keyword: 'QiShu10' });
    expect(brand.list.map((r) => r.company_id).sort()).toEqual([
      FIRST_ID + 10,
      FIRST_ID + 101,
      FIRST_ID + 108,
    ]);
    expect(brand.list.find((r) => r.company_id === FIRST_ID + 10)!.match).toEqual({
      field: 'brand',
      text: 'QISHU10+图形',
    });
    // one character is no brand; a patent's title is not one
    expect(fixtureIds(await seek({ keyword: 'Q', limit: 50 }))).toEqual([]);
    expect(fixtureIds(await seek({ keyword: 'QISHU专利' }))).toEqual([]);

    for (const typed of ['0755-26600013', '075526600013', '0755 2660 0013']) {
      const phone = await seek({ keyword: typed });
      expect(phone.list.map((r) => [r.company_id, r.match])).toEqual([
        [FIRST_ID + 13, { field: 'phone', text: '0755-26600013' }],
      ]);
    }
    const own = fx.companies.find((c) => c.tel)!;
    const byOwnTel = await seek({ keyword: own.tel!.replace('-', '') });
    expect(byOwnTel.list.map((r) => [r.company_id, r.match])).toEqual([
      [own.company_id, { field: 'phone', text: own.tel }],
    ]);
    // a part of a number is not the number
    expect(fixtureIds(await seek({ keyword: '26600013' }))).toEqual([]);
  });

  it('suggests names holding the keyword: those starting with it, then shorter, then larger capital', async () => {
    const res = await t.get<Suggestion[]>(SeekPaths.suggest, admin, { keyword: '华瑞' });
    expect(res.code).toBe(200);
    const found = fx.companies.filter((c) => c.name.includes('华瑞'));
    const want = [...found]
      .sort(
        (a, b) =>
          Number(!a.name.startsWith('华瑞')) - Number(!b.name.startsWith('华瑞')) ||
          Array.from(a.name).length - Array.from(b.name).length ||
          Number(b.reg_capital) - Number(a.reg_capital) ||
          a.company_id - b.company_id,
      )
      .slice(0, SeekLimits.suggestMax);
    expect(res.data.map((s) => s.company_id)).toEqual(want.map((c) => c.company_id));
    expect(res.data[0]).toMatchObject({
      name: want[0]!.name,
      legal_person_name: want[0]!.legal_person,
      former_name: null,
    });

    // names containing it but not starting with it come after
    const inside = await t.get<Suggestion[]>(SeekPaths.suggest, admin, { keyword: '科技' });
    expect(inside.data).toHaveLength(SeekLimits.suggestMax);
    expect(inside.data.every((s) => s.name.includes('科技'))).toBe(true);
    const lengths = inside.data.map((s) => Array.from(s.name).length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));

    // fewer current names than the list holds: companies whose former name holds it follow, with that name
    const formerly = await t.get<Suggestion[]>(SeekPaths.suggest, admin, { keyword: '蓝鲸物流' });
    const wantFormer = fx.companies.filter((c) =>
      sideOf(c.company_id).formerNames.some((n) => n.includes('蓝鲸物流')),
    );
    expect(wantFormer.length).toBeGreaterThan(1);
    expect(formerly.data.map((s) => s.company_id).sort()).toEqual(wantFormer.map((c) => c.company_id).sort());
    expect(formerly.data.find((s) => s.company_id === FIRST_ID + 13)).toMatchObject({
      name: fx.companies[13]!.name,
      former_name: '蓝鲸物流13号有限公司',
    });

    const none = await t.get<Suggestion[]>(SeekPaths.suggest, admin, { keyword: '不存在的名字' });
    expect(none.data).toEqual([]);
    const empty = await t.get(SeekPaths.suggest, admin, { keyword: '' });
    expect(empty.code).toBe(400);
  });

  it('answers code 400 with the contract’s message for bad input, never 500', async () => {
    expect(await seekError({ keyword: '科'.repeat(31) })).toEqual({
      code: 400,
      error: SeekMessages.keywordTooLong,
    });
    expect(await seekError({ region: '44' })).toEqual({ code: 400, error: SeekMessages.regionInvalid });
    expect(await seekError({ region: '999999' })).toEqual({ code: 400, error: SeekMessages.regionInvalid });
    expect(await seekError({ industry: 'Z' })).toEqual({ code: 400, error: SeekMessages.industryInvalid });
    expect(await seekError({ industry: '99' })).toEqual({ code: 400, error: SeekMessages.industryInvalid });
    for (const bad of [
      { capital: ['lots'] },
      { age: ['old'] },
      { statuses: ['正常'] },
      { flags: ['hasFax'] },
      { sort: 'name' },
      { limit: 51 },
      { page: 0 },
      { unknown: 1 },
    ]) {
      expect((await seekError(bad)).code, JSON.stringify(bad)).toBe(400);
    }
    const long = await t.get(SeekPaths.suggest, admin, { keyword: '科'.repeat(31) });
    expect(long).toMatchObject({ code: 400, error: SeekMessages.keywordTooLong });
    // a keyword without a word character is looked for literally
    const odd = await seek({ keyword: '（' });
    expect(odd.total).toBe(0);
  });

  it('answers 403 without data:search:seek', async () => {
    for (const phone of [Who.auditor, Who.park]) {
      const token = await t.tokenOf(phone);
      expect((await seekError({}, token)).code, phone).toBe(403);
      expect((await t.get(SeekPaths.suggest, token, { keyword: '科技' })).code).toBe(403);
      expect((await t.get(SeekPaths.recent, token)).code).toBe(403);
    }
    // the data-search users of the demo hold it: 管理员, 普通用户 and the dright-333 user
    for (const phone of [Who.admin, Who.user, '13900000333']) {
      expect((await seekError({}, await t.tokenOf(phone))).code, phone).toBe(200);
    }
  });

  it('records opened profiles as the user’s recently viewed companies: newest first, 10 shown, 50 kept, never another user’s', async () => {
    const open = (id: number, token: string) =>
      t.get(CompanyProfilePaths.header.replace(':id', String(id)), token);
    const ids = fx.companies.slice(0, 55).map((c) => c.company_id);
    for (const id of ids) expect((await open(id, admin)).code).toBe(200);
    // opened again: moves to the front, not twice
    expect((await open(ids[3]!, admin)).code).toBe(200);
    const mine = await t.get<RecentView[]>(SeekPaths.recent, admin);
    expect(mine.code).toBe(200);
    expect(mine.data.map((v) => v.company_id)).toEqual([ids[3]!, ...ids.slice(45).reverse()].slice(0, 10));
    expect(mine.data[0]).toMatchObject({
      name: fx.companies[3]!.name,
      status: fx.companies[3]!.status,
      legal_person_name: fx.companies[3]!.legal_person,
      viewed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const kept = await t.db.kysely
      .selectFrom('company_view')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'sys_user_id',
        '=',
        (
          await t.db.kysely
            .selectFrom('sys_user')
            .select('sys_user_id')
            .where('username', '=', Who.admin)
            .executeTakeFirstOrThrow()
        ).sys_user_id,
      )
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(50);

    const theirs = await t.get<RecentView[]>(SeekPaths.recent, user);
    expect(theirs.data).toEqual([]);
    expect((await open(ids[0]!, user)).code).toBe(200);
    expect((await t.get<RecentView[]>(SeekPaths.recent, user)).data.map((v) => v.company_id)).toEqual([
      ids[0],
    ]);
  });

  it('sees companies inserted, changed and deleted after its columns were loaded', async () => {
    const before = await seek({ keyword: '华瑞' });
    const k = t.db.kysely;
    const base = fx.companies[5]!;
    const added = {
      ...base,
      company_id: FIRST_ID + 900,
      name: '华瑞新增测试有限公司',
      ccode: '91330000SEEKNEW001',
    };
    await k.insertInto('company').values(added).execute();
    const changed = fx.companies.find((c) => c.name.includes('华瑞') && c.status !== '吊销')!;
    await k
      .updateTable('company')
      .set({ status: '吊销', reg_capital: 9_000_000_000 })
      .where('company_id', '=', changed.company_id)
      .execute();
    const gone = fx.companies.find((c) => c.name.includes('华瑞') && c.company_id !== changed.company_id)!;
    await k.deleteFrom('company_person').where('company_id', '=', gone.company_id).execute();
    await k.deleteFrom('company').where('company_id', '=', gone.company_id).execute();

    const after = await seek({ keyword: '华瑞', sort: 'capital_desc' });
    expect(after.total).toBe(before.total);
    expect(after.list[0]?.company_id).toBe(changed.company_id);
    const revoked = after.facets.status.find((v) => v.value === '吊销')!;
    const onlyRevoked = await seek({ keyword: '华瑞', statuses: ['吊销'], limit: 50 });
    expect(onlyRevoked.total).toBe(revoked.count);
    expect(onlyRevoked.list.map((r) => r.company_id)).toContain(changed.company_id);
    const found = await seek({ keyword: '华瑞新增' });
    expect(found.total).toBe(1);
    expect(found.list.map((r) => r.company_id)).toEqual([added.company_id]);
    expect((await seek({ keyword: gone.name })).total).toBe(0);
    const suggested = await t.get<Suggestion[]>(SeekPaths.suggest, admin, { keyword: '华瑞新增' });
    expect(suggested.data.map((s) => s.company_id)).toEqual([added.company_id]);

    // a former name recorded, then corrected, with the company row untouched
    const renamed = fx.companies[7]!;
    expect((await seek({ keyword: '旧称鹭岛' })).total).toBe(0);
    await k
      .insertInto('company_change')
      .values({
        company_id: renamed.company_id,
        seq: 50,
        change_date: '2019-05-01',
        item: '名称变更',
        before_text: '厦门旧称鹭岛贸易有限公司',
        after_text: renamed.name,
      })
      .execute();
    const byFormer = await seek({ keyword: '旧称鹭岛' });
    expect(byFormer.list.map((r) => [r.company_id, r.match])).toEqual([
      [renamed.company_id, { field: 'former_name', text: '厦门旧称鹭岛贸易有限公司' }],
    ]);
    await k
      .updateTable('company_change')
      .set({ before_text: '厦门旧称鹭江贸易有限公司' })
      .where('company_id', '=', renamed.company_id)
      .where('seq', '=', 50)
      .execute();
    expect((await seek({ keyword: '旧称鹭岛' })).total).toBe(0);
    expect(fixtureIds(await seek({ keyword: '旧称鹭江' }))).toEqual([renamed.company_id]);
    await k
      .deleteFrom('company_change')
      .where('company_id', '=', renamed.company_id)
      .where('seq', '=', 50)
      .execute();
    expect((await seek({ keyword: '旧称鹭江' })).total).toBe(0);
    // on SQLite all of it ran in the seek worker, not on the server's connection
    const engine = createSearchEngine(t.db);
    if (engine instanceof SqliteSearchEngine) expect(engine.servedByWorkers).toBeGreaterThan(40);
  });
});
