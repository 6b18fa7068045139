import type { ChartLoader } from '../../lib/charts/EChart.tsx';

/** ECharts with the graph series, loaded with the first relation graph; tests replace `load` (jsdom has no canvas). */
export const relationChartLoader: ChartLoader = {
  load: async () => {
    const { echarts } = await import('./echarts-setup.ts');
    return { init: (el) => echarts.init(el, undefined, { renderer: 'canvas' }) };
  },
};
