/**
 * The equity graph as the user unfolds it, level by level: the company in the middle, its holders
 * above (level −1, −2 …) and its investments below (level 1, 2 …). Pure data; the chart draws it.
 *
 * Every holder or company is drawn once, keyed by kind and id. Unfolding a node that reaches a node
 * already drawn (cross-holdings, a cycle back to the middle) adds only the edge, marked `cross`:
 * so unfolding always ends, whatever the cycles.
 */
import type { CallOutput, CompanyProfileCalls } from '@qishu/contract';

export type EquityLevel = CallOutput<typeof CompanyProfileCalls.equityLevel>;
export type EquityNodeData = EquityLevel['nodes'][number];
export type Direction = 'up' | 'down';

export interface GraphNode {
  key: string;
  kind: 'C' | 'P' | 'O';
  id: number | null;
  name: string;
  status: string | null;
  /** 0 the company itself, negative above (holders), positive below (investments) */
  level: number;
  /** the node whose unfolding placed this one (null for the middle) */
  parent: string | null;
  /** position among the nodes its parent placed (largest ratio first) */
  order: number;
  /** how many nodes unfolding this one would give: above upwards, below downwards */
  next: { up: number; down: number };
}

export interface GraphEdge {
  /** the holder */
  from: string;
  /** the company held */
  to: string;
  ratio_ppm: number;
  /** to a node another unfolding had already drawn (a cycle or a shared holder) */
  cross: boolean;
  /** the unfolding that drew the edge: `${key}|${direction}` */
  via: string;
}

export interface EquityGraph {
  nodes: ReadonlyMap<string, GraphNode>;
  edges: readonly GraphEdge[];
  /** unfoldings done, each with how many nodes it left out (the level's total beyond the limit) */
  unfolded: ReadonlyMap<string, { hidden: number }>;
}

export function nodeKey(kind: string, id: number | null, name: string): string {
  return id === null ? `${kind}:${name}` : `${kind}:${id}`;
}

export const unfoldKey = (key: string, direction: Direction) => `${key}|${direction}`;

/** The graph of a company before anything is unfolded. */
export function initialGraph(company: {
  company_id: number;
  name: string;
  status?: string | null;
}): EquityGraph {
  const key = nodeKey('C', company.company_id, company.name);
  const middle: GraphNode = {
    key,
    kind: 'C',
    id: company.company_id,
    name: company.name,
    status: company.status ?? null,
    level: 0,
    parent: null,
    order: 0,
    next: { up: 0, down: 0 },
  };
  return { nodes: new Map([[key, middle]]), edges: [], unfolded: new Map() };
}

/** Which way a node unfolds: holders above, investments below, both for the middle. */
export function directionsOf(node: GraphNode): Direction[] {
  if (node.level < 0) return ['up'];
  if (node.level > 0) return ['down'];
  return ['up', 'down'];
}

/** Records how many nodes unfolding `key` would give (the middle learns it from its first level). */
export function withNextCount(
  graph: EquityGraph,
  key: string,
  direction: Direction,
  count: number,
): EquityGraph {
  const node = graph.nodes.get(key);
  if (!node || node.next[direction] === count) return graph;
  const nodes = new Map(graph.nodes);
  nodes.set(key, { ...node, next: { ...node.next, [direction]: count } });
  return { ...graph, nodes };
}

/** Adds the level that unfolding `key` in `direction` gave. */
export function unfold(
  graph: EquityGraph,
  key: string,
  direction: Direction,
  level: EquityLevel,
): EquityGraph {
  const parent = graph.nodes.get(key);
  if (!parent) return graph;
  const via = unfoldKey(key, direction);
  const nodes = new Map(graph.nodes);
  const edges = [...graph.edges];
  const hasEdge = (from: string, to: string) => edges.some((e) => e.from === from && e.to === to);
  level.nodes.forEach((data, order) => {
    const childKey = nodeKey(data.kind, data.id, data.name);
    const existing = nodes.get(childKey);
    if (!existing) {
      nodes.set(childKey, {
        key: childKey,
        kind: data.kind,
        id: data.id,
        name: data.name,
        status: data.status,
        level: parent.level + (direction === 'up' ? -1 : 1),
        parent: key,
        order,
        next: {
          up: direction === 'up' ? data.next_count : 0,
          down: direction === 'down' ? data.next_count : 0,
        },
      });
    }
    const [from, to] = direction === 'up' ? [childKey, key] : [key, childKey];
    if (!hasEdge(from, to))
      edges.push({ from, to, ratio_ppm: data.ratio_ppm, cross: Boolean(existing), via });
  });
  const unfolded = new Map(graph.unfolded);
  unfolded.set(via, { hidden: Math.max(0, level.total - level.nodes.length) });
  const withCount = { nodes, edges, unfolded };
  return withNextCount(withCount, key, direction, Math.max(parent.next[direction], level.total));
}

/** Folds `key` in `direction` back: the nodes it placed go, with everything unfolded from them. */
export function fold(graph: EquityGraph, key: string, direction: Direction): EquityGraph {
  const removedNodes = new Set<string>();
  const removedUnfoldings = new Set<string>([unfoldKey(key, direction)]);
  let changed = true;
  while (changed) {
    changed = false;
    for (const node of graph.nodes.values()) {
      if (removedNodes.has(node.key) || node.parent === null) continue;
      const placedBy = (node.level < 0 ? 'up' : 'down') as Direction;
      if (removedUnfoldings.has(unfoldKey(node.parent, placedBy))) {
        removedNodes.add(node.key);
        removedUnfoldings.add(unfoldKey(node.key, 'up'));
        removedUnfoldings.add(unfoldKey(node.key, 'down'));
        changed = true;
      }
    }
  }
  const nodes = new Map([...graph.nodes].filter(([k]) => !removedNodes.has(k)));
  const edges = graph.edges.filter(
    (e) => !removedUnfoldings.has(e.via) && !removedNodes.has(e.from) && !removedNodes.has(e.to),
  );
  const unfolded = new Map([...graph.unfolded].filter(([k]) => !removedUnfoldings.has(k)));
  return { nodes, edges, unfolded };
}

export function isUnfolded(graph: EquityGraph, key: string, direction: Direction): boolean {
  return graph.unfolded.has(unfoldKey(key, direction));
}
