/**
 * The region model the generator samples from: provinces weighted like real registrations, then a
 * real city and district of the province from regions.json.
 */
import { childrenOf, isPlaceholderCity, listProvinces } from '../../reference/regions.ts';
import { Weighted } from './prng.ts';
import {
  CITY_AREA_CODE,
  CITY_BOOST,
  CITY_INITIALS,
  EIGHT_DIGIT_AREA_CODES,
  PROVINCE_AREA_CODE,
  PROVINCE_SHORT,
  PROVINCE_WEIGHTS,
  cityShortName,
} from './vocab-geo.ts';

export interface ProvinceModel {
  code: string;
  /** Two-digit prefix, e.g. '44'. */
  prefix: string;
  name: string;
  short: string;
  cities: Weighted<CityModel>;
}

export interface DistrictModel {
  /** A level-3 code, or the city's own code for a city without districts (东莞市). */
  code: string;
  name: string;
  /** Naming/address context (set once the model is built). */
  loc: Location | null;
}

/** How a city-level entry of the data behaves in names and addresses. */
export type CityKind = 'normal' | 'municipality' | 'direct' | 'undivided';

export interface CityModel {
  code: string;
  /** The data's name (may be 市辖区 / 县 / 省直辖县级行政区划). */
  name: string;
  kind: CityKind;
  province: ProvinceModel;
  districts: Weighted<DistrictModel>;
  areaCode: string;
  eightDigitTel: boolean;
  initials: string | null;
}

/** Where one company is: names and address prefixes derived once per row. */
export interface Location {
  province: ProvinceModel;
  city: CityModel;
  district: DistrictModel;
  /** Full prefix used in names: 深圳市, 北京市, 仙桃市, 延边. */
  full: string;
  /** Short prefix: 深圳, 北京, 仙桃, 延边. */
  short: string;
  /** Name prefix down to the district: 深圳市南山区, 北京市朝阳区, 兴宁市 (county-level alone), 仙桃市. */
  withDistrict: string;
  /** The district's name for names (南山区); the city's where there is none or it is a 开发区. */
  districtName: string;
  /** Province + city + district as written at the start of an address. */
  addressPrefix: string;
  /** The city-level government's official name: 深圳市, 西双版纳傣族自治州, 北京市, 仙桃市. */
  govName: string;
}

let model: { provinces: Weighted<ProvinceModel>; cities: Weighted<CityModel> } | null = null;

/** Statistical county-level units that are zones rather than districts. */
const PSEUDO_DISTRICT =
  /开发区|工业园区|产业园区|化工园区|创意园区|管理区|示范区|合作区|实验区|试验区|管委会|农场|聚集区|食品区|风景名胜区|行政委员会|白沟新城/;

function districtWeight(name: string): number {
  if (name.includes('海域')) return 0; // 中沙群岛的岛礁及其海域: nobody registers there
  if (name.endsWith('区')) return 3;
  if (name.endsWith('市')) return 2;
  return 1;
}

const provinceShorts = new Set(Object.values(PROVINCE_SHORT));

export function geoModel(): { provinces: Weighted<ProvinceModel>; cities: Weighted<CityModel> } {
  if (model) return model;
  const provinceEntries: [ProvinceModel, number][] = [];
  const cityEntries: [CityModel, number][] = [];
  for (const p of listProvinces()) {
    const prefix = p.code.slice(0, 2);
    const weight = PROVINCE_WEIGHTS[prefix];
    if (weight === undefined) throw new Error(`no weight for province ${p.code} ${p.name}`);
    const province = {
      code: p.code,
      prefix,
      name: p.name,
      short: PROVINCE_SHORT[prefix] ?? p.name,
    } as ProvinceModel;
    const cityWeights: [CityModel, number][] = [];
    for (const c of childrenOf(p.code)) {
      const ds = childrenOf(c.code);
      const placeholder = isPlaceholderCity(c.name);
      const kind: CityKind =
        ds.length === 0
          ? 'undivided'
          : placeholder && c.name.endsWith('直辖县级行政区划')
            ? 'direct'
            : placeholder
              ? 'municipality'
              : 'normal';
      const districts = new Weighted<DistrictModel>(
        ds.length === 0
          ? [[{ code: c.code, name: c.name, loc: null }, 1]]
          : ds.map((d) => [{ code: d.code, name: d.name, loc: null }, districtWeight(d.name)] as const),
      );
      const areaCode = CITY_AREA_CODE[c.code] ?? PROVINCE_AREA_CODE[prefix] ?? '010';
      const city: CityModel = {
        code: c.code,
        name: c.name,
        kind,
        province,
        districts,
        areaCode,
        eightDigitTel: areaCode.length === 3 || EIGHT_DIGIT_AREA_CODES.has(areaCode),
        initials: CITY_INITIALS[c.code] ?? null,
      };
      const capital = c.code.slice(2, 4) === '01' && kind === 'normal';
      const boost = CITY_BOOST[c.code] ?? (capital ? 3 : kind === 'direct' ? 0.4 : 1);
      cityWeights.push([city, Math.pow(Math.max(1, ds.length), 0.7) * boost]);
      for (const d of districts.items) locationOf(city, d);
    }
    if (cityWeights.length === 0) throw new Error(`province ${p.code} has no cities`);
    province.cities = new Weighted(cityWeights);
    provinceEntries.push([province, weight]);
    const total = cityWeights.reduce((s, [, w]) => s + w, 0);
    for (const [city, w] of cityWeights) cityEntries.push([city, (weight * w) / total]);
  }
  model = { provinces: new Weighted(provinceEntries), cities: new Weighted(cityEntries) };
  return model;
}

/** The naming/address context of a district of this city (cached on the district). */
export function locationOf(city: CityModel, district: DistrictModel): Location {
  if (district.loc) return district.loc;
  const province = city.province;
  let full: string;
  let short: string;
  let withDistrict: string;
  let addressPrefix: string;
  switch (city.kind) {
    case 'municipality':
      full = province.name;
      short = province.short;
      withDistrict = full + district.name;
      addressPrefix = province.name + district.name;
      break;
    case 'direct':
      full = district.name;
      short = cityShortName(district.name, provinceShorts);
      withDistrict = full;
      addressPrefix = province.name + district.name;
      break;
    case 'undivided':
      full = city.name;
      short = cityShortName(city.name, provinceShorts);
      withDistrict = full;
      addressPrefix = province.name + city.name;
      break;
    default:
      short = cityShortName(city.name, provinceShorts);
      full = city.name.endsWith('市') ? city.name : short;
      withDistrict = full + district.name;
      // 平顶山市城乡一体化示范区 already starts with its city's name.
      addressPrefix =
        province.name +
        city.name +
        (district.name.startsWith(city.name) ? district.name.slice(city.name.length) : district.name);
  }
  // Statistical pseudo-districts (合肥高新技术产业开发区 …) never appear in names: use the city.
  const pseudo = PSEUDO_DISTRICT.test(district.name);
  let districtName = district.name;
  if (pseudo) {
    withDistrict = full;
    districtName = full;
  } else if (city.kind === 'normal' && !district.name.endsWith('区')) {
    withDistrict = district.name; // 兴宁市, 紫金县: a county-level name stands alone
  }
  const govName =
    city.kind === 'municipality' ? province.name : city.kind === 'direct' ? district.name : city.name;
  const loc: Location = {
    province,
    city,
    district,
    full,
    short,
    withDistrict,
    districtName,
    addressPrefix,
    govName,
  };
  district.loc = loc;
  return loc;
}
