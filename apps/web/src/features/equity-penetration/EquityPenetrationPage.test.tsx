import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChartClickParams } from '../../lib/charts/EChart.tsx';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { PROFILE_API, type BeneficialOwnersAnswer } from '../../test/profile-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { equityChartLoader } from './chart-loader.ts';
import type { EquityLevel } from './equity-graph.ts';
import { EquityPenetrationPage } from './EquityPenetrationPage.tsx';

// jsdom has no canvas: the chart gets a stand-in that records the options and keeps the click handler
const setOption = vi.fn();
let click: ((params: ChartClickParams) => void) | undefined;
beforeEach(() => {
  click = undefined;
  vi.spyOn(equityChartLoader, 'load').mockResolvedValue({
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

const owners: BeneficialOwnersAnswer = {
  company_id: 42,
  name: '深圳华瑞科技有限公司',
  cut: true,
  owners: [
    {
      holder_kind: 'P',
      holder_id: 7,
      name: '林晓峰',
      share_ppm: 612_000,
      is_major: true,
      is_controller: true,
      path_count: 2,
      paths: [
        [
          { holder_name: '林晓峰', company_id: 9, company_name: '华瑞控股集团有限公司', ratio_ppm: 800_000 },
          {
            holder_name: '华瑞控股集团有限公司',
            company_id: 42,
            company_name: '深圳华瑞科技有限公司',
            ratio_ppm: 600_000,
          },
        ],
        [{ holder_name: '林晓峰', company_id: 42, company_name: '深圳华瑞科技有限公司', ratio_ppm: 132_000 }],
      ],
    },
    {
      holder_kind: 'O',
      holder_id: null,
      name: '深圳市国资委',
      share_ppm: 88_000,
      is_major: false,
      is_controller: false,
      path_count: 1,
      paths: [
        [
          {
            holder_name: '深圳市国资委',
            company_id: 42,
            company_name: '深圳华瑞科技有限公司',
            ratio_ppm: 88_000,
          },
        ],
      ],
    },
  ],
};

const node = (over: Partial<EquityLevel['nodes'][number]>): EquityLevel['nodes'][number] => ({
  kind: 'C',
  id: null,
  name: '',
  ratio_ppm: 0,
  subscribed: 0,
  status: '存续',
  next_count: 0,
  ...over,
});
const levels: Record<string, EquityLevel> = {
  'C:42:up': {
    nodes: [
      node({ id: 9, name: '华瑞控股集团有限公司', ratio_ppm: 600_000, next_count: 1 }),
      node({ kind: 'P', id: 7, name: '林晓峰', ratio_ppm: 132_000, status: null }),
    ],
    total: 2,
  },
  'C:42:down': { nodes: [node({ id: 50, name: '华瑞物流有限公司', ratio_ppm: 1_000_000 })], total: 1 },
  // the group's parent is held by its own subsidiary: a cycle back to the company
  'C:9:up': {
    nodes: [
      node({ kind: 'P', id: 7, name: '林晓峰', ratio_ppm: 800_000, status: null }),
      node({ id: 42, name: '深圳华瑞科技有限公司', ratio_ppm: 50_000, next_count: 2 }),
    ],
    total: 2,
  },
};

function server() {
  const fetchMock = installFakeServer({
    [`${PROFILE_API}/getBeneficialOwners/42`]: () => envelopeResponse(owners),
    [`${PROFILE_API}/getEquityLevel`]: () => {
      const query = new URL(fetchMock.mock.calls.at(-1)![0], 'http://x').searchParams;
      return envelopeResponse(levels[`${query.get('kind')}:${query.get('id')}:${query.get('direction')}`]);
    },
  });
  return fetchMock;
}

type GraphData = { id: string; name: string; click?: unknown };
function lastGraph() {
  const option = setOption.mock.calls.at(-1)![0] as {
    series: {
      data: GraphData[];
      links: { source: string; target: string; label: { formatter: string }; lineStyle: { type: string } }[];
    }[];
  };
  const series = option.series[0]!;
  return {
    boxes: series.data
      .filter((d) => (d.click as { role?: string } | undefined)?.role === 'node')
      .map((d) => d.name),
    toggles: series.data.filter((d) => d.id.startsWith('toggle:')).map((d) => `${d.id}=${d.name}`),
    edges: series.links.map(
      (l) =>
        `${l.source.replace(/port:\w+:/, '')}→${l.target.replace(/port:\w+:/, '')} ${l.label.formatter}${l.lineStyle.type === 'dashed' ? ' cross' : ''}`,
    ),
    data: series.data,
  };
}

const routes = [
  { path: '/data/stock/:id', element: <EquityPenetrationPage /> },
  { path: '/data/details/:id', element: <p>企业页面</p> },
  { path: '/data/person/:id', element: <p>人员页面</p> },
];

describe('EquityPenetrationPage (/data/stock/{id})', () => {
  it('lists the ultimate owners with their effective share, the 25 % and controller flags, and the paths on demand', async () => {
    server();
    renderRoutes(routes, { route: '/data/stock/42' });
    const table = await screen.findByRole('table', { name: '最终受益人' });
    const lin = within(table).getByText('林晓峰').closest('tr')!;
    expect(lin).toHaveTextContent('61.2%');
    expect(lin).toHaveTextContent('实际控制人');
    expect(lin).toHaveTextContent('最终受益人');
    expect(lin).toHaveTextContent('2 条');
    expect(within(table).getByText('深圳市国资委').closest('a')).toBeNull();
    expect(within(table).getByText('深圳市国资委').closest('tr')).not.toHaveTextContent('最终受益人');
    expect(
      screen.getByText('部分持股路径因交叉持股形成循环或层级过深，已在循环处截断。'),
    ).toBeInTheDocument();
    // the answer up front
    expect(screen.getByText('林晓峰', { selector: 'strong' })).toBeInTheDocument();

    fireEvent.click(within(lin).getByRole('button', { name: /展开/ }));
    const paths = await within(table).findAllByText('华瑞控股集团有限公司');
    expect(paths[0]!.closest('a')).toHaveAttribute('href', '/data/details/9');
    expect(within(table).getByText('80%')).toBeInTheDocument();
    expect(within(table).getByText('13.2%')).toBeInTheDocument();
  });

  it('draws the first level both ways with the ratio on each edge, unfolds a holder on its +, and never draws a company twice', async () => {
    const fetchMock = server();
    const { router } = renderRoutes(routes, { route: '/data/stock/42' });
    await screen.findByRole('img', { name: /深圳华瑞科技有限公司的股权结构图/ });
    await waitFor(() => expect(lastGraph().boxes).toHaveLength(4));
    const first = lastGraph();
    expect(first.boxes).toEqual([
      '深圳华瑞科技有限公司',
      '华瑞控股集团有限公司',
      '林晓峰',
      '华瑞物流有限公司',
    ]);
    expect(first.edges).toEqual(['C:9→C:42 60%', 'P:7→C:42 13.2%', 'C:42→C:50 100%']);
    expect(first.toggles).toEqual(['toggle:up:C:42=−', 'toggle:down:C:42=−', 'toggle:up:C:9=+']);

    // + on the parent company: its holders are both drawn already (林晓峰 also holds directly; the
    // company itself holds its parent), so they are linked with cross edges, not drawn again
    const plus = first.data.find((d) => d.id === 'toggle:up:C:9')!;
    click!({ dataType: 'node', data: plus });
    await waitFor(() => expect(lastGraph().edges).toHaveLength(5));
    const unfolded = lastGraph();
    expect(unfolded.boxes).toHaveLength(4);
    expect(unfolded.edges.slice(3)).toEqual(['P:7→C:9 80% cross', 'C:42→C:9 5% cross']);
    expect(unfolded.toggles).toContain('toggle:up:C:9=−');
    expect(fetchMock.mock.calls.map(([u]) => u).filter((u) => u.includes('getEquityLevel'))).toEqual([
      '/api/admin/Detail/getEquityLevel?kind=C&id=42&direction=up&limit=20',
      '/api/admin/Detail/getEquityLevel?kind=C&id=42&direction=down&limit=20',
      '/api/admin/Detail/getEquityLevel?kind=C&id=9&direction=up&limit=20',
    ]);

    // − folds it back
    click!({ dataType: 'node', data: unfolded.data.find((d) => d.id === 'toggle:up:C:9') });
    await waitFor(() => expect(lastGraph().edges).toHaveLength(3));

    // a company box opens its profile
    click!({ dataType: 'node', data: first.data.find((d) => d.id === 'C:50') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/details/50'));
  });

  it('offers the same unfolding as a keyboard-usable list', async () => {
    server();
    renderRoutes(routes, { route: '/data/stock/42' });
    fireEvent.click(await screen.findByText('层级列表'));
    const up = await screen.findByRole('region', { name: '股东（向上穿透）' });
    expect(await within(up).findByText('华瑞控股集团有限公司')).toBeInTheDocument();
    expect(within(up).getByText('60%')).toBeInTheDocument();
    const down = screen.getByRole('region', { name: '对外投资（向下穿透）' });
    expect(within(down).getByText('华瑞物流有限公司').closest('a')).toHaveAttribute(
      'href',
      '/data/details/50',
    );
  });

  it('answers an unknown company with the not-found page', async () => {
    installFakeServer({
      [`${PROFILE_API}/getBeneficialOwners/43`]: () => envelopeResponse(null, 404, '企业不存在或已被移除'),
    });
    renderRoutes(routes, { route: '/data/stock/43' });
    expect(await screen.findByText('企业不存在或已被移除')).toBeInTheDocument();
  });
});
