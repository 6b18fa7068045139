import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatCount, formatDateTime, formatPrice } from './format.ts';

describe('formatCount', () => {
  it('adds thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(230000000)).toBe('230,000,000');
  });
});

describe('formatCompactCount', () => {
  it('uses 亿 and 万 with one decimal, dropping .0', () => {
    expect(formatCompactCount(230_000_000)).toBe('2.3亿');
    expect(formatCompactCount(100_000_000)).toBe('1亿');
    expect(formatCompactCount(125_000)).toBe('12.5万');
    expect(formatCompactCount(100_000)).toBe('10万');
    expect(formatCompactCount(9_999)).toBe('9,999');
  });
});

describe('formatPrice', () => {
  it('shows yuan strings as ¥ with separators and two decimals', () => {
    expect(formatPrice('1234.5')).toBe('¥1,234.50');
    expect(formatPrice('0.00')).toBe('¥0.00');
    expect(formatPrice('1999')).toBe('¥1,999.00');
    expect(formatPrice('1234567.89')).toBe('¥1,234,567.89');
  });

  it('shows an unreadable amount as given', () => {
    expect(formatPrice('面议')).toBe('¥面议');
  });
});

describe('formatDateTime', () => {
  it('shows UTC times in China time', () => {
    expect(formatDateTime('2026-11-21T16:30:05.000Z')).toBe('2026-11-22 00:30');
    expect(formatDateTime('2026-11-21T16:30:05.000Z', true)).toBe('2026-11-22 00:30:05');
  });
  it('answers an empty text for nothing or garbage', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a time')).toBe('');
  });
});
