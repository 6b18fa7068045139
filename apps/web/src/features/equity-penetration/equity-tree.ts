/**
 * The list view of the equity graph: the holders (upwards) or the investments (downwards) of the
 * company as a tree, from the same unfolded graph as the picture. A node another branch already
 * shows (a cross-holding) is a leaf that says so, never a second copy.
 */
import {
  isUnfolded,
  nodeKey,
  unfoldKey,
  type Direction,
  type EquityGraph,
  type GraphNode,
} from './equity-graph.ts';

export interface EquityTreeNode {
  key: string;
  node: GraphNode;
  /** the ratio on the edge to the parent */
  ratio_ppm: number | null;
  /** drawn elsewhere already (a cross-holding or a cycle) */
  cross: boolean;
  /** can unfold further */
  expandable: boolean;
  children: EquityTreeNode[];
}

export const treeKey = (direction: Direction, path: string) => `${direction}:${path}`;

export function equityTree(
  graph: EquityGraph,
  company: { company_id: number; name: string },
  direction: Direction,
): EquityTreeNode | null {
  const rootKey = nodeKey('C', company.company_id, company.name);
  const root = graph.nodes.get(rootKey);
  if (!root) return null;
  const build = (node: GraphNode, ratio: number | null, cross: boolean, path: string): EquityTreeNode => {
    const via = unfoldKey(node.key, direction);
    const children = cross
      ? []
      : graph.edges
          .filter((e) => e.via === via)
          .flatMap((edge) => {
            const childKey = direction === 'up' ? edge.from : edge.to;
            const child = graph.nodes.get(childKey);
            if (!child) return [];
            const placedHere = child.parent === node.key && !edge.cross;
            return [build(child, edge.ratio_ppm, !placedHere, `${path}>${childKey}`)];
          });
    return {
      key: treeKey(direction, path),
      node,
      ratio_ppm: ratio,
      cross,
      expandable: !cross && node.next[direction] > 0 && node.kind !== 'O',
      children,
    };
  };
  return build(root, null, false, rootKey);
}

/** The keys of the tree's unfolded nodes (the tree's expanded keys). */
export function expandedKeys(
  graph: EquityGraph,
  tree: EquityTreeNode | null,
  direction: Direction,
): string[] {
  const keys: string[] = [];
  const walk = (t: EquityTreeNode) => {
    if (!t.cross && isUnfolded(graph, t.node.key, direction)) keys.push(t.key);
    t.children.forEach(walk);
  };
  if (tree) walk(tree);
  return keys;
}
