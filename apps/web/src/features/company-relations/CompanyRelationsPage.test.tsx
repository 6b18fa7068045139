import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RelationPaths, SeekPaths, type PersonCandidate, type RelationResult } from '@qishu/contract';
import type { ChartClickParams } from '../../lib/charts/EChart.tsx';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { renderRoutes } from '../../test/render.tsx';
import { relationChartLoader } from './chart-loader.ts';
import { CompanyRelationsPage } from './CompanyRelationsPage.tsx';

// jsdom has no canvas: the chart gets a stand-in that records the options and keeps the click handler
const setOption = vi.fn();
let click: ((params: ChartClickParams) => void) | undefined;
beforeEach(() => {
  click = undefined;
  vi.spyOn(relationChartLoader, 'load').mockResolvedValue({
    init: () => ({
      setOption,
      resize: () => {},
      dispose: () => {},
      on: (_event: string, handler: (...args: unknown[]) => void) => {
        click = handler as (params: ChartClickParams) => void;
      },
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setOption.mockClear();
});

const FIND = `/api${RelationPaths.find}`;
const linked: RelationResult = {
  max_hops: 4,
  truncated: false,
  nodes: [
    { key: 'C1', kind: 'company', id: 1, name: '华瑞控股集团有限公司', status: '存续', chosen: true },
    { key: 'P7', kind: 'person', id: 7, name: '林晓峰', status: null, chosen: false },
    { key: 'C2', kind: 'company', id: 2, name: '深圳华瑞科技有限公司', status: '存续', chosen: true },
  ],
  edges: [
    { from: 'P7', to: 'C1', kind: 'legal', label: '法定代表人、董事长', ratio_ppm: null },
    { from: 'P7', to: 'C2', kind: 'holding', label: '持股 35.5%', ratio_ppm: 355_000 },
  ],
  pairs: [
    {
      from: 'C1',
      to: 'C2',
      hops: 2,
      more: false,
      truncated: false,
      paths: [{ nodes: ['C1', 'P7', 'C2'], steps: [[0], [1]] }],
    },
  ],
};
const people: PersonCandidate[] = [
  {
    person_id: 7,
    name: '林晓峰',
    company_count: 2,
    companies: [{ company_id: 1, name: '华瑞控股集团有限公司', role: '法定代表人、董事长' }],
  },
  {
    person_id: 8,
    name: '林晓峰',
    company_count: 1,
    companies: [{ company_id: 5, name: '晨光便利店', role: '经营者' }],
  },
];

const routes = [
  { path: '/data/relation', element: <CompanyRelationsPage /> },
  { path: '/data/details/:id', element: <p>企业页面</p> },
  { path: '/data/person/:id', element: <p>人员页面</p> },
];

function server(answer: RelationResult = linked) {
  return installFakeServer({
    [FIND]: () => envelopeResponse(answer),
    [`/api${RelationPaths.entities}`]: () =>
      envelopeResponse([
        { key: 'C1', kind: 'company', id: 1, name: '华瑞控股集团有限公司' },
        { key: 'C2', kind: 'company', id: 2, name: '深圳华瑞科技有限公司' },
      ]),
    [`/api${RelationPaths.searchPerson}`]: () => envelopeResponse(people),
    [`/api${SeekPaths.suggest}`]: () =>
      envelopeResponse([
        {
          company_id: 3,
          name: '华瑞物流有限公司',
          status: '存续',
          legal_person_name: '王五',
          former_name: null,
        },
      ]),
  });
}

describe('CompanyRelationsPage (/data/relation)', () => {
  it('runs a prefilled search: the graph with labelled edges and chosen nodes filled, the path with profile links', async () => {
    const fetchMock = server();
    const { router } = renderRoutes(routes, { route: '/data/relation?company=1&company=2&hops=4' });
    const path = await screen.findByRole('listitem', { name: '路径 1' });
    expect(path).toHaveTextContent(
      '华瑞控股集团有限公司← 法定代表人、董事长 ←林晓峰→ 持股 35.5% →深圳华瑞科技有限公司',
    );
    expect(within(path).getByText('林晓峰').closest('a')).toHaveAttribute('href', '/data/person/7');
    expect(within(path).getByText('深圳华瑞科技有限公司').closest('a')).toHaveAttribute(
      'href',
      '/data/details/2',
    );
    expect(screen.getByText('2 层 · 最短路径 1 条')).toBeInTheDocument();
    expect(postedBodies(fetchMock, FIND)).toEqual([
      {
        entities: [
          { kind: 'company', id: 1 },
          { kind: 'company', id: 2 },
        ],
        max_hops: 4,
      },
    ]);
    // the chips carry the names of the prefilled entities
    const chosen = screen.getByRole('group', { name: '已选对象' });
    await within(chosen).findByText('深圳华瑞科技有限公司');

    await waitFor(() => expect(setOption).toHaveBeenCalled());
    const option = setOption.mock.calls.at(-1)![0] as {
      series: {
        data: { id: string; itemStyle: { color: string } }[];
        links: { label: { formatter: string } }[];
      }[];
    };
    expect(option.series[0]!.links.map((l) => l.label.formatter)).toEqual([
      '法定代表人、董事长',
      '持股 35.5%',
    ]);
    expect(option.series[0]!.data.find((d) => d.id === 'C1')!.itemStyle.color).toBe('#1d4ed8');
    expect(option.series[0]!.data.find((d) => d.id === 'P7')!.itemStyle.color).toBe('#fff');
    click!({ dataType: 'node', data: option.series[0]!.data.find((d) => d.id === 'P7') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/person/7'));
  });

  it('says plainly when nothing links within the depth', async () => {
    server({
      ...linked,
      max_hops: 3,
      nodes: linked.nodes.filter((n) => n.chosen),
      edges: [],
      pairs: [{ from: 'C1', to: 'C2', hops: null, paths: [], more: false, truncated: false }],
    });
    renderRoutes(routes, { route: '/data/relation?company=1&company=2&hops=3' });
    expect(await screen.findByText('在 3 层内未发现关联')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /关系图/ })).toBeNull();
  });

  it('warns that the result is partial when the search was cut at a hub', async () => {
    server({ ...linked, truncated: true });
    renderRoutes(routes, { route: '/data/relation?company=1&company=2' });
    expect(await screen.findByText('关联方众多，搜索在部分节点处截断，以下为部分结果')).toBeInTheDocument();
  });

  it('picks a person among namesakes by their companies, then a company, and searches at the chosen depth', async () => {
    const fetchMock = server();
    const { router } = renderRoutes(routes, { route: '/data/relation' });
    const submit = screen.getByRole('button', { name: '查询关系' });
    expect(submit).toBeDisabled();

    fireEvent.click(screen.getByText('人员'));
    const box = screen.getByRole('combobox', { name: '添加企业或人员' });
    fireEvent.change(box, { target: { value: '林晓峰' } });
    const namesake = await screen.findByText('晨光便利店 · 经营者');
    expect(screen.getByText('华瑞控股集团有限公司 · 法定代表人、董事长')).toBeInTheDocument();
    fireEvent.click(namesake);
    const chosen = screen.getByRole('group', { name: '已选对象' });
    await within(chosen).findByText('林晓峰');

    fireEvent.click(screen.getByText('企业'));
    fireEvent.change(screen.getByRole('combobox', { name: '添加企业或人员' }), { target: { value: '华瑞' } });
    fireEvent.click(await screen.findByText('华瑞物流有限公司'));
    await within(chosen).findByText('华瑞物流有限公司');
    expect(within(chosen).getByText('已选 2/5')).toBeInTheDocument();

    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.search).toBe('?person=8&company=3&hops=4'));
    await waitFor(() =>
      expect(postedBodies(fetchMock, FIND)).toEqual([
        {
          entities: [
            { kind: 'person', id: 8 },
            { kind: 'company', id: 3 },
          ],
          max_hops: 4,
        },
      ]),
    );
  });
});
