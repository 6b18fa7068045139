/**
 * Where each node of the equity graph goes: levels as rows (holders above the company, investments
 * below), each parent's nodes grouped above or below it, groups in their parents' order, so edges
 * cross little. A row is never wrapped (an edge from a second row would run through the first):
 * a wide level makes the picture wider and the page scrolls it sideways. Coordinates are pixels,
 * the company at (0, 0).
 */
import {
  directionsOf,
  isUnfolded,
  type Direction,
  type EquityGraph,
  type GraphNode,
} from './equity-graph.ts';

export interface LayoutOptions {
  /** horizontal distance between node centres */
  columnGap: number;
  /** vertical distance between rows */
  rowGap: number;
}

export interface PlacedNode {
  node: GraphNode;
  x: number;
  y: number;
}

/** The +/− of a node that can unfold: where it sits (above or below the node) and what it does. */
export interface PlacedToggle {
  key: string;
  direction: Direction;
  unfolded: boolean;
  /** nodes that unfolding gives */
  count: number;
  x: number;
  y: number;
}

/** A note after a level cut at the limit: how many more there are. */
export interface PlacedMore {
  parent: string;
  direction: Direction;
  hidden: number;
  x: number;
  y: number;
}

export interface EquityLayout {
  nodes: PlacedNode[];
  toggles: PlacedToggle[];
  more: PlacedMore[];
  /** the extent of the node centres, for sizing the chart */
  left: number;
  right: number;
  top: number;
  height: number;
}

/** A node box's height; its +/− sits on the box's top or bottom edge, where the edges leave. */
export const NODE_HEIGHT = 44;
export const TOGGLE_OFFSET = NODE_HEIGHT / 2;

export function layoutEquity(graph: EquityGraph, opts: LayoutOptions): EquityLayout {
  const byLevel = new Map<number, GraphNode[]>();
  for (const node of graph.nodes.values()) {
    const list = byLevel.get(node.level) ?? [];
    list.push(node);
    byLevel.set(node.level, list);
  }
  const xOf = new Map<string, number>();
  const placed: PlacedNode[] = [];
  const more: PlacedMore[] = [];
  let minY = 0;
  let maxY = 0;
  let minX = 0;
  let maxX = 0;
  const gap = opts.columnGap;

  // the middle, then each side outwards: a level's order depends on the level before it
  const levels = [...byLevel.keys()];
  const up = levels.filter((l) => l < 0).sort((a, b) => b - a);
  const down = levels.filter((l) => l > 0).sort((a, b) => a - b);
  for (const side of [[0], up, down]) {
    let rowIndex = 0; // rows used so far on this side
    for (const level of side) {
      const direction: Direction = level < 0 ? 'up' : 'down';
      const nodes = (byLevel.get(level) ?? []).sort(
        (a, b) => (xOf.get(a.parent ?? '') ?? 0) - (xOf.get(b.parent ?? '') ?? 0) || a.order - b.order,
      );
      // a level cut at the limit shows a note of the rest after its parent's nodes
      const notes = level === 0 ? [] : hiddenNotes(graph, direction, level);
      const row = underParents(groupByParent(nodes, notes, xOf), gap);
      const y = level === 0 ? 0 : (direction === 'up' ? -1 : 1) * (rowIndex + 1) * opts.rowGap;
      if (level !== 0) rowIndex++;
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      for (const { cell, x } of row) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        if ('node' in cell) {
          placed.push({ node: cell.node, x, y });
          xOf.set(cell.node.key, x);
        } else {
          more.push({ ...cell.note, x, y });
        }
      }
    }
  }

  const toggles: PlacedToggle[] = [];
  for (const { node, x, y } of placed) {
    for (const direction of directionsOf(node)) {
      const count = node.next[direction];
      if (count <= 0) continue;
      toggles.push({
        key: node.key,
        direction,
        unfolded: isUnfolded(graph, node.key, direction),
        count,
        x,
        y: y + (direction === 'up' ? -TOGGLE_OFFSET : TOGGLE_OFFSET),
      });
    }
  }
  return {
    nodes: placed,
    toggles,
    more,
    left: minX,
    right: maxX,
    top: minY,
    height: maxY - minY,
  };
}

type Note = Omit<PlacedMore, 'x' | 'y'>;
type Cell = { node: GraphNode } | { note: Note };
interface Group {
  /** where the group would like its centre: above or below its parent */
  centre: number;
  cells: Cell[];
}

/** The level's nodes and notes grouped by the parent that placed them, in the parents' order. */
function groupByParent(
  nodes: readonly GraphNode[],
  notes: readonly Note[],
  xOf: ReadonlyMap<string, number>,
): Group[] {
  const groups = new Map<string, Group>();
  const add = (parent: string, cell: Cell) => {
    const group = groups.get(parent) ?? { centre: xOf.get(parent) ?? 0, cells: [] };
    group.cells.push(cell);
    groups.set(parent, group);
  };
  for (const node of nodes) add(node.parent ?? '', { node });
  for (const note of notes) add(note.parent, { note });
  return [...groups.values()].sort((a, b) => a.centre - b.centre);
}

/**
 * One row whose groups sit under (or over) their parents as far as they can: each group centred on
 * its parent and pushed right past the group before it; then the whole row moves back by the mean
 * push, so crowding spreads to both sides instead of all to the right.
 */
function underParents(groups: readonly Group[], gap: number): { cell: Cell; x: number }[] {
  const wanted = groups.map((g) => g.centre - ((g.cells.length - 1) / 2) * gap);
  const starts: number[] = [];
  groups.forEach((g, i) => {
    const after = i > 0 ? starts[i - 1]! + groups[i - 1]!.cells.length * gap : -Infinity;
    starts.push(Math.max(wanted[i]!, after));
  });
  const cells = groups.reduce((n, g) => n + g.cells.length, 0);
  const push =
    groups.reduce((sum, g, i) => sum + (starts[i]! - wanted[i]!) * g.cells.length, 0) / Math.max(1, cells);
  return groups.flatMap((g, i) => g.cells.map((cell, j) => ({ cell, x: starts[i]! - push + j * gap })));
}

/** The notes of the unfoldings into `level` that were cut at the limit. */
function hiddenNotes(graph: EquityGraph, direction: Direction, level: number): Note[] {
  const notes: Note[] = [];
  for (const [via, { hidden }] of graph.unfolded) {
    if (hidden <= 0) continue;
    const cut = via.lastIndexOf('|');
    const parent = via.slice(0, cut);
    const dir = via.slice(cut + 1) as Direction;
    const parentLevel = graph.nodes.get(parent)?.level;
    if (dir !== direction || parentLevel === undefined) continue;
    if (parentLevel + (direction === 'up' ? -1 : 1) !== level) continue;
    notes.push({ parent, direction, hidden });
  }
  return notes;
}
