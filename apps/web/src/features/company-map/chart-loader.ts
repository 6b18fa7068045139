import type { ChartLoader } from '../../lib/charts/EChart.tsx';
import type { GeoCollection } from './geo-files.ts';

/**
 * ECharts with the geo component and scatter series, loaded with the first map; `registerMap`
 * hands it a boundary file before an option names it. Tests replace both (jsdom has no canvas).
 */
export const mapChartLoader: ChartLoader & { registerMap(name: string, geo: GeoCollection): Promise<void> } =
  {
    load: async () => {
      const { echarts } = await import('./echarts-setup.ts');
      return { init: (el) => echarts.init(el, undefined, { renderer: 'canvas' }) };
    },
    registerMap: async (name, geo) => {
      const { echarts } = await import('./echarts-setup.ts');
      if (!echarts.getMap(name))
        echarts.registerMap(name, geo as unknown as Parameters<typeof echarts.registerMap>[1]);
    },
  };
