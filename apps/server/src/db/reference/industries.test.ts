import { describe, expect, it } from 'vitest';
import {
  divisionsOf,
  getIndustry,
  industryDivisions,
  industrySections,
  loadIndustries,
  sectionOf,
} from './industries.ts';

describe('GB/T 4754-2017 industries', () => {
  it('has the 20 sections A–T in order', () => {
    expect(industrySections.map((s) => s.code).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(industrySections.every((s) => s.level === 1 && s.parent_code === null)).toBe(true);
  });

  it('has the 97 divisions 01–97, contiguous, each under an existing section', () => {
    expect(industryDivisions).toHaveLength(97);
    expect(industryDivisions.map((d) => d.code)).toEqual(
      Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    for (const d of industryDivisions) {
      expect(d.level).toBe(2);
      expect(getIndustry(d.parent_code ?? '')?.level).toBe(1);
    }
    expect(new Set(loadIndustries().map((r) => r.code)).size).toBe(117);
  });

  it('groups divisions under the right sections with their official names', () => {
    const count = (s: string) => divisionsOf(s).length;
    expect([...'ABCDEFGHIJKLMNOPQRST'].map(count)).toEqual([
      5, 7, 31, 3, 4, 2, 8, 2, 3, 4, 1, 2, 3, 4, 3, 1, 2, 5, 6, 1,
    ]);
    expect(getIndustry('A')?.name).toBe('农、林、牧、渔业');
    expect(getIndustry('01')?.name).toBe('农业');
    expect(getIndustry('65')?.name).toBe('软件和信息技术服务业');
    expect(getIndustry('97')?.name).toBe('国际组织');
    expect(getIndustry('T')?.name).toBe('国际组织');
    expect(sectionOf('62')).toBe('H');
    expect(sectionOf('C')).toBeUndefined();
    expect(sectionOf('98')).toBeUndefined();
  });

  it('names have no stray whitespace or ASCII punctuation', () => {
    for (const r of loadIndustries()) expect(r.name).toMatch(/^[\u4e00-\u9fa5、]+$/);
  });
});
