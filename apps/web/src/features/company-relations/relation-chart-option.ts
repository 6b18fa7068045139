import type { EChartsCoreOption } from 'echarts/core';
import type { RelationEdgeKind, RelationResult } from '@qishu/contract';

export const RelationColors = {
  company: '#1d4ed8',
  person: '#c2410c',
  holding: '#64748b',
  role: '#c2410c',
  branch: '#15803d',
  text: '#1f2937',
} as const;

export interface RelationLayout {
  /** node key → column (distance from the first chosen node of its part) and row */
  at: Map<string, { column: number; row: number }>;
  columns: number;
  rows: number;
}

/**
 * Columns by distance along the result's edges from the first chosen node (a chain reads left to
 * right, A … B); each connected part after the previous one; rows centred in their column.
 */
export function layoutRelations(result: Pick<RelationResult, 'nodes' | 'edges'>): RelationLayout {
  const adj = new Map<string, Set<string>>();
  for (const e of result.edges) {
    if (!adj.has(e.from)) adj.set(e.from, new Set());
    if (!adj.has(e.to)) adj.set(e.to, new Set());
    adj.get(e.from)!.add(e.to);
    adj.get(e.to)!.add(e.from);
  }
  const starts = [...result.nodes.filter((n) => n.chosen), ...result.nodes.filter((n) => !n.chosen)];
  const layer = new Map<string, number>();
  const columns: string[][] = [];
  let offset = 0;
  for (const start of starts) {
    if (layer.has(start.key)) continue;
    let widest = 0;
    layer.set(start.key, 0);
    const queue = [start.key];
    while (queue.length) {
      const k = queue.shift()!;
      const d = layer.get(k)!;
      widest = Math.max(widest, d);
      (columns[offset + d] ??= []).push(k);
      for (const n of adj.get(k) ?? []) {
        if (!layer.has(n)) {
          layer.set(n, d + 1);
          queue.push(n);
        }
      }
    }
    offset += widest + 1;
  }
  const at = new Map<string, { column: number; row: number }>();
  let rows = 1;
  columns.forEach((keys, column) => {
    rows = Math.max(rows, keys.length);
    keys.forEach((k, i) => at.set(k, { column, row: i - (keys.length - 1) / 2 }));
  });
  return { at, columns: Math.max(1, columns.length), rows };
}

/** One drawn link: the edges between two nodes the same way, labels joined. */
export interface DrawnLink {
  from: string;
  to: string;
  label: string;
  kind: RelationEdgeKind;
  /** the other way is drawn too (a cross-holding): both bend */
  bend: boolean;
}

export function drawnLinks(edges: RelationResult['edges']): DrawnLink[] {
  const byPair = new Map<string, DrawnLink>();
  for (const e of edges) {
    const id = `${e.from}>${e.to}`;
    const known = byPair.get(id);
    if (known) {
      known.label = `${known.label}、${e.label}`;
      if (e.kind === 'legal') known.kind = 'legal';
    } else byPair.set(id, { from: e.from, to: e.to, label: e.label, kind: e.kind, bend: false });
  }
  for (const l of byPair.values()) l.bend = byPair.has(`${l.to}>${l.from}`);
  return [...byPair.values()];
}

export interface ChartGeometry {
  columnGap: number;
  rowGap: number;
  nodeWidth: number;
  /** canvas size */
  width: number;
  /** x of the first column's centre (the picture centred when the box is wider) */
  left: number;
  height: number;
}

/** Canvas size for a layout: the whole picture at scale 1, at least the box's width. */
export function chartGeometry(layout: RelationLayout, boxWidth: number): ChartGeometry {
  const phone = boxWidth < 600;
  const nodeWidth = phone ? 112 : 132;
  const columnGap = nodeWidth + (phone ? 96 : 118);
  const rowGap = 96;
  const content = (layout.columns - 1) * columnGap + nodeWidth + 48;
  const width = Math.max(boxWidth, content);
  const left = (width - content) / 2 + nodeWidth / 2 + 24;
  const height = Math.max(phone ? 240 : 300, (layout.rows - 1) * rowGap + 150);
  return { columnGap, rowGap, nodeWidth, width, height, left };
}

/** The node a click opens. */
export interface RelationClick {
  kind: 'company' | 'person';
  id: number;
}

export function relationChartOption(
  result: Pick<RelationResult, 'nodes' | 'edges'>,
  layout: RelationLayout,
  g: ChartGeometry,
): EChartsCoreOption {
  const data = result.nodes.map((n) => {
    const p = layout.at.get(n.key) ?? { column: 0, row: 0 };
    const colour = n.kind === 'company' ? RelationColors.company : RelationColors.person;
    const company = n.kind === 'company';
    return {
      id: n.key,
      name: n.name,
      x: g.left + p.column * g.columnGap,
      y: g.height / 2 + p.row * g.rowGap,
      symbol: company ? 'roundRect' : 'circle',
      symbolSize: company ? [g.nodeWidth, 46] : n.chosen ? 58 : 50,
      itemStyle: {
        color: n.chosen ? colour : '#fff',
        borderColor: colour,
        borderWidth: n.chosen ? 0 : 1.5,
        shadowBlur: n.chosen ? 8 : 0,
        shadowColor: 'rgba(29, 78, 216, 0.3)',
      },
      label: {
        show: true,
        position: 'inside',
        width: company ? g.nodeWidth - 12 : 46,
        overflow: 'break',
        lineHeight: 15,
        fontSize: 12,
        fontWeight: n.chosen ? 600 : 400,
        color: n.chosen ? '#fff' : company ? RelationColors.text : RelationColors.person,
      },
      tooltip: { formatter: `${company ? '企业' : '人员'}：${n.name}${n.status ? `（${n.status}）` : ''}` },
      click: { kind: n.kind, id: n.id } satisfies RelationClick,
    };
  });
  const links = drawnLinks(result.edges).map((l) => {
    const colour =
      l.kind === 'holding'
        ? RelationColors.holding
        : l.kind === 'branch'
          ? RelationColors.branch
          : RelationColors.role;
    return {
      source: l.from,
      target: l.to,
      value: l.label,
      label: {
        show: true,
        formatter: l.label,
        fontSize: 12,
        color: l.kind === 'holding' ? '#334155' : colour,
        backgroundColor: '#fff',
        padding: [1, 3],
        width: g.columnGap - g.nodeWidth - 12,
        overflow: 'break',
      },
      lineStyle: {
        color: colour,
        width: 1.4,
        type: l.kind === 'branch' ? 'dashed' : 'solid',
        curveness: l.bend ? 0.25 : 0,
      },
      tooltip: { formatter: l.label },
    };
  });
  // two invisible corners make the picture's extent the canvas: one unit is one pixel, whatever
  // the nodes' spread (a single row would otherwise be stretched to fill the height)
  const corner = (id: string, x: number, y: number) => ({
    id,
    name: '',
    x,
    y,
    symbolSize: 0,
    label: { show: false },
    tooltip: { show: false },
    silent: true,
  });
  return {
    animation: false,
    tooltip: { trigger: 'item', confine: true },
    series: [
      {
        type: 'graph',
        layout: 'none',
        roam: true,
        scaleLimit: { min: 0.3, max: 3 },
        left: 0,
        right: 0,
        top: 0,
        bottom: 0,
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: 8,
        data: [...data, corner('corner:start', 0, 0), corner('corner:end', g.width, g.height)],
        links,
        emphasis: { focus: 'adjacency', lineStyle: { width: 2.4 } },
      },
    ],
  };
}
