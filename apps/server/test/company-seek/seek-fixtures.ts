import {
  ageBandDates,
  ageBands,
  activeStatuses,
  capitalBands,
  companyStatuses,
  companyTypes,
  type SeekFlagKey,
  type SeekQueryInput,
} from '@qishu/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import type { CompanyTable } from '../../src/db/tables/company.ts';
import { Rng } from '../../src/db/seed/companies/prng.ts';

/** The tests' day in Asia/Shanghai (profile-app.ts's clock). */
export const TODAY = '2026-11-22';
export const FIRST_ID = 700_001;

export type SeekCompany = Insertable<CompanyTable> & { company_id: number };

export interface SeekFixtures {
  companies: SeekCompany[];
  /** province → its cities → their districts, as the fixtures use them */
  provinces: { code: string; cities: { code: string; districts: string[] }[] }[];
  sections: { code: string; divisions: string[] }[];
  /** company → the registry person who is its legal representative (some companies have none) */
  legalPersons: Map<number, number>;
}

const WORDS = ['科技', '贸易', '信息', '建设', '餐饮', '物流', '咨询', '传媒'];
const SURNAMES = ['张', '王', '李', '赵', '陈', '林'];
const GIVEN = ['伟', '芳', '娜', '强', '磊', '静'];
const SCOPES = [
  '软件开发；信息技术咨询服务；技术服务、技术开发、技术咨询、技术交流、技术转让、技术推广。',
  '日用百货销售；服装服饰零售；五金产品批发；电子产品销售；家用电器销售。',
  '建设工程施工；住宅室内装饰装修；园林绿化工程施工；市政设施管理。',
  '餐饮服务；食品销售；酒类经营；外卖递送服务。',
];
/** amounts in 万元 hitting every capital band and its edges */
const CAPITALS_WAN = [0, 10, 99.99, 100, 150, 199, 200, 350, 500, 999, 1000, 3000, 4999, 5000, 20_000];

function shiftYears(iso: string, years: number, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * ~260 companies over 3 provinces × 2 cities × 2 districts and 4 sections × 2 divisions, every
 * status, type, capital band (and its edges), age band (and its edges) and flag; names, people,
 * addresses and scopes built from a few words so keywords hit every field.
 */
export async function insertSeekFixtures(k: Kysely<Database>): Promise<SeekFixtures> {
  const provinces: SeekFixtures['provinces'] = [];
  for (const p of ['440000', '330000', '110000']) {
    const cities = await k
      .selectFrom('region')
      .select('code')
      .where('parent_code', '=', p)
      .orderBy('code')
      .limit(2)
      .execute();
    const out: { code: string; districts: string[] }[] = [];
    for (const c of cities) {
      const districts = await k
        .selectFrom('region')
        .select('code')
        .where('parent_code', '=', c.code)
        .orderBy('code')
        .limit(2)
        .execute();
      out.push({ code: c.code, districts: districts.map((d) => d.code) });
    }
    provinces.push({ code: p, cities: out });
  }
  const sections: SeekFixtures['sections'] = [];
  for (const s of ['C', 'F', 'I', 'M']) {
    const divisions = await k
      .selectFrom('industry')
      .select('code')
      .where('parent_code', '=', s)
      .orderBy('code')
      .limit(2)
      .execute();
    sections.push({ code: s, divisions: divisions.map((d) => d.code) });
  }
  const regions = provinces.flatMap((p) =>
    p.cities.flatMap((c) => c.districts.map((d) => ({ p: p.code, c: c.code, d }))),
  );
  const industries = sections.flatMap((s) => s.divisions.map((d) => ({ s: s.code, d })));
  // founding dates: each band's edges and middles, plus a day in the future (no band)
  const dates: string[] = [shiftYears(TODAY, -1, 0)];
  for (const b of ageBands) {
    const r = ageBandDates(b.key, TODAY);
    if (r.to) dates.push(r.to);
    if (r.from) dates.push(r.from);
    dates.push(shiftYears(TODAY, b.lo, -40));
  }

  const rng = new Rng(15, 1, 1);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng.next() * xs.length)]!;
  const personName = () => pick(SURNAMES) + pick(GIVEN);
  const companies: SeekCompany[] = [];
  const n = 260;
  for (let i = 0; i < n; i++) {
    const id = FIRST_ID + i;
    const r = regions[i % regions.length]!;
    const ind = industries[(i * 7) % industries.length]!;
    const word = WORDS[i % WORDS.length]!;
    const flagBits = Math.floor(rng.next() * 512);
    const legal = personName();
    const shareholders = Array.from({ length: i % 3 }, personName).join('、');
    companies.push({
      company_id: id,
      name: `${i % 5 === 0 ? '华瑞' : pick(['深蓝', '金桥', '远航', '星河'])}${word}${i}号有限公司`,
      ccode: `91330000SEEK${String(i).padStart(6, '0')}`,
      legal_person: legal,
      shareholders,
      reg_date: dates[i % dates.length]!,
      reg_capital: Math.round(CAPITALS_WAN[i % CAPITALS_WAN.length]! * 10_000),
      reg_currency: '人民币',
      status: companyStatuses[i % companyStatuses.length]!,
      company_type: companyTypes[(i * 3) % companyTypes.length]!,
      province_code: r.p,
      city_code: r.c,
      district_code: r.d,
      industry_section: ind.s,
      industry_division: ind.d,
      address: `${pick(['南山', '西湖', '朝阳'])}区${pick(['科技', '文一', '建国'])}路${i}号`,
      scope: SCOPES[i % SCOPES.length]!,
      tel: flagBits & 1 ? `0571-8800${String(i).padStart(4, '0')}` : null,
      mobile: flagBits & 2 ? `1380000${String(i).padStart(4, '0')}` : null,
      email: flagBits & 4 ? `c${i}@example.cn` : null,
      website: null,
      website_num: flagBits & 8 ? 1 : 0,
      brand_num: flagBits & 16 ? 2 : 0,
      patent_num: flagBits & 32 ? 3 : 0,
      copyright_num: 0,
      software_copyright_num: flagBits & 64 ? 1 : 0,
      act_num: flagBits & 128 ? 1 : 0,
      punish_num: flagBits & 256 ? 1 : 0,
      lng: null,
      lat: null,
    });
  }
  await k.insertInto('company').values(companies).execute();

  // registry people behind the legal representatives of every other company
  const legalPersons = new Map<number, number>();
  const people: { person_id: number; name: string; gender: number }[] = [];
  const roles: Insertable<Database['company_person']>[] = [];
  companies.forEach((c, i) => {
    if (i % 2) return;
    const personId = 600_001 + i;
    people.push({ person_id: personId, name: c.legal_person, gender: 1 });
    roles.push({
      company_id: c.company_id,
      seq: 1,
      person_id: personId,
      positions: '执行董事',
      is_legal: 1,
      since: null,
    });
    legalPersons.set(c.company_id, personId);
  });
  // what only the side sources find: former names, an executive, brands and contact phones
  companies.forEach((c, i) => {
    for (const e of sideOf(c.company_id).executives) {
      people.push({ person_id: 640_001 + i, name: e, gender: 1 });
      roles.push({
        company_id: c.company_id,
        seq: 2,
        person_id: 640_001 + i,
        positions: '董事、总经理',
        is_legal: 0,
        since: null,
      });
    }
  });
  await k.insertInto('person').values(people).execute();
  await k.insertInto('company_person').values(roles).execute();
  const changes = companies.flatMap((c) =>
    sideOf(c.company_id).formerNames.map((before, seq) => ({
      company_id: c.company_id,
      seq: seq + 1,
      change_date: '2020-01-01',
      item: '名称变更',
      before_text: before,
      after_text: c.name,
    })),
  );
  // another item's before_text never counts as a former name
  changes.push({
    company_id: FIRST_ID + 1,
    seq: 9,
    change_date: '2021-01-01',
    item: '经营范围变更',
    before_text: '蓝鲸范围',
    after_text: '',
  });
  await k.insertInto('company_change').values(changes).execute();
  const brands: Insertable<Database['company_ip']>[] = companies.flatMap((c) =>
    sideOf(c.company_id).brands.map((name, seq) => ({
      company_id: c.company_id,
      kind: 'trademark',
      seq: seq + 1,
      name,
      reg_no: `TM${c.company_id}${seq}`,
      category: '第9类',
      status: '注册',
      apply_date: '2019-05-01',
      grant_date: null,
    })),
  );
  // a patent's title never counts as a brand
  brands.push({
    company_id: FIRST_ID + 2,
    kind: 'patent',
    seq: 1,
    name: 'QISHU专利',
    reg_no: 'P1',
    category: null,
    status: null,
    apply_date: '2019-05-01',
    grant_date: null,
  });
  await k.insertInto('company_ip').values(brands).execute();
  const contacts = companies.flatMap((c) =>
    sideOf(c.company_id).phones.map((value, seq) => ({
      company_id: c.company_id,
      seq: seq + 1,
      kind: value.includes('-') ? 'tel' : 'mobile',
      value,
      source: '2024年报',
      year: 2024,
    })),
  );
  await k.insertInto('company_contact').values(contacts).execute();
  return { companies, provinces, sections, legalPersons };
}

/** The rows only the keyword's side sources read, per fixture company (a few companies each). */
export function sideOf(companyId: number): {
  formerNames: string[];
  executives: string[];
  brands: string[];
  phones: string[];
} {
  const i = companyId - FIRST_ID;
  return {
    formerNames: i % 13 === 0 ? [`蓝鲸${WORDS[i % WORDS.length]}${i}号有限公司`] : [],
    executives: i % 11 === 5 ? ['欧阳明远'] : [],
    brands: i % 7 === 3 ? ['蓝鲸云', `QISHU${i}+图形`] : [],
    phones:
      i % 9 === 4 ? [`0755-2660${String(i).padStart(4, '0')}`, `1590000${String(i).padStart(4, '0')}`] : [],
  };
}

// ── the reference reading of a seek (what the engine must answer) ──────────────────────────

const flagHolds: Record<SeekFlagKey, (c: SeekCompany) => boolean> = {
  hasMobile: (c) => Boolean(c.mobile),
  hasTel: (c) => Boolean(c.tel),
  hasEmail: (c) => Boolean(c.email),
  hasWebsite: (c) => (c.website_num ?? 0) > 0,
  hasBrand: (c) => (c.brand_num ?? 0) > 0,
  hasPatent: (c) => (c.patent_num ?? 0) > 0,
  hasSoftwareCopyright: (c) => (c.software_copyright_num ?? 0) > 0,
  hasAdminLicence: (c) => (c.act_num ?? 0) > 0,
  hasPunishment: (c) => (c.punish_num ?? 0) > 0,
};

/**
 * The source a keyword matches in first (its place in KEYWORD_SOURCES: 0 name, 1 former names,
 * 2 legal person and shareholders, 3 executives, 4 brands, 5 phones, 6 address, 7 scope), or null.
 */
export function tierOf(c: SeekCompany, keyword: string): number | null {
  const k = keyword.trim().toLowerCase();
  const has = (x: string) => x.toLowerCase().includes(k);
  const side = sideOf(c.company_id);
  const digits = (x: string) => x.replace(/[ -]/g, '');
  const phoneLike = /^[0-9][0-9 -]*[0-9]$/.test(k) && digits(k).length >= 7 && digits(k).length <= 12;
  const tests = [
    () => has(c.name),
    () => side.formerNames.some(has),
    () => has(`${c.legal_person}、${c.shareholders ?? ''}`),
    () => side.executives.includes(keyword.trim()),
    () => Array.from(k).length >= 2 && side.brands.some((b) => b.toLowerCase().startsWith(k)),
    () => phoneLike && [c.tel, c.mobile, ...side.phones].some((p) => p && digits(p) === digits(k)),
    () => has(c.address),
    () => has(c.scope),
  ];
  const t = tests.findIndex((test) => test());
  return t < 0 ? null : t;
}

const regionColumn = (code: string) =>
  code.endsWith('0000') ? 'province_code' : code.endsWith('00') ? 'city_code' : 'district_code';

/** The companies a query finds, in the order of its sort, by a plain reading of the rules. */
export function expectedOrder(all: SeekCompany[], q: SeekQueryInput): SeekCompany[] {
  const keyword = q.keyword?.trim();
  const found = all.filter((c) => {
    if (keyword && tierOf(c, keyword) === null) return false;
    if (q.region && c[regionColumn(q.region)] !== q.region) return false;
    if (q.industry) {
      const col = /^[A-T]$/.test(q.industry) ? c.industry_section : c.industry_division;
      if (col !== q.industry) return false;
    }
    if (q.capital?.length) {
      const wan = Number(c.reg_capital) / 10_000;
      const ok = q.capital.some((key) => {
        const b = capitalBands.find((x) => x.key === key)!;
        return wan >= b.lo && (b.hi === null || wan < b.hi);
      });
      if (!ok) return false;
    }
    if (q.age?.length) {
      const ok = q.age.some((key) => {
        const r = ageBandDates(key, TODAY);
        return (!r.from || c.reg_date >= r.from) && (!r.to || c.reg_date <= r.to);
      });
      if (!ok) return false;
    }
    if (q.statuses?.length && !q.statuses.includes(c.status as never)) return false;
    if (q.types?.length && !q.types.includes(c.company_type as never)) return false;
    for (const f of q.flags ?? []) if (!flagHolds[f](c)) return false;
    return true;
  });
  const cap = (c: SeekCompany) => Number(c.reg_capital);
  const inactive = (c: SeekCompany) => ((activeStatuses as readonly string[]).includes(c.status) ? 0 : 1);
  const by: Record<string, (a: SeekCompany, b: SeekCompany) => number> = {
    relevance: (a, b) =>
      (keyword ? tierOf(a, keyword)! - tierOf(b, keyword)! : 0) ||
      inactive(a) - inactive(b) ||
      cap(b) - cap(a) ||
      a.company_id - b.company_id,
    capital_desc: (a, b) => cap(b) - cap(a) || a.company_id - b.company_id,
    capital_asc: (a, b) => cap(a) - cap(b) || a.company_id - b.company_id,
    date_desc: (a, b) =>
      (a.reg_date < b.reg_date ? 1 : a.reg_date > b.reg_date ? -1 : 0) || a.company_id - b.company_id,
    date_asc: (a, b) =>
      (a.reg_date < b.reg_date ? -1 : a.reg_date > b.reg_date ? 1 : 0) || a.company_id - b.company_id,
  };
  return found.sort(by[q.sort ?? 'relevance']);
}
