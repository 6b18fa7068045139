import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from 'echarts/core';

/** What a chart page needs of an ECharts instance (tests hand in a recording stand-in). */
export interface ChartInstance {
  setOption(option: EChartsCoreOption, notMerge?: boolean): void;
  resize(): void;
  dispose(): void;
  on(event: 'click', handler: (...args: unknown[]) => void): unknown;
}

/** The part of ECharts' click event the pages read. */
export interface ChartClickParams {
  dataType?: string;
  seriesType?: string;
  data?: unknown;
}

/**
 * Loads the page's ECharts build (echarts/core with the charts it registers): a dynamic import, so
 * ECharts ships in a chunk of its own, fetched with the first chart only.
 */
export interface ChartLoader {
  load(): Promise<{ init(el: HTMLElement): ChartInstance }>;
}

interface EChartProps {
  loader: ChartLoader;
  option: EChartsCoreOption;
  /** what the chart shows, for screen readers */
  label: string;
  height: number | string;
  onClick?: (params: ChartClickParams) => void;
}

/** One ECharts canvas that follows its box's size; the option is replaced whole on every change. */
export function EChart({ loader, option, label, height, onClick }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const latest = useRef(option);
  const click = useRef(onClick);

  useEffect(() => {
    click.current = onClick;
  }, [onClick]);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, true);
  }, [option]);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void loader.load().then((charts) => {
      if (disposed || !box.current) return;
      const instance = charts.init(box.current);
      instance.setOption(latest.current, true);
      instance.on('click', (params) => click.current?.(params as ChartClickParams));
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
  }, [loader]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
