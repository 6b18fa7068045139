/**
 * Registered capital as the registry shows it. `company.reg_capital` is always yuan (capital filters
 * compare one unit); a company registered in a foreign currency keeps that currency in `reg_currency`
 * and its amount is converted at these fixed rates, both ways.
 */
export const CAPITAL_CNY_RATES: Readonly<Record<string, number>> = { 美元: 7.1, 港元: 0.91 };

const DOMESTIC = '人民币';

/**
 * 5000000, 人民币 → "500万人民币"; 7100000, 美元 → "100万美元"; 0 (branches, sole traders without a
 * registered amount) → `none` ("-" on a page; an exported file leaves the cell empty). At most two
 * decimals of 万, trailing zeros dropped.
 */
export function regCapitalText(yuan: number, currency: string, none = '-'): string {
  if (!(yuan > 0)) return none;
  const rate = CAPITAL_CNY_RATES[currency];
  const unit = rate ? currency : DOMESTIC;
  const wan = (rate ? yuan / rate : yuan) / 10_000;
  return `${Number(wan.toFixed(2))}万${unit}`;
}
