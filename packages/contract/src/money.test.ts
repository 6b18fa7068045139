import { describe, expect, it } from 'vitest';
import { fenToYuan, formatYuan, yuanToFen } from './money.ts';

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
  });
});
