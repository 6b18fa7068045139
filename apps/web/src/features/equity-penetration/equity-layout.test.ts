import { describe, expect, it } from 'vitest';
import { initialGraph, nodeKey, unfold, type EquityGraph, type EquityLevel } from './equity-graph.ts';
import { layoutEquity, TOGGLE_OFFSET } from './equity-layout.ts';

const MIDDLE = { company_id: 1, name: '中' };
const M = nodeKey('C', 1, '中');
const GAP = 100;
const ROW = 90;

const companies = (ids: number[], next = 0, total = ids.length): EquityLevel => ({
  nodes: ids.map((id) => ({
    kind: 'C',
    id,
    name: `企业${id}`,
    ratio_ppm: 100_000,
    subscribed: 0,
    status: null,
    next_count: next,
  })),
  total,
});

function at(graph: EquityGraph) {
  const layout = layoutEquity(graph, { columnGap: GAP, rowGap: ROW });
  return { layout, pos: new Map(layout.nodes.map((p) => [p.node.key, p])) };
}

describe('equity layout', () => {
  it('puts the company at the origin, holders a row above, investments a row below, each row centred', () => {
    let g = initialGraph(MIDDLE);
    g = unfold(g, M, 'up', companies([2, 3, 4]));
    g = unfold(g, M, 'down', companies([5]));
    const { pos, layout } = at(g);
    expect(pos.get(M)).toMatchObject({ x: 0, y: 0 });
    expect([2, 3, 4].map((id) => pos.get(`C:${id}`))).toMatchObject([
      { x: -100, y: -ROW },
      { x: 0, y: -ROW },
      { x: 100, y: -ROW },
    ]);
    expect(pos.get('C:5')).toMatchObject({ x: 0, y: ROW });
    expect(layout).toMatchObject({ left: -100, right: 100, top: -ROW, height: 2 * ROW });
  });

  it('sets each parent’s nodes over it, never overlapping another group, in the parents’ order', () => {
    let g = initialGraph(MIDDLE);
    g = unfold(g, M, 'up', companies([2, 3], 2));
    g = unfold(g, 'C:2', 'up', companies([20, 21]));
    g = unfold(g, 'C:3', 'up', companies([30, 31]));
    const { pos } = at(g);
    const row = [20, 21, 30, 31].map((id) => pos.get(`C:${id}`)!);
    expect(row.every((p) => p.y === -2 * ROW)).toBe(true);
    const xs = row.map((p) => p.x);
    // 2 sits at −50 and 3 at +50: their holders fan out to both sides, one gap apart, in order
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(GAP);
    expect((xs[0]! + xs[1]!) / 2).toBeLessThan(pos.get('C:2')!.x);
    expect((xs[2]! + xs[3]!) / 2).toBeGreaterThan(pos.get('C:3')!.x);
    expect(xs[0]! + xs[3]!).toBeCloseTo(0);
  });

  it('never wraps a wide level: twenty holders are one row, twenty gaps wide', () => {
    const g = unfold(initialGraph(MIDDLE), M, 'up', companies(Array.from({ length: 20 }, (_, i) => i + 2)));
    const { layout } = at(g);
    expect(new Set(layout.nodes.filter((p) => p.node.level === -1).map((p) => p.y))).toEqual(new Set([-ROW]));
    expect(layout.right - layout.left).toBe(19 * GAP);
  });

  it('gives every node that can unfold a +/− on the side it unfolds to, and notes what a level left out', () => {
    let g = initialGraph(MIDDLE);
    g = unfold(g, M, 'up', companies([2], 4, 30));
    g = unfold(g, M, 'down', companies([3], 0));
    const { layout, pos } = at(g);
    const toggles = layout.toggles.map(({ key, direction, unfolded, count, y }) => ({
      key,
      direction,
      unfolded,
      count,
      y,
    }));
    expect(toggles).toEqual([
      { key: M, direction: 'up', unfolded: true, count: 30, y: -TOGGLE_OFFSET },
      { key: M, direction: 'down', unfolded: true, count: 1, y: TOGGLE_OFFSET },
      { key: 'C:2', direction: 'up', unfolded: false, count: 4, y: -ROW - TOGGLE_OFFSET },
    ]);
    expect(layout.more).toEqual([
      { parent: M, direction: 'up', hidden: 29, x: pos.get('C:2')!.x + GAP, y: -ROW },
    ]);
  });
});
