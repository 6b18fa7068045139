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
  capitalBands: [
    { code: 'lt1m', name: '100 万元以下', count: 60_000 },
    { code: 'lt5m', name: '100–500 万元', count: 30_000 },
    { code: 'lt10m', name: '500–1000 万元', count: 0 },
    { code: 'lt100m', name: '1000 万–1 亿元', count: 9_000 },
    { code: 'ge100m', name: '1 亿元及以上', count: 1_000 },
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
    expect(screen.getByRole('img', { name: '企业注册资本分布' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '近 12 个月企业注册趋势' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '行业企业数排行（前 10）' })).toBeInTheDocument();
    expect(screen.getByText(/2026-11-22 10:00/)).toBeInTheDocument();

    await vi.waitFor(() => expect(setOption).toHaveBeenCalledTimes(3), { timeout: 5000 });
    const series = setOption.mock.calls.map(
      ([option]) => (option as { series: { type: string; data: unknown[] }[] }).series[0]!,
    );
    expect(series.map((s) => s.type).sort()).toEqual(['bar', 'line', 'pie']);
    // the park's companies by capital band; an empty band draws no slice
    expect(series.find((s) => s.type === 'pie')!.data).toEqual([
      { name: '100 万元以下', value: 60_000 },
      { name: '100–500 万元', value: 30_000 },
      { name: '1000 万–1 亿元', value: 9_000 },
      { name: '1 亿元及以上', value: 1_000 },
    ]);
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
      [SCREEN]: () =>
        envelopeResponse({ ...answer, total: 0, capitalBands: [], industries: [], monthly: [] }),
    });
    renderWithProviders(<GardenScreenPage />, { route: '/garden/screen' });
    expect(await screen.findByText('暂无企业数据')).toBeInTheDocument();
  });
});

describe('the stage', () => {
  const resizeTo = (width: number, height: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    window.dispatchEvent(new Event('resize'));
  };
  const original = { width: window.innerWidth, height: window.innerHeight };
  afterEach(() => resizeTo(original.width, original.height));

  it('scales the 1920 × 1080 stage whole into any 16:9 or 16:10 window, centred', async () => {
    installFakeServer({ [SCREEN]: () => envelopeResponse(answer) });
    resizeTo(1440, 900);
    renderWithProviders(<GardenScreenPage />, { route: '/garden/screen' });
    await screen.findByTestId('screen-企业总数');
    const stage = screen.getByRole('heading', { level: 1 }).closest('header')!.parentElement!;
    expect(stage.style.width).toBe('1920px');
    expect(stage.style.height).toBe('1080px');
    // 16:10: the width decides (1440 / 1920), the stage 810 px high, centred with bands above and below
    expect(stage.style.transform).toBe('translate(-50%, -50%) scale(0.75)');

    resizeTo(1280, 800);
    await vi.waitFor(() => expect(stage.style.transform).toBe(`translate(-50%, -50%) scale(${1280 / 1920})`));
    // a screen larger than the stage enlarges it (2560 × 1440: ×1.33), a wider one is bound by its height
    resizeTo(2560, 1440);
    await vi.waitFor(() => expect(stage.style.transform).toBe(`translate(-50%, -50%) scale(${2560 / 1920})`));
    resizeTo(2560, 1080);
    await vi.waitFor(() => expect(stage.style.transform).toBe('translate(-50%, -50%) scale(1)'));
  });
});
