/**
 * 知识产权 (company_ip): exactly brand_num trademarks, patent_num patents, software_copyright_num
 * software copyrights, copyright_num works and website_num websites, newest first per kind. The
 * newest website is the company's own (category = company.website, www.…).
 *
 * Columns per kind: name; reg_no 注册号 / 申请号 / 登记号 / ICP 备案号; category 第N类 / patent type /
 * 证书号 (软著登字第…号) / works category / the site's domain; status (trademarks, patents, websites).
 */
import type { CompanyIpTable } from '../../tables/company-profile.ts';
import { LATEST_DAYS, type Draft } from './generate.ts';
import { dayText, daysNewestFirst, daysOfYear, yearOfDays } from './profile-dates.ts';
import { Weighted, type Rng } from './prng.ts';
import {
  DESIGN_PRODUCTS,
  NICE_BY_SECTION,
  PATENT_NOUNS,
  PATENT_PARTS,
  PATENT_STATUSES,
  PROVINCE_ABBR,
  SOFTWARE_PRODUCTS,
  TRADEMARK_STATUSES,
  TRADEMARK_SUFFIXES,
  WORKS,
  WORKS_CODES,
} from './vocab-profile.ts';

const TM_STATUS = new Weighted(TRADEMARK_STATUSES);
const PATENT_STATUS = Object.fromEntries(
  Object.entries(PATENT_STATUSES).map(([k, v]) => [k, new Weighted(v)]),
) as Record<string, Weighted<string>>;
const WEBSITE_FROM = daysOfYear(2004);
const CHECK_WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];

export function ipRows(rng: Rng, d: Draft): CompanyIpTable[] {
  const row = d.row;
  const brand = brandOf(d);
  const out: CompanyIpTable[] = [];
  const add = (
    kind: string,
    n: number,
    from: number,
    make: (day: number, seq: number) => Omit<CompanyIpTable, 'company_id' | 'kind' | 'seq'>,
  ) => {
    if (n === 0) return;
    const days = daysNewestFirst(rng, n, Math.min(from, LATEST_DAYS), LATEST_DAYS);
    for (let i = 0; i < n; i++)
      out.push({ company_id: row.company_id, kind, seq: i + 1, ...make(days[i] as number, i + 1) });
  };
  add('trademark', row.brand_num, d.regDays, (day) => trademark(rng, d, brand, day));
  add('patent', row.patent_num, d.regDays, (day) => patent(rng, d, day));
  add('software', row.software_copyright_num, d.regDays, (day) => software(rng, brand, day));
  add('works', row.copyright_num, d.regDays, (day) => works(rng, brand, day));
  const icp = `${PROVINCE_ABBR[d.loc.province.prefix] ?? '京'}ICP备${String(rng.int(10_000_000, 25_999_999))}号`;
  add('website', row.website_num, Math.max(d.regDays, WEBSITE_FROM), (day, seq) =>
    website(rng, d, brand, icp, day, seq),
  );
  return out;
}

/** The word a company's marks and products are named with: its 字号, else the start of its name. */
function brandOf(d: Draft): string {
  if (d.trade) return d.trade.cn;
  const name = d.row.name.replace(d.loc.full, '').replace(d.loc.short, '');
  return name.slice(0, Math.min(4, Math.max(2, name.length - 4)));
}

function trademark(rng: Rng, d: Draft, brand: string, day: number) {
  const classes = NICE_BY_SECTION[d.profile.section] ?? [35];
  const cls = rng.chance(0.8) ? rng.pick(classes) : rng.int(1, 45);
  const r = rng.next();
  const name =
    r < 0.55 ? brand + rng.pick(TRADEMARK_SUFFIXES) : r < 0.75 && d.trade ? d.trade.py.toUpperCase() : brand;
  let status = TM_STATUS.pick(rng);
  const y = yearOfDays(day);
  const grant = day + rng.int(240, 540);
  if (grant > LATEST_DAYS && status !== '驳回') status = '申请中';
  const regNo = y >= 2013 ? String(rng.int(10_000_000, 79_999_999)) : String(rng.int(1_000_000, 9_999_999));
  return {
    name: name.slice(0, 120),
    reg_no: regNo,
    category: `第${cls}类`,
    status,
    apply_date: dayText(day),
    grant_date: status === '注册' || status === '转让' || status === '无效' ? dayText(grant) : null,
  };
}

function patent(rng: Rng, d: Draft, day: number) {
  const sec = d.profile.section;
  const r = rng.next();
  const type =
    sec === 'I'
      ? r < 0.6
        ? '发明专利'
        : r < 0.85
          ? '实用新型'
          : '外观设计'
      : r < 0.3
        ? '发明专利'
        : r < 0.85
          ? '实用新型'
          : '外观设计';
  const nouns = PATENT_NOUNS[sec] ?? (PATENT_NOUNS._ as readonly string[]);
  const name =
    type === '外观设计'
      ? `${rng.pick(DESIGN_PRODUCTS)}（${rng.pick(['A', 'B', 'C', 'S', 'X'])}${rng.int(1, 99)}）`
      : `一种${rng.pick(nouns)}${type === '发明专利' ? rng.pick(PATENT_PARTS) : ''}`;
  let status = (PATENT_STATUS[type] as Weighted<string>).pick(rng);
  const grant = day + (type === '发明专利' ? rng.int(500, 1200) : rng.int(120, 320));
  if (status === '授权' && grant > LATEST_DAYS) status = type === '发明专利' ? '实审' : '公开';
  const y = yearOfDays(day);
  const digit = type === '发明专利' ? 1 : type === '实用新型' ? 2 : 3;
  const body = `${y}${digit}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
  return {
    name,
    reg_no: `CN${body}.${patentCheck(body)}`,
    category: type,
    status,
    apply_date: dayText(day),
    grant_date: status === '授权' || status === '失效' ? dayText(Math.min(grant, LATEST_DAYS)) : null,
  };
}

/** The check character of a 12-digit patent application number (mod 11, 10 → X). */
export function patentCheck(body: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (CHECK_WEIGHTS[i] as number);
  const c = sum % 11;
  return c === 10 ? 'X' : String(c);
}

function software(rng: Rng, brand: string, day: number) {
  const y = yearOfDays(day);
  return {
    name: `${brand}${rng.pick(SOFTWARE_PRODUCTS)}V${rng.int(1, 5)}.${rng.chance(0.7) ? 0 : rng.int(1, 9)}`,
    reg_no: `${y}SR${String(rng.int(1, 1_999_999)).padStart(7, '0')}`,
    category: `软著登字第${rng.int(100_000, 14_999_999)}号`,
    status: null,
    apply_date: dayText(day),
    grant_date: dayText(Math.min(LATEST_DAYS, day + rng.int(20, 90))),
  };
}

function works(rng: Rng, brand: string, day: number) {
  const [title, category] = rng.pick(WORKS);
  const y = yearOfDays(day);
  return {
    name: brand + title,
    reg_no: `国作登字-${y}-${WORKS_CODES[category] ?? 'F'}-${String(rng.int(1, 99_999_999)).padStart(8, '0')}`,
    category,
    status: null,
    apply_date: dayText(day),
    grant_date: dayText(Math.min(LATEST_DAYS, day + rng.int(30, 120))),
  };
}

function website(rng: Rng, d: Draft, brand: string, icp: string, day: number, seq: number) {
  const own = d.row.website;
  const label = d.domain
    ? d.domain.slice(0, d.domain.indexOf('.'))
    : (d.trade?.py ?? 'site' + d.row.company_id);
  const domain =
    seq === 1 && own
      ? own
      : `www.${label}${rng.pick(['shop', 'mall', 'hr', 'cloud', 'tech', 'app', String(seq)])}${rng.pick(['.com', '.cn', '.com.cn', '.net'])}`;
  return {
    name:
      seq === 1
        ? `${brand}官网`
        : `${brand}${rng.pick(['商城', '招聘', '服务平台', '云平台', '门户', '资讯'])}`,
    reg_no: `${icp}-${seq}`,
    category: domain,
    status: '正常',
    apply_date: dayText(day),
    grant_date: null,
  };
}
