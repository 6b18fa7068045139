/** Money is integer fen everywhere; yuan only at the edges (ARCHITECTURE.md "Money"). */
export function fenToYuan(fen: number): string {
  if (!Number.isInteger(fen)) throw new Error(`fen must be an integer, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses a yuan string/number with at most two decimals into fen without float arithmetic. */
export function yuanToFen(yuan: string | number): number {
  const text = typeof yuan === 'number' ? yuan.toFixed(2) : yuan.trim();
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new Error(`not a yuan amount: ${text}`);
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

/**
 * 1234567 → "1,234,567" (the integer part; a minus sign is kept). Not Intl: a page's first
 * Intl.NumberFormat or toLocaleString loads the locale data, 55–75 ms of one task in Chromium, paid
 * by the shop's first screen for nothing but commas.
 */
export function groupThousands(value: number): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** ¥1,234.50 */
export function formatYuan(fen: number): string {
  const [int, dec] = fenToYuan(fen).split('.');
  return `¥${groupThousands(Number(int))}.${dec}`;
}
