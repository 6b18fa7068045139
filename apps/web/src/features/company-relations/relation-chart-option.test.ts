import { describe, expect, it } from 'vitest';
import type { RelationResult } from '@qishu/contract';
import { chartGeometry, drawnLinks, layoutRelations, relationChartOption } from './relation-chart-option.ts';
import { parseRelationParams, relationSearchParams } from './relation-params.ts';

const node = (key: string, name: string, chosen = false) => ({
  key,
  kind: key[0] === 'C' ? ('company' as const) : ('person' as const),
  id: Number(key.slice(1)),
  name,
  status: key[0] === 'C' ? '存续' : null,
  chosen,
});
const edge = (from: string, to: string, kind: RelationResult['edges'][number]['kind'], label: string) => ({
  from,
  to,
  kind,
  label,
  ratio_ppm: null,
});

// A holds B; 张三 is B's legal representative and holds C; C and D hold each other
const result: Pick<RelationResult, 'nodes' | 'edges'> = {
  nodes: [
    node('C1', 'A公司', true),
    node('C2', 'B公司'),
    node('P7', '张三'),
    node('C3', 'C公司', true),
    node('C4', 'D公司', true),
    node('C9', '孤立公司', true),
  ],
  edges: [
    edge('C1', 'C2', 'holding', '持股 51%'),
    edge('P7', 'C2', 'legal', '法定代表人'),
    edge('P7', 'C2', 'holding', '持股 10%'),
    edge('P7', 'C3', 'holding', '持股 30%'),
    edge('C3', 'C4', 'holding', '持股 20%'),
    edge('C4', 'C3', 'holding', '持股 5%'),
  ],
};

describe('the relation graph', () => {
  it('lays a chain out left to right from the first chosen node, unlinked parts after it', () => {
    const layout = layoutRelations(result);
    const col = (k: string) => layout.at.get(k)!.column;
    expect(['C1', 'C2', 'P7', 'C3', 'C4', 'C9'].map(col)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(layout.columns).toBe(6);
    expect(layout.rows).toBe(1);
  });

  it('draws parallel edges as one labelled link and bends the two ways of a cross-holding', () => {
    expect(
      drawnLinks(result.edges).map((l) => `${l.from}>${l.to} ${l.label}${l.bend ? ' bent' : ''}`),
    ).toEqual([
      'C1>C2 持股 51%',
      'P7>C2 法定代表人、持股 10%',
      'P7>C3 持股 30%',
      'C3>C4 持股 20% bent',
      'C4>C3 持股 5% bent',
    ]);
  });

  it('styles companies and people apart and fills the chosen ones; the canvas grows past a phone', () => {
    const layout = layoutRelations(result);
    const phone = chartGeometry(layout, 360);
    expect(phone.width).toBeGreaterThan(360);
    const option = relationChartOption(result, layout, phone) as {
      series: { data: { id: string; symbol: string; itemStyle: { color: string } }[]; links: unknown[] }[];
    };
    const byId = new Map(option.series[0]!.data.map((d) => [d.id, d]));
    expect(byId.get('C1')).toMatchObject({ symbol: 'roundRect', itemStyle: { color: '#1d4ed8' } });
    expect(byId.get('C2')).toMatchObject({ symbol: 'roundRect', itemStyle: { color: '#fff' } });
    expect(byId.get('P7')).toMatchObject({ symbol: 'circle', itemStyle: { color: '#fff' } });
    expect(option.series[0]!.links).toHaveLength(5);
    expect(
      chartGeometry(
        layoutRelations({ nodes: result.nodes.slice(0, 2), edges: result.edges.slice(0, 1) }),
        1200,
      ).width,
    ).toBe(1200);
  });
});

describe('the address of a search', () => {
  it('reads companies, people and the depth, skipping repeats, bad ids and depths out of range', () => {
    const p = parseRelationParams(new URLSearchParams('company=12&company=12&company=x&person=7&hops=9'));
    expect(p).toEqual({
      entities: [
        { key: 'C12', kind: 'company', id: 12 },
        { key: 'P7', kind: 'person', id: 7 },
      ],
      hops: 4,
    });
    expect(relationSearchParams({ ...p, hops: 6 }).toString()).toBe('company=12&person=7&hops=6');
    expect(parseRelationParams(new URLSearchParams('hops=2')).hops).toBe(2);
  });
});
