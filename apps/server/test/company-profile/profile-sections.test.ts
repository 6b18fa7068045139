import {
  CompanyProfileMessages as M,
  CompanyProfilePaths as P,
  maskContact,
  ResultCode,
  type ContactKind,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { contactValue, FORMER_NAMES, HC_HOLDER_RATIOS, HC_NAME, Ids } from './fixtures.ts';
import { insertProfileFixtures } from './fixtures.ts';
import { createProfileApp, Who, type ProfileApp } from './profile-app.ts';

interface Page<T> {
  list: T[];
  total: number;
}
type Row = Record<string, unknown>;

const url = (path: string, id: number | string) => path.replace(':id', String(id));

/** The paged sections of /data/details/{id} and the person page, over HTTP. */
describe.each(testDialects)('company profile sections (%s)', (dialect) => {
  let t: ProfileApp;
  let admin = '';
  let user = '';

  beforeAll(async () => {
    t = await createProfileApp(dialect);
    await insertProfileFixtures(t.db.kysely);
    admin = await t.tokenOf(Who.admin);
    user = await t.tokenOf(Who.user);
  });
  afterAll(() => t?.close());

  const page = async <T = Row>(
    path: string,
    id: number,
    query: Record<string, unknown> = {},
    token = admin,
  ) => {
    const res = await t.get<Page<T>>(url(path, id), token, query);
    expect(res.code, `${path} ${res.error ?? ''}`).toBe(200);
    return res.data;
  };

  it('shareholders: largest ratio first, page 2 continues, total is all of them', async () => {
    const expected = HC_HOLDER_RATIOS.map((r, i) => ({
      r,
      name: `员工${i + 1}号`,
      id: Ids.person(i + 1),
    })).sort((a, b) => b.r - a.r);
    const p1 = await page(P.shareholders, Ids.HC, { page: 1, limit: 5 });
    const p3 = await page(P.shareholders, Ids.HC, { page: 3, limit: 5 });
    expect(p1.total).toBe(12);
    expect(p3.total).toBe(12);
    expect(p1.list.map((r) => r.ratio_ppm)).toEqual(expected.slice(0, 5).map((e) => e.r));
    expect(p3.list.map((r) => r.holder_name)).toEqual(expected.slice(10).map((e) => e.name));
    expect(p1.list[0]).toEqual({
      holder_kind: 'P',
      holder_id: expected[0]!.id,
      holder_name: expected[0]!.name,
      ratio_ppm: expected[0]!.r,
      subscribed: expected[0]!.r * 5,
      subscribed_date: '2020-01-01',
    });
  });

  it('people: the legal representative first, then in order; company_count counts each company once', async () => {
    const p1 = await page(P.people, Ids.HC, { limit: 4 });
    expect(p1.total).toBe(12);
    expect(p1.list.map((r) => r.name)).toEqual(['员工5号', '员工1号', '员工2号', '员工3号']);
    expect(p1.list[0]).toEqual({
      person_id: Ids.person(5),
      name: '员工5号',
      positions: '执行董事、总经理',
      is_legal: true,
      since: '2020-01-01',
      // HC (runs and holds) and invested 1 (runs)
      company_count: 2,
    });
    // 员工1号 runs and holds HC: one company
    expect(p1.list[1]).toMatchObject({ is_legal: false, company_count: 1 });
    const p3 = await page(P.people, Ids.HC, { page: 3, limit: 4 });
    expect(p3.list.map((r) => r.name)).toEqual(['员工9号', '员工10号', '员工11号', '员工12号']);
  });

  it('investments: the companies HC holds, largest ratio first, with the invested company', async () => {
    const p1 = await page(P.investments, Ids.HC, { limit: 10 });
    const p2 = await page(P.investments, Ids.HC, { page: 2, limit: 10 });
    expect(p1.total).toBe(11);
    expect(p1.list.map((r) => r.company_id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map(Ids.invested));
    expect(p2.list.map((r) => r.company_id)).toEqual([Ids.invested(1)]);
    expect(p1.list[0]).toEqual({
      company_id: Ids.invested(11),
      name: `测试企业${Ids.invested(11)}有限公司`,
      status: '存续',
      legal_person: '张三',
      reg_capital: 1_000_000,
      reg_currency: '人民币',
      reg_date: '2019-01-11',
      province: '广东省',
      ratio_ppm: 550_000,
      subscribed: 2_750_000,
    });
  });

  it('branches: every branch company, paged', async () => {
    const p1 = await page(P.branches, Ids.HC, { limit: 10 });
    const p2 = await page(P.branches, Ids.HC, { page: 2, limit: 10 });
    expect(p1.total).toBe(11);
    expect([...p1.list, ...p2.list].map((r) => r.company_id)).toEqual(
      Array.from({ length: 11 }, (_, i) => Ids.branch(i + 1)),
    );
    expect(p2.list[0]).toMatchObject({ name: `${HC_NAME}分公司11`, province: '广东省', status: '存续' });
  });

  it('changes: newest first (by seq), paged', async () => {
    const p1 = await page(P.changes, Ids.HC, { limit: 10 });
    const p2 = await page(P.changes, Ids.HC, { page: 2, limit: 10 });
    expect(p1.total).toBe(13);
    expect(p2.list.map((r) => r.change_date)).toEqual(['2024-12-17', '2024-12-16', '2024-12-15']);
    expect(p1.list[0]).toEqual({
      change_date: '2024-12-27',
      item: '经营范围变更',
      before_text: '旧范围1',
      after_text: '新范围1',
    });
    expect(p1.list[1]).toEqual({
      change_date: '2024-12-26',
      item: '名称变更',
      before_text: FORMER_NAMES[0],
      after_text: HC_NAME,
    });
  });

  it('risks by kind: one kind per call, paged; a kind without rows is an empty page', async () => {
    const p3 = await page(P.risks, Ids.HC, { kind: 'case', page: 3, limit: 10 });
    expect(p3.total).toBe(23);
    expect(p3.list.map((r) => r.title)).toEqual(['case事项21', 'case事项22', 'case事项23']);
    expect(p3.list[0]).toEqual({
      kind: 'case',
      risk_date: '2023-06-01',
      title: 'case事项21',
      doc_no: '（2023）粤0305民初21号',
      role: '被告',
      authority: '深圳市南山区人民法院',
      amount: 210_000,
      detail: null,
    });
    expect((await page(P.risks, Ids.HC, { kind: 'penalty' })).total).toBe(2);
    expect(await page(P.risks, Ids.HC, { kind: 'tax' })).toEqual({ list: [], total: 0 });
  });

  it('intellectual property by kind, paged', async () => {
    const p2 = await page(P.ip, Ids.HC, { kind: 'patent', page: 2, limit: 10 });
    expect(p2.total).toBe(15);
    expect(p2.list.map((r) => r.name)).toEqual([11, 12, 13, 14, 15].map((i) => `patent成果${i}`));
    expect(p2.list[0]).toEqual({
      kind: 'patent',
      name: 'patent成果11',
      reg_no: 'CN2023000011',
      category: '发明专利',
      status: '授权',
      apply_date: '2022-01-01',
      grant_date: '2023-01-01',
    });
    expect((await page(P.ip, Ids.HC, { kind: 'trademark' })).total).toBe(1);
  });

  it('annual reports: latest year first; licences and qualifications by kind', async () => {
    const reports = await page(P.annualReports, Ids.HC, { limit: 2 });
    expect(reports.total).toBe(3);
    expect(reports.list).toEqual([
      {
        year: 2024,
        published_date: '2025-05-01',
        employees: 80,
        insured: 60,
        revenue_band: '500万-1000万',
        tax_rating: 'A',
      },
      {
        year: 2023,
        published_date: '2024-05-01',
        employees: 50,
        insured: 40,
        revenue_band: null,
        tax_rating: null,
      },
    ]);
    const quals = await page(P.licences, Ids.HC, { kind: 'qualification' });
    expect(quals.total).toBe(3);
    expect(quals.list.map((r) => r.name)).toEqual(['高新技术企业', '专精特新中小企业', '科技型中小企业']);
    const licences = await page(P.licences, Ids.HC, { kind: 'licence', page: 2, limit: 1 });
    expect(licences).toEqual({
      list: [
        {
          kind: 'licence',
          name: '食品经营许可证',
          licence_no: 'LIClicence2',
          authority: '深圳市市场监督管理局',
          valid_from: '2019-01-01',
          valid_to: '2024-01-01',
          content: null,
        },
      ],
      total: 2,
    });
  });

  it('contacts: real values for 管理员, masked for 普通用户, each page says which', async () => {
    const kinds: ContactKind[] = ['mobile', 'tel', 'email'];
    const shown = await t.get<Page<Row> & { contact_visible: boolean }>(url(P.contacts, Ids.HC), admin, {
      page: 2,
      limit: 5,
    });
    expect(shown.data.total).toBe(12);
    expect(shown.data.contact_visible).toBe(true);
    expect(shown.data.list.map((r) => r.value)).toEqual([5, 6, 7, 8, 9].map(contactValue));
    const masked = await t.get<Page<Row> & { contact_visible: boolean }>(url(P.contacts, Ids.HC), user, {
      page: 2,
      limit: 5,
    });
    expect(masked.data.contact_visible).toBe(false);
    expect(masked.data.list.map((r) => r.value)).toEqual(
      [5, 6, 7, 8, 9].map((i) => maskContact(kinds[i % 3]!, contactValue(i))),
    );
    expect(masked.data.list[0]).toEqual({
      kind: 'email',
      value: 'u***@qhsl.com.cn',
      source: '企业年报',
      year: 2023,
    });
    expect(JSON.stringify(masked.data)).not.toMatch(/1391234\d{4}|2688\d{4}|user\d@/);
  });

  it('an existing company with an empty section answers an empty page; an unknown one is 404 everywhere', async () => {
    expect(await page(P.branches, Ids.R)).toEqual({ list: [], total: 0 });
    const calls: [string, Record<string, unknown>][] = [
      [P.shareholders, {}],
      [P.people, {}],
      [P.investments, {}],
      [P.branches, {}],
      [P.changes, {}],
      [P.risks, { kind: 'case' }],
      [P.ip, { kind: 'patent' }],
      [P.annualReports, {}],
      [P.licences, { kind: 'licence' }],
      [P.contacts, {}],
      [P.beneficialOwners, {}],
      [P.mapCompanies, {}],
    ];
    for (const [path, query] of calls) {
      for (const id of [899_999, 5_000_000_000]) {
        const res = await t.get(url(path, id), admin, query);
        expect(res, `${path} ${id}`).toEqual({ code: ResultCode.notFound, data: null, error: M.notFound });
      }
    }
  });

  it('bad input is 400 with a Chinese message, never a 500: kind outside the enum, id abc, page 0', async () => {
    const cases: [string, number | string, Record<string, unknown>, string?][] = [
      [P.risks, Ids.HC, { kind: 'fraud' }, '风险类别不正确'],
      [P.risks, Ids.HC, {}, '风险类别不正确'],
      [P.ip, Ids.HC, { kind: 'CASE' }, '知识产权类别不正确'],
      [P.licences, Ids.HC, { kind: 'x' }, '许可类别不正确'],
      [P.shareholders, 'abc', {}],
      [P.changes, Ids.HC, { page: 0 }],
      [P.people, Ids.HC, { limit: 1000 }],
      [P.contacts, Ids.HC, { page: 'two' }],
      [P.personCompanies, 'x1', {}],
    ];
    for (const [path, id, query, message] of cases) {
      const res = await t.get(url(path, id), admin, query);
      expect(res.code, `${path} ${JSON.stringify(query)}`).toBe(ResultCode.invalid);
      expect(res.error).toMatch(message ?? /[\u4e00-\u9fa5]/);
    }
    // a page far past the end is an empty page, not an error
    const far = await page(P.changes, Ids.HC, { page: 9_007_199_254_740, limit: 100 });
    expect(far).toEqual({ list: [], total: 13 });
  });

  it('a caller without data:search:details is refused on every section (403)', async () => {
    const auditor = await t.tokenOf(Who.auditor);
    for (const path of [P.shareholders, P.contacts, P.person, P.personCompanies]) {
      expect((await t.get(url(path, Ids.HC), auditor)).code, path).toBe(ResultCode.forbidden);
    }
    expect((await t.get(P.equityLevel, auditor, { kind: 'C', id: Ids.R, direction: 'up' })).code).toBe(
      ResultCode.forbidden,
    );
  });

  describe('person', () => {
    it('counts the companies a person runs, holds, represents and all of them once', async () => {
      const res = await t.get(url(P.person, Ids.X), user);
      expect(res.data).toEqual({
        person_id: Ids.X,
        name: '王大户',
        gender: 1,
        company_count: 3,
        legal_count: 1,
        holding_count: 2,
        position_count: 2,
      });
      const idle = await t.get(url(P.person, Ids.idle), user);
      expect(idle.data).toMatchObject({
        company_count: 0,
        legal_count: 0,
        holding_count: 0,
        position_count: 0,
      });
    });

    it('pages every company of the person: represented first, then newest, with positions and direct share', async () => {
      const p1 = await page(P.personCompanies, Ids.X, { limit: 2 }, user);
      const p2 = await page(P.personCompanies, Ids.X, { page: 2, limit: 2 }, user);
      expect(p1.total).toBe(3);
      expect(p2.total).toBe(3);
      expect(p1.list).toEqual([
        {
          company_id: Ids.A,
          name: '华瑞控股有限公司',
          status: '存续',
          legal_person: '张三',
          reg_capital: 1_000_000,
          reg_currency: '人民币',
          reg_date: '2010-03-01',
          province: '广东省',
          positions: '执行董事、总经理',
          is_legal: true,
          ratio_ppm: 500_000,
        },
        expect.objectContaining({ company_id: Ids.E, positions: '监事', is_legal: false, ratio_ppm: null }),
      ]);
      expect(p2.list).toEqual([
        expect.objectContaining({ company_id: Ids.B, positions: '', is_legal: false, ratio_ppm: 300_000 }),
      ]);
    });

    it('an unknown person is 404 人员不存在', async () => {
      for (const path of [P.person, P.personCompanies]) {
        for (const id of [Ids.HC, 3_000_000_000]) {
          const res = await t.get(url(path, id), user);
          expect(res, path).toEqual({ code: ResultCode.notFound, data: null, error: M.personNotFound });
        }
      }
    });
  });
});
