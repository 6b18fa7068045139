import type { EChartsCoreOption } from 'echarts/core';
import { regCapitalText, type CallOutput, type CompanyProfileCalls } from '@qishu/contract';
import { collectionBounds, featureBounds, type GeoCollection } from './geo-files.ts';
import type { MapLevel } from './map-levels.ts';
import { MapTexts as T } from './texts.ts';

export type MapCompanies = CallOutput<typeof CompanyProfileCalls.mapCompanies>;
export type MapCompany = NonNullable<MapCompanies['company']>;

export const MapColors = {
  area: '#f1f5f9',
  border: '#94a3b8',
  highlight: '#bfdbfe',
  highlightBorder: '#1d4ed8',
  self: '#dc2626',
  neighbour: '#2563eb',
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function tipOf(company: MapCompany, self: boolean): string {
  return [
    `<b>${escapeHtml(company.name)}</b>${self ? `（${T.self}）` : ''}`,
    `${T.status}：${escapeHtml(company.status)}`,
    `${T.industry}：${escapeHtml(company.industry_division_name)}`,
    `${T.capital}：${regCapitalText(company.reg_capital, '人民币')}`,
    `${T.address}：${escapeHtml(company.address)}`,
    self ? '' : T.openDetail,
  ]
    .filter(Boolean)
    .join('<br/>');
}

/** Centre and zoom that show `highlight`'s area filling most of the map (ECharts zooms from the whole file). */
function zoomOnto(collection: GeoCollection, adcode: string): { center?: [number, number]; zoom?: number } {
  const feature = collection.features.find((f) => f.properties.adcode === adcode);
  const area = feature ? featureBounds(feature) : null;
  const whole = collectionBounds(collection);
  if (!area || !whole) return {};
  const ratio = Math.min(
    (whole[2] - whole[0]) / (area[2] - area[0]),
    (whole[3] - whole[1]) / (area[3] - area[1]),
  );
  return {
    center: [(area[0] + area[2]) / 2, (area[1] + area[3]) / 2],
    zoom: Math.max(1, Math.min(12, ratio * 0.8)),
  };
}

interface MapOptionInput {
  mapName: string;
  collection: GeoCollection;
  level: MapLevel;
  data: MapCompanies;
  /** a phone: the map pans with the page, only pinch-zoom is the map's */
  phone: boolean;
}

export function mapChartOption({
  mapName,
  collection,
  level,
  data,
  phone,
}: MapOptionInput): EChartsCoreOption {
  const highlighted = collection.features.find((f) => f.properties.adcode === level.highlight);
  const point = (c: MapCompany, self: boolean) => ({
    name: c.name,
    value: [c.lng, c.lat],
    tip: tipOf(c, self),
    company_id: c.company_id,
    self,
  });
  return {
    animation: false,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { data?: { tip?: string } }) => params.data?.tip ?? '',
    },
    geo: {
      map: mapName,
      roam: phone ? 'scale' : true,
      selectedMode: false,
      ...(level.zoom ? zoomOnto(collection, level.highlight) : {}),
      layoutCenter: ['50%', '50%'],
      layoutSize: '95%',
      itemStyle: { areaColor: MapColors.area, borderColor: MapColors.border, borderWidth: 0.8 },
      label: { show: level.key !== 'country', fontSize: 10, color: '#64748b' },
      emphasis: { itemStyle: { areaColor: '#e0e7ff' }, label: { show: true, color: '#1e3a8a' } },
      tooltip: { show: false },
      regions: highlighted
        ? [
            {
              name: highlighted.properties.name,
              itemStyle: {
                areaColor: MapColors.highlight,
                borderColor: MapColors.highlightBorder,
                borderWidth: 1.5,
              },
              label: { show: true, color: '#1e3a8a', fontWeight: 'bold' },
            },
          ]
        : [],
    },
    series: [
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        name: T.neighbours,
        symbolSize: 7,
        itemStyle: { color: MapColors.neighbour, opacity: 0.75, borderColor: '#fff', borderWidth: 0.5 },
        emphasis: { scale: 1.8 },
        data: data.neighbours.map((c) => point(c, false)),
        cursor: 'pointer',
      },
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        name: T.self,
        symbol: 'pin',
        symbolSize: 34,
        // the pin's tip, not its middle, marks the place
        symbolOffset: [0, '-45%'],
        z: 10,
        itemStyle: { color: MapColors.self },
        label: {
          show: true,
          position: 'right',
          offset: [0, 0],
          formatter: '{b}',
          color: '#991b1b',
          backgroundColor: 'rgba(255,255,255,0.9)',
          padding: [2, 4],
          borderRadius: 3,
          fontSize: 12,
        },
        data: data.company ? [point(data.company, true)] : [],
      },
    ],
  };
}
