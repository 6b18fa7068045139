import { EQUITY_MAX_DEPTH } from '@qishu/contract';
import { describe, expect, it } from 'vitest';
import {
  beneficialOwners,
  type OwnershipEdge,
} from '../../src/services/company-profile/beneficial-owners.ts';

type Edge = [company: number, kind: 'P' | 'C' | 'O', holder: number | null, name: string, ratio: number];

/** An in-memory loader over `edges` that records every call (one per level). */
function loader(edges: Edge[]) {
  const calls: number[][] = [];
  const rows: OwnershipEdge[] = edges.map(([company_id, holder_kind, holder_id, holder_name, ratio_ppm]) => ({
    company_id,
    holder_kind,
    holder_id,
    holder_name,
    ratio_ppm,
  }));
  return {
    calls,
    load: (ids: readonly number[]) => {
      calls.push([...ids]);
      return Promise.resolve(rows.filter((r) => ids.includes(r.company_id)));
    },
  };
}

const shares = (r: Awaited<ReturnType<typeof beneficialOwners>>) =>
  r.owners.map((o) => [o.holder_kind, o.holder_id ?? o.name, o.share_ppm, o.path_count]);

/** The equity-penetration walk as a pure function over a "holders of these companies" loader. */
describe('beneficial owners (pure walk)', () => {
  it('adds the shares of every path to the same person, loading one level per call', async () => {
    // 1 ← 2 (60 %), 3 (40 %); 2 ← person 10 (50 %), 3 (50 %); 3 ← person 10 (30 %), person 11 (70 %)
    const l = loader([
      [1, 'C', 2, '二', 600_000],
      [1, 'C', 3, '三', 400_000],
      [2, 'P', 10, '甲', 500_000],
      [2, 'C', 3, '三', 500_000],
      [3, 'P', 10, '甲', 300_000],
      [3, 'P', 11, '乙', 700_000],
    ]);
    const r = await beneficialOwners({ company_id: 1, name: '一' }, l.load);
    // 甲: 60%·50% + 40%·30% + 60%·50%·30% = 30 + 12 + 9 = 51 %; 乙: 40%·70% + 60%·50%·70% = 28 + 21 = 49 %
    expect(shares(r)).toEqual([
      ['P', 10, 510_000, 3],
      ['P', 11, 490_000, 2],
    ]);
    expect(r.cut).toBe(false);
    expect(l.calls).toEqual([[1], [2, 3]]);
    // no chain of majorities (2 holds 60 % of 1, but nobody holds more than half of 2): the largest owner
    expect(r.owners.map((o) => [o.is_major, o.is_controller])).toEqual([
      [true, true],
      [true, false],
    ]);
    // paths run from the owner down to the company, the largest first
    expect(r.owners[0]!.paths[0]).toEqual([
      { holder_name: '甲', company_id: 2, company_name: '二', ratio_ppm: 500_000 },
      { holder_name: '二', company_id: 1, company_name: '一', ratio_ppm: 600_000 },
    ]);
    expect(r.owners[0]!.paths.map((p) => p.length)).toEqual([2, 2, 3]);
  });

  it('terminates on a cross-holding cycle: the share flowing round it is nobody’s, and the answer is cut', async () => {
    // 1 ← 2 (70 %), P (30 %); 2 ← 3 (90 %), Q (10 %); 3 ← 1 (40 %), Z (60 %)
    const edges: Edge[] = [
      [1, 'C', 2, '二', 700_000],
      [1, 'P', 20, 'P', 300_000],
      [2, 'C', 3, '三', 900_000],
      [2, 'P', 21, 'Q', 100_000],
      [3, 'C', 1, '一', 400_000],
      [3, 'P', 22, 'Z', 600_000],
    ];
    const from1 = await beneficialOwners({ company_id: 1, name: '一' }, loader(edges).load);
    expect(shares(from1)).toEqual([
      ['P', 22, 378_000, 1],
      ['P', 20, 300_000, 1],
      ['P', 21, 70_000, 1],
    ]);
    expect(from1.cut).toBe(true);
    // 一 ← 二 (70 %) ← 三 (90 %) ← Z (60 %): a majority at every edge makes Z the controller
    expect(from1.owners.map((o) => [o.name, o.is_major, o.is_controller])).toEqual([
      ['Z', true, true],
      ['P', true, false],
      ['Q', false, false],
    ]);
    const from2 = await beneficialOwners({ company_id: 2, name: '二' }, loader(edges).load);
    // Z 90%·60% = 54 %; P 90%·40%·30% = 10.8 %; Q 10 %
    expect(shares(from2)).toEqual([
      ['P', 22, 540_000, 1],
      ['P', 20, 108_000, 1],
      ['P', 21, 100_000, 1],
    ]);
    expect(from2.cut).toBe(true);
  });

  it(`cuts a chain deeper than ${EQUITY_MAX_DEPTH} levels: the company met there stands as the owner`, async () => {
    // 0 ← 1 ← 2 ← … ← 14 ← person 99, each 100 %
    const edges: Edge[] = Array.from({ length: 14 }, (_, i): Edge => [
      i,
      'C',
      i + 1,
      `公司${i + 1}`,
      1_000_000,
    ]);
    edges.push([14, 'P', 99, '顶层', 1_000_000]);
    const l = loader(edges);
    const r = await beneficialOwners({ company_id: 0, name: '公司0' }, l.load);
    expect(shares(r)).toEqual([['C', EQUITY_MAX_DEPTH, 1_000_000, 1]]);
    expect(r.owners[0]!.paths[0]).toHaveLength(EQUITY_MAX_DEPTH);
    expect(r.cut).toBe(true);
    // levels 0 … EQUITY_MAX_DEPTH, one call each, and no deeper
    expect(l.calls).toEqual(Array.from({ length: EQUITY_MAX_DEPTH + 1 }, (_, i) => [i]));
    // the same chain within the limit ends at the person, uncut
    const short = edges.slice(9);
    const s = await beneficialOwners({ company_id: 9, name: '公司9' }, loader(short).load);
    expect(shares(s)).toEqual([['P', 99, 1_000_000, 1]]);
    expect(s.cut).toBe(false);
    expect(s.owners[0]!.is_controller).toBe(true);
  });

  it('a company holder whose holders are unknown is itself an owner; an organisation ends a path too', async () => {
    const r = await beneficialOwners(
      { company_id: 1, name: '一' },
      loader([
        [1, 'C', 5, '外地母公司', 200_000],
        [1, 'O', null, '某市国资委', 250_000],
        [1, 'O', null, '境外股东', 100_000],
        [1, 'P', 7, '丙', 450_000],
      ]).load,
    );
    expect(r.owners.map((o) => [o.holder_kind, o.holder_id, o.name, o.share_ppm, o.is_major])).toEqual([
      ['P', 7, '丙', 450_000, true],
      ['O', null, '某市国资委', 250_000, true],
      ['C', 5, '外地母公司', 200_000, false],
      ['O', null, '境外股东', 100_000, false],
    ]);
    expect(r.cut).toBe(false);
    // nobody holds a majority: the largest owner (45 % ≥ 25 %) controls
    expect(r.owners.filter((o) => o.is_controller).map((o) => o.name)).toEqual(['丙']);
  });

  it('no controller when nobody holds a majority chain and the largest share is under 25 %', async () => {
    const edges: Edge[] = [1, 2, 3, 4, 5].map((i): Edge => [1, 'P', i, `股东${i}`, 200_000]);
    const r = await beneficialOwners({ company_id: 1, name: '一' }, loader(edges).load);
    expect(r.owners.every((o) => !o.is_controller && !o.is_major)).toBe(true);
    const none = await beneficialOwners({ company_id: 1, name: '一' }, loader([]).load);
    expect(none).toEqual({ company_id: 1, name: '一', owners: [], cut: false });
  });

  it('a web of cross-holdings stops at the path budget and says so', async () => {
    // every company of 1…8 holds 10 % of every other: paths explode combinatorially
    const edges: Edge[] = [];
    for (let a = 1; a <= 8; a++) {
      for (let b = 1; b <= 8; b++) if (a !== b) edges.push([a, 'C', b, `公司${b}`, 100_000]);
      edges.push([a, 'P', 100 + a, `自然人${a}`, 300_000]);
    }
    const r = await beneficialOwners({ company_id: 1, name: '公司1' }, loader(edges).load, {
      maxDepth: EQUITY_MAX_DEPTH,
      maxPaths: 500,
      pathsShown: 2,
    });
    expect(r.cut).toBe(true);
    expect(r.owners.reduce((n, o) => n + o.path_count, 0)).toBeLessThanOrEqual(500);
    expect(r.owners.every((o) => o.paths.length <= 2)).toBe(true);
  });
});
