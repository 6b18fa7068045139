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

/** ¥1,234.50 */
export function formatYuan(fen: number): string {
  const [int, dec] = fenToYuan(fen).split('.');
  return `¥${Number(int).toLocaleString('en-US')}.${dec}`;
}
