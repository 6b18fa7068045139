import {
  RelationMessages,
  RelationPaths,
  ResultCode,
  type FindRelationsInput,
  type PersonCandidate,
  type RelationEntityInfo,
  type RelationResult,
} from '@qishu/contract';
import type { Insertable, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import type { CompanyTable } from '../src/db/tables/company.ts';
import { createRelationService } from '../src/services/company-relations/relation-service.ts';
import { createProfileApp, Who, type ProfileApp } from './company-profile/profile-app.ts';
import { testDialects } from './helpers/test-db.ts';

/**
 * 查关系 (issue 15 point 5) through HTTP on a small hand-built graph:
 *
 * - direct:  D1 holds D2 51 %.
 * - person:  L is the legal representative (执行董事、总经理) of E1 and holds 30 % of E2.
 * - chain of 6 hops: Ka holds Kb; p1 is Kb's legal representative and holds Kc 40 %; Kd is a
 *   branch of Kc; p2 is 董事 of Kd and 监事 of Ke.  Ka … Ke are 6 hops apart.
 * - cycle:   Y1 holds Y2, Y2 holds Y3, Y3 holds Y1 (cross-holdings); Z stands alone.
 * - two ways: M1 and M2 are both held by u and v (two shortest paths of 2 hops).
 * - hub:     H holds 40 companies Hub(i); Hub(0) is held by hx, Hub(39) by hy.
 * - namesakes: 王测试 twice (E1's L is one of them), 王测试明 once.
 */
const C = {
  D1: 910_001,
  D2: 910_002,
  E1: 910_011,
  E2: 910_012,
  Ka: 910_021,
  Kb: 910_022,
  Kc: 910_023,
  Kd: 910_024,
  Ke: 910_025,
  Y1: 910_031,
  Y2: 910_032,
  Y3: 910_033,
  Z: 910_041,
  M1: 910_051,
  M2: 910_052,
  hub: (i: number) => 910_100 + i,
} as const;
const P = {
  L: 810_001,
  p1: 810_021,
  p2: 810_022,
  u: 810_051,
  v: 810_052,
  H: 810_061,
  hx: 810_062,
  hy: 810_063,
  namesake: 810_071,
  longer: 810_072,
} as const;

let ccode = 0;
function company(id: number, name: string): Insertable<CompanyTable> {
  ccode++;
  return {
    company_id: id,
    name,
    ccode: `91440300RELA${String(ccode).padStart(6, '0')}`,
    legal_person: '',
    shareholders: '',
    reg_date: '2018-05-20',
    reg_capital: 1_000_000,
    reg_currency: '人民币',
    status: '存续',
    company_type: '有限责任公司',
    province_code: '440000',
    city_code: '440300',
    district_code: '440305',
    industry_section: 'I',
    industry_division: '65',
    address: '广东省深圳市南山区科技园',
    scope: '软件开发。',
    tel: null,
    mobile: null,
    email: null,
    website: null,
    lng: null,
    lat: null,
    brand_num: 0,
    patent_num: 0,
    copyright_num: 0,
    software_copyright_num: 0,
    punish_num: 0,
    website_num: 0,
    act_num: 0,
  };
}

async function insertGraph(k: Kysely<Database>): Promise<void> {
  const names: [number, string][] = [
    [C.D1, '直连控股有限公司'],
    [C.D2, '直连子公司有限公司'],
    [C.E1, '法人代表一号有限公司'],
    [C.E2, '法人持股二号有限公司'],
    [C.Ka, '链条甲有限公司'],
    [C.Kb, '链条乙有限公司'],
    [C.Kc, '链条丙有限公司'],
    [C.Kd, '链条丙有限公司南山分公司'],
    [C.Ke, '链条戊有限公司'],
    [C.Y1, '循环甲有限公司'],
    [C.Y2, '循环乙有限公司'],
    [C.Y3, '循环丙有限公司'],
    [C.Z, '孤立企业有限公司'],
    [C.M1, '双路一号有限公司'],
    [C.M2, '双路二号有限公司'],
    ...Array.from({ length: 40 }, (_, i) => [C.hub(i), `枢纽投资${i}号有限公司`] as [number, string]),
  ];
  await k
    .insertInto('company')
    .values(names.map(([id, name]) => company(id, name)))
    .execute();
  await k
    .insertInto('person')
    .values([
      { person_id: P.L, name: '王测试', gender: 1 },
      { person_id: P.p1, name: '链条人一', gender: 1 },
      { person_id: P.p2, name: '链条人二', gender: 2 },
      { person_id: P.u, name: '双路甲', gender: 1 },
      { person_id: P.v, name: '双路乙', gender: 1 },
      { person_id: P.H, name: '枢纽大户', gender: 1 },
      { person_id: P.hx, name: '枢纽甲', gender: 1 },
      { person_id: P.hy, name: '枢纽乙', gender: 1 },
      { person_id: P.namesake, name: '王测试', gender: 2 },
      { person_id: P.longer, name: '王测试明', gender: 1 },
    ])
    .execute();
  const role = (company_id: number, seq: number, person_id: number, positions: string, is_legal = 0) => ({
    company_id,
    seq,
    person_id,
    positions,
    is_legal,
    since: null,
  });
  await k
    .insertInto('company_person')
    .values([
      role(C.E1, 1, P.L, '执行董事、总经理', 1),
      role(C.Kb, 1, P.p1, '执行董事', 1),
      role(C.Kd, 1, P.p2, '董事'),
      role(C.Ke, 1, P.p2, '监事'),
      role(C.M2, 1, P.namesake, '监事'),
    ])
    .execute();
  let seq = 0;
  const hold = (company_id: number, kind: 'P' | 'C' | 'O', holder_id: number, ratio_ppm: number) => ({
    company_id,
    seq: ++seq,
    holder_kind: kind,
    holder_id,
    holder_name: String(holder_id),
    subscribed: 100,
    ratio_ppm,
    subscribed_date: null,
  });
  await k
    .insertInto('shareholding')
    .values([
      hold(C.D2, 'C', C.D1, 510_000),
      hold(C.E2, 'P', P.L, 300_000),
      hold(C.Kb, 'C', C.Ka, 1_000_000),
      hold(C.Kc, 'P', P.p1, 400_000),
      hold(C.Y2, 'C', C.Y1, 600_000),
      hold(C.Y3, 'C', C.Y2, 700_000),
      hold(C.Y1, 'C', C.Y3, 55_000),
      hold(C.M1, 'P', P.u, 500_000),
      hold(C.M1, 'P', P.v, 500_000),
      hold(C.M2, 'P', P.u, 355_000),
      hold(C.M2, 'P', P.v, 645_000),
      ...Array.from({ length: 40 }, (_, i) => hold(C.hub(i), 'P', P.H, 900_000)),
      hold(C.hub(0), 'P', P.hx, 100_000),
      hold(C.hub(39), 'P', P.hy, 100_000),
      // an organisation outside the registry is no node
      { ...hold(C.Z, 'O', 0, 1_000_000), holder_id: null, holder_name: '某市国资委' },
    ])
    .execute();
  await k.insertInto('company_branch').values({ company_id: C.Kc, branch_id: C.Kd }).execute();
}

const co = (id: number) => ({ kind: 'company' as const, id });
const pe = (id: number) => ({ kind: 'person' as const, id });

describe.each(testDialects)('查关系 on %s', (dialect) => {
  let t: ProfileApp;
  let token: string;
  const find = (body: FindRelationsInput | Record<string, unknown>, as: string | undefined = token) =>
    t.post<RelationResult>(RelationPaths.find, as, body as Record<string, unknown>);
  const found = async (body: FindRelationsInput) => {
    const res = await find(body);
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };
  /** A path in words: 名称 → 持股 51% → 名称 … */
  const words = (r: RelationResult, pair = 0, path = 0) => {
    const p = r.pairs[pair]!.paths[path]!;
    const name = (k: string) => r.nodes.find((n) => n.key === k)!.name;
    return p.nodes
      .map((k, i) =>
        i === 0 ? name(k) : `${p.steps[i - 1]!.map((e) => r.edges[e]!.label).join('、')} ${name(k)}`,
      )
      .join(' → ');
  };

  beforeAll(async () => {
    t = await createProfileApp(dialect);
    await insertGraph(t.db.kysely);
    token = await t.tokenOf(Who.admin);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds a direct shareholding, the edge labelled and pointing from the holder', async () => {
    const r = await found({ entities: [co(C.D2), co(C.D1)], max_hops: 3 });
    expect(r.pairs).toHaveLength(1);
    expect(r.pairs[0]).toMatchObject({ from: `C${C.D2}`, to: `C${C.D1}`, hops: 1, more: false });
    expect(r.edges).toEqual([
      { from: `C${C.D1}`, to: `C${C.D2}`, kind: 'holding', label: '持股 51%', ratio_ppm: 510_000 },
    ]);
    expect(r.nodes.map((n) => [n.key, n.name, n.kind, n.chosen]).sort()).toEqual(
      [
        [`C${C.D1}`, '直连控股有限公司', 'company', true],
        [`C${C.D2}`, '直连子公司有限公司', 'company', true],
      ].sort(),
    );
    expect(r.truncated).toBe(false);
  });

  it('finds a person linking two companies: legal representative of one, shareholder of the other', async () => {
    const r = await found({ entities: [co(C.E1), co(C.E2)], max_hops: 2 });
    expect(r.pairs[0]!.hops).toBe(2);
    expect(words(r)).toBe(
      '法人代表一号有限公司 → 法定代表人、执行董事、总经理 王测试 → 持股 30% 法人持股二号有限公司',
    );
    const person = r.nodes.find((n) => n.key === `P${P.L}`)!;
    expect(person).toMatchObject({ kind: 'person', chosen: false, status: null });
    expect(r.edges.map((e) => e.kind).sort()).toEqual(['holding', 'legal']);
    // a person chosen with a company
    const direct = await found({ entities: [pe(P.L), co(C.E2)], max_hops: 1 });
    expect(direct.pairs[0]!.hops).toBe(1);
  });

  it('finds a 6-hop chain at max_hops 6 and not at 5', async () => {
    const six = await found({ entities: [co(C.Ka), co(C.Ke)], max_hops: 6 });
    expect(six.pairs[0]!.hops).toBe(6);
    expect(six.pairs[0]!.paths).toHaveLength(1);
    expect(words(six)).toBe(
      '链条甲有限公司 → 持股 100% 链条乙有限公司 → 法定代表人、执行董事 链条人一 → 持股 40% 链条丙有限公司 → 分支机构 链条丙有限公司南山分公司 → 董事 链条人二 → 监事 链条戊有限公司',
    );
    const five = await found({ entities: [co(C.Ka), co(C.Ke)], max_hops: 5 });
    expect(five.pairs[0]).toMatchObject({ hops: null, paths: [], truncated: false });
    expect(five.edges).toEqual([]);
    expect(five.nodes.map((n) => n.key).sort()).toEqual([`C${C.Ka}`, `C${C.Ke}`].sort());
  });

  it('answers nothing (and the message names the depth) when there is no link; a cycle does not loop', async () => {
    const r = await found({ entities: [co(C.Y1), co(C.Z)], max_hops: 6 });
    expect(r.pairs[0]).toMatchObject({ hops: null, paths: [], more: false, truncated: false });
    expect(r.truncated).toBe(false);
    expect(RelationMessages.nothingFound(r.max_hops)).toBe('在 6 层内未发现关联');
    // around the cycle: Y3 holds Y1 directly, Y1 reaches Y3 in two steps the other way
    const cycle = await found({ entities: [co(C.Y1), co(C.Y3)], max_hops: 6 });
    expect(cycle.pairs[0]!.hops).toBe(1);
    expect(cycle.edges[0]).toMatchObject({ from: `C${C.Y3}`, to: `C${C.Y1}`, label: '持股 5.5%' });
  });

  it('lists every shortest path, and each pair of three entities', async () => {
    const r = await found({ entities: [co(C.M1), co(C.M2)], max_hops: 4 });
    expect(r.pairs[0]!.hops).toBe(2);
    expect(r.pairs[0]!.paths.map((p) => p.nodes[1]).sort()).toEqual([`P${P.u}`, `P${P.v}`]);
    const three = await found({ entities: [co(C.D1), co(C.D2), co(C.M1)], max_hops: 3 });
    expect(three.pairs.map((p) => [p.from, p.to, p.hops])).toEqual([
      [`C${C.D1}`, `C${C.D2}`, 1],
      [`C${C.D1}`, `C${C.M1}`, null],
      [`C${C.D2}`, `C${C.M1}`, null],
    ]);
  });

  it('cuts the search at a hub and says so', async () => {
    const r = await found({ entities: [pe(P.hx), pe(P.hy)], max_hops: 4 });
    expect(r.pairs[0]!.hops).toBe(4);
    expect(r.truncated).toBe(false);
    const small = createRelationService({ db: t.db }, { frontierMax: 10 });
    const cut = await small.find({ entities: [pe(P.hx), pe(P.hy)], max_hops: 4 });
    expect(cut.truncated).toBe(true);
    expect(cut.pairs[0]!.truncated).toBe(true);
    const rows = createRelationService({ db: t.db }, { rowCap: 5 });
    expect((await rows.find({ entities: [pe(P.hx), pe(P.hy)], max_hops: 4 })).truncated).toBe(true);
  });

  it('refuses bad input with a Chinese 400, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ entities: [co(C.D1)], max_hops: 3 }, RelationMessages.tooFew],
      [{ entities: [1, 2, 3, 4, 5, 6].map((i) => co(C.hub(i))), max_hops: 3 }, RelationMessages.tooMany],
      [{ entities: [co(C.D1), co(C.D1)], max_hops: 3 }, RelationMessages.duplicate],
      [{ entities: [co(C.D1), co(C.D2)], max_hops: 7 }, RelationMessages.hops],
      [{ entities: [co(C.D1), co(C.D2)], max_hops: 0 }, RelationMessages.hops],
      [{ entities: [co(C.D1), { kind: 'org', id: 1 }], max_hops: 3 }, RelationMessages.entityInvalid],
      [{ entities: [co(C.D1), co(-4)], max_hops: 3 }, RelationMessages.entityInvalid],
      [{ entities: 'x', max_hops: 3 }, RelationMessages.tooFew],
      [{ entities: [co(C.D1), co(999_999_999)], max_hops: 3 }, RelationMessages.companyNotFound(999_999_999)],
      [{ entities: [co(C.D1), pe(C.D1)], max_hops: 3 }, RelationMessages.personNotFound(C.D1)],
    ];
    for (const [body, message] of cases) {
      const res = await find(body);
      expect([res.code, res.error], JSON.stringify(body)).toEqual([400, message]);
    }
    const hopsMissing = await find({ entities: [co(C.D1), co(C.D2)] });
    expect(hopsMissing.code).toBe(200);
    expect(hopsMissing.data.max_hops).toBe(4);
  });

  it('refuses a caller without a session or without data:search:details', async () => {
    const body = { entities: [co(C.D1), co(C.D2)], max_hops: 3 };
    expect((await find(body, '')).code).toBe(ResultCode.sessionInvalid);
    const auditor = await t.tokenOf(Who.auditor);
    expect((await find(body, auditor)).code).toBe(403);
    expect((await t.get(RelationPaths.searchPerson, auditor, { keyword: '王' })).code).toBe(403);
    expect((await t.get(RelationPaths.searchPerson, '', { keyword: '王' })).code).toBe(
      ResultCode.sessionInvalid,
    );
  });

  it('finds people by name (the name itself first, then longer names) with their companies', async () => {
    const res = await t.get<PersonCandidate[]>(RelationPaths.searchPerson, token, { keyword: '王测试' });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.map((p) => [p.person_id, p.name, p.company_count])).toEqual([
      [P.L, '王测试', 2],
      [P.namesake, '王测试', 1],
      [P.longer, '王测试明', 0],
    ]);
    expect(res.data[0]!.companies).toEqual([
      { company_id: C.E1, name: '法人代表一号有限公司', role: '法定代表人、执行董事、总经理' },
      { company_id: C.E2, name: '法人持股二号有限公司', role: '股东 30%' },
    ]);
    expect(res.data[1]!.companies).toEqual([{ company_id: C.M2, name: '双路二号有限公司', role: '监事' }]);
    const prefix = await t.get<PersonCandidate[]>(RelationPaths.searchPerson, token, { keyword: '枢纽' });
    expect(prefix.data.map((p) => p.name)).toEqual(['枢纽乙', '枢纽大户', '枢纽甲'].sort());
    expect(prefix.data.find((p) => p.person_id === P.H)!.company_count).toBe(40);
    expect(prefix.data.find((p) => p.person_id === P.H)!.companies).toHaveLength(3);
    // a LIKE wildcard is a character, not a pattern
    expect(
      (await t.get<PersonCandidate[]>(RelationPaths.searchPerson, token, { keyword: '%' })).data,
    ).toEqual([]);
    const empty = await t.get(RelationPaths.searchPerson, token, { keyword: ' ' });
    expect([empty.code, empty.error]).toEqual([400, RelationMessages.keywordEmpty]);
    const long = await t.get(RelationPaths.searchPerson, token, { keyword: '王'.repeat(31) });
    expect([long.code, long.error]).toEqual([400, RelationMessages.keywordTooLong]);
  });

  it('names the entities of a prefilling link, leaving out unknown ones', async () => {
    const res = await t.get<RelationEntityInfo[]>(RelationPaths.entities, token, {
      keys: `C${C.D1},P${P.L},C999999999`,
    });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data).toEqual([
      { key: `C${C.D1}`, kind: 'company', id: C.D1, name: '直连控股有限公司' },
      { key: `P${P.L}`, kind: 'person', id: P.L, name: '王测试' },
    ]);
    const bad = await t.get(RelationPaths.entities, token, { keys: 'X1' });
    expect([bad.code, bad.error]).toEqual([400, RelationMessages.entityInvalid]);
  });
});
