/**
 * 变更记录: dated between founding and the cut-off, newest first. Each item's records form a chain
 * ending at the company's current value (the last 法定代表人变更's after_text is today's legal
 * representative, the last 名称变更's before_text a former name, …).
 */
import { CAPITAL_CNY_RATES } from '@qishu/contract';
import type { CompanyChangeTable } from '../../tables/company-profile.ts';
import { DIVISIONS, LATEST_DAYS, addressOf, personName, pickTrade, type Draft } from './generate.ts';
import { dayText, daysNewestFirst } from './profile-dates.ts';
import { Weighted, type Rng } from './prng.ts';

/** What the chains end at: the company as it is now. */
export interface ChangeSubject {
  draft: Draft;
  legalName: string;
  shareholders: string;
  /** officers as '张伟（执行董事兼总经理）' */
  officers: string[];
}

type Item =
  | '名称变更'
  | '注册资本变更'
  | '法定代表人变更'
  | '负责人变更'
  | '经营者变更'
  | '股东变更'
  | '经营范围变更'
  | '地址变更'
  | '高级管理人员备案'
  | '营业期限变更'
  | '联络员备案';

const COMPANY_ITEMS = new Weighted<Item>([
  ['股东变更', 22],
  ['高级管理人员备案', 16],
  ['经营范围变更', 15],
  ['法定代表人变更', 10],
  ['地址变更', 10],
  ['注册资本变更', 8],
  ['名称变更', 5],
  ['联络员备案', 6],
  ['营业期限变更', 3],
]);
const BRANCH_ITEMS = new Weighted<Item>([
  ['经营范围变更', 40],
  ['地址变更', 35],
  ['负责人变更', 18],
  ['名称变更', 7],
]);
const SHOP_ITEMS = new Weighted<Item>([
  ['经营范围变更', 40],
  ['地址变更', 35],
  ['经营者变更', 10],
  ['名称变更', 8],
  ['注册资本变更', 7],
]);

export interface Changes {
  rows: CompanyChangeTable[];
  /** day of the last change of the legal representative (负责人, 经营者), if any */
  legalSince: number | null;
}

export function changeRecords(rng: Rng, s: ChangeSubject): Changes {
  const d = s.draft;
  const small = d.type === '个体工商户' || d.branch;
  const rate = small ? 0.08 : d.type === '股份有限公司' ? 0.7 : 0.35;
  const mean = rate * Math.max(0.2, d.ageYears);
  const k = Math.min(150, Math.floor(-Math.log(1 - rng.next()) * mean));
  if (k === 0) return { rows: [], legalSince: null };
  const items = d.branch ? BRANCH_ITEMS : d.type === '个体工商户' ? SHOP_ITEMS : COMPANY_ITEMS;
  const days = daysNewestFirst(rng, k, d.regDays + 20, LATEST_DAYS);
  // newest first: each item's first record here is its latest, whose after_text is the current value
  const current = new Map<Item, string>();
  const rows: CompanyChangeTable[] = [];
  let legalSince: number | null = null;
  for (let i = 0; i < k; i++) {
    let item = items.pick(rng);
    if (item === '注册资本变更' && d.row.reg_capital === 0) item = '经营范围变更';
    if (item === '营业期限变更' && current.has(item)) item = '联络员备案';
    const day = days[i] as number;
    const after = current.get(item) ?? currentValue(rng, item, s);
    const before = previousValue(rng, item, after, s);
    if (before === null) continue;
    if (legalSince === null && (item === '法定代表人变更' || item === '负责人变更' || item === '经营者变更'))
      legalSince = day;
    current.set(item, before);
    rows.push({
      company_id: d.row.company_id,
      seq: rows.length + 1,
      change_date: dayText(day),
      item,
      before_text: before,
      after_text: after,
    });
  }
  return { rows, legalSince };
}

function currentValue(rng: Rng, item: Item, s: ChangeSubject): string {
  const row = s.draft.row;
  switch (item) {
    case '名称变更':
      return row.name;
    case '注册资本变更':
      return capitalText(row.reg_capital, row.reg_currency);
    case '法定代表人变更':
    case '负责人变更':
    case '经营者变更':
      return s.legalName;
    case '股东变更':
      return s.shareholders;
    case '经营范围变更':
      return row.scope;
    case '地址变更':
      return row.address;
    case '高级管理人员备案':
      return s.officers.join('；');
    case '营业期限变更':
      return `${row.reg_date} 至 无固定期限`;
    case '联络员备案':
      return personName(rng, s.draft.surnames).name;
  }
}

/** The value before a change to `after` (null: this item cannot change here). */
function previousValue(rng: Rng, item: Item, after: string, s: ChangeSubject): string | null {
  const d = s.draft;
  switch (item) {
    case '名称变更':
      return formerName(rng, after, d);
    case '注册资本变更': {
      const m = /^([\d.]+)万(.+)$/.exec(after);
      if (!m) return null;
      const wan = Number(m[1]);
      const before = Math.max(1, Math.round(wan / rng.pick([2, 2, 2.5, 3, 5, 10])));
      return before === wan ? null : `${before}万${m[2]}`;
    }
    case '法定代表人变更':
    case '负责人变更':
    case '经营者变更':
    case '联络员备案':
      return personName(rng, d.surnames).name;
    case '股东变更': {
      const names = after.split('、');
      if (names.length > 1 && rng.chance(0.5)) names.splice(rng.int(0, names.length - 1), 1);
      else names[rng.int(0, names.length - 1)] = personName(rng, d.surnames).name;
      return names.join('、');
    }
    case '经营范围变更': {
      const tail = after.indexOf('。');
      const items = (tail > 0 ? after.slice(0, tail) : after).split('；');
      if (items.length > 1) items.splice(rng.int(0, items.length - 1), 1);
      else items.push(rng.pick(DIVISIONS.pick(rng).scope));
      return items.join('；') + (tail > 0 ? after.slice(tail) : '');
    }
    case '地址变更':
      return addressOf(rng, d.loc, d.profile, d.type);
    case '高级管理人员备案': {
      const list = after.split('；');
      const i = rng.int(0, list.length - 1);
      const who = list[i] as string;
      const paren = who.indexOf('（');
      list[i] = personName(rng, d.surnames).name + (paren > 0 ? who.slice(paren) : '');
      return list.join('；');
    }
    case '营业期限变更': {
      const y = Number(d.row.reg_date.slice(0, 4));
      return `${d.row.reg_date} 至 ${y + rng.pick([10, 20, 30])}${d.row.reg_date.slice(4)}`;
    }
  }
}

/** An earlier name: another 行业用语, another 字号, or the other form of 有限公司. */
function formerName(rng: Rng, name: string, d: Draft): string | null {
  const word = d.profile.words.find((w) => name.includes(w));
  if (word) {
    const other = rng.pick(DIVISIONS.pick(rng).words);
    if (other !== word) return name.replace(word, other);
  }
  if (d.trade && name.includes(d.trade.cn)) {
    const t = pickTrade(rng, d.loc.province.prefix, d.type);
    if (t.cn !== d.trade.cn) return name.replace(d.trade.cn, t.cn);
  }
  if (name.endsWith('有限责任公司')) return name.slice(0, -6) + '有限公司';
  if (name.endsWith('有限公司')) return name.slice(0, -4) + '有限责任公司';
  return null;
}

/** '500万元人民币', '120万美元' (the amount in the registered currency). */
export function capitalText(yuan: number, currency: string): string {
  const rate = CAPITAL_CNY_RATES[currency];
  if (rate) return `${Math.round(yuan / rate / 10_000)}万${currency}`;
  return `${Math.round(yuan / 10_000)}万元人民币`;
}
