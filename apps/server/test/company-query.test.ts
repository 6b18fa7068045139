import {
  ageBandDates,
  insuredBands,
  QueryMessages as M,
  QueryPaths as P,
  queryConditionSummary,
  queryConditionsSchema,
  revenueBands,
  type AdvancedQueryInput,
  type AdvancedQueryResult,
  type QueryConditionInput,
  type QueryConditionsInput,
  type QueryGroupInput,
  type QueryRiskKind,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshProfileCounts } from '../src/repositories/company-profile/profile-counts.ts';
import { headerFactsSource } from '../src/services/company-profile/header-facts-source.ts';
import { testDialects } from './helpers/test-db.ts';
import { CompanyQueryRepository } from '../src/repositories/company-query-repository.ts';
import { warmSeek } from '../src/search/seek/index.ts';
import { createSearchEngine } from '../src/search/index.ts';
import type { PgSearchEngine } from '../src/search/pg-engine.ts';
import type { SqliteSearchEngine } from '../src/search/sqlite/sqlite-engine.ts';
import { createProfileApp, TODAY_ISO, Who, type ProfileApp } from './company-profile/profile-app.ts';
import {
  FIRST_ID,
  insertSeekFixtures,
  TODAY,
  type SeekCompany,
  type SeekFixtures,
} from './company-seek/seek-fixtures.ts';

// ── the fixtures' risks and annual reports, and a plain reading of the rules ─────────────────

/** risk kinds of the i-th fixture company */
function risksOf(i: number): QueryRiskKind[] {
  const out: QueryRiskKind[] = [];
  if (i % 7 === 0) out.push('dishonest');
  if (i % 5 === 0) out.push('executed');
  if (i % 11 === 3) out.push('abnormal');
  return out;
}
const INSURED = [0, 3, 12, 49, 50, 99, 100, 480, 500, 2000];
/** the i-th company's reports, newest first: none for every third; the older year's figures differ */
function reportsOf(i: number): { year: number; insured: number | null; revenue: string | null }[] {
  if (i % 3 === 0) return [];
  const latest = {
    year: 2024,
    insured: i % 13 === 1 ? null : INSURED[i % INSURED.length]!,
    revenue: i % 4 === 0 ? null : revenueBands[i % revenueBands.length]!,
  };
  const older = { year: 2023, insured: 7, revenue: revenueBands[0] };
  return i % 2 ? [latest, older] : [latest];
}

const regionColumn = (code: string) =>
  code.endsWith('0000') ? 'province_code' : code.endsWith('00') ? 'city_code' : 'district_code';

const flagHolds: Record<string, (c: SeekCompany) => boolean> = {
  hasMobile: (c) => Boolean(c.mobile),
  hasTel: (c) => Boolean(c.tel),
  hasEmail: (c) => Boolean(c.email),
  hasAnyContact: (c) => Boolean(c.mobile || c.tel || c.email),
  hasWebsite: (c) => (c.website_num ?? 0) > 0,
  hasBrand: (c) => (c.brand_num ?? 0) > 0,
  hasPatent: (c) => (c.patent_num ?? 0) > 0,
  hasSoftwareCopyright: (c) => (c.software_copyright_num ?? 0) > 0,
  hasCopyright: (c) => (c.copyright_num ?? 0) > 0,
  hasAdminLicence: (c) => (c.act_num ?? 0) > 0,
  hasPunishment: (c) => (c.punish_num ?? 0) > 0,
};
const RANGE_TEXT = [
  (c: SeekCompany) => c.name,
  (c: SeekCompany) => c.scope,
  (c: SeekCompany) => c.address,
  (c: SeekCompany) => `${c.legal_person}、${c.shareholders ?? ''}`,
];

function holds(c: SeekCompany, cond: QueryConditionInput): boolean {
  const i = c.company_id - FIRST_ID;
  const report = reportsOf(i)[0];
  switch (cond.field) {
    case 'keyword':
      return cond.ranges!.some((r) => RANGE_TEXT[r]!(c).toLowerCase().includes(cond.text!.toLowerCase()));
    case 'region': {
      const inside = cond.codes!.some((code) => c[regionColumn(code)] === code);
      return cond.op === 'not_in' ? !inside : inside;
    }
    case 'industry': {
      const inside = cond.codes!.some((code) =>
        /^[A-T]$/.test(code) ? c.industry_section === code : c.industry_division === code,
      );
      return cond.op === 'not_in' ? !inside : inside;
    }
    case 'capital': {
      const wan = Number(c.reg_capital) / 10_000;
      return cond.ranges!.some(
        (r) => (r.min === undefined || wan >= r.min) && (r.max === undefined || wan < r.max),
      );
    }
    case 'age':
      return cond.bands!.some((key) => {
        const r = ageBandDates(key, TODAY);
        return (!r.from || c.reg_date >= r.from) && (!r.to || c.reg_date <= r.to);
      });
    case 'founded':
      return (!cond.from || c.reg_date >= cond.from) && (!cond.to || c.reg_date <= cond.to);
    case 'status':
      return cond.values!.includes(c.status as never);
    case 'type':
      return cond.values!.includes(c.company_type as never);
    case 'flag':
      return flagHolds[cond.key!]!(c) === cond.has;
    case 'risk':
      return risksOf(i).includes(cond.kind!) === cond.has;
    case 'insured':
      if (report?.insured === null || report?.insured === undefined) return false;
      return cond.bands!.some((key) => {
        const b = insuredBands.find((x) => x.key === key)!;
        return report.insured! >= b.lo && (b.hi === null || report.insured! < b.hi);
      });
    case 'revenue':
      return Boolean(report?.revenue) && cond.bands!.includes(report!.revenue as never);
  }
}

/** The companies a query finds, by company id (the default sort). */
function expected(all: SeekCompany[], q: QueryConditionsInput): number[] {
  return all
    .filter((c) => {
      const results = q.groups!.map((g) => {
        const inside = g.conditions!.every((cond) => holds(c, cond));
        return g.not ? !inside : inside;
      });
      return q.combine === 'or' ? results.some(Boolean) : results.every(Boolean);
    })
    .map((c) => c.company_id)
    .sort((a, b) => a - b);
}

describe.each(testDialects)('advanced query on %s', (dialect) => {
  let t: ProfileApp;
  let fx: SeekFixtures;
  let admin: string;
  let user: string;
  const run = (body: AdvancedQueryInput, token = admin) =>
    t.post<AdvancedQueryResult>(P.query, token, body as unknown as Record<string, unknown>);
  /** every id the query finds (pages of 50) */
  async function allIds(q: QueryConditionsInput): Promise<{ total: number; ids: number[] }> {
    const ids: number[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      const r = await run({ ...q, page, limit: 50 });
      expect(r.code, r.error ?? '').toBe(200);
      total = r.data.total;
      ids.push(...r.data.list.map((row) => row.company_id));
      if (page * 50 >= total) break;
    }
    return { total, ids };
  }
  async function check(q: QueryConditionsInput, atLeast = 1) {
    const want = expected(fx.companies, q);
    // a query that finds nothing or everything proves little
    expect(want.length, queryConditionSummary(q)).toBeGreaterThanOrEqual(atLeast);
    expect(want.length, queryConditionSummary(q)).toBeLessThan(fx.companies.length);
    // through HTTP: from the seek's columns (warm since beforeAll)
    const engine = createSearchEngine(t.db) as SqliteSearchEngine | PgSearchEngine;
    const before = engine.answeredFromColumns;
    const got = await allIds(q);
    expect(engine.answeredFromColumns).toBeGreaterThan(before);
    expect(got.total, queryConditionSummary(q)).toBe(want.length);
    expect(got.ids).toEqual(want);
    // the SQL statement that answers before the columns are loaded: the same
    const bySql = await new CompanyQueryRepository(t.db).searchBySql(queryConditionsSchema.parse(q), {
      today: TODAY,
      sort: 'default',
      offset: 0,
      limit: 10_000,
    });
    expect(bySql, queryConditionSummary(q)).toEqual({ total: want.length, ids: want });
  }

  beforeAll(async () => {
    t = await createProfileApp(dialect, { now: () => new Date(TODAY_ISO) });
    fx = await insertSeekFixtures(t.db.kysely);
    const k = t.db.kysely;
    const risks = fx.companies.flatMap((c, i) =>
      risksOf(i).map((kind, seq) => ({
        company_id: c.company_id,
        kind,
        seq: seq + 1,
        risk_date: '2025-03-01',
        title: `${kind} 记录`,
        doc_no: null,
        role: null,
        authority: null,
        amount: null,
        detail: null,
      })),
    );
    await k.insertInto('company_risk').values(risks).execute();
    const reports = fx.companies.flatMap((c, i) =>
      reportsOf(i).map((r) => ({
        company_id: c.company_id,
        year: r.year,
        published_date: `${r.year + 1}-04-01`,
        employees: (r.insured ?? 0) + 5,
        insured: r.insured,
        revenue_band: r.revenue,
        tax_rating: 'A',
      })),
    );
    await k.insertInto('company_annual_report').values(reports).execute();
    await refreshProfileCounts(k, headerFactsSource(dialect), FIRST_ID, FIRST_ID + fx.companies.length - 1);
    // as the server's start does: the query is answered from the seek's columns from now on
    await warmSeek(t.db);
    admin = await t.tokenOf(Who.admin);
    user = await t.tokenOf(Who.user);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('ANDs groups, ORs groups and negates a group, as a plain reading of the rules counts them', async () => {
    const gd = fx.provinces[0]!.code;
    const groupA: QueryGroupInput = {
      conditions: [
        { field: 'region', op: 'in', codes: [gd] },
        { field: 'flag', key: 'hasMobile', has: true },
      ],
    };
    const groupB: QueryGroupInput = { conditions: [{ field: 'risk', kind: 'executed', has: true }] };
    await check({ combine: 'and', groups: [groupA, groupB] });
    await check({ combine: 'or', groups: [groupA, groupB] }, 40);
    await check({ combine: 'and', groups: [groupA, { ...groupB, not: true }] });
    // a lone NOT group: everything the group does not find
    await check({ groups: [{ not: true, conditions: groupA.conditions }] }, 150);
    await check({
      combine: 'or',
      groups: [
        { not: true, conditions: [{ field: 'status', values: ['存续', '在业', '迁入', '迁出'] }] },
        { conditions: [{ field: 'risk', kind: 'dishonest', has: true }] },
      ],
    });
  });

  it('includes and excludes regions and industries', async () => {
    const p = fx.provinces[0]!;
    const city = p.cities[0]!;
    await check({
      groups: [
        {
          conditions: [
            { field: 'region', op: 'in', codes: [p.code, fx.provinces[1]!.cities[1]!.code] },
            { field: 'region', op: 'not_in', codes: [city.districts[0]!] },
          ],
        },
      ],
    });
    const s = fx.sections[0]!;
    await check({
      groups: [
        {
          conditions: [
            { field: 'industry', op: 'in', codes: [s.code, fx.sections[2]!.divisions[0]!] },
            { field: 'industry', op: 'not_in', codes: [s.divisions[1]!] },
            { field: 'region', op: 'not_in', codes: [fx.provinces[2]!.code] },
          ],
        },
      ],
    });
  });

  it('reads risk flags (有/无) and the latest annual report’s 参保人数 and 营业收入', async () => {
    await check({ groups: [{ conditions: [{ field: 'risk', kind: 'dishonest', has: true }] }] });
    await check({ groups: [{ conditions: [{ field: 'risk', kind: 'abnormal', has: false }] }] }, 200);
    await check({
      groups: [
        {
          conditions: [
            { field: 'risk', kind: 'executed', has: false },
            { field: 'risk', kind: 'dishonest', has: false },
            { field: 'flag', key: 'hasEmail', has: false },
          ],
        },
      ],
    });
    // the 2023 report says 7 insured for every odd company: only the 2024 one counts
    await check({ groups: [{ conditions: [{ field: 'insured', bands: ['1-9'] }] }] });
    await check({ groups: [{ conditions: [{ field: 'insured', bands: ['0', '50-99', 'ge500'] }] }] });
    await check({
      groups: [{ conditions: [{ field: 'revenue', bands: [revenueBands[0], revenueBands[3]] }] }],
    });
    // no report, or no figure in it: not in any band, so a NOT group finds them
    await check({
      groups: [{ not: true, conditions: [{ field: 'insured', bands: insuredBands.map((b) => b.key) }] }],
    });
    await check({
      combine: 'and',
      groups: [
        { conditions: [{ field: 'insured', bands: ['10-49', '50-99', '100-499'] }] },
        { not: true, conditions: [{ field: 'revenue', bands: [...revenueBands] }] },
      ],
    });
  });

  it('answers every precise-search field: keyword ranges, capital, age, dates, status, type, flags', async () => {
    await check({ groups: [{ conditions: [{ field: 'keyword', text: '科技', ranges: [0] }] }] });
    // 科技 is in names, in some addresses (科技路) and in one scope (信息技术 does not hold it)
    await check({ groups: [{ conditions: [{ field: 'keyword', text: '科技', ranges: [0, 2] }] }] });
    await check({ groups: [{ conditions: [{ field: 'keyword', text: '食品销售', ranges: [1] }] }] });
    await check({
      groups: [
        {
          conditions: [
            { field: 'keyword', text: '王', ranges: [3] },
            { field: 'capital', ranges: [{ max: 100 }, { min: 500, max: 1000 }, { min: 5000 }] },
          ],
        },
      ],
    });
    await check({
      groups: [
        {
          conditions: [
            { field: 'age', bands: ['1-3', 'ge15'] },
            { field: 'type', values: ['有限责任公司', '股份有限公司', '个体工商户'] },
          ],
        },
        { conditions: [{ field: 'founded', from: '2010-01-01', to: '2021-11-22' }] },
      ],
      combine: 'or',
    });
    await check({
      groups: [
        {
          conditions: [
            { field: 'status', values: ['存续', '吊销'] },
            { field: 'flag', key: 'hasAnyContact', has: true },
            { field: 'flag', key: 'hasPatent', has: false },
          ],
        },
      ],
    });
  });

  it('sorts by capital and date, pages within the first 5,000, masks contacts by permission', async () => {
    const q: QueryConditionsInput = {
      groups: [{ conditions: [{ field: 'region', op: 'in', codes: [fx.provinces[1]!.code] }] }],
    };
    const want = expected(fx.companies, q).map((id) => fx.companies[id - FIRST_ID]!);
    const byCapital = [...want].sort(
      (a, b) => Number(b.reg_capital) - Number(a.reg_capital) || a.company_id - b.company_id,
    );
    const page2 = await run({ ...q, sort: 'capital_desc', page: 2, limit: 10 });
    expect(page2.data.total).toBe(want.length);
    expect(page2.data.list.map((r) => r.company_id)).toEqual(
      byCapital.slice(10, 20).map((c) => c.company_id),
    );
    const byDate = [...want].sort((a, b) =>
      a.reg_date < b.reg_date ? -1 : a.reg_date > b.reg_date ? 1 : a.company_id - b.company_id,
    );
    const first = await run({ ...q, sort: 'date_asc', limit: 10 });
    expect(first.data.list.map((r) => r.company_id)).toEqual(byDate.slice(0, 10).map((c) => c.company_id));

    // rows as /data/seek shows them; 普通用户 sees contacts masked
    const withMobile = want.find((c) => c.mobile)!;
    const one: QueryConditionsInput = {
      groups: [{ conditions: [{ field: 'keyword', text: withMobile.name, ranges: [0] }] }],
    };
    const mine = await run(one);
    expect(mine.data.list[0]).toMatchObject({
      company_id: withMobile.company_id,
      name: withMobile.name,
      mobile: withMobile.mobile,
      contact_visible: true,
      match: null,
    });
    const masked = (await run(one, user)).data.list[0]!;
    expect(masked.contact_visible).toBe(false);
    expect(masked.mobile).not.toBe(withMobile.mobile);
    expect(masked.mobile).toMatch(/\*/);
  });

  it('refuses bad input with a Chinese 400 message, never a 500', async () => {
    const g = (conditions: unknown[], more: Record<string, unknown> = {}) => ({
      groups: [{ conditions, ...more }],
    });
    const region = { field: 'region', op: 'in', codes: ['440000'] };
    const cases: [unknown, string][] = [
      [{}, M.nothingChosen],
      [{ groups: [] }, M.nothingChosen],
      [{ groups: Array.from({ length: 6 }, () => ({ conditions: [region] })) }, M.tooManyGroups],
      [g([]), M.emptyGroup],
      [g(Array.from({ length: 11 }, () => region)), M.tooManyConditions],
      [{ ...g([region]), combine: 'xor' }, M.combineInvalid],
      [g([{ field: 'colour', values: ['红'] }]), M.conditionInvalid],
      [g([{ field: 'keyword', text: ' ', ranges: [0] }]), M.keywordRequired],
      [g([{ field: 'keyword', text: '科'.repeat(31), ranges: [0] }]), M.keywordTooLong],
      [g([{ field: 'keyword', text: '科技', ranges: [] }]), M.searchRangeRequired],
      [g([{ field: 'keyword', text: '科技', ranges: [7] }]), M.searchRangeRequired],
      [g([{ field: 'region', op: 'in', codes: [] }]), M.regionRequired],
      [g([{ field: 'region', op: 'in', codes: ['12345'] }]), M.regionInvalid],
      [g([{ field: 'region', op: 'in', codes: ['999999'] }]), M.regionInvalid],
      [
        g([{ field: 'region', op: 'in', codes: Array.from({ length: 51 }, (_, i) => String(110101 + i)) }]),
        M.tooManyRegions,
      ],
      [g([{ field: 'region', op: 'maybe', codes: ['440000'] }]), M.conditionInvalid],
      [g([{ field: 'industry', op: 'in', codes: ['Z'] }]), M.industryInvalid],
      [g([{ field: 'industry', op: 'in', codes: ['99'] }]), M.industryInvalid],
      [g([{ field: 'capital', ranges: [] }]), M.capitalRequired],
      [g([{ field: 'capital', ranges: [{}] }]), M.capitalRequired],
      [g([{ field: 'capital', ranges: [{ min: 500, max: 100 }] }]), M.capitalOrder],
      [g([{ field: 'capital', ranges: [{ min: -1 }] }]), M.capitalInvalid],
      [g([{ field: 'capital', ranges: [{ min: '100' }] }]), M.capitalInvalid],
      [g([{ field: 'founded', from: '2020-02-30' }]), M.dateInvalid],
      [g([{ field: 'founded', from: '2021-01-01', to: '2020-01-01' }]), M.dateRange],
      [g([{ field: 'founded' }]), M.dateRange],
      [g([{ field: 'status', values: [] }]), M.valuesRequired],
      [g([{ field: 'status', values: ['倒闭'] }]), M.conditionInvalid],
      [g([{ field: 'flag', key: 'hasYacht', has: true }]), M.conditionInvalid],
      [g([{ field: 'risk', kind: 'dishonest', has: 'yes' }]), M.conditionInvalid],
      [g([{ field: 'insured', bands: ['lots'] }]), M.conditionInvalid],
      [g([{ field: 'revenue', bands: ['很多'] }]), M.conditionInvalid],
      [{ ...g([region]), sort: 'relevance' }, M.sortInvalid],
      [{ ...g([region]), page: 0 }, M.pageInvalid],
      [{ ...g([region]), page: 101, limit: 50 }, M.pageTooDeep],
      [{ ...g([region]), extra: 1 }, ''],
    ];
    for (const [body, message] of cases) {
      const r = await t.post(P.query, admin, body as Record<string, unknown>);
      expect(r.code, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(r.error).toMatch(/[\u4e00-\u9fa5]/);
      if (message) expect(r.error, JSON.stringify(body).slice(0, 200)).toBe(message);
    }
  });

  it('needs a session and data:search:query', async () => {
    const body = { groups: [{ conditions: [{ field: 'flag', key: 'hasMobile', has: true }] }] };
    expect((await t.post(P.query, undefined, body)).code).toBeGreaterThan(4000);
    expect((await t.post(P.query, await t.tokenOf(Who.park), body)).code).toBe(403);
    expect((await t.post(P.query, await t.tokenOf(Who.auditor), body)).code).toBe(403);
  });

  it('sees risk records and annual reports written after the columns were loaded', async () => {
    const dishonest: QueryConditionsInput = {
      groups: [{ conditions: [{ field: 'risk', kind: 'dishonest', has: true }] }],
    };
    const i = fx.companies.findIndex((_, n) => !risksOf(n).includes('dishonest'));
    const target = fx.companies[i]!;
    const before = (await allIds(dishonest)).ids;
    expect(before).not.toContain(target.company_id);
    const k = t.db.kysely;
    await k
      .insertInto('company_risk')
      .values({
        company_id: target.company_id,
        kind: 'dishonest',
        seq: 99,
        risk_date: '2026-01-05',
        title: '新增失信记录',
        doc_no: null,
        role: null,
        authority: null,
        amount: null,
        detail: null,
      })
      .execute();
    await k
      .insertInto('company_annual_report')
      .values({
        company_id: target.company_id,
        year: 2025,
        published_date: '2026-04-01',
        employees: 3000,
        insured: 2999,
        revenue_band: revenueBands.at(-1)!,
        tax_rating: 'A',
      })
      .execute();
    // the profile writers keep company_profile_counts with the rows (as the seed does)
    await refreshProfileCounts(k, headerFactsSource(dialect), target.company_id, target.company_id);
    expect((await allIds(dishonest)).ids).toEqual([...before, target.company_id].sort((a, b) => a - b));
    const big: QueryConditionsInput = {
      groups: [
        {
          conditions: [
            { field: 'insured', bands: [insuredBands.at(-1)!.key] },
            { field: 'revenue', bands: [revenueBands.at(-1)!] },
          ],
        },
      ],
    };
    expect((await allIds(big)).ids).toContain(target.company_id);
  });
});
