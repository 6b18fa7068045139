/**
 * 司法风险 and 经营风险 (company_risk): most companies have none; old, closed, large, construction,
 * finance and real-estate companies have more, a few hundreds (Pareto tails). 'penalty' rows are
 * exactly company.punish_num.
 */
import { riskKinds, type RiskKind } from '@qishu/contract';
import type { CompanyRiskTable } from '../../tables/company-profile.ts';
import { LATEST_DAYS, tail, type Draft } from './generate.ts';
import type { Location } from './geo.ts';
import { dayBetween, dayText, yearOfDays } from './profile-dates.ts';
import { Weighted, type Rng } from './prng.ts';
import {
  ABNORMAL_IN,
  ABNORMAL_OUT,
  AUTHORITIES,
  CASE_CAUSES,
  CASE_RESULTS,
  CASE_ROLES,
  DISHONEST_ACTS,
  EXECUTION_STATES,
  HEARING_ROOMS,
  ILLEGAL_REASONS,
  MORTGAGE_ITEMS,
  PENALTIES,
  PENALTY_RESULTS,
  PLEDGEES,
  PROVINCE_ABBR,
  TAX_KINDS,
} from './vocab-profile.ts';

const ROLES = new Weighted(CASE_ROLES);
/** Sections with more litigation: construction, finance, real estate. */
const LITIGIOUS = new Set(['E', 'J', 'K']);
const PENALTY_ABBR: Readonly<Record<string, string>> = {
  market: '市监',
  environment: '环',
  tax: '税',
  safety: '应急',
  fire: '消',
  housing: '建',
};

export interface RiskSubject {
  draft: Draft;
  legalName: string;
  /** shareholders who may pledge their equity: name and subscribed amount */
  pledgors: ReadonlyArray<{ name: string; subscribed: number }>;
}

export function riskRows(rng: Rng, s: RiskSubject): CompanyRiskTable[] {
  const d = s.draft;
  const row = d.row;
  const age = d.ageYears;
  const size = Math.min(4, Math.max(0.3, Math.log10(Math.max(row.reg_capital, 100_000) / 1_000_000) + 1));
  const prone = LITIGIOUS.has(d.profile.section) ? 2.5 : 1;
  const shop = d.type === '个体工商户' ? 0.15 : 1;
  const closed = d.inactive ? 1.6 : 1;
  const counts: Record<RiskKind, number> = {
    case: tail(rng, Math.min(0.6, (0.03 + 0.006 * age) * prone * closed * shop), 1.5 * size * prone, 800),
    executed: 0,
    dishonest: 0,
    consumption: 0,
    hearing: 0,
    abnormal: 0,
    penalty: row.punish_num,
    illegal: 0,
    pledge: 0,
    mortgage: 0,
    tax: 0,
  };
  counts.hearing = tail(rng, counts.case > 0 ? 0.45 : 0.01, 0.6 * size * prone, 300);
  counts.executed = tail(rng, counts.case > 0 ? 0.2 * closed : 0.01, 1, 200);
  counts.dishonest = tail(rng, counts.executed > 0 ? 0.3 : 0.002, 0.8, 100);
  counts.consumption = tail(rng, counts.executed > 0 ? 0.35 : 0.002, 0.8, 100);
  if (rng.chance((d.inactive ? 0.35 : 0.05) * (shop < 1 ? 0.6 : 1)))
    counts.abnormal = 1 + (rng.chance(0.25) ? rng.int(1, 3) : 0);
  counts.illegal = rng.chance(counts.abnormal > 0 && d.inactive ? 0.2 : 0.0005) ? 1 : 0;
  if (s.pledgors.length > 0 && row.reg_capital >= 1_000_000) counts.pledge = tail(rng, 0.02 * size, 1, 40);
  const sec = d.profile.section;
  counts.mortgage = tail(rng, (sec === 'C' || sec === 'F' || sec === 'G' ? 0.025 : 0.008) * shop, 1, 60);
  if (rng.chance(d.inactive ? 0.05 : 0.008)) counts.tax = 1 + (rng.chance(0.3) ? rng.int(1, 4) : 0);

  const out: CompanyRiskTable[] = [];
  for (const kind of riskKinds) {
    const n = counts[kind];
    if (n === 0) continue;
    const days: number[] = [];
    for (let i = 0; i < n; i++) days.push(dayBetween(rng, d.regDays + 30, LATEST_DAYS));
    days.sort((a, b) => b - a);
    for (let i = 0; i < n; i++) out.push(riskRow(rng, s, kind, i + 1, days[i] as number));
  }
  return out;
}

function riskRow(rng: Rng, s: RiskSubject, kind: RiskKind, seq: number, day: number): CompanyRiskTable {
  const d = s.draft;
  const loc = d.loc;
  const y = yearOfDays(day);
  const r: CompanyRiskTable = {
    company_id: d.row.company_id,
    kind,
    seq,
    risk_date: dayText(day),
    title: '',
    doc_no: null,
    role: null,
    authority: null,
    amount: null,
    detail: null,
  };
  switch (kind) {
    case 'case': {
      const appeal = rng.chance(0.2);
      r.title = rng.pick(CASE_CAUSES);
      r.doc_no = caseNo(rng, loc, y, appeal ? '民终' : '民初', appeal);
      r.role = ROLES.pick(rng);
      r.authority = appeal ? intermediateCourt(rng, loc) : basicCourt(loc);
      r.amount = rng.chance(0.8) ? amount(rng, 5_000, 1.6) : null;
      r.detail = rng.pick(CASE_RESULTS);
      break;
    }
    case 'hearing': {
      r.title = rng.pick(CASE_CAUSES);
      r.doc_no = caseNo(rng, loc, y, '民初', false);
      r.role = ROLES.pick(rng);
      r.authority = basicCourt(loc);
      r.detail = `开庭时间：${r.risk_date} ${rng.pick(['09:00', '09:30', '10:00', '14:30', '15:00'])}，${rng.pick(HEARING_ROOMS)}`;
      break;
    }
    case 'executed':
      r.title = rng.pick(CASE_CAUSES);
      r.doc_no = caseNo(rng, loc, y, '执', false);
      r.role = '被执行人';
      r.authority = basicCourt(loc);
      r.amount = amount(rng, 3_000, 1.5);
      r.detail = rng.pick(EXECUTION_STATES);
      break;
    case 'dishonest':
      r.title = rng.pick(DISHONEST_ACTS);
      r.doc_no = caseNo(rng, loc, y, '执', false);
      r.role = '被执行人';
      r.authority = basicCourt(loc);
      r.amount = amount(rng, 5_000, 1.4);
      r.detail = rng.chance(0.85) ? '全部未履行' : '部分未履行';
      break;
    case 'consumption':
      r.title = '限制消费令';
      r.doc_no = caseNo(rng, loc, y, '执', false);
      r.role = '被执行人';
      r.authority = basicCourt(loc);
      r.detail = `限制消费人员：${s.legalName}`;
      break;
    case 'penalty': {
      const [offence, authority] = rng.pick(PENALTIES);
      r.title = offence;
      r.doc_no = `${loc.short}${PENALTY_ABBR[authority] ?? ''}罚〔${y}〕${rng.int(1, 3999)}号`;
      r.authority = authorityName(loc, authority);
      const result = rng.pick(PENALTY_RESULTS);
      if (result === '警告') r.detail = '警告';
      else {
        const fine = rng.pick([2_000, 5_000, 10_000, 20_000, 30_000, 50_000, 100_000, 200_000]);
        r.amount = fine;
        r.detail = `${result}${fine >= 10_000 ? fine / 10_000 + '万元' : fine + '元'}`;
      }
      break;
    }
    case 'abnormal':
      r.title = rng.pick(ABNORMAL_IN);
      r.authority = authorityName(loc, 'market');
      if (rng.chance(d.inactive ? 0.2 : 0.6)) {
        r.detail = `移出原因：${rng.pick(ABNORMAL_OUT)}；移出日期：${dayText(dayBetween(rng, day + 30, LATEST_DAYS))}`;
      }
      break;
    case 'illegal':
      r.title = rng.pick(ILLEGAL_REASONS);
      r.authority = loc.province.name + '市场监督管理局';
      break;
    case 'pledge': {
      const pledgor = rng.pick(s.pledgors);
      r.title = `出质人：${pledgor.name}`.slice(0, 200);
      r.doc_no = `${d.row.district_code}${y}${String(rng.int(1, 99_999)).padStart(5, '0')}`;
      r.authority = authorityName(loc, 'market');
      r.amount = Math.max(
        10_000,
        Math.round((pledgor.subscribed * rng.int(20, 100)) / 100 / 10_000) * 10_000,
      );
      r.detail = `质权人：${rng.pick(PLEDGEES)}；状态：${rng.chance(0.6) ? '有效' : '无效'}`;
      break;
    }
    case 'mortgage':
      r.title = rng.pick(MORTGAGE_ITEMS);
      r.doc_no = `${PROVINCE_ABBR[loc.province.prefix] ?? ''}${d.row.district_code.slice(2)}${y}${String(rng.int(1, 9_999)).padStart(4, '0')}`;
      r.authority = authorityName(loc, 'market');
      r.amount = amount(rng, 100_000, 1.2);
      r.detail = `抵押权人：${rng.pick(PLEDGEES)}；状态：${rng.chance(0.55) ? '有效' : '注销'}`;
      break;
    case 'tax': {
      r.title = rng.pick(TAX_KINDS);
      r.authority = authorityName(loc, 'tax');
      r.amount = amount(rng, 1_000, 1.3);
      r.detail = `欠税余额${r.amount.toLocaleString('en-US')}元`;
      break;
    }
  }
  return r;
}

/** （2023）粤0305民初12345号 */
function caseNo(rng: Rng, loc: Location, y: number, kind: string, upper: boolean): string {
  const code = upper ? loc.city.code.slice(2, 4) + '01' : loc.district.code.slice(2, 6);
  return `（${y}）${PROVINCE_ABBR[loc.province.prefix] ?? ''}${code}${kind}${rng.int(1, 29_999)}号`;
}

function basicCourt(loc: Location): string {
  return (loc.withDistrict !== loc.full ? loc.withDistrict : loc.full) + '人民法院';
}

function intermediateCourt(rng: Rng, loc: Location): string {
  if (loc.city.kind === 'municipality') return `${loc.full}第${rng.pick(['一', '二', '三'])}中级人民法院`;
  return loc.full + '中级人民法院';
}

/** The authority of a kind at the company's place (market supervision and tax at district level). */
export function authorityName(loc: Location, kind: string): string {
  const dept = AUTHORITIES[kind] ?? '市场监督管理局';
  if (kind === 'tax') return `国家税务总局${loc.withDistrict}税务局`;
  if (kind === 'market') return loc.withDistrict + dept;
  return loc.full + dept;
}

/** A Pareto-tailed amount in yuan, at least `min`, rounded to hundreds. */
function amount(rng: Rng, min: number, alpha: number): number {
  const x = min * Math.pow(1 - rng.next(), -1 / alpha);
  return Math.round(Math.min(x, 5_000_000_000) / 100) * 100;
}
