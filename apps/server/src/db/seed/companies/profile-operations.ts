/**
 * 经营状况: annual reports (one per year since founding, 2021–2025, for companies still in business
 * that file them: not individual businesses, not branches), administrative licences (exactly act_num,
 * kind 'licence') and qualifications (kind 'qualification': 高新技术企业, 专精特新中小企业 …).
 */
import { revenueBands } from '@qishu/contract';
import type { CompanyAnnualReportTable, CompanyLicenceTable } from '../../tables/company-profile.ts';
import { LATEST_DAYS, type Draft } from './generate.ts';
import { dayBetween, dayText, daysNewestFirst, daysOfYear, yearOfDays } from './profile-dates.ts';
import { authorityName } from './profile-risks.ts';
import { Weighted, type Rng } from './prng.ts';
import { LICENCES, PROVINCE_ABBR } from './vocab-profile.ts';

const FIRST_REPORT_YEAR = 2021;
const LAST_REPORT_YEAR = 2025;
const ACTIVE = new Set(['存续', '在业', '迁入']);
const RATINGS = new Weighted<string | null>([
  ['A', 18],
  ['B', 50],
  ['M', 14],
  ['C', 4],
  ['D', 3],
  [null, 11],
]);
/** Upper bounds (yuan) of the contract's revenue bands, in order; the last band is open. */
const BAND_TOPS = [1e6, 5e6, 1e7, 5e7, 1e8, 1e9];

export function annualReports(rng: Rng, d: Draft): CompanyAnnualReportTable[] {
  if (!ACTIVE.has(d.row.status) || d.type === '个体工商户' || d.branch) return [];
  const regYear = Number(d.row.reg_date.slice(0, 4));
  const first = Math.max(regYear, FIRST_REPORT_YEAR);
  if (first > LAST_REPORT_YEAR) return [];
  const cap = d.row.reg_capital;
  const median = cap >= 1e8 ? 180 : cap >= 1e7 ? 35 : cap >= 1e6 ? 9 : 3;
  const factor = d.profile.section === 'C' || d.profile.section === 'E' ? 2 : 1;
  let employees = Math.max(1, Math.round(median * factor * Math.exp(rng.normal() * 0.8)));
  const perHead = 300_000 * Math.exp(rng.normal() * 0.7);
  const discloses = rng.chance(0.6);
  const out: CompanyAnnualReportTable[] = [];
  for (let year = first; year <= LAST_REPORT_YEAR; year++) {
    employees = Math.max(1, Math.round(employees * (1 + rng.normal() * 0.12)));
    const insured = rng.chance(0.15)
      ? 0
      : Math.min(employees, Math.round(employees * (0.4 + rng.next() * 0.6)));
    const revenue = employees * perHead * (0.7 + rng.next() * 0.6);
    let band = BAND_TOPS.findIndex((top) => revenue < top);
    if (band < 0) band = revenueBands.length - 1;
    out.push({
      company_id: d.row.company_id,
      year,
      published_date: dayText(dayBetween(rng, daysOfYear(year + 1, 1, 2), daysOfYear(year + 1, 6, 30))),
      employees,
      insured,
      revenue_band: discloses ? (revenueBands[band] as string) : null,
      tax_rating: year === regYear ? 'M' : RATINGS.pick(rng),
    });
  }
  return out.reverse(); // newest first
}

export function licenceRows(rng: Rng, d: Draft): CompanyLicenceTable[] {
  const out: CompanyLicenceTable[] = [];
  const row = d.row;
  const abbr = PROVINCE_ABBR[d.loc.province.prefix] ?? '';
  const list = LICENCES[d.profile.section] ?? (LICENCES._ as (typeof LICENCES)[string]);
  const firstScope = row.scope.slice(0, row.scope.search(/[；。]/)).slice(0, 200);
  const days = daysNewestFirst(rng, row.act_num, d.regDays, LATEST_DAYS);
  for (let i = 0; i < row.act_num; i++) {
    const [name, kind] = rng.pick(list);
    const from = days[i] as number;
    const y = yearOfDays(from);
    out.push({
      company_id: row.company_id,
      kind: 'licence',
      seq: i + 1,
      name,
      licence_no: `${abbr}${row.district_code.slice(2)}${y}${String(rng.int(1, 999_999)).padStart(6, '0')}`,
      authority: authorityName(d.loc, kind),
      valid_from: dayText(from),
      valid_to: rng.chance(0.75) ? dayText(from + 5 * 365 + 1) : null,
      content: firstScope || null,
    });
  }
  qualifications(rng, d, out);
  return out;
}

/** 资质证书, likelier for companies with patents and software (tech), construction and manufacturing. */
function qualifications(rng: Rng, d: Draft, out: CompanyLicenceTable[]): void {
  const row = d.row;
  const sec = d.profile.section;
  const tech = row.patent_num + row.software_copyright_num;
  const prov = d.loc.province.name;
  const abbr = PROVINCE_ABBR[d.loc.province.prefix] ?? '';
  const rows: Omit<CompanyLicenceTable, 'company_id' | 'kind' | 'seq'>[] = [];
  const since = Math.max(d.regDays + 365, daysOfYear(2012));
  if (since >= LATEST_DAYS || d.type === '个体工商户') return;
  const renewals = (years: number, add: (from: number) => void) => {
    let from = dayBetween(rng, since, LATEST_DAYS);
    for (let k = 0; k < 4 && from <= LATEST_DAYS; k++, from += years * 365 + rng.int(0, 40)) add(from);
  };
  if (tech >= 3 && 'CMID'.includes(sec) && row.reg_capital >= 1_000_000 && rng.chance(0.45)) {
    renewals(3, (from) =>
      rows.push({
        name: '高新技术企业',
        licence_no: `GR${yearOfDays(from)}${d.loc.province.prefix}${String(rng.int(1, 9_999)).padStart(6, '0')}`,
        authority: `${prov}科学技术厅、${prov}财政厅、国家税务总局${prov}税务局`,
        valid_from: dayText(from),
        valid_to: dayText(from + 3 * 365),
        content: null,
      }),
    );
  }
  if (row.patent_num >= 5 && 'CIM'.includes(sec) && rng.chance(0.15)) {
    const from = dayBetween(rng, Math.max(since, daysOfYear(2019)), LATEST_DAYS);
    rows.push({
      name: '专精特新中小企业',
      licence_no: `${abbr}ZJTX${yearOfDays(from)}${String(rng.int(1, 9_999)).padStart(4, '0')}`,
      authority: `${prov}工业和信息化厅`,
      valid_from: dayText(from),
      valid_to: dayText(from + 3 * 365),
      content: null,
    });
  }
  if (tech >= 1 && row.reg_capital < 100_000_000 && rng.chance(0.35)) {
    const from = dayBetween(rng, Math.max(since, daysOfYear(2018)), LATEST_DAYS);
    rows.push({
      name: '科技型中小企业',
      licence_no: `${yearOfDays(from)}${row.district_code}${String(rng.int(1, 99_999)).padStart(5, '0')}`,
      authority: `${prov}科学技术厅`,
      valid_from: dayText(from),
      valid_to: dayText(from + 365),
      content: null,
    });
  }
  const size = Math.min(3, Math.max(0.5, Math.log10(Math.max(row.reg_capital, 100_000) / 1_000_000) + 1));
  if ('CEFG'.includes(sec) && rng.chance(0.08 * size)) {
    renewals(3, (from) =>
      rows.push({
        name: 'ISO9001质量管理体系认证',
        licence_no: `${String(rng.int(10_000, 99_999))}Q${String(rng.int(10_000, 99_999))}R${rng.int(0, 3)}M`,
        authority: rng.pick([
          '中国质量认证中心',
          '方圆标志认证集团有限公司',
          '北京世标认证中心有限公司',
          '中联认证中心（北京）有限公司',
        ]),
        valid_from: dayText(from),
        valid_to: dayText(from + 3 * 365),
        content: 'GB/T 19001-2016/ISO 9001:2015',
      }),
    );
  }
  if ('CE'.includes(sec) && rng.chance(0.04 * size)) {
    const from = dayBetween(rng, since, LATEST_DAYS);
    rows.push({
      name: 'ISO14001环境管理体系认证',
      licence_no: `${String(rng.int(10_000, 99_999))}E${String(rng.int(10_000, 99_999))}R${rng.int(0, 3)}M`,
      authority: '中国质量认证中心',
      valid_from: dayText(from),
      valid_to: dayText(from + 3 * 365),
      content: 'GB/T 24001-2016/ISO 14001:2015',
    });
  }
  if (sec === 'E' && rng.chance(0.55)) {
    const from = dayBetween(rng, since, LATEST_DAYS);
    rows.push({
      name: '建筑业企业资质证书',
      licence_no: `D${rng.int(100, 999)}${String(rng.int(0, 999_999)).padStart(6, '0')}`,
      authority: `${d.loc.full}住房和城乡建设局`,
      valid_from: dayText(from),
      valid_to: dayText(from + 5 * 365),
      content: rng.pick([
        '建筑工程施工总承包三级',
        '建筑工程施工总承包二级',
        '市政公用工程施工总承包二级',
        '建筑装修装饰工程专业承包二级',
        '地基基础工程专业承包三级',
        '施工劳务不分等级',
      ]),
    });
  }
  rows.sort((a, b) => (a.valid_from < b.valid_from ? 1 : a.valid_from > b.valid_from ? -1 : 0));
  rows.forEach((r, i) => out.push({ company_id: row.company_id, kind: 'qualification', seq: i + 1, ...r }));
}
