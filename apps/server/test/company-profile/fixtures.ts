import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import type { CompanyTable } from '../../src/db/tables/company.ts';

/**
 * Hand-built profile data (not the generator's), the same on both databases. Ids start far above
 * anything a seed makes.
 *
 * - HC: the header company, with 12 shareholders, 12 people, 11 investments, 11 branches, 13 changes
 *   (two 名称变更), risks (23 裁判文书, 2 行政处罚), IP (15 patents, 1 trademark), 3 annual reports,
 *   licences (2) and qualifications (3: one expired), 12 contacts.
 * - Group: R held by A 60 % and B 40 %; A held by X 50 % and B 50 %; B held by X 30 % and Y 70 %.
 *   X owns R through three paths (30 % + 12 % + 9 % = 51 %), Y through two (28 % + 21 % = 49 %).
 * - Cycle: C1 held by C2 70 % and P 30 %; C2 by C3 90 % and Q 10 %; C3 by C1 40 % and Z 60 %.
 * - Map: M0 in 宝安区, section I, and neighbours at known distances (plus companies that are not).
 * - X also runs A (legal representative) and E (监事, no shares).
 */
export const Ids = {
  HC: 900_001,
  invested: (i: number) => 900_100 + i,
  branch: (i: number) => 900_200 + i,
  person: (i: number) => 800_000 + i,
  R: 900_301,
  A: 900_302,
  B: 900_303,
  X: 800_101,
  Y: 800_102,
  C1: 900_401,
  C2: 900_402,
  C3: 900_403,
  P: 800_201,
  Q: 800_202,
  Z: 800_203,
  M0: 900_501,
  E: 900_601,
  /** persons that exist but hold and run nothing */
  idle: 800_999,
} as const;

export const HC_NAME = '深圳市前海数智科技有限公司';
export const HC_CONTACTS = {
  tel: '0755-26881234',
  mobile: '13812345678',
  email: 'linxf@qhsl.com.cn',
  website: 'www.qhsl.com.cn',
};
export const FORMER_NAMES = ['深圳市旧名二科技有限公司', '深圳市旧名一科技有限公司'];
/** The map's centre and each neighbour's offset (Δlng, Δlat) in degrees. */
export const MAP_CENTRE = { lng: 113.88, lat: 22.56 };
export const MAP_NEIGHBOURS: [id: number, dLng: number, dLat: number][] = [
  [900_502, 0.004, 0],
  [900_503, 0.016, 0],
  [900_504, 0.001, 0],
  [900_505, 0, -0.008],
  [900_506, -0.002, 0],
  // nearer than 900_510 only when longitude degrees are shrunk by cos(latitude)
  [900_510, 0, 0.0045],
  [900_511, 0.0047, 0],
];
/** Nearest first, with longitude degrees × cos(22.56°). */
export const MAP_ORDER = [900_504, 900_506, 900_502, 900_511, 900_510, 900_505, 900_503];

let ccodeSeq = 0;
function company(id: number, over: Partial<Insertable<CompanyTable>> = {}): Insertable<CompanyTable> {
  ccodeSeq++;
  return {
    company_id: id,
    name: `测试企业${id}有限公司`,
    ccode: `91440300TEST${String(ccodeSeq).padStart(6, '0')}`,
    legal_person: '张三',
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
    ...over,
  };
}

const persons = new Map<number, string>();
function person(id: number, name: string) {
  persons.set(id, name);
  return id;
}
export const personName = (id: number) => persons.get(id) ?? `人员${id}`;

/** Shareholder ratios of HC by seq (not in ratio order). */
export const HC_HOLDER_RATIOS = [
  71_000, 141_000, 11_000, 81_000, 151_000, 21_000, 91_000, 161_000, 31_000, 101_000, 41_000, 96_000,
];

/** HC's contact of seq i + 1 (kinds cycle mobile, tel, email; the first of each kind is HC_CONTACTS'). */
export function contactValue(i: number): string {
  const kind = (['mobile', 'tel', 'email'] as const)[i % 3]!;
  if (i < 3) return HC_CONTACTS[kind];
  return kind === 'mobile'
    ? `1391234${5600 + i}`
    : kind === 'tel'
      ? `0755-2688${1200 + i}`
      : `user${i}@qhsl.com.cn`;
}

export async function insertProfileFixtures(k: Kysely<Database>): Promise<void> {
  ccodeSeq = 0;
  const companies: Insertable<CompanyTable>[] = [
    company(Ids.HC, {
      name: HC_NAME,
      reg_capital: 5_000_000,
      ...HC_CONTACTS,
      lng: 113.93,
      lat: 22.52,
      legal_person: '李法人',
    }),
  ];
  for (let i = 1; i <= 11; i++) {
    companies.push(
      company(Ids.invested(i), {
        district_code: '440306',
        reg_date: `2019-01-${String(i).padStart(2, '0')}`,
      }),
    );
    companies.push(company(Ids.branch(i), { name: `${HC_NAME}分公司${i}`, district_code: '440306' }));
  }
  companies.push(company(Ids.R, { name: '深圳华瑞科技有限公司', district_code: '440306' }));
  companies.push(
    company(Ids.A, { name: '华瑞控股有限公司', district_code: '440306', reg_date: '2010-03-01' }),
  );
  companies.push(
    company(Ids.B, { name: '华瑞投资有限公司', district_code: '440306', reg_date: '2015-01-01' }),
  );
  companies.push(
    company(Ids.E, { name: '深圳监事服务有限公司', district_code: '440306', reg_date: '2020-06-01' }),
  );
  companies.push(company(Ids.C1, { name: '循环一号有限公司', district_code: '440306' }));
  companies.push(company(Ids.C2, { name: '循环二号有限公司', district_code: '440306' }));
  companies.push(company(Ids.C3, { name: '循环三号有限公司', district_code: '440306' }));
  // the map: M0 and its neighbours in 宝安区 (440306) section I with points; 900_507 is section F,
  // 900_508 another district, 900_509 has no point: none of them is a neighbour
  const here = { district_code: '440306', industry_section: 'I' };
  companies.push(company(Ids.M0, { ...here, name: '宝安地图中心有限公司', ...MAP_CENTRE }));
  for (const [id, dLng, dLat] of MAP_NEIGHBOURS) {
    companies.push(company(id, { ...here, lng: MAP_CENTRE.lng + dLng, lat: MAP_CENTRE.lat + dLat }));
  }
  companies.push(
    company(900_507, {
      district_code: '440306',
      industry_section: 'F',
      industry_division: '51',
      lng: 113.8801,
      lat: 22.56,
    }),
  );
  companies.push(company(900_508, { district_code: '440305', lng: 113.8801, lat: 22.56 }));
  companies.push(company(900_509, { ...here }));
  // the invested, branch and group companies sit in 440306 too, but without points
  await k.insertInto('company').values(companies).execute();

  // people
  for (let i = 1; i <= 12; i++) person(Ids.person(i), `员工${i}号`);
  person(Ids.X, '王大户');
  person(Ids.Y, '赵二户');
  person(Ids.P, '钱循环');
  person(Ids.Q, '孙循环');
  person(Ids.Z, '李循环');
  person(Ids.idle, '周闲人');
  await k
    .insertInto('person')
    .values([...persons].map(([person_id, name]) => ({ person_id, name, gender: 1 })))
    .execute();

  // HC's people: 12, the legal representative (员工5号) at seq 5; 员工5号 also runs invested 1
  await k
    .insertInto('company_person')
    .values([
      ...Array.from({ length: 12 }, (_, i) => ({
        company_id: Ids.HC,
        seq: i + 1,
        person_id: Ids.person(i + 1),
        positions: i + 1 === 5 ? '执行董事、总经理' : i % 2 ? '董事' : '监事',
        is_legal: i + 1 === 5 ? 1 : 0,
        since: '2020-01-01',
      })),
      {
        company_id: Ids.invested(1),
        seq: 1,
        person_id: Ids.person(5),
        positions: '监事',
        is_legal: 0,
        since: null,
      },
      {
        company_id: Ids.A,
        seq: 1,
        person_id: Ids.X,
        positions: '执行董事、总经理',
        is_legal: 1,
        since: '2010-03-01',
      },
      { company_id: Ids.E, seq: 1, person_id: Ids.X, positions: '监事', is_legal: 0, since: '2020-06-01' },
    ])
    .execute();

  const holding = (
    company_id: number,
    seq: number,
    holder_kind: 'P' | 'C' | 'O',
    holder_id: number | null,
    holder_name: string,
    ratio_ppm: number,
  ) => ({
    company_id,
    seq,
    holder_kind,
    holder_id,
    holder_name,
    ratio_ppm,
    subscribed: ratio_ppm * 5,
    subscribed_date: '2020-01-01',
  });
  await k
    .insertInto('shareholding')
    .values([
      // HC's shareholders: 员工1..12号 (员工1号 holds and runs HC: one company)
      ...HC_HOLDER_RATIOS.map((r, i) => holding(Ids.HC, i + 1, 'P', Ids.person(i + 1), `员工${i + 1}号`, r)),
      // HC's investments: 50,000 × i ppm in invested i
      ...Array.from({ length: 11 }, (_, i) =>
        holding(Ids.invested(i + 1), 1, 'C', Ids.HC, HC_NAME, (i + 1) * 50_000),
      ),
      // the group
      holding(Ids.R, 1, 'C', Ids.A, '华瑞控股有限公司', 600_000),
      holding(Ids.R, 2, 'C', Ids.B, '华瑞投资有限公司', 400_000),
      holding(Ids.A, 1, 'P', Ids.X, '王大户', 500_000),
      holding(Ids.A, 2, 'C', Ids.B, '华瑞投资有限公司', 500_000),
      holding(Ids.B, 1, 'P', Ids.X, '王大户', 300_000),
      holding(Ids.B, 2, 'P', Ids.Y, '赵二户', 700_000),
      // the cycle
      holding(Ids.C1, 1, 'C', Ids.C2, '循环二号有限公司', 700_000),
      holding(Ids.C1, 2, 'P', Ids.P, '钱循环', 300_000),
      holding(Ids.C2, 1, 'C', Ids.C3, '循环三号有限公司', 900_000),
      holding(Ids.C2, 2, 'P', Ids.Q, '孙循环', 100_000),
      holding(Ids.C3, 1, 'C', Ids.C1, '循环一号有限公司', 400_000),
      holding(Ids.C3, 2, 'P', Ids.Z, '李循环', 600_000),
    ])
    .execute();

  await k
    .insertInto('company_branch')
    .values(Array.from({ length: 11 }, (_, i) => ({ company_id: Ids.HC, branch_id: Ids.branch(i + 1) })))
    .execute();

  await k
    .insertInto('company_change')
    .values(
      Array.from({ length: 13 }, (_, i) => {
        const seq = i + 1;
        const former = seq === 2 ? FORMER_NAMES[0]! : seq === 7 ? FORMER_NAMES[1]! : null;
        return {
          company_id: Ids.HC,
          seq,
          change_date: `2024-12-${String(28 - seq).padStart(2, '0')}`,
          item: former ? '名称变更' : '经营范围变更',
          before_text: former ?? `旧范围${seq}`,
          after_text: former ? (seq === 2 ? HC_NAME : FORMER_NAMES[0]!) : `新范围${seq}`,
        };
      }),
    )
    .execute();

  const risk = (kind: string, seq: number) => ({
    company_id: Ids.HC,
    kind,
    seq,
    risk_date: '2023-06-01',
    title: `${kind}事项${seq}`,
    doc_no: `（2023）粤0305民初${seq}号`,
    role: kind === 'case' ? '被告' : null,
    authority: '深圳市南山区人民法院',
    amount: seq * 10_000,
    detail: null,
  });
  await k
    .insertInto('company_risk')
    .values([
      ...Array.from({ length: 23 }, (_, i) => risk('case', i + 1)),
      risk('penalty', 1),
      risk('penalty', 2),
    ])
    .execute();

  const ip = (kind: string, seq: number) => ({
    company_id: Ids.HC,
    kind,
    seq,
    name: `${kind}成果${seq}`,
    reg_no: `CN2023${String(seq).padStart(6, '0')}`,
    category: kind === 'patent' ? '发明专利' : '第9类',
    status: '授权',
    apply_date: '2022-01-01',
    grant_date: seq % 2 ? '2023-01-01' : null,
  });
  await k
    .insertInto('company_ip')
    .values([...Array.from({ length: 15 }, (_, i) => ip('patent', i + 1)), ip('trademark', 1)])
    .execute();

  await k
    .insertInto('company_annual_report')
    .values([
      {
        company_id: Ids.HC,
        year: 2022,
        published_date: '2023-05-01',
        employees: 30,
        insured: 20,
        revenue_band: '100万-500万',
        tax_rating: 'B',
      },
      {
        company_id: Ids.HC,
        year: 2024,
        published_date: '2025-05-01',
        employees: 80,
        insured: 60,
        revenue_band: '500万-1000万',
        tax_rating: 'A',
      },
      {
        company_id: Ids.HC,
        year: 2023,
        published_date: '2024-05-01',
        employees: 50,
        insured: 40,
        revenue_band: null,
        tax_rating: null,
      },
      // A: a large company (no 小微企业 tag)
      {
        company_id: Ids.A,
        year: 2024,
        published_date: '2025-05-01',
        employees: 500,
        insured: 450,
        revenue_band: '1亿-10亿',
        tax_rating: 'A',
      },
    ])
    .execute();

  const licence = (kind: string, seq: number, name: string, valid_from: string, valid_to: string | null) => ({
    company_id: Ids.HC,
    kind,
    seq,
    name,
    licence_no: `LIC${kind}${seq}`,
    authority: '深圳市市场监督管理局',
    valid_from,
    valid_to,
    content: null,
  });
  await k
    .insertInto('company_licence')
    .values([
      licence('licence', 1, '增值电信业务经营许可证', '2020-01-01', '2030-01-01'),
      licence('licence', 2, '食品经营许可证', '2019-01-01', '2024-01-01'),
      licence('qualification', 1, '高新技术企业', '2023-12-01', '2026-12-01'),
      licence('qualification', 2, '专精特新中小企业', '2020-01-01', '2023-01-01'),
      licence('qualification', 3, '科技型中小企业', '2024-05-01', null),
    ])
    .execute();

  await k
    .insertInto('company_contact')
    .values(
      Array.from({ length: 12 }, (_, i) => {
        const kind = (['mobile', 'tel', 'email'] as const)[i % 3]!;
        return {
          company_id: Ids.HC,
          seq: i + 1,
          kind,
          value: contactValue(i),
          source: i % 2 ? '企业年报' : '工商登记',
          year: 2024 - (i % 4),
        };
      }),
    )
    .execute();
}
