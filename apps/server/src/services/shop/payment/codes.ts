import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../../shared/db-errors.ts';
import { shanghaiTime } from '../../../shared/shanghai-time.ts';

function digits(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(randomInt(10));
  return s;
}

/** "20261122103000" (Asia/Shanghai) */
function stamp(now: Date): string {
  return shanghaiTime(now.toISOString()).replace(/\D/g, '');
}

/**
 * Order code, human-readable and unique: a prefix (SO account orders, PO precise orders) + Shanghai
 * date + 8 random digits (18 chars).
 */
export function newOrderCode(now: Date, prefix: 'SO' | 'PO' = 'SO'): string {
  return `${prefix}${stamp(now).slice(0, 8)}${digits(8)}`;
}

/**
 * Runs `insert` with a fresh order code, drawing again when the code was taken the same day
 * (1 in 10^8). `insert` must be a whole unit (one statement or its own transaction): on PostgreSQL
 * a unique violation aborts the transaction it happened in.
 */
export async function withNewOrderCode<T>(
  now: Date,
  prefix: 'SO' | 'PO',
  insert: (orderCode: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(newOrderCode(now, prefix));
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/** Our trade number for the provider: PAY + Shanghai time to the second + 10 random digits (27 chars). */
export function newTradeNo(now: Date): string {
  return `PAY${stamp(now)}${digits(10)}`;
}

/** WeChat limits the description to 127 bytes (UTF-8); cut whole characters. */
export function paymentDescription(name: string): string {
  let out = '';
  for (const ch of name) {
    if (Buffer.byteLength(out + ch, 'utf8') > 127) break;
    out += ch;
  }
  return out || '数据订单';
}
