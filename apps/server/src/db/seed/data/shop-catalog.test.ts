import { companyFilterSchema, type CompanyFilter } from '@qishu/contract';
import { describe, expect, it } from 'vitest';
import {
  ABOVE_SCALE_CAPITAL,
  INDUSTRY_NAMES,
  REGION_NAMES,
  industryDisplay,
  regionDisplay,
  shopCategories,
  shopLabels,
  shopProducts,
} from './shop-catalog.ts';

const secondLevel = shopCategories.flatMap((c) => c.children ?? []);
const secondKeys = new Set(secondLevel.map((c) => c.key));

/** GB/T 4754-2017 section of a two-digit division. */
function sectionOf(division: string): string {
  const n = Number(division);
  const ranges: [number, number, string][] = [
    [1, 5, 'A'], [6, 12, 'B'], [13, 43, 'C'], [44, 46, 'D'], [47, 50, 'E'], [51, 52, 'F'], [53, 60, 'G'],
    [61, 62, 'H'], [63, 65, 'I'], [66, 69, 'J'], [70, 70, 'K'], [71, 72, 'L'], [73, 75, 'M'], [76, 79, 'N'],
    [80, 82, 'O'], [83, 83, 'P'], [84, 85, 'Q'], [86, 90, 'R'], [91, 96, 'S'], [97, 97, 'T'],
  ];
  const hit = ranges.find(([lo, hi]) => n >= lo && n <= hi);
  if (!hit) throw new Error(`not a division: ${division}`);
  return hit[2];
}

/** Industry subcategories → allowed sections; region subcategories → allowed province prefixes. */
const industryScope: Record<string, string[]> = {
  'industry.manufacturing': ['C'],
  'industry.it': ['I'],
  'industry.trade': ['F'],
  'industry.construction': ['E'],
  'industry.catering': ['H'],
  'industry.logistics': ['G'],
  'industry.techservice': ['M'],
  'industry.health': ['C', 'Q'],
  'invest.manufacturing': ['C'],
  'invest.digital': ['I'],
  'invest.bio': ['C', 'M'],
  'invest.newenergy': ['C', 'D'],
  'invest.services': ['L'],
};
const regionScope: Record<string, string[]> = {
  'region.yrd': ['31', '32', '33', '34'],
  'region.prd': ['44'],
  'region.jjj': ['11', '12', '13'],
  'region.chengyu': ['50', '51'],
  'region.midyangtze': ['42', '43', '36'],
};

/** Narrowing conditions besides the status filter: regions, industries, founding, capital, each flag. */
function conditionCount(f: CompanyFilter): number {
  let n = 0;
  if (f.regionCodes?.length) n++;
  if (f.industryCodes?.length) n++;
  if (f.foundedFrom || f.foundedTo) n++;
  if (f.capitalMin !== undefined || f.capitalMax !== undefined) n++;
  if (f.keyword) n++;
  if (f.types?.length) n++;
  for (const [k, v] of Object.entries(f)) if (k.startsWith('has') && v === true) n++;
  return n;
}

describe('shop categories', () => {
  it('are two levels with unique keys, Chinese names, topic texts of 2–4 sentences and orders', () => {
    const all = [...shopCategories, ...secondLevel];
    expect(new Set(all.map((c) => c.key)).size).toBe(all.length);
    expect(shopCategories.length).toBeGreaterThanOrEqual(4);
    for (const top of shopCategories) {
      expect(top.children?.length, top.key).toBeGreaterThanOrEqual(4);
      for (const c of top.children ?? []) {
        expect(c.children, c.key).toBeUndefined();
        expect(c.key.startsWith(`${top.key}.`), c.key).toBe(true);
      }
    }
    for (const c of all) {
      const sentences = c.brief.split('。').filter((s) => s.trim()).length;
      expect(sentences, c.key).toBeGreaterThanOrEqual(2);
      expect(sentences, c.key).toBeLessThanOrEqual(4);
      expect(c.brief.endsWith('。'), c.key).toBe(true);
      expect(c.name).toMatch(/^[\u4e00-\u9fa5]+$/);
    }
    for (const level of [shopCategories, ...shopCategories.map((c) => c.children ?? [])]) {
      const orders = level.map((c) => c.orders);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it('every second-level category has products on the shelf', () => {
    for (const c of secondLevel) {
      expect(shopProducts.some((p) => p.category === c.key && p.status === 1), c.key).toBe(true);
    }
  });
});

describe('shop labels', () => {
  it('about a dozen, unique keys and names', () => {
    expect(shopLabels.length).toBeGreaterThanOrEqual(10);
    expect(shopLabels.length).toBeLessThanOrEqual(15);
    expect(new Set(shopLabels.map((l) => l.key)).size).toBe(shopLabels.length);
    expect(new Set(shopLabels.map((l) => l.label_name)).size).toBe(shopLabels.length);
  });

  it('every label is used by some product', () => {
    for (const l of shopLabels) expect(shopProducts.some((p) => p.labels.includes(l.key)), l.key).toBe(true);
  });
});

describe('shop products', () => {
  it('50–70 products, 10–15 hot, 3–4 withdrawn', () => {
    expect(shopProducts.length).toBeGreaterThanOrEqual(50);
    expect(shopProducts.length).toBeLessThanOrEqual(70);
    const hot = shopProducts.filter((p) => p.is_hot === 1).length;
    expect(hot).toBeGreaterThanOrEqual(10);
    expect(hot).toBeLessThanOrEqual(15);
    const withdrawn = shopProducts.filter((p) => p.status === 2).length;
    expect(withdrawn).toBeGreaterThanOrEqual(3);
    expect(withdrawn).toBeLessThanOrEqual(4);
    expect(shopProducts.every((p) => p.status === 1 || p.status === 2)).toBe(true);
    expect(shopProducts.filter((p) => p.is_hot === 1 && p.status === 2)).toEqual([]);
  });

  it('keys, names and filters are unique', () => {
    expect(new Set(shopProducts.map((p) => p.key)).size).toBe(shopProducts.length);
    expect(new Set(shopProducts.map((p) => p.name)).size).toBe(shopProducts.length);
    const filters = shopProducts.map((p) => JSON.stringify(p.filter, Object.keys(p.filter).sort()));
    expect(new Set(filters).size).toBe(shopProducts.length);
  });

  it.each(shopProducts.map((p) => [p.key, p] as const))('%s is well formed', (_key, p) => {
    // filter
    expect(() => companyFilterSchema.parse(p.filter)).not.toThrow();
    expect(conditionCount(p.filter), 'too narrow').toBeLessThanOrEqual(3);
    expect(conditionCount(p.filter), 'no condition').toBeGreaterThanOrEqual(1);
    if (p.filter.foundedFrom && p.filter.foundedTo) expect(p.filter.foundedFrom < p.filter.foundedTo).toBe(true);
    for (const c of p.filter.regionCodes ?? []) expect(REGION_NAMES[c], c).toBeDefined();
    for (const c of p.filter.industryCodes ?? []) expect(INDUSTRY_NAMES[c], c).toBeDefined();
    // category
    expect(secondKeys.has(p.category), p.category).toBe(true);
    const sections = industryScope[p.category];
    if (sections) {
      expect(p.filter.industryCodes?.length, 'industry category needs industry codes').toBeGreaterThan(0);
      for (const c of p.filter.industryCodes ?? []) expect(sections, c).toContain(/^\d{2}$/.test(c) ? sectionOf(c) : c);
    }
    const provinces = regionScope[p.category];
    if (provinces) {
      expect(p.filter.regionCodes?.length, 'region category needs region codes').toBeGreaterThan(0);
      for (const c of p.filter.regionCodes ?? []) expect(provinces, c).toContain(c.slice(0, 2));
    }
    // labels
    for (const l of p.labels) expect(shopLabels.some((x) => x.key === l), l).toBe(true);
    expect(new Set(p.labels).size).toBe(p.labels.length);
    // price, year, texts
    expect(Number.isInteger(p.price)).toBe(true);
    expect(p.price).toBeGreaterThanOrEqual(9900);
    expect(p.price).toBeLessThanOrEqual(299900);
    expect(p.year).toMatch(/^20\d{2}$/);
    expect(p.name).toContain(`（${p.year}）`);
    expect(p.ext).toBe('xlsx');
    expect(p.source).not.toBe('');
    expect(p.brief.length).toBeGreaterThan(20);
    // display texts agree with the filter
    if (p.filter.regionCodes?.length) {
      if (p.sys_area_name !== regionDisplay(p.filter)) expect(p.filter.regionCodes.length, 'override only for groups').toBeGreaterThan(1);
    } else {
      expect(p.sys_area_name).toBe('全国');
    }
    if (p.filter.industryCodes?.length) {
      if (p.industry !== industryDisplay(p.filter)) expect(p.filter.industryCodes.length, 'override only for groups').toBeGreaterThan(1);
    } else {
      expect(p.industry).toBe('全行业');
    }
    // an active-company product, unless it is explicitly about closed companies
    expect(p.filter.statuses).toEqual(['存续', '在业']);
  });

  it('labels and filters agree both ways', () => {
    for (const p of shopProducts) {
      for (const l of shopLabels) {
        const has = p.labels.includes(l.key);
        if (!l.rule) continue;
        if ('flag' in l.rule) {
          expect(has, `${p.key} label ${l.key} ⇔ ${l.rule.flag}`).toBe(p.filter[l.rule.flag] === true);
        } else if (l.rule.special === 'newlyFounded') {
          const since = `${Number(p.year) - 1}-01-01`;
          expect(has, `${p.key} label ${l.key}`).toBe(!!p.filter.foundedFrom && p.filter.foundedFrom >= since);
        } else {
          expect(has, `${p.key} label ${l.key}`).toBe((p.filter.capitalMin ?? 0) >= ABOVE_SCALE_CAPITAL);
        }
      }
    }
  });

  it('region display of the whole country and the single regions', () => {
    expect(regionDisplay({})).toBe('全国');
    expect(regionDisplay({ regionCodes: ['440300'] })).toBe('深圳市');
    expect(industryDisplay({ industryCodes: ['62'] })).toBe('餐饮业');
  });
});
