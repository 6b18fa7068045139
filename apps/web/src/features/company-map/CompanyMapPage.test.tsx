import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChartClickParams } from '../../lib/charts/EChart.tsx';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { companyHeader, PROFILE_API, type MapCompaniesAnswer } from '../../test/profile-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { mapChartLoader } from './chart-loader.ts';
import { CompanyMapPage } from './CompanyMapPage.tsx';
import type { GeoCollection } from './geo-files.ts';

const setOption = vi.fn();
const registered: string[] = [];
let click: ((params: ChartClickParams) => void) | undefined;
beforeEach(() => {
  registered.length = 0;
  vi.spyOn(mapChartLoader, 'load').mockResolvedValue({
    init: () => ({
      setOption,
      resize: () => {},
      dispose: () => {},
      on: (_event: string, handler: (...args: unknown[]) => void) => {
        click = handler as (params: ChartClickParams) => void;
      },
    }),
  });
  vi.spyOn(mapChartLoader, 'registerMap').mockImplementation(async (name) => {
    registered.push(name);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setOption.mockClear();
});

const square = (x: number, y: number, size: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [x, y],
      [x + size, y],
      [x + size, y + size],
      [x, y + size],
      [x, y],
    ],
  ],
});
const geo = (features: [adcode: string, name: string, x: number][]): GeoCollection => ({
  type: 'FeatureCollection',
  features: features.map(([adcode, name, x]) => ({
    type: 'Feature',
    properties: { adcode, name },
    geometry: square(x, 22, x === 113 ? 0.2 : 1),
  })),
});

const point = (id: number, name: string, lng: number) => ({
  company_id: id,
  name,
  status: '存续',
  industry_division_name: '软件和信息技术服务业',
  reg_capital: 5_000_000,
  address: '广东省深圳市南山区科技园',
  lng,
  lat: 22.1,
});
const answer: MapCompaniesAnswer = {
  company: point(42, '深圳华瑞科技有限公司', 113.1),
  province_code: '440000',
  city_code: '440300',
  district_code: '440305',
  district: '南山区',
  industry_section_name: '信息传输、软件和信息技术服务业',
  neighbours: [point(43, '深圳云帆软件有限公司', 113.12), point(44, '深圳智链科技有限公司', 113.15)],
  neighbour_total: 1234,
};

function server(over: Partial<MapCompaniesAnswer> = {}) {
  return installFakeServer({
    [`${PROFILE_API}/getBaseInfo/42`]: () => envelopeResponse(companyHeader()),
    ['/api/admin/Enterprise/getMapCompanies/42']: () => envelopeResponse({ ...answer, ...over }),
    ['/geo/440300.json']: () =>
      new Response(
        JSON.stringify(
          geo([
            ['440305', '南山区', 113],
            ['440306', '宝安区', 114],
          ]),
        ),
      ),
    ['/geo/440000.json']: () =>
      new Response(
        JSON.stringify(
          geo([
            ['440300', '深圳市', 113],
            ['440100', '广州市', 112],
          ]),
        ),
      ),
    ['/geo/100000.json']: () =>
      new Response(
        JSON.stringify(
          geo([
            ['440000', '广东省', 113],
            ['450000', '广西壮族自治区', 110],
          ]),
        ),
      ),
  });
}

type MapOption = {
  geo: { map: string; zoom?: number; center?: number[]; regions: { name: string }[] };
  series: { data: { name: string; value: number[]; company_id: number; self: boolean }[] }[];
};
const lastOption = () => setOption.mock.calls.at(-1)![0] as MapOption;

const routes = [
  { path: '/data/map/:id', element: <CompanyMapPage /> },
  { path: '/data/details/:id', element: <p>企业页面</p> },
];

describe('CompanyMapPage (/data/map/{id})', () => {
  it('draws the company’s city from the bundled file, zoomed onto its district, with the company and its neighbours', async () => {
    const fetchMock = server();
    const { router } = renderRoutes(routes, { route: '/data/map/42' });
    expect(
      await screen.findByText(
        /南山区同属「信息传输、软件和信息技术服务业」的企业共 1,234 家，地图显示距离最近的 2 家/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(lastOption()?.geo?.map).toBe('geo-440300'));
    expect(registered).toEqual(['geo-440300']);
    const option = lastOption();
    expect(option.geo.regions).toEqual([expect.objectContaining({ name: '南山区' })]);
    expect(option.geo.zoom).toBeGreaterThan(1);
    expect(option.series[0]!.data.map((d) => d.name)).toEqual([
      '深圳云帆软件有限公司',
      '深圳智链科技有限公司',
    ]);
    expect(option.series[1]!.data).toEqual([
      expect.objectContaining({ name: '深圳华瑞科技有限公司', value: [113.1, 22.1], self: true }),
    ]);
    // everything comes from the app itself: the API and /geo files, nothing from outside
    expect(fetchMock.mock.calls.every(([url]) => url.startsWith('/api/') || url.startsWith('/geo/'))).toBe(
      true,
    );

    // the neighbours are a list too
    const list = screen.getByRole('table', { name: '周边企业列表' });
    expect(within(list).getByText('深圳云帆软件有限公司').closest('a')).toHaveAttribute(
      'href',
      '/data/details/43',
    );

    // a neighbour's point opens its profile
    click!({ seriesType: 'scatter', data: option.series[0]!.data[1] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/details/44'));
  });

  it('zooms out along the breadcrumb to the province and the country', async () => {
    const fetchMock = server();
    renderRoutes(routes, { route: '/data/map/42' });
    const crumbs = await screen.findByRole('navigation', { name: '地图层级' });
    expect(crumbs).toHaveTextContent('全国/广东省/深圳市/南山区');
    await waitFor(() => expect(lastOption()?.geo?.map).toBe('geo-440300'));

    fireEvent.click(within(crumbs).getByText('广东省'));
    await waitFor(() => expect(lastOption().geo.map).toBe('geo-440000'));
    expect(lastOption().geo.regions).toEqual([expect.objectContaining({ name: '深圳市' })]);
    expect(lastOption().geo.zoom).toBeUndefined();
    expect(fetchMock.mock.calls.map(([u]) => u)).toContain('/geo/440000.json');

    fireEvent.click(within(crumbs).getByText('全国'));
    await waitFor(() => expect(lastOption().geo.map).toBe('geo-100000'));
    expect(lastOption().geo.regions).toEqual([expect.objectContaining({ name: '广东省' })]);
    // the company stays marked at every level
    expect(lastOption().series[1]!.data).toHaveLength(1);
  });

  it('says so when the company has no point on the map', async () => {
    server({ company: null, neighbours: [], neighbour_total: 0 });
    renderRoutes(routes, { route: '/data/map/42' });
    expect(await screen.findByText('暂无该企业的地理位置')).toBeInTheDocument();
  });
});
