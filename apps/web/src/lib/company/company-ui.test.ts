import { describe, expect, it } from 'vitest';
import { ratioText } from './ratio.ts';
import { statusTone } from './status.tsx';

describe('company display helpers', () => {
  it('writes ratios in ppm as percentages with at most two decimals', () => {
    expect(ratioText(510_000)).toBe('51%');
    expect(ratioText(333_333)).toBe('33.33%');
    expect(ratioText(1_000_000)).toBe('100%');
    expect(ratioText(40_200)).toBe('4.02%');
    expect(ratioText(50)).toBe('<0.01%');
    expect(ratioText(0)).toBe('0%');
  });

  it('colours statuses: operating green, dissolved or revoked red, the rest orange', () => {
    expect(['存续', '在业'].map(statusTone)).toEqual(['green', 'green']);
    expect(['注销', '吊销', '吊销，未注销'].map(statusTone)).toEqual(['red', 'red', 'red']);
    expect(['迁入', '迁出', '停业', '清算'].map(statusTone)).toEqual([
      'orange',
      'orange',
      'orange',
      'orange',
    ]);
  });
});
