import { describe, expect, it } from 'vitest';
import {
  childrenOf,
  cityDisplayName,
  getRegion,
  isPlaceholderCity,
  listProvinces,
  loadRegions,
  regionPath,
} from './regions.ts';

describe('GB/T 2260 regions', () => {
  const all = loadRegions();

  it('loads provinces, cities and districts with 6-digit unique codes', () => {
    expect(listProvinces()).toHaveLength(31);
    expect(all.filter((r) => r.level === 2).length).toBeGreaterThan(330);
    expect(all.filter((r) => r.level === 3).length).toBeGreaterThan(2800);
    expect(new Set(all.map((r) => r.code)).size).toBe(all.length);
    for (const r of all) expect(r.code).toMatch(/^\d{6}$/);
  });

  it('links every region to a parent one level up whose code is its prefix', () => {
    for (const r of all) {
      if (r.level === 1) {
        expect(r.parent_code).toBeNull();
        expect(r.code.endsWith('0000')).toBe(true);
        continue;
      }
      const parent = getRegion(r.parent_code ?? '');
      expect(parent?.level).toBe(r.level - 1);
      const prefix = r.level === 2 ? 2 : 4;
      expect(r.code.slice(0, prefix)).toBe(parent?.code.slice(0, prefix));
    }
  });

  it('keeps municipalities as the data has them and answers children and paths', () => {
    expect(getRegion('110000')?.name).toBe('北京市');
    expect(childrenOf('110000').map((c) => c.name)).toEqual(['市辖区']);
    expect(childrenOf('110100').some((d) => d.name === '朝阳区')).toBe(true);
    expect(regionPath('440305').map((r) => r.name)).toEqual(['广东省', '深圳市', '南山区']);
    expect(childrenOf('441900')).toEqual([]); // 东莞市 has no county-level division
    expect(cityDisplayName(getRegion('110100')!)).toBe('北京市');
    expect(cityDisplayName(getRegion('440300')!)).toBe('深圳市');
    expect(isPlaceholderCity('省直辖县级行政区划')).toBe(true);
  });

  it('returns copies, so callers cannot corrupt the shared index', () => {
    loadRegions().length = 0;
    expect(loadRegions().length).toBe(all.length);
  });
});
