import { describe, expect, it } from 'vitest';
import { initialGraph, nodeKey, unfold, type EquityLevel } from './equity-graph.ts';
import { equityTree, expandedKeys } from './equity-tree.ts';

const MIDDLE = { company_id: 1, name: '中' };
const M = nodeKey('C', 1, '中');
const level = (nodes: [kind: 'C' | 'P', id: number, ratio: number, next: number][]): EquityLevel => ({
  nodes: nodes.map(([kind, id, ratio_ppm, next_count]) => ({
    kind,
    id,
    name: `${kind}${id}`,
    ratio_ppm,
    subscribed: 0,
    status: null,
    next_count,
  })),
  total: nodes.length,
});

describe('equity list view', () => {
  it('shows the holders as a tree with the ratio on each branch; a cross-holding is a leaf, not a copy', () => {
    let g = initialGraph(MIDDLE);
    g = unfold(
      g,
      M,
      'up',
      level([
        ['C', 2, 700_000, 1],
        ['P', 3, 300_000, 0],
      ]),
    );
    g = unfold(g, 'C:2', 'up', level([['C', 1, 50_000, 2]]));
    const tree = equityTree(g, MIDDLE, 'up')!;

    expect(tree.children.map((c) => [c.node.key, c.ratio_ppm, c.expandable, c.cross])).toEqual([
      ['C:2', 700_000, true, false],
      ['P:3', 300_000, false, false],
    ]);
    const loop = tree.children[0]!.children[0]!;
    expect([loop.node.key, loop.ratio_ppm, loop.cross, loop.expandable, loop.children]).toEqual([
      M,
      50_000,
      true,
      false,
      [],
    ]);
    expect(expandedKeys(g, tree, 'up')).toEqual([tree.key, tree.children[0]!.key]);
    expect(equityTree(g, MIDDLE, 'down')!.children).toEqual([]);
  });
});
