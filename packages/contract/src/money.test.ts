import { describe, expect, it } from 'vitest';
import { fenToYuan, formatYuan, groupThousands, yuanToFen } from './money.ts';

describe('money in fen', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [199_900, '1999.00'],
    [-5, '-0.05'],
  ])('fenToYuan(%i) = %s', (fen, yuan) => expect(fenToYuan(fen)).toBe(yuan));

  it('refuses fractional fen', () => expect(() => fenToYuan(1.5)).toThrow());

  it.each([
    ['1', 100],
    ['1.5', 150],
    ['0.01', 1],
    ['19.99', 1999],
    [0.1 + 0.2, 30],
    ['-2.30', -230],
  ])('yuanToFen(%s) = %i without float error', (yuan, fen) => expect(yuanToFen(yuan)).toBe(fen));

  it.each(['1.234', 'abc', '', '1,000'])('yuanToFen rejects %s', (bad) =>
    expect(() => yuanToFen(bad)).toThrow(),
  );

  it('formats as ¥ with thousands separators', () => {
    expect(formatYuan(123_450)).toBe('¥1,234.50');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(-123_456_789)).toBe('¥-1,234,567.89');
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1_234_567, '1,234,567'],
    [-1234, '-1,234'],
    [12_345.9, '12,345'],
    [2_000_000_000_000, '2,000,000,000,000'],
  ])('groupThousands(%d) = %s, as en-US grouping writes it', (n, text) => {
    expect(groupThousands(n)).toBe(text);
    expect(groupThousands(n)).toBe(Math.trunc(n).toLocaleString('en-US'));
  });
});
