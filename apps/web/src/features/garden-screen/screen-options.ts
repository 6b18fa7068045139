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

/** The park's companies by registered capital: a ring, one slice a band (empty bands left out). */
export function capitalOption(data: GardenScreenResponse): EChartsCoreOption {
  return {
    tooltip: { ...tooltip, trigger: 'item', formatter: '{b}：{c} 家（{d}%）' },
    color: ['#36cfc9', '#1677ff', '#2f54eb', '#13a8a8', '#faad14'],
    series: [
      {
        name: T.capitalBands,
        type: 'pie',
        radius: ['38%', '62%'],
        center: ['50%', '52%'],
        minAngle: 4,
        itemStyle: { borderColor: '#061634', borderWidth: 3 },
        label: { color: TEXT, fontSize: 18, lineHeight: 26, formatter: '{b}\n{c} 家 · {d}%' },
        labelLine: { lineStyle: { color: AXIS }, length: 18, length2: 24 },
        data: data.capitalBands.filter((b) => b.count > 0).map((b) => ({ name: b.name, value: b.count })),
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
