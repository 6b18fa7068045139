/**
 * Draws one company row (see README.md in this folder): where, what, when, how big, its name, code,
 * address, scope, contacts and counts. The profile generator (generate-profiles.ts) lays companies out
 * in blocks of holding groups, branches and single firms and calls `drawCompany` for each; the people,
 * shareholders and the rest of the profile come from the profile-*.ts files.
 *
 * Every row is drawn from its own PRNG stream seeded by (seed, company_id). The one exception to row
 * independence is the name set: when a drawn name was already used in the same city earlier in the
 * same run, the 字号 is redrawn from a side stream (seed, id, attempt), which changes only the name
 * and the domain-based contacts of that row.
 */
import { CAPITAL_CNY_RATES } from '@qishu/contract';
import { getIndustry } from '../../reference/industries.ts';
import { Rng, Weighted, mix32 } from './prng.ts';
import { type CityModel, type Location, geoModel, locationOf } from './geo.ts';
import { type CompanyStatus, type CompanyType, type GeneratedCompany } from './types.ts';
import { makeUscc } from './uscc.ts';
import { DIVISION_PROFILES, type DivisionProfile } from './vocab-industries.ts';
import {
  BUILDING_CORES,
  CN_NUMS,
  ROAD_CORES,
  ROAD_SUFFIXES,
  TECH_ROAD_DIRS,
  TOWN_CORES,
  VILLAGE_SUFFIXES,
} from './vocab-geo.ts';
import {
  GIVEN_FEMALE,
  GIVEN_MALE,
  PROVINCE_TRADE_CHAR,
  REGIONAL_SURNAME_BOOST,
  SURNAMES,
  TRADE_FIRST,
  TRADE_NAMES,
  TRADE_SECOND,
} from './vocab-names.ts';

/** Fixed rates for capital registered in foreign currency (reg_capital is always yuan). */
const USD_CNY = CAPITAL_CNY_RATES['美元']!;
const HKD_CNY = CAPITAL_CNY_RATES['港元']!;

/** No company is registered after this date. */
export const LATEST_REG_DATE = '2026-11-01';
const LATEST = { y: 2026, m: 11, d: 1 };
export const LATEST_DAYS = Date.UTC(LATEST.y, LATEST.m - 1, LATEST.d) / 86_400_000;

const SCOPE_TAIL = '。（依法须经批准的项目，经相关部门批准后方可开展经营活动）';

// ── Static tables built once ────────────────────────────────────────────────────────────────────

export interface Profile extends DivisionProfile {
  section: string;
  types: Partial<Record<CompanyType, number>>;
  typePicker: Weighted<CompanyType>;
}

/** Type shares where a division does not set its own (合伙企业 only where a division says so). */
const DEFAULT_TYPES: Partial<Record<CompanyType, number>> = {
  股份有限公司: 0.02,
  个人独资企业: 0.03,
  外商投资企业: 0.012,
};

export const PROFILES: readonly Profile[] = DIVISION_PROFILES.map((p) => {
  const section = getIndustry(p.code)?.parent_code;
  if (!section) throw new Error(`unknown industry division ${p.code}`);
  const types: Partial<Record<CompanyType, number>> = { ...DEFAULT_TYPES, ...p.types };
  if (!p.shops) types.个体工商户 = 0;
  else if (types.个体工商户 === undefined) types.个体工商户 = 0.1;
  if (!p.coop) types.农民专业合作社 = 0;
  // State-owned companies only where the division has state naming (水务, 城市建设投资 …).
  if (types.国有企业 === undefined) types.国有企业 = p.state ? 0.01 : 0;
  const rest = 1 - Object.values(types).reduce((s, x) => s + (x ?? 0), 0);
  if (rest < 0.02) throw new Error(`division ${p.code}: type shares leave no room for 有限责任公司`);
  const entries = Object.entries(types) as [CompanyType, number][];
  const typePicker = new Weighted<CompanyType>([...entries, ['有限责任公司', rest]]);
  return { ...p, section, types, typePicker };
});
export const DIVISIONS = new Weighted<Profile>(PROFILES.map((p) => [p, p.weight] as const));

const YEARS = new Weighted<number>(
  Array.from({ length: LATEST.y - 1980 + 1 }, (_, i) => {
    const y = 1980 + i;
    let w: number;
    if (y < 1990) w = 0.12 + 0.02 * (y - 1980);
    else if (y < 1992) w = 0.35;
    else if (y < 2000) w = 0.6 + 0.06 * (y - 1992);
    else if (y < 2010) w = 1.1 + 0.15 * (y - 2000);
    else if (y < 2014) w = 2.8 + 0.4 * (y - 2010);
    else
      w =
        (
          {
            2014: 5.2,
            2015: 6.2,
            2016: 7.2,
            2017: 8.2,
            2018: 8.8,
            2019: 9.4,
            2020: 9.8,
            2021: 10.8,
          } as Record<number, number>
        )[y] ?? 11;
    if (y === LATEST.y) w *= 305 / 365; // the current year up to November
    return [y, w] as const;
  }),
);

const surnamePickers = new Map<string, Weighted<(typeof SURNAMES)[number]>>();
export function surnamePicker(provincePrefix: string): Weighted<(typeof SURNAMES)[number]> {
  const key = REGIONAL_SURNAME_BOOST[provincePrefix] ? provincePrefix : '';
  let w = surnamePickers.get(key);
  if (!w) {
    const boost = REGIONAL_SURNAME_BOOST[key] ?? {};
    w = new Weighted(SURNAMES.map((s) => [s, s[2] * (boost[s[0]] ?? 1)] as const));
    surnamePickers.set(key, w);
  }
  return w;
}

/** Mobile prefixes (号段) with rough shares. */
const MOBILE_PREFIXES = new Weighted<string>(
  specPairs(`
  130:3 131:3 132:3 133:3 134:3 135:5 136:5 137:5 138:6 139:6 147:1 150:4 151:4 152:4 153:3 155:3
  156:3 157:3 158:4 159:4 166:2 170:1 173:2 176:2 177:2 178:2 180:3 181:3 182:3 183:3 184:1 185:3
  186:3 187:3 188:3 189:3 191:2 193:1 195:1 198:2 199:2
`).map(([p, w]) => [p, w] as const),
);

const ROAD_SUFFIX = new Weighted(ROAD_SUFFIXES);
const TLDS = new Weighted<string>([
  ['.com', 45],
  ['.com.cn', 25],
  ['.cn', 22],
  ['.net', 5],
  ['.cc', 1.5],
  ['.top', 1.5],
]);
export const FREE_MAIL = new Weighted<string>([
  ['163.com', 40],
  ['126.com', 22],
  ['sina.com', 8],
  ['foxmail.com', 10],
  ['aliyun.com', 5],
  ['139.com', 8],
  ['sohu.com', 4],
  ['hotmail.com', 3],
]);
export const MAILBOXES = [
  'info',
  'service',
  'sales',
  'contact',
  'hr',
  'admin',
  'market',
  'office',
  'kefu',
  'business',
];

/** Registered capital tables: 万元:weight. */
const CAPITAL_TABLES: Record<string, Weighted<number>> = {
  limited: wTable(`
    10:4 20:3 30:4 50:10 100:20 200:10 300:10 500:14 600:1 800:3 1000:12 1500:1 2000:4 3000:3 5000:3
    10000:2 20000:0.5 50000:0.3 100000:0.1
  `),
  joint: wTable(`
    500:5 1000:15 2000:10 3000:10 5000:15 6000:5 8000:5 10000:12 20000:6 50000:3 100000:1.5
    300000:0.3
  `),
  sole: wTable(`
    0:10 1:10 3:10 5:15 10:25 20:10 50:15 100:10 200:5 500:2
  `),
  partnership: wTable(`
    10:6 50:6 100:10 300:5 500:10 1000:20 3000:10 5000:10 10000:10 20000:5 50000:3 100000:1
  `),
  individual: wTable(`
    0:50 1:10 2:5 3:8 5:10 10:10 20:4 30:2 50:2 100:1
  `),
  foreign: wTable(`
    100:10 200:6 300:10 500:10 1000:15 2000:8 3000:8 5000:8 10000:8 30000:3
  `),
  state: wTable(`
    500:5 1000:10 2000:6 3000:8 5000:12 10000:18 20000:10 50000:8 100000:5 500000:1
  `),
  coop: wTable(`
    0:5 10:10 30:8 50:15 100:25 200:15 300:10 500:10 1000:2
  `),
};
function wTable(table: string): Weighted<number> {
  return new Weighted(specPairs(table).map(([wan, w]) => [Number(wan) * 10_000, w] as const));
}

/** Parses 'key:weight key:weight …'. */
function specPairs(table: string): [string, number][] {
  return table
    .trim()
    .split(/\s+/)
    .map((p) => {
      const [k, w] = p.split(':');
      if (!k || !(Number(w) > 0)) throw new Error(`bad table entry ${p}`);
      return [k, Number(w)];
    });
}
const CAPITAL_KIND: Record<CompanyType, string> = {
  有限责任公司: 'limited',
  股份有限公司: 'joint',
  个人独资企业: 'sole',
  合伙企业: 'partnership',
  个体工商户: 'individual',
  外商投资企业: 'foreign',
  国有企业: 'state',
  农民专业合作社: 'coop',
};

/** Yearly closure hazard by type (share of companies that close per year of age). */
const CLOSURE_HAZARD: Record<CompanyType, number> = {
  有限责任公司: 0.022,
  股份有限公司: 0.01,
  个人独资企业: 0.034,
  合伙企业: 0.026,
  个体工商户: 0.042,
  外商投资企业: 0.024,
  国有企业: 0.01,
  农民专业合作社: 0.038,
};
const CLOSED_STATUSES_RECENT = new Weighted<CompanyStatus>([
  ['注销', 70],
  ['吊销', 15],
  ['迁出', 6],
  ['停业', 4],
  ['清算', 5],
]);
const CLOSED_STATUSES_OLD = new Weighted<CompanyStatus>([
  ['注销', 52],
  ['吊销', 38],
  ['迁出', 4],
  ['停业', 3],
  ['清算', 3],
]);
const ACTIVE_STATUSES = new Weighted<CompanyStatus>([
  ['存续', 58],
  ['在业', 41],
  ['迁入', 1.2],
]);

// Organisation-code bijections (company_id → unique 8-character body).
const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const MA_SPACE = 31 ** 6;
const MA_MULT = 2_654_435; // not a multiple of 31 → a bijection modulo 31^6
const NUM_SPACE = 100_000_000;
const NUM_MULT = 7_919_111; // coprime with 10^8

// ── Public surface for the profile generator ────────────────────────────────────────────────────

/** Per-seed offsets that make the organisation-code bijections differ between seeds. */
export interface CodeOffsets {
  num: number;
  ma: number;
}

export function codeOffsets(seed: number): CodeOffsets {
  const s = seed | 0;
  return { num: mix32(s ^ 0x51ed270b) % NUM_SPACE, ma: mix32(s ^ 0x2c1b3c6d) % MA_SPACE };
}

/** Largest company id the code bijections allow. */
export const MAX_COMPANY_ID = NUM_SPACE - 1;

export interface Trade {
  cn: string;
  py: string;
}

/**
 * How a company of a holding group or a branch is drawn (profile-units.ts): its type, where it is
 * (optional), its industry (optional), not founded before `minDays`, its capital, and its name.
 */
export interface RowSpec {
  type: CompanyType;
  branch: boolean;
  city?: CityModel;
  /** only where the branch is: another district of the parent's city */
  notDistrict?: string;
  profile?: Profile;
  /** days since 1970-01-01 */
  minDays?: number;
  /** yuan, before a foreign currency's rounding */
  capital?: number;
  /** the name on attempt 0, 1, … (a later attempt after a duplicate within the city) */
  name: (attempt: number, loc: Location, profile: Profile, rng: Rng) => string;
  /** the 字号 domains are made from; null: the city's initials */
  trade: Trade | null;
}

/** A drawn company: its row (legal_person and shareholders still empty) and what its profile needs. */
export interface Draft {
  row: GeneratedCompany;
  loc: Location;
  profile: Profile;
  type: CompanyType;
  branch: boolean;
  /** the 字号 in the name (null for a state-owned name without one) */
  trade: Trade | null;
  /** founding day (days since 1970-01-01) */
  regDays: number;
  ageYears: number;
  inactive: boolean;
  surnames: SurnamePicker;
  /** the company's own domain (huarui-tech.com) or '' */
  domain: string;
  /** for state-owned names: which government owns it */
  owner: 'city' | 'district' | 'province';
}

export type SurnamePicker = Weighted<(typeof SURNAMES)[number]>;

/**
 * Draws one company from its own stream (seed, id). Without a spec it is an independent company
 * (never a branch: branches come with their parents); with one, a member of a group or a branch.
 * legal_person and shareholders are left empty: the profile generator fills them from its tables.
 */
export function drawCompany(
  seed: number,
  id: number,
  names: NameSet | null,
  offsets: CodeOffsets,
  spec: RowSpec | null = null,
): Draft {
  const rng = new Rng(seed, id);
  const geo = geoModel();

  // Where and what.
  const province = spec?.city ? spec.city.province : geo.provinces.pick(rng);
  const city = spec?.city ?? province.cities.pick(rng);
  let district = city.districts.pick(rng);
  if (spec?.notDistrict && district.code === spec.notDistrict) district = city.districts.pick(rng);
  const loc = locationOf(city, district);
  const profile = spec?.profile ?? DIVISIONS.pick(rng);
  const type = spec ? spec.type : profile.typePicker.pick(rng);
  const branch = spec?.branch ?? false;

  // When and how big.
  let reg = regDate(rng);
  if (spec?.minDays !== undefined && reg.days < spec.minDays) {
    reg = dateOfDays(spec.minDays + Math.floor(rng.next() * Math.max(1, LATEST_DAYS - spec.minDays)));
  }
  const ageYears = (LATEST_DAYS - reg.days) / 365.25;
  let capital = branch ? 0 : (spec?.capital ?? registeredCapital(rng, type, profile));
  let currency = '人民币';
  if (type === '外商投资企业' && !branch) {
    // Registered in 美元/港元 (a round amount in that currency); reg_capital stays in yuan.
    const r = rng.next();
    if (r < 0.45) {
      currency = r < 0.35 ? '美元' : '港元';
      capital = Math.round((capital * (r < 0.35 ? USD_CNY : HKD_CNY)) / 10_000) * 10_000;
    }
  }

  // Status: older companies are more likely closed.
  const hazard = CLOSURE_HAZARD[type] * (branch ? 1.3 : 1);
  const closed = rng.next() < 1 - Math.exp(-hazard * ageYears);
  const status: CompanyStatus = closed
    ? (reg.y < 2012 ? CLOSED_STATUSES_OLD : CLOSED_STATUSES_RECENT).pick(rng)
    : ACTIVE_STATUSES.pick(rng);
  const inactive = closed;

  // A contact person (whose pinyin a personal e-mail may carry): not necessarily an officer.
  const surnames = surnamePicker(province.prefix);
  const contact = personName(rng, surnames);

  // Name (with 字号), retrying the 字号 on a duplicate within the city.
  let trade: Trade | null;
  let name: string;
  let tradeInName = true;
  let owner: Draft['owner'] = 'city';
  if (spec) {
    trade = spec.trade;
    name = spec.name(0, loc, profile, rng);
    if (names) {
      for (let attempt = 1; !names.add(city.code, name) && attempt <= 8; attempt++) {
        name = spec.name(attempt, loc, profile, new Rng(seed, id, attempt));
      }
    }
  } else {
    let t = pickTrade(rng, province.prefix, type);
    const plan = namePlan(rng, loc, profile, type, false, capital, t);
    owner = plan.owner;
    name = assembleName(plan, t, 0);
    tradeInName = !plan.tradeOptional;
    if (names) {
      for (let attempt = 1; !names.add(city.code, name) && attempt <= 8; attempt++) {
        const side = new Rng(seed, id, attempt);
        t = pickTrade(side, province.prefix, type);
        name = assembleName(plan, t, attempt);
        tradeInName = true;
      }
    }
    trade = tradeInName ? t : null;
  }

  // Codes.
  const ccode = usccFor(rng, id, type, loc, reg.y * 100 + reg.m, offsets);

  // Texts.
  const address = addressOf(rng, loc, profile, type);
  const scope = scopeOf(rng, profile, type);

  // Contacts: fewer for closed companies and individual businesses.
  const individual = type === '个体工商户';
  const damp = inactive ? 0.45 : 1;
  const hasMobile = rng.chance((individual ? 0.86 : 0.58) * damp);
  const hasTel = rng.chance((individual ? 0.16 : 0.5) * damp);
  const hasWebsite = !individual && rng.chance((type === '股份有限公司' ? 0.5 : 0.16) * (inactive ? 0.3 : 1));
  const hasEmail = rng.chance((individual ? 0.1 : hasWebsite ? 0.75 : 0.32) * damp);
  const mobile = hasMobile ? mobileNumber(rng) : null;
  const tel = hasTel ? telNumber(rng, city) : null;
  const domain = hasWebsite || hasEmail ? domainOf(rng, trade, profile, city) : '';
  const website = hasWebsite && domain ? 'www.' + domain : null;
  let email: string | null = null;
  if (hasEmail) {
    const r = rng.next();
    if (domain && ((website && r < 0.7) || (!website && !individual && r < 0.25))) {
      email = rng.pick(MAILBOXES) + '@' + domain;
    } else if (r < 0.8) {
      email = qqNumber(rng) + '@qq.com';
    } else {
      email =
        contact.py +
        (rng.chance(0.7) ? String(rng.chance(0.5) ? rng.int(1965, 2002) : rng.int(1, 9999)) : '') +
        '@' +
        FREE_MAIL.pick(rng);
    }
  }

  // Counts: mostly 0 with long tails.
  const size = Math.min(4, Math.max(0.3, Math.log10(Math.max(capital, 100_000) / 1_000_000) + 1));
  const sec = profile.section;
  const div = profile.code;
  const indivFactor = individual ? 0.05 : 1;
  const brand_num = tail(
    rng,
    (sec === 'C' || sec === 'F' ? 0.16 : 0.08) * (individual ? 0.15 : 1) * (inactive ? 0.6 : 1),
    1.5 * size,
    3000,
  );
  const patentP = PATENT_SHARE[sec] ?? 0.015;
  const patent_num = tail(
    rng,
    Math.min(0.9, patentP * indivFactor * (type === '股份有限公司' ? 2.5 : 1)),
    3 * size,
    20000,
  );
  const copyP = sec === 'R' ? 0.15 : sec === 'I' ? 0.06 : div === '72' ? 0.04 : 0.01;
  const copyright_num = tail(rng, copyP * indivFactor, 2, 2000);
  const softP =
    div === '65'
      ? 0.45
      : div === '64'
        ? 0.3
        : div === '63'
          ? 0.15
          : sec === 'M'
            ? 0.1
            : div === '39' || div === '40'
              ? 0.12
              : 0.012;
  const software_copyright_num = tail(rng, softP * indivFactor * (inactive ? 0.6 : 1), 2 * size, 5000);
  const punish_num = tail(rng, Math.min(0.3, (0.03 + 0.004 * ageYears) * (inactive ? 1.8 : 1)), 1, 200);
  const website_num = website !== null ? 1 + tail(rng, 0.15, 1, 50) : 0;
  const actP = HIGH_LICENCE.has(div) ? 0.5 : 0.16;
  const act_num = tail(rng, actP * (inactive ? 0.7 : 1), 1.5, 500);

  const row: GeneratedCompany = {
    company_id: id,
    name,
    ccode,
    legal_person: '',
    shareholders: '',
    reg_date: reg.text,
    reg_capital: capital,
    reg_currency: currency,
    status,
    company_type: type,
    province_code: province.code,
    city_code: city.code,
    district_code: district.code,
    industry_section: sec,
    industry_division: div,
    address,
    scope,
    tel,
    mobile,
    email,
    website,
    brand_num,
    patent_num,
    copyright_num,
    software_copyright_num,
    punish_num,
    website_num,
    act_num,
    lng: null,
    lat: null,
  };
  return {
    row,
    loc,
    profile,
    type,
    branch,
    trade,
    regDays: reg.days,
    ageYears,
    inactive,
    surnames,
    domain,
    owner,
  };
}

const PATENT_SHARE: Readonly<Record<string, number>> = {
  C: 0.26,
  M: 0.24,
  I: 0.14,
  D: 0.1,
  E: 0.05,
  B: 0.06,
  N: 0.06,
};
const HIGH_LICENCE = new Set([
  '61',
  '62',
  '84',
  '83',
  '54',
  '70',
  '47',
  '48',
  '49',
  '50',
  '27',
  '13',
  '14',
  '15',
  '52',
  '46',
  '45',
  '44',
]);

/** 0 with probability 1 − p, else a Pareto-tailed count ≥ 1. */
export function tail(rng: Rng, p: number, scale: number, cap: number): number {
  if (!(rng.next() < p)) return 0;
  const x = Math.pow(1 - rng.next(), -1 / 1.3) - 1; // Pareto(α = 1.3) − 1, ≥ 0
  return Math.min(cap, 1 + Math.floor(scale * x));
}

export function pad2(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function regDate(rng: Rng): { y: number; m: number; d: number; text: string; days: number } {
  const y = YEARS.pick(rng);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const yearDays = y === LATEST.y ? 305 : leap ? 366 : 365; // 2026-11-01 is day 305
  let doy = Math.floor(rng.next() * yearDays);
  let m = 0;
  for (;;) {
    const md = (MONTH_DAYS[m] as number) + (m === 1 && leap ? 1 : 0);
    if (doy < md) break;
    doy -= md;
    m++;
  }
  const d = doy + 1;
  return { y, m: m + 1, d, text: `${y}-${pad2(m + 1)}-${pad2(d)}`, days: Date.UTC(y, m, d) / 86_400_000 };
}

/** The calendar date of a day number (days since 1970-01-01, UTC). */
export function dateOfDays(days: number): { y: number; m: number; d: number; text: string; days: number } {
  const dt = new Date(days * 86_400_000);
  const y = dt.getUTCFullYear();
  const m = dt.getUTCMonth() + 1;
  const d = dt.getUTCDate();
  return { y, m, d, text: `${y}-${pad2(m)}-${pad2(d)}`, days };
}

export function registeredCapital(rng: Rng, type: CompanyType, profile: Profile): number {
  const table = CAPITAL_TABLES[CAPITAL_KIND[type]] as Weighted<number>;
  let v = table.pick(rng);
  if (type !== '个体工商户' && rng.chance(0.08)) {
    // Some non-round amounts (1288万, 66万, 3150万 …): log-normal around the drawn value.
    // Rounded to 3 significant digits of 万元.
    const wan = (Math.max(v, 100_000) * Math.exp(rng.normal() * 0.6)) / 10_000;
    const unit = Math.pow(10, Math.max(0, Math.floor(Math.log10(wan)) - 2));
    v = Math.round(wan / unit) * unit * 10_000;
  }
  const mult = type === '个体工商户' || type === '农民专业合作社' ? 1 : (profile.capital ?? 1);
  return Math.round((v * mult) / 10_000) * 10_000;
}

// ── Names ───────────────────────────────────────────────────────────────────────────────────────

export interface Person {
  name: string;
  py: string;
  /** 1 male, 2 female */
  gender: number;
}

export function personName(rng: Rng, surnames: Weighted<(typeof SURNAMES)[number]>): Person {
  const [s, spy] = surnames.pick(rng);
  const male = rng.chance(0.68);
  const pool = male ? GIVEN_MALE : GIVEN_FEMALE;
  const gender = male ? 1 : 2;
  const [g1, p1] = rng.pick(pool);
  if (rng.chance(0.2)) return { name: s + g1, py: spy + p1, gender };
  let [g2, p2] = rng.pick(pool);
  if (g2 === g1 && !(pool === GIVEN_FEMALE && rng.chance(0.3))) [g2, p2] = rng.pick(pool);
  return { name: s + g1 + g2, py: spy + p1 + p2, gender };
}

export const COMMON_SURNAMES = SURNAMES.slice(0, 40);

export function pickTrade(rng: Rng, provincePrefix: string, type: CompanyType): Trade {
  const r = rng.next();
  if (type === '个体工商户' && r < 0.08) {
    const [s, spy] = rng.pick(COMMON_SURNAMES);
    return rng.chance(0.3)
      ? { cn: '老' + s, py: 'lao' + spy }
      : rng.chance(0.6)
        ? { cn: s + '记', py: spy + 'ji' }
        : { cn: s + '家', py: spy + 'jia' };
  }
  if (r < 0.42) {
    const [cn, py] = rng.pick(TRADE_NAMES);
    return { cn, py };
  }
  const [s1, p1] =
    r < 0.47 ? (PROVINCE_TRADE_CHAR[provincePrefix] ?? rng.pick(TRADE_FIRST)) : rng.pick(TRADE_FIRST);
  let [s2, p2] = rng.pick(TRADE_SECOND);
  if (s2 === s1) [s2, p2] = rng.pick(TRADE_SECOND);
  if (r > 0.97) {
    let [s3, p3] = rng.pick(TRADE_SECOND);
    if (s3 === s2 || s3 === s1) [s3, p3] = rng.pick(TRADE_SECOND);
    return { cn: s1 + s2 + s3, py: p1 + p2 + p3 };
  }
  return { cn: s1 + s2, py: p1 + p2 };
}

/**
 * Every naming decision of a row except the 字号: `head + 字号 + tail`, or for a state-owned company
 * `head + tail` unless a duplicate forces a 字号 in. A duplicate is fixed by redrawing the 字号 only.
 */
interface NamePlan {
  head: string;
  tail: string;
  /** For 外商投资企业 style 华瑞（深圳）贸易有限公司: text that goes right after the 字号. */
  afterTrade: string;
  /** State-owned names carry no 字号 until a duplicate needs one. */
  tradeOptional: boolean;
  /** A branch's parent company: `head + 字号 + parentTail`. */
  parentTail: string | null;
  /** Which government owns a state-owned company: its city, its district or its province. */
  owner: 'city' | 'district' | 'province';
}

function assembleName(plan: NamePlan, trade: Trade, attempt: number): string {
  if (plan.tradeOptional && attempt === 0) return plan.head + plan.tail;
  return plan.head + trade.cn + plan.afterTrade + plan.tail;
}

function namePlan(
  rng: Rng,
  loc: Location,
  profile: Profile,
  type: CompanyType,
  branch: boolean,
  capital: number,
  firstTrade: Trade,
): NamePlan {
  let word = rng.pick(profile.words);
  if (word[0] === firstTrade.cn[firstTrade.cn.length - 1] && profile.words.length > 1)
    word = rng.pick(profile.words);
  const style = rng.next();
  const plan: NamePlan = {
    head: '',
    tail: '',
    afterTrade: '',
    tradeOptional: false,
    parentTail: null,
    owner: 'city',
  };

  switch (type) {
    case '个体工商户':
      plan.head = style < 0.68 ? loc.districtName : style < 0.88 ? loc.withDistrict : '';
      plan.tail = rng.pick(profile.shops ?? ['经营部']);
      return plan;
    case '农民专业合作社':
      plan.head = style < 0.75 ? loc.districtName : loc.withDistrict;
      plan.tail = rng.pick(profile.coop ?? ['种植']) + (rng.chance(0.12) ? '农民专业合作社' : '专业合作社');
      return plan;
    case '个人独资企业': {
      const sec = profile.section;
      const forms =
        sec === 'F'
          ? SOLE_FORMS_TRADE
          : sec === 'C'
            ? SOLE_FORMS_FACTORY
            : 'LMIRP'.includes(sec)
              ? SOLE_FORMS_STUDIO
              : SOLE_FORMS_OTHER;
      plan.head = style < 0.5 ? loc.withDistrict : loc.full;
      plan.tail = word + rng.pick(forms);
      return plan;
    }
    case '合伙企业': {
      const r = rng.next();
      plan.head = style < 0.7 ? loc.full : loc.short;
      if (profile.partnerWords) word = rng.pick(profile.partnerWords);
      plan.tail =
        word + (r < 0.8 ? '合伙企业（有限合伙）' : r < 0.93 ? '中心（有限合伙）' : '合伙企业（普通合伙）');
      return plan;
    }
    case '国有企业': {
      const stateWord = rng.pick(profile.state ?? profile.words);
      const big = capital >= 100_000_000 && rng.chance(0.45);
      plan.owner =
        style < 0.6 || loc.withDistrict === loc.full ? 'city' : style < 0.92 ? 'district' : 'province';
      plan.head =
        plan.owner === 'city' ? loc.full : plan.owner === 'district' ? loc.withDistrict : loc.province.name;
      plan.tail = stateWord + (big ? '集团有限公司' : rng.chance(0.15) ? '有限责任公司' : '有限公司');
      plan.tradeOptional = !branch;
      if (!branch) return plan;
      break;
    }
    default: {
      // 有限责任公司, 股份有限公司, 外商投资企业 (and their branches below).
      const form =
        type === '股份有限公司'
          ? '股份有限公司'
          : capital >= 50_000_000 && word.length <= 4 && rng.chance(0.25)
            ? '集团有限公司'
            : rng.chance(0.04)
              ? '有限责任公司'
              : '有限公司';
      plan.tail = word + form;
      if (type === '外商投资企业') {
        if (style < 0.5) plan.afterTrade = '（' + loc.short + '）';
        else plan.head = style < 0.9 ? loc.full : loc.short;
      } else if (style < 0.58) plan.head = loc.full;
      else if (style < 0.77) plan.head = loc.short;
      else if (style < 0.86) plan.afterTrade = '（' + loc.short + '）';
      else if (style < 0.94 && type !== '股份有限公司') plan.head = loc.withDistrict;
      else plan.head = loc.province.short;
      if (!branch) return plan;
    }
  }
  // A branch: the parent sits in the same city (…有限公司南山分公司) or elsewhere (…有限公司深圳分公司).
  plan.tradeOptional = false;
  plan.parentTail = plan.tail;
  if (rng.chance(0.45)) {
    const d = shortDistrict(loc.districtName);
    plan.tail += d && loc.districtName !== loc.full ? d + '分公司' : '第' + rng.pick(ORDINALS) + '分公司';
  } else {
    const other = locationOfRandomCity(rng, loc.city);
    if (plan.afterTrade) plan.afterTrade = '（' + other.short + '）';
    else plan.head = rng.chance(0.7) ? other.full : other.short;
    plan.tail += loc.short + '分公司';
  }
  return plan;
}

const SOLE_FORMS_TRADE = ['商行', '经营部', '经营部'];
const SOLE_FORMS_FACTORY = ['厂', '加工厂', '制品厂'];
const SOLE_FORMS_STUDIO = ['工作室', '中心', '服务部', '工作室'];
const SOLE_FORMS_OTHER = ['经营部', '中心', '服务部'];
export const ORDINALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

export function locationOfRandomCity(rng: Rng, not: CityModel): Location {
  const geo = geoModel();
  let city = geo.cities.pick(rng);
  if (city === not) city = geo.cities.pick(rng);
  return locationOf(city, city.districts.pick(rng));
}

export function shortDistrict(name: string): string {
  if (name.length > 2 && /[区县市旗]$/.test(name)) return name.slice(0, -1);
  return name;
}

export function holdingCompany(rng: Rng, loc: Location): string {
  const here = rng.chance(0.6) ? loc : locationOfRandomCity(rng, loc.city);
  const t = pickTrade(rng, here.province.prefix, '有限责任公司');
  if (rng.chance(0.22)) {
    return (
      (rng.chance(0.6) ? here.full : here.short) +
      t.cn +
      rng.pick(['企业管理咨询', '投资', '企业管理', '股权投资']) +
      '合伙企业（有限合伙）'
    );
  }
  return (
    (rng.chance(0.7) ? here.full : here.short) +
    t.cn +
    rng.pick(['投资', '控股', '投资管理', '实业', '企业管理', '投资发展', '集团']) +
    '有限公司'
  );
}

export function foreignCompany(rng: Rng): string {
  const t = pickTrade(rng, '', '外商投资企业');
  if (rng.chance(0.5)) {
    const up = t.py.toUpperCase();
    const kind = rng.pick([
      'INTERNATIONAL',
      'HOLDINGS',
      'INVESTMENT',
      'TRADING',
      'GROUP',
      'TECHNOLOGY',
      'DEVELOPMENT',
    ]);
    const r = rng.next();
    return r < 0.55
      ? `${up} ${kind} LIMITED`
      : r < 0.75
        ? `${up} ${kind} (HK) CO., LIMITED`
        : r < 0.9
          ? `${up} ${kind} PTE. LTD.`
          : `${up} ${kind} INC.`;
  }
  const place = rng.next() < 0.75 ? '香港' : rng.chance(0.5) ? '新加坡' : '澳门';
  return t.cn + rng.pick(['国际', '控股', '集团', '投资', '实业']) + '（' + place + '）有限公司';
}

// ── Codes ───────────────────────────────────────────────────────────────────────────────────────

function usccFor(
  rng: Rng,
  id: number,
  type: CompanyType,
  loc: Location,
  yyyymm: number,
  offsets: { num: number; ma: number },
): string {
  const category = type === '个体工商户' ? '2' : type === '农民专业合作社' ? '3' : '1';
  // The registering authority: mostly the district's, else the city's (the municipalities' own).
  let region = loc.district.code;
  if (rng.chance(0.3) && loc.city.kind !== 'direct') {
    region = loc.city.kind === 'municipality' ? loc.province.code : loc.city.code;
  }
  let body: string;
  if (type === '个体工商户' || yyyymm >= 201510) {
    // New codes (after GB 32100 came in): MA + 6 characters.
    let v = ((((id % MA_SPACE) * MA_MULT) % MA_SPACE) + offsets.ma) % MA_SPACE;
    let s = '';
    for (let i = 0; i < 6; i++) {
      s = USCC_ALPHABET[v % 31] + s;
      v = Math.floor(v / 31);
    }
    body = 'MA' + s;
  } else {
    // Old 组织机构代码: 8 digits.
    const v = ((((id % NUM_SPACE) * NUM_MULT) % NUM_SPACE) + offsets.num) % NUM_SPACE;
    body = String(v).padStart(8, '0');
  }
  return makeUscc('9', category, region, body);
}

// ── Address, scope, contacts ────────────────────────────────────────────────────────────────────

function roadName(rng: Rng, tech: boolean): string {
  if (tech && rng.chance(0.3)) {
    return (
      rng.pick(['科技', '高新', '创业', '软件', '工业']) +
      rng.pick(TECH_ROAD_DIRS) +
      rng.pick(CN_NUMS) +
      rng.pick(['路', '道'])
    );
  }
  return rng.pick(ROAD_CORES) + ROAD_SUFFIX.pick(rng);
}

function houseNumber(rng: Rng): number {
  return Math.floor(Math.exp(rng.next() * Math.log(1200))); // 1–1199, small numbers commoner
}

function room(rng: Rng): string {
  return String(rng.int(1, rng.chance(0.7) ? 12 : 32)) + pad2(rng.int(1, 18));
}

export function addressOf(rng: Rng, loc: Location, profile: Profile, type: CompanyType): string {
  const sec = profile.section;
  const base = loc.addressPrefix;
  const rural = type === '农民专业合作社' || (sec === 'A' && rng.chance(0.7));
  if (rural) {
    const town = rng.pick(TOWN_CORES) + (rng.chance(0.75) ? '镇' : '乡');
    const village = rng.pick(COMMON_SURNAMES)[0] + rng.pick(VILLAGE_SUFFIXES);
    return base + town + village + (rng.chance(0.5) ? rng.int(1, 12) + '组' : rng.int(1, 200) + '号');
  }
  const road = roadName(rng, sec === 'I' || sec === 'M' || sec === 'C');
  const no = `${road}${houseNumber(rng)}号`;
  const r = rng.next();
  if (type === '个体工商户' || (sec === 'F' && profile.code === '52') || sec === 'H' || sec === 'O') {
    if (r < 0.3) return base + no;
    if (r < 0.5) return base + no + rng.pick(['一楼', '首层', '1楼', '101', '102']);
    if (r < 0.75) return base + no + rng.int(1, 60) + '号商铺';
    if (r < 0.9)
      return (
        base +
        rng.pick(BUILDING_CORES) +
        rng.pick(['小区', '花园', '家园', '新村']) +
        rng.int(1, 30) +
        '栋' +
        rng.int(1, 40) +
        '号商铺'
      );
    return (
      base +
      rng.pick(BUILDING_CORES) +
      rng.pick(['农贸市场', '商贸城', '批发市场', '综合市场']) +
      rng.pick(['A', 'B', 'C', 'D', '']) +
      rng.int(1, 300) +
      '号'
    );
  }
  if (sec === 'C' || sec === 'B' || sec === 'D' || (sec === 'F' && r < 0.2)) {
    if (r < 0.35) return base + no;
    if (r < 0.6) return base + no + rng.int(1, 12) + '号厂房';
    if (r < 0.85) return base + rng.pick(BUILDING_CORES) + rng.pick(['工业园', '工业区', '产业园']) + no;
    return base + rng.pick(TOWN_CORES) + '镇' + rng.pick(BUILDING_CORES) + '工业区' + rng.int(1, 40) + '栋';
  }
  const b = rng.pick(BUILDING_CORES);
  if (r < 0.3) return base + no + b + '大厦' + room(rng) + '室';
  if (r < 0.45) return base + no + b + '广场' + rng.pick(['A', 'B', 'C', 'D', 'E']) + '座' + room(rng) + '室';
  if (r < 0.58) return base + no + b + '中心' + rng.int(1, 8) + '栋' + room(rng);
  if (r < 0.7 && (sec === 'I' || sec === 'M'))
    return base + no + b + '科技园' + rng.int(1, 12) + '栋' + room(rng) + '室';
  if (r < 0.82) return base + no + rng.int(1, 20) + '号楼' + room(rng) + '室';
  if (r < 0.92) return base + no + rng.int(2, 28) + '楼';
  return base + no;
}

const GENERIC_SCOPE = [
  '货物进出口',
  '技术进出口',
  '信息咨询服务（不含许可类信息咨询服务）',
  '会议及展览服务',
  '日用百货销售',
];

function scopeOf(rng: Rng, profile: Profile, type: CompanyType): string {
  const small = type === '个体工商户' || type === '农民专业合作社';
  const k = small ? rng.int(2, 4) : rng.int(2, 6);
  const items = rng.sample(profile.scope, k);
  if (!small && rng.chance(0.18)) {
    const extra = rng.pick(GENERIC_SCOPE);
    if (!items.includes(extra)) items.push(extra);
  }
  return items.join('；') + SCOPE_TAIL;
}

export function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(48 + ((rng.u32() >>> 8) % 10));
  return s;
}

export function mobileNumber(rng: Rng): string {
  return MOBILE_PREFIXES.pick(rng) + digits(rng, 8);
}

export function telNumber(rng: Rng, city: CityModel): string {
  const len = city.eightDigitTel ? 8 : 7;
  return city.areaCode + '-' + String(rng.int(2, 8)) + digits(rng, len - 1);
}

export function qqNumber(rng: Rng): string {
  const len = rng.chance(0.6) ? rng.int(9, 10) : rng.int(6, 8);
  return String(rng.int(1, 9)) + digits(rng, len - 1);
}

/** A domain from the 字号's pinyin (huarui-tech.com); for a name without 字号, the city's initials. */
function domainOf(rng: Rng, trade: Trade | null, profile: Profile, city: CityModel): string {
  let label: string;
  const r = rng.next();
  if (trade === null) {
    if (!city.initials) return '';
    label = city.initials + profile.tag; // szwater.com.cn
  } else if (r < 0.4) label = trade.py;
  else if (r < 0.62) label = trade.py + '-' + profile.tag;
  else if (r < 0.75) label = trade.py + profile.tag;
  else if (r < 0.85 && city.initials) label = city.initials + trade.py;
  else if (r < 0.93) label = trade.py + rng.int(1, 99);
  else label = trade.py + rng.pick(['group', 'china', 'cn', 'gs', 'co']);
  return label + TLDS.pick(rng);
}

// ── Unique names within a city ──────────────────────────────────────────────────────────────────

/** An open-addressing set of 32-bit hashes of (city, name): ~8 bytes per name at most. */
export class NameSet {
  private table = new Uint32Array(1 << 16);
  private size = 0;

  /** Adds the pair; false if it was (probably) present already. */
  add(cityCode: string, name: string): boolean {
    let h = 0x811c9dc5;
    const key = cityCode + name;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    h = mix32(h) || 1;
    if (this.size * 2 >= this.table.length) this.grow();
    return this.insert(this.table, h);
  }

  private insert(table: Uint32Array, h: number): boolean {
    const mask = table.length - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const v = table[i] as number;
      if (v === 0) {
        table[i] = h;
        if (table === this.table) this.size++;
        return true;
      }
      if (v === h) return false;
    }
  }

  private grow(): void {
    const old = this.table;
    const next = new Uint32Array(old.length * 2);
    for (let i = 0; i < old.length; i++) {
      const v = old[i] as number;
      if (v !== 0) this.insert(next, v);
    }
    this.table = next;
  }
}
