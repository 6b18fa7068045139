import type { EChartsCoreOption } from 'echarts/core';
import type { GardenScreenResponse } from '@qishu/contract';
import { GardenScreenTexts as T } from './texts.ts';

const AXIS = '#7fa7d9';
const SPLIT = 'rgba(127, 167, 217, 0.15)';
const TEXT = '#cfe3ff';
const tooltip = {
  backgroundColor: 'rgba(6, 22, 52, 0.92)',
  borderColor: '#1d6fd8',
  textStyle: { color: TEXT },
};

/** Provinces as a treemap: each block's area is the province's share of the companies. */
export function provinceOption(data: GardenScreenResponse): EChartsCoreOption {
  return {
    tooltip: { ...tooltip, formatter: '{b}：{c} 家' },
    series: [
      {
        type: 'treemap',
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        width: '100%',
        height: '100%',
        label: { show: true, formatter: '{b}\n{c}', color: '#fff', fontSize: 16, lineHeight: 22 },
        itemStyle: { borderColor: '#061634', borderWidth: 2, gapWidth: 2 },
        levels: [{ color: ['#0b5cad', '#1677ff', '#13a8a8', '#2f54eb', '#1d39c4', '#08979c', '#096dd9'] }],
        data: data.provinces.map((p) => ({ name: p.name, value: p.count })),
      },
    ],
  };
}

/** Registrations per month, a smooth line with an area. */
export function trendOption(data: GardenScreenResponse): EChartsCoreOption {
  return {
    tooltip: { ...tooltip, trigger: 'axis' },
    grid: { left: 56, right: 24, top: 24, bottom: 36 },
    xAxis: {
      type: 'category',
      data: data.monthly.map((m) => m.month),
      axisLine: { lineStyle: { color: AXIS } },
      axisLabel: { color: TEXT, fontSize: 14 },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: TEXT, fontSize: 14 },
      splitLine: { lineStyle: { color: SPLIT } },
    },
    series: [
      {
        name: T.registrations,
        type: 'line',
        smooth: true,
        symbolSize: 8,
        data: data.monthly.map((m) => m.count),
        lineStyle: { color: '#36cfc9', width: 3 },
        itemStyle: { color: '#36cfc9' },
        areaStyle: { color: 'rgba(54, 207, 201, 0.18)' },
      },
    ],
  };
}

/** Industry ranking: horizontal bars, the largest on top. */
export function industryOption(data: GardenScreenResponse): EChartsCoreOption {
  const rows = [...data.industries].reverse();
  return {
    tooltip: { ...tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 64, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      data: rows.map((r) => r.name),
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { color: TEXT, fontSize: 14, width: 220, overflow: 'truncate' },
    },
    series: [
      {
        name: T.companies,
        type: 'bar',
        barWidth: 16,
        data: rows.map((r) => r.count),
        label: { show: true, position: 'right', color: TEXT, fontSize: 14 },
        itemStyle: { color: '#1677ff', borderRadius: [0, 8, 8, 0] },
      },
    ],
  };
}
