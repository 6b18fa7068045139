/**
 * The ECharts option of the equity graph: a `graph` series with our own layered layout (layout
 * 'none'), boxes for companies and people, a +/− on every node that can unfold, the ratio on every
 * edge. Edges run between small invisible ports on the boxes' top and bottom edges, so arrows end
 * on the box (ECharts would otherwise aim at the centre of a wide box and stop short of it).
 */
import type { EChartsCoreOption } from 'echarts/core';
import { ratioText } from '../../lib/company/ratio.ts';
import type { Direction, EquityGraph, GraphNode } from './equity-graph.ts';
import { NODE_HEIGHT, type EquityLayout } from './equity-layout.ts';
import { EquityTexts as T } from './texts.ts';

export const EquityColors = {
  middle: '#1d4ed8',
  company: '#1d4ed8',
  person: '#c2410c',
  org: '#64748b',
  edge: '#94a3b8',
  cross: '#d97706',
  text: '#1f2937',
} as const;

/** What a click on the chart is about (read back from the clicked item's data). */
export type EquityClick =
  | { role: 'node'; node: GraphNode }
  | { role: 'toggle'; key: string; direction: Direction; unfolded: boolean }
  | { role: 'more'; parent: string };

const PAD = 12;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const portId = (key: string, side: 'top' | 'bottom') => `port:${side}:${key}`;

function colourOf(node: GraphNode): string {
  if (node.level === 0) return EquityColors.middle;
  if (node.kind === 'P') return EquityColors.person;
  if (node.kind === 'O') return EquityColors.org;
  return EquityColors.company;
}

function tipOf(node: GraphNode, ratio: number | undefined): string {
  const lines = [`<b>${escapeHtml(node.name)}</b>`, `${T.kind[node.kind] ?? ''}`];
  if (ratio !== undefined) lines.push(`${T.ratio}：${ratioText(ratio)}`);
  if (node.status) lines.push(`${T.status}：${escapeHtml(node.status)}`);
  if (node.id !== null && node.level !== 0 && node.kind !== 'O') lines.push(T.openDetail);
  return lines.join('<br/>');
}

/** The chart's box in layout pixels: at least the container's width, centred on the company. */
export interface ChartBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function chartBox(layout: EquityLayout, containerWidth: number, nodeWidth: number): ChartBox {
  const margin = nodeWidth / 2 + PAD;
  const left = Math.min(-containerWidth / 2, layout.left - margin);
  const right = Math.max(containerWidth / 2, layout.right + margin);
  return {
    left,
    top: layout.top - NODE_HEIGHT / 2 - PAD - 8,
    width: Math.round(right - left),
    height: Math.round(layout.height + NODE_HEIGHT + 2 * PAD + 16),
  };
}

interface OptionInput {
  graph: EquityGraph;
  layout: EquityLayout;
  /** the chart's box: the option maps one layout pixel to one screen pixel */
  box: ChartBox;
  nodeWidth: number;
}

export function equityChartOption({ graph, layout, box, nodeWidth }: OptionInput): EChartsCoreOption {
  // the ratio a node holds in (above) or is held with (below) its parent, for its tooltip
  const ratioOf = new Map<string, number>();
  for (const edge of graph.edges) {
    if (edge.cross) continue;
    const placed = graph.nodes.get(edge.from)?.level ?? 0;
    ratioOf.set(placed < 0 ? edge.from : edge.to, edge.ratio_ppm);
  }
  const position = new Map(layout.nodes.map((p) => [p.node.key, p]));

  const data: Record<string, unknown>[] = [];
  for (const { node, x, y } of layout.nodes) {
    const colour = colourOf(node);
    const middle = node.level === 0;
    data.push({
      id: node.key,
      name: node.name,
      x,
      y,
      symbol: 'roundRect',
      symbolSize: [nodeWidth, NODE_HEIGHT],
      itemStyle: { color: middle ? colour : '#fff', borderColor: colour, borderWidth: middle ? 0 : 1.2 },
      label: {
        show: true,
        formatter: node.name,
        color: middle ? '#fff' : node.kind === 'P' ? EquityColors.person : EquityColors.text,
        fontSize: 12,
        fontWeight: middle ? 'bold' : 'normal',
        width: nodeWidth - 12,
        height: NODE_HEIGHT - 8,
        lineHeight: 16,
        overflow: 'break',
        lineOverflow: 'truncate',
        align: 'center',
        verticalAlign: 'middle',
      },
      tip: tipOf(node, ratioOf.get(node.key)),
      click: { role: 'node', node } satisfies EquityClick,
      cursor: middle || node.id === null || node.kind === 'O' ? 'default' : 'pointer',
    });
    for (const side of ['top', 'bottom'] as const) {
      data.push({
        id: portId(node.key, side),
        name: '',
        x,
        y: y + (side === 'top' ? -1 : 1) * (NODE_HEIGHT / 2),
        symbolSize: 1,
        itemStyle: { opacity: 0 },
        label: { show: false },
        silent: true,
        tooltip: { show: false },
      });
    }
  }
  for (const toggle of layout.toggles) {
    data.push({
      id: `toggle:${toggle.direction}:${toggle.key}`,
      name: toggle.unfolded ? '−' : '+',
      x: toggle.x,
      y: toggle.y,
      symbol: 'circle',
      symbolSize: 16,
      z: 5,
      itemStyle: { color: '#fff', borderColor: EquityColors.company, borderWidth: 1.2 },
      label: {
        show: true,
        formatter: toggle.unfolded ? '−' : '+',
        color: EquityColors.company,
        fontSize: 14,
        fontWeight: 'bold',
        lineHeight: 14,
      },
      tip: toggle.unfolded ? T.fold(toggle.direction) : T.unfold(toggle.count, toggle.direction),
      click: {
        role: 'toggle',
        key: toggle.key,
        direction: toggle.direction,
        unfolded: toggle.unfolded,
      } satisfies EquityClick,
    });
  }
  for (const note of layout.more) {
    data.push({
      id: `more:${note.direction}:${note.parent}`,
      name: T.hidden(note.hidden),
      x: note.x,
      y: note.y,
      symbol: 'roundRect',
      symbolSize: [nodeWidth, NODE_HEIGHT],
      itemStyle: { color: '#f8fafc', borderColor: '#cbd5e1', borderType: 'dashed', borderWidth: 1 },
      label: { show: true, formatter: T.hidden(note.hidden), color: '#64748b', fontSize: 12 },
      tip: T.hiddenTip,
      click: { role: 'more', parent: note.parent } satisfies EquityClick,
    });
  }
  // two invisible corners pin the coordinate box to the chart's pixels (no fitting, no scaling)
  for (const [id, x, y] of [
    ['corner:a', box.left, box.top],
    ['corner:b', box.left + box.width, box.top + box.height],
  ] as const) {
    data.push({
      id,
      name: '',
      x,
      y,
      symbolSize: 0,
      label: { show: false },
      silent: true,
      tooltip: { show: false },
    });
  }

  const links = graph.edges.flatMap((edge) => {
    const from = position.get(edge.from);
    const to = position.get(edge.to);
    if (!from || !to) return [];
    const downwards = from.y <= to.y;
    return [
      {
        source: portId(edge.from, downwards ? 'bottom' : 'top'),
        target: portId(edge.to, downwards ? 'top' : 'bottom'),
        label: { show: true, formatter: ratioText(edge.ratio_ppm) },
        lineStyle: edge.cross
          ? { color: EquityColors.cross, type: 'dashed', curveness: 0.2 }
          : { color: EquityColors.edge, type: 'solid', curveness: 0 },
      },
    ];
  });

  return {
    animation: false,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { dataType?: string; data?: { tip?: string } }) =>
        params.dataType === 'node' ? (params.data?.tip ?? '') : '',
    },
    series: [
      {
        type: 'graph',
        layout: 'none',
        roam: false,
        left: 0,
        right: 0,
        top: 0,
        bottom: 0,
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: [0, 7],
        edgeLabel: {
          show: true,
          fontSize: 11,
          color: EquityColors.company,
          backgroundColor: '#fff',
          padding: [1, 3],
          borderRadius: 2,
        },
        lineStyle: { width: 1, opacity: 1 },
        emphasis: { disabled: true },
        data,
        links,
      },
    ],
  };
}
