import { describe, expect, it } from 'vitest';
import { fold, initialGraph, isUnfolded, nodeKey, unfold, type EquityLevel } from './equity-graph.ts';

const MIDDLE = { company_id: 1, name: '华瑞科技有限公司' };
const M = nodeKey('C', 1, MIDDLE.name);

function level(nodes: Partial<EquityLevel['nodes'][number]>[], total = nodes.length): EquityLevel {
  return {
    nodes: nodes.map((n) => ({
      kind: 'C',
      id: null,
      name: '',
      ratio_ppm: 0,
      subscribed: 0,
      status: null,
      next_count: 0,
      ...n,
    })),
    total,
  };
}

describe('equity graph', () => {
  it('places holders one level above and investments one level below, holder → held', () => {
    let g = initialGraph(MIDDLE);
    g = unfold(
      g,
      M,
      'up',
      level([
        { kind: 'C', id: 2, name: '华瑞控股', ratio_ppm: 600_000, next_count: 3 },
        { kind: 'P', id: 7, name: '张三', ratio_ppm: 400_000 },
      ]),
    );
    g = unfold(
      g,
      M,
      'down',
      level([{ kind: 'C', id: 3, name: '华瑞物流', ratio_ppm: 1_000_000, next_count: 1 }]),
    );

    expect(g.nodes.get('C:2')).toMatchObject({ level: -1, parent: M, order: 0, next: { up: 3, down: 0 } });
    expect(g.nodes.get('P:7')).toMatchObject({ level: -1, order: 1 });
    expect(g.nodes.get('C:3')).toMatchObject({ level: 1, next: { up: 0, down: 1 } });
    expect(g.edges).toEqual([
      { from: 'C:2', to: M, ratio_ppm: 600_000, cross: false, via: `${M}|up` },
      { from: 'P:7', to: M, ratio_ppm: 400_000, cross: false, via: `${M}|up` },
      { from: M, to: 'C:3', ratio_ppm: 1_000_000, cross: false, via: `${M}|down` },
    ]);
    // the middle learns how many holders and investments it has from its first levels
    expect(g.nodes.get(M)?.next).toEqual({ up: 2, down: 1 });
    expect(isUnfolded(g, M, 'up')).toBe(true);
  });

  it('draws a company reached twice once: a cycle back to the middle adds only a cross edge, so unfolding ends', () => {
    let g = initialGraph(MIDDLE);
    g = unfold(
      g,
      M,
      'up',
      level([{ kind: 'C', id: 2, name: '华瑞控股', ratio_ppm: 900_000, next_count: 1 }]),
    );
    // 华瑞控股 is held 10 % by the middle company itself (a cross-holding)
    g = unfold(
      g,
      'C:2',
      'up',
      level([{ kind: 'C', id: 1, name: MIDDLE.name, ratio_ppm: 100_000, next_count: 1 }]),
    );

    expect(g.nodes.size).toBe(2);
    expect(g.edges.at(-1)).toEqual({ from: M, to: 'C:2', ratio_ppm: 100_000, cross: true, via: 'C:2|up' });
    // unfolding the same level again changes nothing
    const again = unfold(
      g,
      'C:2',
      'up',
      level([{ kind: 'C', id: 1, name: MIDDLE.name, ratio_ppm: 100_000 }]),
    );
    expect(again.edges).toHaveLength(g.edges.length);
    expect(again.nodes.size).toBe(2);
  });

  it('keys organisations outside the registry by name and counts what a limited level left out', () => {
    let g = initialGraph(MIDDLE);
    g = unfold(g, M, 'up', level([{ kind: 'O', id: null, name: '某市国资委', ratio_ppm: 510_000 }], 25));
    expect(g.nodes.has('O:某市国资委')).toBe(true);
    expect(g.unfolded.get(`${M}|up`)).toEqual({ hidden: 24 });
    expect(g.nodes.get(M)?.next.up).toBe(25);
  });

  it('folding a node removes what it placed, with everything unfolded from there, and keeps the rest', () => {
    let g = initialGraph(MIDDLE);
    g = unfold(
      g,
      M,
      'up',
      level([
        { id: 2, name: '甲', ratio_ppm: 500_000, next_count: 1 },
        { id: 4, name: '乙', ratio_ppm: 500_000, next_count: 1 },
      ]),
    );
    g = unfold(g, M, 'down', level([{ id: 3, name: '丙', ratio_ppm: 300_000 }]));
    g = unfold(g, 'C:2', 'up', level([{ id: 5, name: '丁', ratio_ppm: 1_000_000, next_count: 1 }]));
    g = unfold(g, 'C:5', 'up', level([{ kind: 'P', id: 9, name: '王五', ratio_ppm: 1_000_000 }]));
    // 乙 is also held by 丁: a cross edge drawn by unfolding 乙
    g = unfold(g, 'C:4', 'up', level([{ id: 5, name: '丁', ratio_ppm: 200_000 }]));

    const folded = fold(g, 'C:2', 'up');
    expect([...folded.nodes.keys()].sort()).toEqual(['C:1', 'C:2', 'C:3', 'C:4'].sort());
    expect(folded.edges.every((e) => e.from !== 'C:5' && e.to !== 'C:5')).toBe(true);
    expect(isUnfolded(folded, 'C:2', 'up')).toBe(false);
    expect(isUnfolded(folded, 'C:5', 'up')).toBe(false);
    expect(isUnfolded(folded, 'C:4', 'up')).toBe(true);

    const top = fold(g, M, 'up');
    expect([...top.nodes.keys()].sort()).toEqual([M, 'C:3'].sort());
    expect(top.edges).toEqual([{ from: M, to: 'C:3', ratio_ppm: 300_000, cross: false, via: `${M}|down` }]);
  });
});
