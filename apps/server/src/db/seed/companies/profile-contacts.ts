/**
 * Contacts with where and when they were seen (company_contact). The company row's mobile, tel and
 * email are the newest of their kind (the first of that kind in seq order); some companies have more
 * numbers and addresses from other sources. A company without a kind in its row has none of that kind,
 * so the shares of companies with each kind stay those of the company generator.
 */
import type { CompanyContactTable } from '../../tables/company-profile.ts';
import { FREE_MAIL, MAILBOXES, mobileNumber, qqNumber, telNumber, type Draft } from './generate.ts';
import type { Rng } from './prng.ts';
import { CONTACT_SOURCES } from './vocab-profile.ts';

const KINDS = ['mobile', 'tel', 'email'] as const;
const LAST_YEAR = 2026;

interface Seen {
  kind: (typeof KINDS)[number];
  value: string;
  source: string;
  year: number;
  primary: boolean;
}

export function contactRows(rng: Rng, d: Draft): CompanyContactTable[] {
  const row = d.row;
  const regYear = Number(row.reg_date.slice(0, 4));
  const newest = d.inactive ? Math.min(LAST_YEAR, regYear + rng.int(0, 6)) : LAST_YEAR - rng.int(0, 2);
  const top = Math.max(regYear, newest);
  const seen: Seen[] = [];
  for (const kind of KINDS) {
    const value = row[kind];
    if (value === null) continue;
    const firstSource = d.type === '个体工商户' ? '工商登记' : rng.chance(0.6) ? '企业年报' : '工商登记';
    seen.push({ kind, value, source: firstSource, year: top, primary: true });
    const extra = rng.chance(d.type === '个体工商户' ? 0.1 : 0.3) ? rng.int(1, 3) : 0;
    for (let i = 0; i < extra; i++) {
      const other =
        kind === 'mobile'
          ? mobileNumber(rng)
          : kind === 'tel'
            ? telNumber(rng, d.loc.city)
            : otherEmail(rng, d);
      if (other === value || seen.some((s) => s.value === other)) continue;
      seen.push({
        kind,
        value: other,
        source: rng.pick(CONTACT_SOURCES),
        year: rng.int(regYear, top),
        primary: false,
      });
    }
  }
  // newest first; the row's own value first among its kind's newest
  seen.sort((a, b) => b.year - a.year || Number(b.primary) - Number(a.primary));
  return seen.map((s, i) => ({
    company_id: row.company_id,
    seq: i + 1,
    kind: s.kind,
    value: s.value,
    source: s.source,
    year: s.year,
  }));
}

function otherEmail(rng: Rng, d: Draft): string {
  if (d.domain && rng.chance(0.6)) return rng.pick(MAILBOXES) + '@' + d.domain;
  return rng.chance(0.6) ? qqNumber(rng) + '@qq.com' : qqNumber(rng) + '@' + FREE_MAIL.pick(rng);
}
