import { relationEdgeLabel, type RelationEdgeKind } from '@qishu/contract';
import type { RelationLink } from '../../repositories/company-relations-repository.ts';

/** One edge of the part of the registry graph a request has read. */
export interface GraphEdge {
  from: string;
  to: string;
  kind: RelationEdgeKind;
  label: string;
  ratio_ppm: number | null;
}

/** Reads the links of a level: the companies and people given, at most `rowCap` rows a read. */
export type LinkLoader = (
  companyIds: number[],
  personIds: number[],
) => Promise<{ links: RelationLink[]; cut: boolean }>;

export interface WalkLimits {
  /** nodes a side of the search carries to its next level at most (hub guard) */
  frontierMax: number;
  /** shortest paths kept per pair */
  pathsPerPair: number;
}

export interface PairAnswer {
  hops: number | null;
  paths: { nodes: string[]; steps: number[][] }[];
  more: boolean;
  truncated: boolean;
}

/**
 * The registry graph as far as one request has read it: nodes are `C<id>` and `P<id>`, an edge per
 * (kind, from, to), adjacency kept both ways. A node's neighbours are read once (a whole level in one
 * batch of index reads) and shared by every pair of the request.
 */
export class RelationGraph {
  readonly edges: GraphEdge[] = [];
  private readonly edgeIds = new Map<string, number>();
  /** node → neighbour → edges joining them (complete only for loaded nodes) */
  private readonly adj = new Map<string, Map<string, number[]>>();
  private readonly loaded = new Set<string>();
  /** nodes whose neighbours were cut by a read's row cap */
  private readonly cutNodes = new Set<string>();

  constructor(private readonly load: LinkLoader) {}

  neighbours(key: string): ReadonlyMap<string, number[]> {
    return this.adj.get(key) ?? new Map<string, number[]>();
  }

  /** Reads the neighbours of the nodes not read yet; true when one of `keys` may miss some. */
  async ensure(keys: readonly string[]): Promise<boolean> {
    const todo = keys.filter((k) => !this.loaded.has(k));
    if (todo.length) {
      const companies: number[] = [];
      const people: number[] = [];
      for (const k of todo) (k[0] === 'C' ? companies : people).push(Number(k.slice(1)));
      const { links, cut } = await this.load(companies, people);
      for (const l of links) this.add(l);
      for (const k of todo) {
        this.loaded.add(k);
        if (cut) this.cutNodes.add(k);
      }
    }
    return keys.some((k) => this.cutNodes.has(k));
  }

  private add(l: RelationLink): void {
    const kind: RelationEdgeKind =
      l.kind === 'role' ? (l.is_legal ? 'legal' : 'position') : l.kind === 'holding' ? 'holding' : 'branch';
    const id = `${kind}|${l.from}|${l.to}`;
    if (this.edgeIds.has(id) || l.from === l.to) return;
    const index = this.edges.length;
    this.edges.push({
      from: l.from,
      to: l.to,
      kind,
      label: relationEdgeLabel({ kind, ratio_ppm: l.ratio_ppm ?? null, positions: l.positions ?? null }),
      ratio_ppm: kind === 'holding' ? (l.ratio_ppm ?? 0) : null,
    });
    this.edgeIds.set(id, index);
    this.link(l.from, l.to, index);
    this.link(l.to, l.from, index);
  }

  private link(a: string, b: string, edge: number): void {
    let m = this.adj.get(a);
    if (!m) this.adj.set(a, (m = new Map()));
    const list = m.get(b);
    if (list) list.push(edge);
    else m.set(b, [edge]);
  }
}

interface Side {
  root: string;
  dist: Map<string, number>;
  /** node → the nodes one step nearer the root with the edges joining them */
  parents: Map<string, { prev: string; edges: number[] }[]>;
  frontier: string[];
  depth: number;
}

const sideOf = (root: string): Side => ({
  root,
  dist: new Map([[root, 0]]),
  parents: new Map(),
  frontier: [root],
  depth: 0,
});

/** The paths from `side.root` to `node` through the recorded parents, at most `max`. */
function halves(side: Side, node: string, max: number): { nodes: string[]; steps: number[][] }[] {
  if (node === side.root) return [{ nodes: [node], steps: [] }];
  const out: { nodes: string[]; steps: number[][] }[] = [];
  for (const p of side.parents.get(node) ?? []) {
    for (const h of halves(side, p.prev, max - out.length)) {
      out.push({ nodes: [...h.nodes, node], steps: [...h.steps, p.edges] });
      if (out.length >= max) return out;
    }
  }
  return out;
}

/**
 * The shortest paths between `from` and `to` of at most `maxHops` edges: a breadth-first search from
 * both ends, each step a whole level of the side with the smaller frontier (one batch of reads).
 * Before a level the two sides share no node, so the shortest path is longer than both depths
 * together; the first level that reaches the other side gives every shortest path, through the nodes
 * both sides have seen. A side's level larger than `frontierMax` is cut (and the answer says so).
 */
export async function shortestPaths(
  graph: RelationGraph,
  from: string,
  to: string,
  maxHops: number,
  limits: WalkLimits,
): Promise<PairAnswer> {
  const a = sideOf(from);
  const b = sideOf(to);
  let truncated = false;
  while (a.depth + b.depth < maxHops && a.frontier.length && b.frontier.length) {
    const [near, far] = a.frontier.length <= b.frontier.length ? [a, b] : [b, a];
    if (await graph.ensure(near.frontier)) truncated = true;
    const next: string[] = [];
    const depth = near.depth + 1;
    for (const u of near.frontier) {
      for (const [v, edges] of graph.neighbours(u)) {
        const d = near.dist.get(v);
        if (d === undefined) {
          near.dist.set(v, depth);
          near.parents.set(v, [{ prev: u, edges }]);
          next.push(v);
        } else if (d === depth) {
          near.parents.get(v)!.push({ prev: u, edges });
        }
      }
    }
    near.depth = depth;
    const meets = next.filter((v) => far.dist.has(v));
    if (meets.length) {
      const cap = limits.pathsPerPair + 1;
      const paths: PairAnswer['paths'] = [];
      for (const m of meets) {
        const left = halves(a, m, cap);
        const right = halves(b, m, cap);
        for (const l of left) {
          for (const r of right) {
            paths.push({
              nodes: [...l.nodes, ...r.nodes.slice(0, -1).reverse()],
              steps: [...l.steps, ...[...r.steps].reverse()],
            });
            if (paths.length >= cap) break;
          }
          if (paths.length >= cap) break;
        }
        if (paths.length >= cap) break;
      }
      const more = paths.length > limits.pathsPerPair;
      return { hops: a.depth + b.depth, paths: paths.slice(0, limits.pathsPerPair), more, truncated };
    }
    if (next.length > limits.frontierMax) {
      truncated = true;
      next.length = limits.frontierMax;
    }
    near.frontier = next;
  }
  return { hops: null, paths: [], more: false, truncated };
}
