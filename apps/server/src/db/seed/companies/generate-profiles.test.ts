import { ipKinds, revenueBands, riskKinds, taxRatings } from '@qishu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { LATEST_REG_DATE, generateCompanyProfiles, type CompanyBundle } from './index.ts';
import { patentCheck } from './profile-ip.ts';

const SEED = 20261125;
const N = 20_000;
let bundles: CompanyBundle[];
let byId: Map<number, CompanyBundle>;
let personIds: Set<number>;

beforeAll(() => {
  bundles = [...generateCompanyProfiles({ seed: SEED, count: N })];
  byId = new Map(bundles.map((b) => [b.company.company_id, b]));
  personIds = new Set(bundles.flatMap((b) => b.persons.map((p) => p.person_id)));
});

/** Asserts pred for every bundle; on failure shows the first offenders' ids. */
function expectEvery(label: string, pred: (b: CompanyBundle) => boolean, list = bundles) {
  const bad = list.filter((b) => !pred(b)).slice(0, 3);
  expect(
    bad.map((b) => b.company.company_id),
    label,
  ).toEqual([]);
}
const count = (pred: (b: CompanyBundle) => boolean) => bundles.filter(pred).length;
const isBranch = (b: CompanyBundle) => b.company.name.endsWith('分公司');

describe('generateCompanyProfiles: determinism and appending', () => {
  it('gives identical profiles for the same seed and different ones for another', () => {
    const a = JSON.stringify([...generateCompanyProfiles({ seed: SEED, count: 2500 })]);
    expect(JSON.stringify(bundles.slice(0, 2500))).toBe(a);
    const other = [...generateCompanyProfiles({ seed: SEED + 1, count: 2500 })];
    expect(
      other.filter((b, i) => b.company.legal_person === bundles[i]!.company.legal_person).length,
    ).toBeLessThan(200);
  });

  it('writes every company and person once when a run is appended to another, mid-block', () => {
    const first = [...generateCompanyProfiles({ seed: SEED, count: 1500 })];
    const second = [...generateCompanyProfiles({ seed: SEED, count: 1500, startId: 1501 })];
    const all = [...first, ...second];
    expect(all.map((b) => b.company.company_id)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
    const persons = all.flatMap((b) => b.persons.map((p) => p.person_id));
    expect(new Set(persons).size).toBe(persons.length);
    const known = new Set(persons);
    const referenced = all.flatMap((b) => [
      ...b.people.map((p) => p.person_id),
      ...b.holdings.filter((h) => h.holder_kind === 'P').map((h) => h.holder_id as number),
    ]);
    expect(referenced.filter((id) => !known.has(id))).toEqual([]);
    // the appended companies are those of one long run, but for holders the first run could not name
    const same = second.filter(
      (b) => JSON.stringify(b) === JSON.stringify(bundles[b.company.company_id - 1]),
    );
    expect(same.length).toBeGreaterThan(1450);
  });
});

describe('generateCompanyProfiles: people and roles', () => {
  it('has one legal representative per company, named in company.legal_person', () => {
    expectEvery('one legal', (b) => b.people.filter((p) => p.is_legal === 1).length === 1);
    expectEvery(
      'legal first',
      (b) => b.people[0]?.is_legal === 1 && b.people.every((p, i) => p.seq === i + 1),
    );
    const names = new Map(bundles.flatMap((b) => b.persons.map((p) => [p.person_id, p.name] as const)));
    expectEvery('legal name', (b) => names.get(b.people[0]!.person_id) === b.company.legal_person);
    expectEvery(
      'one row a person',
      (b) => new Set(b.people.map((p) => p.person_id)).size === b.people.length,
    );
  });

  it('writes each person once, before any company refers to them', () => {
    const persons = bundles.flatMap((b) => b.persons);
    expect(new Set(persons.map((p) => p.person_id)).size).toBe(persons.length);
    const seen = new Set<number>();
    const late: number[] = [];
    for (const b of bundles) {
      for (const p of b.persons) seen.add(p.person_id);
      for (const p of b.people) if (!seen.has(p.person_id)) late.push(b.company.company_id);
      for (const h of b.holdings)
        if (h.holder_kind === 'P' && !seen.has(h.holder_id as number)) late.push(b.company.company_id);
    }
    expect(late.slice(0, 3)).toEqual([]);
    expect(
      persons.every((p) => /^[\u4e00-\u9fa5]{2,4}$/.test(p.name) && (p.gender === 1 || p.gender === 2)),
    ).toBe(true);
  });

  it('has at least 1.5 people a company; most run or hold one company, some many', () => {
    expect(personIds.size).toBeGreaterThan(1.5 * N);
    const companies = new Map<number, Set<number>>();
    for (const b of bundles) {
      const ids = [
        ...b.people.map((p) => p.person_id),
        ...b.holdings.filter((h) => h.holder_kind === 'P').map((h) => h.holder_id as number),
      ];
      for (const id of ids) {
        const set = companies.get(id) ?? new Set<number>();
        set.add(b.company.company_id);
        companies.set(id, set);
      }
    }
    const sizes = [...companies.values()].map((s) => s.size);
    expect(sizes.filter((n) => n === 1).length / sizes.length).toBeGreaterThan(0.8);
    expect(sizes.filter((n) => n >= 5).length).toBeGreaterThan(50);
  });

  it('gives each type its positions', () => {
    const positions = (b: CompanyBundle) => b.people.flatMap((p) => p.positions.split('、'));
    expectEvery(
      '个体: 经营者',
      (b) => b.company.company_type !== '个体工商户' || isBranch(b) || positions(b).join() === '经营者',
    );
    expectEvery('branch: 负责人', (b) => !isBranch(b) || positions(b).join() === '负责人');
    expectEvery(
      '股份: boards',
      (b) =>
        b.company.company_type !== '股份有限公司' ||
        isBranch(b) ||
        (positions(b).includes('董事长') && positions(b).includes('监事会主席')),
    );
    expectEvery(
      '合伙: 执行事务合伙人',
      (b) => b.company.company_type !== '合伙企业' || /执行事务合伙人/.test(b.people[0]!.positions),
    );
    expectEvery('有限: a 监事 apart from the directors', (b) => {
      if (b.company.company_type !== '有限责任公司' || isBranch(b)) return true;
      return b.people.some((p) => /监事/.test(p.positions) && !/董事|经理/.test(p.positions));
    });
  });
});

describe('generateCompanyProfiles: shareholdings and groups', () => {
  it('has ratios summing to 100 %, largest first, subscribed = ratio × capital, and the shareholders text', () => {
    expectEvery(
      'sum',
      (b) => b.holdings.length === 0 || b.holdings.reduce((s, h) => s + h.ratio_ppm, 0) === 1_000_000,
    );
    expectEvery('order', (b) =>
      b.holdings.every((h, i) => h.seq === i + 1 && (i === 0 || b.holdings[i - 1]!.ratio_ppm >= h.ratio_ppm)),
    );
    expectEvery('positive', (b) => b.holdings.every((h) => h.ratio_ppm > 0));
    expectEvery('subscribed', (b) =>
      b.holdings.every((h) => h.subscribed === Math.round((h.ratio_ppm * b.company.reg_capital) / 1e6)),
    );
    expectEvery('text', (b) => {
      const full = b.holdings.map((h) => h.holder_name).join('、');
      if (full.length <= 300) return b.company.shareholders === full;
      const cut = b.company.shareholders;
      return (
        cut.length <= 300 &&
        full.startsWith(cut + '、') &&
        cut.length + 1 + b.holdings[cut.split('、').length]!.holder_name.length > 300
      );
    });
    expectEvery('holders', (b) => isBranch(b) === (b.holdings.length === 0));
    expect(bundles.reduce((s, b) => s + b.holdings.length, 0)).toBeGreaterThan(2.5 * N);
  });

  it('points company holders at generated companies and organisations at nothing', () => {
    expectEvery('C', (b) =>
      b.holdings.every(
        (h) =>
          h.holder_kind !== 'C' ||
          (byId.has(h.holder_id as number) &&
            byId.get(h.holder_id as number)!.company.name === h.holder_name),
      ),
    );
    expectEvery('O', (b) => b.holdings.every((h) => h.holder_kind !== 'O' || h.holder_id === null));
    for (const kind of ['P', 'C', 'O'])
      expect(
        count((b) => b.holdings.some((h) => h.holder_kind === kind)),
        kind,
      ).toBeGreaterThan(200);
  });

  it('builds holding groups up to 6 levels that share a 字号, with cross-holdings that make cycles', () => {
    // level of a company: 1 + the level of its largest company holder (a cycle stops the walk)
    const parentOf = (id: number) =>
      byId.get(id)?.holdings.find((h) => h.holder_kind === 'C' && h.ratio_ppm > 500_000)?.holder_id ?? null;
    let deepest = 0;
    let deepestId = 0;
    for (const b of bundles) {
      const seen = new Set<number>();
      let level = 1;
      for (let id = parentOf(b.company.company_id); id !== null && !seen.has(id); id = parentOf(id)) {
        seen.add(id);
        level++;
      }
      if (level > deepest) [deepest, deepestId] = [level, b.company.company_id];
    }
    expect(deepest).toBeGreaterThanOrEqual(6);
    // the chain's root comes first in the group's id range and its members carry its 字号
    const chain = [deepestId];
    for (let id = parentOf(deepestId); id !== null; id = parentOf(id)) chain.push(id);
    const root = chain.at(-1)!;
    expect(root).toBeLessThan(deepestId);
    const rootName = byId.get(root)!.company.name;
    const shares = (name: string) =>
      [...rootName].some(
        (_, i) =>
          i + 2 <= rootName.length &&
          !/有限|公司|集团|控股|投资|实业/.test(rootName.slice(i, i + 2)) &&
          name.includes(rootName.slice(i, i + 2)),
      );
    expect(chain.filter((id) => shares(byId.get(id)!.company.name)).length).toBeGreaterThanOrEqual(
      chain.length - 1,
    );
    // a cycle: a company held (directly or further up) by its own subsidiary
    const holders = (id: number) =>
      (byId.get(id)?.holdings ?? []).filter((h) => h.holder_kind === 'C').map((h) => h.holder_id as number);
    const inCycle = bundles.some((b) => {
      const start = b.company.company_id;
      const stack = holders(start);
      const seen = new Set<number>();
      while (stack.length) {
        const id = stack.pop()!;
        if (id === start) return true;
        if (seen.has(id) || seen.size > 200) continue;
        seen.add(id);
        stack.push(...holders(id));
      }
      return false;
    });
    expect(inCycle).toBe(true);
  });

  it('gives branches a parent of the same name in company_branch and no shareholders', () => {
    const branches = bundles.filter(isBranch);
    expect(branches.length / N).toBeGreaterThan(0.02);
    expect(branches.length / N).toBeLessThan(0.08);
    expectEvery(
      'parent',
      (b) => {
        const link = b.branches[0];
        const parent = link && byId.get(link.company_id);
        return (
          b.branches.length === 1 &&
          !!parent &&
          parent.company.company_id < b.company.company_id &&
          b.company.name.startsWith(parent.company.name)
        );
      },
      branches,
    );
    expectEvery('only branches', (b) => isBranch(b) === (b.branches.length === 1));
  });

  it('keeps a long tail of single-owner firms', () => {
    const single = count((b) => b.holdings.length === 1 && b.holdings[0]!.holder_kind === 'P');
    expect(single / N).toBeGreaterThan(0.3);
  });
});

describe('generateCompanyProfiles: derived columns and sections', () => {
  it('has as many IP, penalty and licence rows as the counts say, and the website first', () => {
    const pairs = [
      ['brand_num', 'trademark'],
      ['patent_num', 'patent'],
      ['software_copyright_num', 'software'],
      ['copyright_num', 'works'],
      ['website_num', 'website'],
    ] as const;
    for (const [col, kind] of pairs)
      expectEvery(col, (b) => b.ip.filter((i) => i.kind === kind).length === b.company[col]);
    expectEvery(
      'punish_num',
      (b) => b.risks.filter((r) => r.kind === 'penalty').length === b.company.punish_num,
    );
    expectEvery(
      'act_num',
      (b) => b.licences.filter((l) => l.kind === 'licence').length === b.company.act_num,
    );
    expectEvery(
      'website',
      (b) => (b.ip.find((i) => i.kind === 'website' && i.seq === 1)?.category ?? null) === b.company.website,
    );
    expectEvery('ip kinds', (b) => b.ip.every((i) => (ipKinds as readonly string[]).includes(i.kind)));
    expectEvery('patent numbers', (b) =>
      b.ip.every(
        (i) =>
          i.kind !== 'patent' ||
          (/^CN\d{12}\.[\dX]$/.test(i.reg_no) && patentCheck(i.reg_no.slice(2, 14)) === i.reg_no.slice(-1)),
      ),
    );
    expectEvery('ICP', (b) =>
      b.ip.every((i) => i.kind !== 'website' || /^[\u4e00-\u9fa5]ICP备\d{8}号-\d+$/.test(i.reg_no)),
    );
    expectEvery('trademark class', (b) =>
      b.ip.every((i) => i.kind !== 'trademark' || /^第([1-9]|[1-3]\d|4[0-5])类$/.test(i.category ?? '')),
    );
    expect(Math.max(...bundles.map((b) => b.ip.length))).toBeGreaterThan(100);
  });

  it('has contacts whose first of each kind is the company row value', () => {
    for (const kind of ['mobile', 'tel', 'email'] as const)
      expectEvery(kind, (b) => (b.contacts.find((c) => c.kind === kind)?.value ?? null) === b.company[kind]);
    expectEvery('seq', (b) => b.contacts.every((c, i) => c.seq === i + 1));
    expect(count((b) => b.contacts.length > 3)).toBeGreaterThan(100);
  });

  it('dates changes and risks between founding and the cut-off, with chains ending at the current value', () => {
    const inRange = (b: CompanyBundle, d: string) => d >= b.company.reg_date && d <= LATEST_REG_DATE;
    expectEvery('change dates', (b) => b.changes.every((c) => inRange(b, c.change_date)));
    expectEvery('newest first', (b) =>
      b.changes.every(
        (c, i) => c.seq === i + 1 && (i === 0 || b.changes[i - 1]!.change_date >= c.change_date),
      ),
    );
    expectEvery('legal chain', (b) => {
      const last = b.changes.find(
        (c) => c.item === '法定代表人变更' || c.item === '负责人变更' || c.item === '经营者变更',
      );
      return !last || (last.after_text === b.company.legal_person && b.people[0]!.since === last.change_date);
    });
    expectEvery('name chain', (b) => {
      const last = b.changes.find((c) => c.item === '名称变更');
      return !last || (last.after_text === b.company.name && last.before_text !== b.company.name);
    });
    expect(count((b) => b.changes.some((c) => c.item === '名称变更'))).toBeGreaterThan(200);
    expectEvery('risk dates', (b) => b.risks.every((r) => inRange(b, r.risk_date)));
    expectEvery('risk kinds', (b) => b.risks.every((r) => (riskKinds as readonly string[]).includes(r.kind)));
    expect(count((b) => b.risks.length === 0) / N).toBeGreaterThan(0.6);
    expect(Math.max(...bundles.map((b) => b.risks.length))).toBeGreaterThan(100);
  });

  it('files annual reports for companies in business since founding (2021–2025)', () => {
    const active = new Set(['存续', '在业', '迁入']);
    expectEvery(
      'who',
      (b) =>
        b.reports.length === 0 ||
        (active.has(b.company.status) && b.company.company_type !== '个体工商户' && !isBranch(b)),
    );
    expectEvery(
      'years',
      (b) => {
        const from = Math.max(2021, Number(b.company.reg_date.slice(0, 4)));
        return (
          b.reports.map((r) => r.year).join() ===
          Array.from({ length: Math.max(0, 2026 - from) }, (_, i) => 2025 - i).join()
        );
      },
      bundles.filter((b) => b.reports.length > 0),
    );
    expectEvery('figures', (b) =>
      b.reports.every(
        (r) =>
          (r.insured ?? 0) <= (r.employees ?? 0) &&
          (r.revenue_band === null || (revenueBands as readonly string[]).includes(r.revenue_band)) &&
          (r.tax_rating === null || (taxRatings as readonly string[]).includes(r.tax_rating)) &&
          r.published_date.startsWith(String(r.year + 1)),
      ),
    );
    expect(
      count((b) => b.licences.some((l) => l.kind === 'qualification' && l.name === '高新技术企业')),
    ).toBeGreaterThan(20);
  });

  it('places companies on the map inside China', () => {
    const placed = bundles.filter((b) => b.company.lng !== null && b.company.lat !== null);
    expect(placed.length / N).toBeGreaterThan(0.98);
    expectEvery(
      'china',
      (b) => b.company.lng! > 73 && b.company.lng! < 136 && b.company.lat! > 3 && b.company.lat! < 54,
      placed,
    );
  });
});
