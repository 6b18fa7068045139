import {
  CompanyProfileMessages as M,
  CompanyProfilePaths as P,
  maskEmail,
  maskMobile,
  maskTel,
  ResultCode,
  type CompanyHeader,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshProfileCounts } from '../../src/repositories/company-profile/profile-counts.ts';
import { headerFactsSource } from '../../src/services/company-profile/header-facts-source.ts';
import { testDialects } from '../helpers/test-db.ts';
import { FORMER_NAMES, HC_CONTACTS, HC_NAME, Ids, insertProfileFixtures } from './fixtures.ts';
import { createProfileApp, Who, type ProfileApp } from './profile-app.ts';

const url = (path: string, id: number | string) => path.replace(':id', String(id));

/** /admin/Detail/getBaseInfo/{id}: the header and every section count; who may call; bad input. */
describe.each(testDialects)('company profile header (%s)', (dialect) => {
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

  const header = (id: number | string, token = admin) => t.get<CompanyHeader>(url(P.header, id), token);

  it('answers the company, its names, legal representative, tags and every section count in one call', async () => {
    const res = await header(Ids.HC);
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data).toEqual({
      company_id: Ids.HC,
      name: HC_NAME,
      status: '存续',
      ccode: expect.stringMatching(/^91440300TEST\d{6}$/) as unknown,
      company_type: '有限责任公司',
      legal_person: { person_id: Ids.person(5), name: '员工5号' },
      legal_person_name: '李法人',
      reg_capital: 5_000_000,
      reg_currency: '人民币',
      reg_date: '2018-05-20',
      address: '广东省深圳市南山区科技园',
      scope: '软件开发。',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      district_code: '440305',
      industry_section: 'I',
      industry_section_name: '信息传输、软件和信息技术服务业',
      industry_division: '65',
      industry_division_name: '软件和信息技术服务业',
      former_names: FORMER_NAMES,
      ...HC_CONTACTS,
      contact_visible: true,
      // 专精特新中小企业 expired in 2023; the latest report (2024: 80 people, 500万-1000万) is small
      tags: ['高新技术企业', '科技型中小企业', '小微企业', '有分支机构'],
      employees: 80,
      insured: 60,
      counts: {
        shareholders: 12,
        people: 12,
        investments: 11,
        branches: 11,
        changes: 13,
        risks: {
          case: 23,
          executed: 0,
          dishonest: 0,
          consumption: 0,
          hearing: 0,
          abnormal: 0,
          penalty: 2,
          illegal: 0,
          pledge: 0,
          mortgage: 0,
          tax: 0,
        },
        ip: { trademark: 1, patent: 15, software: 0, works: 0, website: 0 },
        annual_reports: 3,
        licences: { licence: 2, qualification: 1 + 2 },
        contacts: 12,
      },
      has_map: true,
    });
  });

  it('a company with nothing recorded answers zero counts, no legal person, no map; tags by the rules', async () => {
    // R: no report, capital 100万 < 1000万 → 小微企业; A: latest report 500 people → not small
    const r = (await header(Ids.R)).data;
    expect(r.legal_person).toBeNull();
    expect(r.tags).toEqual(['小微企业']);
    expect(r.has_map).toBe(false);
    expect(r.former_names).toEqual([]);
    expect([r.tel, r.mobile, r.email, r.website]).toEqual([null, null, null, null]);
    expect(r.counts).toMatchObject({ shareholders: 2, people: 0, investments: 0, branches: 0, contacts: 0 });
    expect(Object.values(r.counts.risks).every((n) => n === 0)).toBe(true);
    const a = (await header(Ids.A)).data;
    expect(a.tags).toEqual([]);
    expect(a.employees).toBe(500);
    expect(a.legal_person).toEqual({ person_id: Ids.X, name: '王大户' });
    expect(a.counts.investments).toBe(1);
  });

  it('masks contact values for a role without data:search:contact (website stays), the shopper too', async () => {
    for (const token of [user, await t.tokenOf(Who.shopper)]) {
      const res = await header(Ids.HC, token);
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({
        tel: maskTel(HC_CONTACTS.tel),
        mobile: maskMobile(HC_CONTACTS.mobile),
        email: maskEmail(HC_CONTACTS.email),
        website: HC_CONTACTS.website,
        contact_visible: false,
      });
      expect(res.data.tel).toBe('0755-****1234');
      expect(res.data.mobile).toBe('138****5678');
      expect(res.data.email).toBe('l***@qhsl.com.cn');
    }
  });

  it('an unknown company is 404 with its message (an id past the integer range too), not an error', async () => {
    for (const id of [1, 899_999, 2_147_483_648, 99_999_999_999]) {
      const res = await header(id);
      expect(res, String(id)).toEqual({ code: ResultCode.notFound, data: null, error: M.notFound });
    }
  });

  it('refuses a caller without data:search:details (403) and an anonymous one (session code)', async () => {
    for (const phone of [Who.auditor, Who.park]) {
      const res = await header(Ids.HC, await t.tokenOf(phone));
      expect(res.code, phone).toBe(ResultCode.forbidden);
      expect(res.data).toBeNull();
    }
    const anonymous = await header(Ids.HC, '');
    expect(anonymous.code).toBe(ResultCode.sessionInvalid);
  });

  it('a malformed id is 400 with a Chinese message', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await header(id);
      expect(res.code, id).toBe(ResultCode.invalid);
      // zod's own message, in Chinese (the error handler keeps Chinese messages as they are)
      expect(res.error).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('reads the stored row (counts and facts) when the company has one: the same header as read live', async () => {
    const ids = [Ids.HC, Ids.R, Ids.A];
    const live = await Promise.all(ids.map(async (id) => (await header(id)).data));
    expect(live[0]!.counts.investments).toBe(11);
    try {
      for (const id of ids) await refreshProfileCounts(t.db.kysely, headerFactsSource(dialect), id, id);
      for (const [i, id] of ids.entries()) expect((await header(id)).data).toEqual(live[i]);
      // the row is what the header reads: stored values show as they are
      await t.db.kysely
        .updateTable('company_profile_counts')
        .set({
          risk_case: 99,
          contacts: 7,
          legal_person_name: '存储名',
          former_names: JSON.stringify(['甲公司', '乙公司']),
          report_employees: 300,
          // 高新技术企业 ended in 2020, 专精特新中小企业 has no end
          tag_qualifications: JSON.stringify([
            ['高新技术企业', '2020-01-01', '2020-01-02'],
            ['专精特新中小企业', '2020-01-01', null],
          ]),
        })
        .where('company_id', '=', Ids.HC)
        .execute();
      const stored = (await header(Ids.HC)).data;
      const counted = live[0]!.counts;
      expect(stored.counts).toEqual({ ...counted, contacts: 7, risks: { ...counted.risks, case: 99 } });
      expect(stored.legal_person).toEqual({ person_id: Ids.person(5), name: '存储名' });
      expect(stored.former_names).toEqual(['甲公司', '乙公司']);
      expect(stored.employees).toBe(300);
      // 300 people is not small; only the qualification valid today gives a tag
      expect(stored.tags).toEqual(['专精特新', '有分支机构']);
    } finally {
      await t.db.kysely.deleteFrom('company_profile_counts').execute();
    }
  });
});
