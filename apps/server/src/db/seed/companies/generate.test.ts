import { companyStatuses, companyTypes } from '@qishu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { getIndustry } from '../../reference/industries.ts';
import { childrenOf, getRegion } from '../../reference/regions.ts';
import { LATEST_REG_DATE, generateCompanies, generateCompany, type GeneratedCompany } from './index.ts';
import { isValidUscc } from './uscc.ts';

const SEED = 20260101;
const N = 50_000;
let rows: GeneratedCompany[];

beforeAll(() => {
  rows = [...generateCompanies({ seed: SEED, count: N })];
});

const share = (pred: (c: GeneratedCompany) => boolean, list: GeneratedCompany[] = rows) =>
  list.filter(pred).length / list.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
const ACTIVE = new Set<string>(['存续', '在业']);

/** Asserts pred for every row; on failure shows the first offenders (one expect per check, not per row). */
function expectEvery(label: string, pred: (c: GeneratedCompany) => boolean, list: GeneratedCompany[] = rows) {
  const bad = list.filter((c) => !pred(c)).slice(0, 3);
  expect(bad, label).toEqual([]);
}

const COLUMNS = [
  'company_id',
  'name',
  'ccode',
  'legal_person',
  'shareholders',
  'reg_date',
  'reg_capital',
  'reg_currency',
  'status',
  'company_type',
  'province_code',
  'city_code',
  'district_code',
  'industry_section',
  'industry_division',
  'address',
  'scope',
  'tel',
  'mobile',
  'email',
  'website',
  'brand_num',
  'patent_num',
  'copyright_num',
  'software_copyright_num',
  'punish_num',
  'website_num',
  'act_num',
  'lng',
  'lat',
].join(',');

describe('generateCompanies: determinism', () => {
  it('gives byte-identical output for the same seed', () => {
    const a = JSON.stringify([...generateCompanies({ seed: SEED, count: 3000 })]);
    const b = JSON.stringify([...generateCompanies({ seed: SEED, count: 3000 })]);
    expect(a).toBe(b);
    expect(JSON.stringify(rows.slice(0, 3000))).toBe(a);
  });

  it('gives different output for a different seed', () => {
    const other = [...generateCompanies({ seed: SEED + 1, count: 2000 })];
    const same = other.filter((c, i) => c.name === rows[i]?.name).length;
    expect(same).toBeLessThan(20);
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(rows.slice(0, 2000)));
  });

  it('numbers ids from startId and makes rows from (seed, id), so chunks match one run', () => {
    const chunk = [...generateCompanies({ seed: SEED, count: 1000, startId: 2001 })];
    expect(chunk[0]?.company_id).toBe(2001);
    expect(chunk[999]?.company_id).toBe(3000);
    const same = chunk.filter((c, i) => JSON.stringify(c) === JSON.stringify(rows[2000 + i])).length;
    expect(same).toBeGreaterThanOrEqual(990); // only a name redrawn for uniqueness may differ
    const single = [...generateCompanies({ seed: SEED, count: 1, startId: 2500, uniqueNames: false })][0];
    expect(generateCompany(SEED, 2500)).toEqual(single);
  });

  it('is lazy: it yields before generating everything', () => {
    const gen = generateCompanies({ seed: 1, count: 50_000_000 });
    expect(gen.next().value?.company_id).toBe(1);
  });

  it('rejects bad options', () => {
    expect(() => generateCompanies({ seed: 1.5, count: 1 }).next()).toThrow();
    expect(() => generateCompanies({ seed: 1, count: -1 }).next()).toThrow();
    expect(() => generateCompanies({ seed: 1, count: 1, startId: 0 }).next()).toThrow();
  });
});

describe('generateCompanies: shape and reference codes', () => {
  it('yields company-table rows without updated_at', () => {
    expectEvery('columns', (c) => Object.keys(c).join(',') === COLUMNS);
    expectEvery('status', (c) => (companyStatuses as readonly string[]).includes(c.status));
    expectEvery('type', (c) => (companyTypes as readonly string[]).includes(c.company_type));
    expectEvery('capital', (c) => Number.isInteger(c.reg_capital) && c.reg_capital >= 0);
    expectEvery('ids', (c) => c.company_id === rows.indexOf(c) + 1, rows.slice(0, 1000));
  });

  it('uses real region codes with a consistent province → city → district chain', () => {
    expectEvery('region chain', (c) => {
      const p = getRegion(c.province_code);
      const city = getRegion(c.city_code);
      if (p?.level !== 1 || city?.level !== 2 || city.parent_code !== c.province_code) return false;
      if (!c.address.startsWith(p.name)) return false;
      if (c.district_code === c.city_code) return childrenOf(c.city_code).length === 0; // 东莞, 中山, 儋州
      const d = getRegion(c.district_code);
      return d?.level === 3 && d.parent_code === c.city_code;
    });
    expect(share((c) => c.district_code === c.city_code)).toBeLessThan(0.05);
  });

  it('uses real GB/T 4754 divisions under their own section', () => {
    expectEvery('industry', (c) => {
      const d = getIndustry(c.industry_division);
      return d?.level === 2 && d.parent_code === c.industry_section;
    });
  });
});

describe('generateCompanies: 统一社会信用代码', () => {
  it('is valid, unique and consistent with type and region', () => {
    expectEvery('valid', (c) => isValidUscc(c.ccode));
    expectEvery('category', (c) => {
      const category =
        c.company_type === '个体工商户' ? '2' : c.company_type === '农民专业合作社' ? '3' : '1';
      return c.ccode.slice(0, 2) === '9' + category;
    });
    expectEvery('region', (c) =>
      [c.district_code, c.city_code, c.province_code].includes(c.ccode.slice(2, 8)),
    );
    expect(new Set(rows.map((c) => c.ccode)).size).toBe(rows.length);
  });

  it('uses new MA… organisation codes after 2015-10 and numeric ones before (except 个体)', () => {
    expectEvery(
      'new',
      (c) => c.ccode.slice(8, 10) === 'MA',
      rows.filter((c) => c.reg_date >= '2015-11'),
    );
    expectEvery(
      'old',
      (c) => /^\d{8}$/.test(c.ccode.slice(8, 16)),
      rows.filter((c) => c.reg_date < '2015-10' && c.company_type !== '个体工商户'),
    );
  });
});

describe('generateCompanies: realism', () => {
  it('keeps 70–90% of companies 存续/在业, with older companies closed more often', () => {
    const active = share((c) => ACTIVE.has(c.status));
    expect(active).toBeGreaterThan(0.7);
    expect(active).toBeLessThan(0.9);
    const old = rows.filter((c) => c.reg_date < '2010');
    const recent = rows.filter((c) => c.reg_date >= '2022');
    expect(share((c) => !ACTIVE.has(c.status), old)).toBeGreaterThan(
      2 * share((c) => !ACTIVE.has(c.status), recent),
    );
    for (const s of ['注销', '吊销', '迁出', '停业', '清算'])
      expect(
        share((c) => c.status === s),
        s,
      ).toBeGreaterThan(0.001);
  });

  it('registers on valid dates, never after the cut-off, mostly in recent years', () => {
    expectEvery('date', (c) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(c.reg_date)) return false;
      const iso = new Date(c.reg_date + 'T00:00:00Z').toISOString().slice(0, 10);
      return iso === c.reg_date && c.reg_date <= LATEST_REG_DATE && c.reg_date >= '1980-01-01';
    });
    expect(share((c) => c.reg_date >= '2015')).toBeGreaterThan(0.6);
    expect(share((c) => c.reg_date < '1995')).toBeLessThan(0.05);
    expect(share((c) => c.reg_date < '1995')).toBeGreaterThan(0.002);
    expect(share((c) => c.reg_date >= '2026')).toBeGreaterThan(0.02);
  });

  it('skews capital: median far below mean, round amounts, small 个体 capital, some 亿-level', () => {
    const caps = rows.map((c) => c.reg_capital);
    const mean = caps.reduce((s, x) => s + x, 0) / caps.length;
    expect(median(caps) * 5).toBeLessThan(mean);
    expectEvery('whole 万', (c) => c.reg_capital % 10_000 === 0);
    expect(
      share((c) => [100_000, 500_000, 1_000_000, 5_000_000, 10_000_000].includes(c.reg_capital)),
    ).toBeGreaterThan(0.3);
    expect(share((c) => c.reg_capital >= 100_000_000)).toBeGreaterThan(0.005);
    const indiv = rows.filter((c) => c.company_type === '个体工商户');
    expect(median(indiv.map((c) => c.reg_capital))).toBeLessThanOrEqual(50_000);
    const joint = rows.filter((c) => c.company_type === '股份有限公司' && !c.name.endsWith('分公司'));
    expect(median(joint.map((c) => c.reg_capital))).toBeGreaterThanOrEqual(10_000_000);
  });

  it('has contacts in realistic proportions, fewer for closed companies, well formed', () => {
    const ratio = (f: 'mobile' | 'tel' | 'email' | 'website') => share((c) => c[f] !== null);
    expect(ratio('mobile')).toBeGreaterThan(0.48);
    expect(ratio('mobile')).toBeLessThan(0.62);
    expect(ratio('tel')).toBeGreaterThan(0.33);
    expect(ratio('tel')).toBeLessThan(0.47);
    expect(ratio('email')).toBeGreaterThan(0.24);
    expect(ratio('email')).toBeLessThan(0.36);
    expect(ratio('website')).toBeGreaterThan(0.08);
    expect(ratio('website')).toBeLessThan(0.16);
    const closed = rows.filter((c) => !ACTIVE.has(c.status) && c.status !== '迁入');
    const open = rows.filter((c) => ACTIVE.has(c.status));
    expect(share((c) => c.mobile !== null, closed)).toBeLessThan(0.7 * share((c) => c.mobile !== null, open));
    expectEvery('mobile', (c) => c.mobile === null || /^1[3-9]\d{9}$/.test(c.mobile));
    expectEvery('tel', (c) => c.tel === null || /^0\d{2,3}-[2-8]\d{6,7}$/.test(c.tel));
    expectEvery('email', (c) => c.email === null || /^[a-z0-9._-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(c.email));
    expectEvery('website', (c) => c.website === null || /^www\.[a-z0-9-]+(\.[a-z]+)+$/.test(c.website));
    expectEvery('website_num', (c) => c.website_num >= 1 === (c.website !== null));
  });

  it('makes the legal person and shareholders look like people and companies', () => {
    expectEvery('legal person', (c) => /^[\u4e00-\u9fa5]{2,4}$/.test(c.legal_person));
    expectEvery('shareholders', (c) => {
      if (c.name.endsWith('分公司')) return c.shareholders === ''; // a branch's parent is in company_branch
      const holders = c.shareholders.split('、');
      return c.shareholders.length <= 300 && holders.every((h) => h.length > 1);
    });
    expect(share((c) => c.shareholders.split('、').length > 4)).toBeGreaterThan(0.05);
    expect(share((c) => '王李张'.includes(c.legal_person[0] as string))).toBeGreaterThan(0.15);
    expect(share((c) => /公司|合伙/.test(c.shareholders))).toBeGreaterThan(0.05);
  });

  it('names companies according to their type, uniquely within a city', () => {
    const patterns: Record<string, RegExp> = {
      合伙企业: /（(有限|普通)合伙）$/,
      农民专业合作社: /专业合作社$/,
      股份有限公司: /股份有限公司(.+分公司)?$/,
      有限责任公司: /(有限公司|有限责任公司|分公司)$/,
      外商投资企业: /(有限公司|有限责任公司|分公司)$/,
      国有企业: /(有限公司|有限责任公司|分公司)$/,
    };
    expectEvery('name form', (c) => {
      if (c.company_type === '个体工商户') return !/公司|合伙|合作社/.test(c.name);
      if (c.company_type === '个人独资企业') return !/公司|合伙/.test(c.name);
      return patterns[c.company_type]?.test(c.name) ?? false;
    });
    const keys = new Set(rows.map((c) => c.city_code + '|' + c.name));
    expect(keys.size).toBe(rows.length);
    expect(share((c) => c.name.endsWith('分公司'))).toBeGreaterThan(0.02);
    expect(share((c) => c.company_type === '个体工商户')).toBeGreaterThan(0.08);
    expect(share((c) => c.company_type === '有限责任公司')).toBeGreaterThan(0.5);
  });

  it('writes a business scope of 2–7 items ending with the approval clause', () => {
    expectEvery('scope', (c) => {
      if (!c.scope.endsWith('。（依法须经批准的项目，经相关部门批准后方可开展经营活动）')) return false;
      const items = c.scope.slice(0, c.scope.indexOf('。（')).split('；');
      return items.length >= 2 && items.length <= 7 && new Set(items).size === items.length;
    });
  });

  it('skews industries and provinces like real registrations', () => {
    const count = (key: 'industry_section' | 'province_code', v: string) =>
      rows.filter((c) => c[key] === v).length;
    const sections = 'ABCDEFGHIJKLMNOPQR'.split('');
    for (const s of sections) expect(count('industry_section', s), s).toBeGreaterThan(0);
    const f = count('industry_section', 'F');
    for (const s of sections.filter((x) => x !== 'F'))
      expect(f).toBeGreaterThan(count('industry_section', s));
    expect(count('industry_section', 'S') + count('industry_section', 'T')).toBeLessThan(N * 0.001);
    expect(count('province_code', '440000')).toBeGreaterThan(20 * count('province_code', '540000'));
    expect(count('province_code', '320000')).toBeGreaterThan(5 * count('province_code', '640000'));
  });

  it('gives counts a long tail, patents to manufacturers and software copyrights to I65', () => {
    const fields = [
      'brand_num',
      'patent_num',
      'copyright_num',
      'software_copyright_num',
      'punish_num',
      'act_num',
    ] as const;
    for (const f of fields) {
      expect(
        share((c) => c[f] === 0),
        f,
      ).toBeGreaterThan(0.6);
      expect(
        rows.reduce((m, c) => Math.max(m, c[f]), 0),
        f,
      ).toBeGreaterThan(10);
      expectEvery(f, (c) => Number.isInteger(c[f]) && c[f] >= 0);
    }
    const manufacturing = rows.filter((x) => x.industry_section === 'C');
    const trade = rows.filter((x) => x.industry_section === 'F');
    expect(share((x) => x.patent_num > 0, manufacturing)).toBeGreaterThan(
      3 * share((x) => x.patent_num > 0, trade),
    );
    const i65 = rows.filter((x) => x.industry_division === '65');
    expect(share((x) => x.software_copyright_num > 0, i65)).toBeGreaterThan(
      5 * share((x) => x.software_copyright_num > 0),
    );
  });
});
