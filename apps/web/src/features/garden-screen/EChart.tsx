import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from 'echarts/core';

interface ChartInstance {
  setOption(option: EChartsCoreOption, notMerge?: boolean): void;
  resize(): void;
  dispose(): void;
}

/** Loads ECharts (its own chunk) on first use; tests replace `load` since jsdom has no canvas. */
export const chartLoader = {
  load: async (): Promise<{ init(el: HTMLElement): ChartInstance }> => {
    const { echarts } = await import('./echarts-setup.ts');
    return { init: (el) => echarts.init(el, undefined, { renderer: 'canvas' }) };
  },
};

interface EChartProps {
  option: EChartsCoreOption;
  /** what the chart shows, for screen readers */
  label: string;
  /** pixels, or 'fill': the rest of its (flex column) panel */
  height: number | 'fill';
}

/** One ECharts canvas; ECharts itself is loaded on first use and the chart follows its box's size. */
export function EChart({ option, label, height }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const latest = useRef(option);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, true);
  }, [option]);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void chartLoader.load().then((charts) => {
      if (disposed || !box.current) return;
      const instance = charts.init(box.current);
      instance.setOption(latest.current, true);
      chart.current = instance;
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(box.current);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  const size = height === 'fill' ? { flex: 1, minHeight: 0 } : { height };
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', ...size }} />;
}
