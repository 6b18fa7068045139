import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GardenScreenResponse } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { chartLoader } from './EChart.tsx';
import { GardenScreenPage } from './GardenScreenPage.tsx';

// jsdom has no canvas: the charts get a recording stand-in for ECharts.
const setOption = vi.fn();
beforeEach(() => {
  vi.spyOn(chartLoader, 'load').mockResolvedValue({
    init: () => ({ setOption, resize: () => {}, dispose: () => {} }),
  });
});

const SCREEN = '/api/park/index/screen';

const answer: GardenScreenResponse = {
  total: 100_000,
  operating: 81_234,
  newThisYear: 6_543,
  totalCapital: 1_234_500_000_000,
  provinces: [
    { code: '330000', name: '浙江省', count: 40_000 },
    { code: '440000', name: '广东省', count: 60_000 },
  ],
  monthly: [
    { month: '2026-10', count: 500 },
    { month: '2026-11', count: 18 },
  ],
  industries: [{ code: 'I', name: '信息传输、软件和信息技术服务业', count: 12_000 }],
  generatedAt: '2026-11-22T02:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setOption.mockClear();
});

describe('GardenScreenPage', () => {
  it('shows the totals in large numerals and draws the three charts from the server figures', async () => {
    installFakeServer({ [SCREEN]: () => envelopeResponse(answer) });
    renderWithProviders(<GardenScreenPage />, { route: '/garden/screen' });

    expect(await screen.findByTestId('screen-企业总数')).toHaveTextContent('100,000');
    expect(screen.getByTestId('screen-存续 / 在业企业')).toHaveTextContent('81,234');
    expect(screen.getByTestId('screen-今年新注册企业')).toHaveTextContent('6,543');
    expect(screen.getByTestId('screen-注册资本合计')).toHaveTextContent('12,345');
    expect(screen.getByRole('img', { name: '企业地区分布' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '近 12 个月企业注册趋势' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '行业企业数排行（前 10）' })).toBeInTheDocument();
    expect(screen.getByText(/2026-11-22 10:00/)).toBeInTheDocument();

    await vi.waitFor(() => expect(setOption).toHaveBeenCalledTimes(3), { timeout: 5000 });
    const series = setOption.mock.calls.map(
      ([option]) => (option as { series: { type: string; data: unknown[] }[] }).series[0]!,
    );
    expect(series.map((s) => s.type).sort()).toEqual(['bar', 'line', 'treemap']);
    expect(series.find((s) => s.type === 'treemap')!.data).toContainEqual({ name: '广东省', value: 60_000 });
    expect(series.find((s) => s.type === 'line')!.data).toEqual([500, 18]);
  });

  it('shows the error with a retry that loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    installFakeServer({
      [SCREEN]: () => (fail ? envelopeResponse(null, 403, '您没有该操作的权限') : envelopeResponse(answer)),
    });
    renderWithProviders(<GardenScreenPage />, { route: '/garden/screen' });

    expect(await screen.findByText('大屏数据加载失败')).toBeInTheDocument();
    expect(screen.getByText('您没有该操作的权限')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByTestId('screen-企业总数')).toHaveTextContent('100,000');
  });

  it('says so when there are no companies', async () => {
    installFakeServer({
      [SCREEN]: () => envelopeResponse({ ...answer, total: 0, provinces: [], industries: [], monthly: [] }),
    });
    renderWithProviders(<GardenScreenPage />, { route: '/garden/screen' });
    expect(await screen.findByText('暂无企业数据')).toBeInTheDocument();
  });
});
