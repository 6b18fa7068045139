import { describe, expect, it } from 'vitest';
import { regCapitalText } from './company-capital.ts';

describe('regCapitalText', () => {
  it('shows yuan in 万 with the currency name, two decimals at most', () => {
    expect(regCapitalText(5_000_000, '人民币')).toBe('500万人民币');
    expect(regCapitalText(1_234_567, '人民币')).toBe('123.46万人民币');
    expect(regCapitalText(105_000, '')).toBe('10.5万人民币');
  });

  it('converts a foreign-currency registration back to its currency', () => {
    expect(regCapitalText(7_100_000, '美元')).toBe('100万美元');
    expect(regCapitalText(910_000, '港元')).toBe('100万港元');
  });

  it('an unknown currency is shown as the yuan amount it is stored as', () => {
    expect(regCapitalText(2_000_000, '欧元')).toBe('200万人民币');
  });

  it('no registered amount shows a dash, or what the caller shows for none (a file: an empty cell)', () => {
    expect(regCapitalText(0, '人民币')).toBe('-');
    expect(regCapitalText(0, '人民币', '')).toBe('');
    expect(regCapitalText(5_000_000, '人民币', '')).toBe('500万人民币');
  });
});
