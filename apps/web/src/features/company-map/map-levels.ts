/**
 * The levels of the company map, outermost first, as the breadcrumb 全国 › 省 › 市 › 区县 offers them:
 * which boundary file each draws, which area it highlights, and whether it zooms onto the district.
 */
export type MapLevelKey = 'country' | 'province' | 'city' | 'district';

export interface MapLevel {
  key: MapLevelKey;
  label: string;
  /** the boundary file (adcode) drawn */
  file: string;
  /** the adcode of the area shown highlighted (the one the company is in) */
  highlight: string;
  /** zoom onto the highlighted area */
  zoom: boolean;
}

export interface MapPlace {
  province_code: string;
  city_code: string;
  district_code: string;
  province: string;
  city: string;
  district: string;
}

/** 北京, 天津, 上海, 重庆: the region table's city level is 市辖区 / 县, not a city with a name. */
const MUNICIPALITIES = new Set(['110000', '120000', '310000', '500000']);

export function mapLevels(place: MapPlace): MapLevel[] {
  const municipality = MUNICIPALITIES.has(place.province_code);
  const cityLabel = municipality
    ? `${place.province}${place.city === '县' ? '（县）' : ''}`
    : place.city || place.province;
  const levels: MapLevel[] = [
    { key: 'country', label: '全国', file: '100000', highlight: place.province_code, zoom: false },
  ];
  if (!municipality) {
    levels.push({
      key: 'province',
      label: place.province,
      file: place.province_code,
      highlight: place.city_code,
      zoom: false,
    });
  }
  levels.push({
    key: 'city',
    label: cityLabel,
    file: place.city_code,
    highlight: place.district_code,
    zoom: false,
  });
  // 东莞, 中山, 儋州 …: the city has no districts, the city is the district
  if (place.district_code && place.district_code !== place.city_code) {
    levels.push({
      key: 'district',
      label: place.district,
      file: place.city_code,
      highlight: place.district_code,
      zoom: true,
    });
  }
  return levels;
}
