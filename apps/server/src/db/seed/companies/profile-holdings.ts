/**
 * Shareholdings (股东信息): who holds a company, with what share. Holders are collected with relative
 * weights while a block is laid out; when the company is written they become rows whose ratios (parts
 * per million) sum to exactly 1,000,000, largest first, with subscribed = ratio × registered capital.
 */
import type { ShareholdingTable } from '../../tables/company-profile.ts';
import type { PoolPerson } from './profile-people.ts';
import type { Rng } from './prng.ts';

/** A holder company of the registry: its id and (once drawn) its name. */
export interface HolderCompany {
  id: number;
  draft: { row: { name: string } };
}

export type HolderRef =
  | { kind: 'P'; person: PoolPerson; weight: number }
  | { kind: 'C'; company: HolderCompany; weight: number }
  | { kind: 'O'; name: string; weight: number };

/** A stake of `percent` % for a new holder, the others keeping their proportions. */
export function stakeWeight(holders: readonly HolderRef[], percent: number): number {
  const others = holders.reduce((s, h) => s + h.weight, 0);
  return others > 0 ? (others * percent) / (100 - percent) : percent;
}

const SHAREHOLDERS_MAX = 300;

/** company.shareholders: names, largest ratio first, joined by '、', cut between names to fit 300 characters. */
export function shareholdersText(rows: readonly ShareholdingTable[]): string {
  let text = '';
  for (const r of rows) {
    const next = text ? text + '、' + r.holder_name : r.holder_name;
    if (next.length > SHAREHOLDERS_MAX) break;
    text = next;
  }
  return text;
}

/**
 * The rows of one company. Holders that are companies with ids above `hi` (not written in this run)
 * are left out and the others keep their proportions. A few holders (≤ 4 weights) get whole percents.
 */
export function holdingRows(
  rng: Rng,
  companyId: number,
  holders: readonly HolderRef[],
  capital: number,
  regDate: string,
  hi: number,
): ShareholdingTable[] {
  const kept = holders.filter((h) => h.kind !== 'C' || h.company.id <= hi);
  if (kept.length === 0) return [];
  const total = kept.reduce((s, h) => s + h.weight, 0);
  const whole = kept.length <= 4;
  const ppm = kept.map((h) =>
    whole ? Math.round((h.weight / total) * 100) * 10_000 : Math.floor((h.weight / total) * 1_000_000),
  );
  // every holder holds something; the largest absorbs the rounding
  for (let i = 0; i < ppm.length; i++) if ((ppm[i] as number) <= 0) ppm[i] = whole ? 10_000 : 1;
  let largest = 0;
  for (let i = 1; i < ppm.length; i++) if ((ppm[i] as number) > (ppm[largest] as number)) largest = i;
  ppm[largest] = (ppm[largest] as number) + 1_000_000 - ppm.reduce((s, x) => s + x, 0);
  if ((ppm[largest] as number) <= 0) {
    // many tiny whole percents: fall back to exact parts
    for (let i = 0; i < ppm.length; i++)
      ppm[i] = Math.floor(((kept[i] as HolderRef).weight / total) * 1_000_000) || 1;
    ppm[largest] = (ppm[largest] as number) + 1_000_000 - ppm.reduce((s, x) => s + x, 0);
  }
  const order = kept.map((_, i) => i).sort((a, b) => (ppm[b] as number) - (ppm[a] as number) || a - b);
  const regYear = Number(regDate.slice(0, 4));
  return order.map((i, k) => {
    const h = kept[i] as HolderRef;
    const ratio = ppm[i] as number;
    const r = rng.next();
    const date = r < 0.45 ? regDate : r < 0.8 ? `${regYear + rng.pick([10, 20, 20, 30])}-12-31` : null;
    return {
      company_id: companyId,
      seq: k + 1,
      holder_kind: h.kind,
      holder_id: h.kind === 'P' ? h.person.row.person_id : h.kind === 'C' ? h.company.id : null,
      holder_name: h.kind === 'P' ? h.person.row.name : h.kind === 'C' ? h.company.draft.row.name : h.name,
      subscribed: Math.round((ratio * capital) / 1_000_000),
      ratio_ppm: ratio,
      subscribed_date: date,
    };
  });
}
