/**
 * GB/T 2260 administrative divisions (province / city / district), from regions.json. See
 * REGIONS-LICENSE.md for the source and how the JSON is derived (scripts/derive-regions.mjs).
 */
import type { RegionTable } from '../tables/company.ts';
import regionsJson from './regions.json' with { type: 'json' };

/** One line of regions.json: [code, name, parentCode | null, level]. */
export type RegionTuple = readonly [code: string, name: string, parentCode: string | null, level: 1 | 2 | 3];

let cache: {
  all: readonly RegionTable[];
  byCode: Map<string, RegionTable>;
  children: Map<string, RegionTable[]>;
} | null = null;

function index() {
  if (cache) return cache;
  const all: RegionTable[] = [];
  const byCode = new Map<string, RegionTable>();
  const children = new Map<string, RegionTable[]>();
  for (const t of regionsJson as unknown as readonly RegionTuple[]) {
    const [code, name, parent_code, level] = t;
    if (!/^\d{6}$/.test(code) || (level !== 1 && level !== 2 && level !== 3)) {
      throw new Error(`regions.json: bad entry ${JSON.stringify(t)}`);
    }
    const row: RegionTable = Object.freeze({ code, name, parent_code, level });
    all.push(row);
    byCode.set(code, row);
    if (parent_code !== null) {
      const list = children.get(parent_code);
      if (list) list.push(row);
      else children.set(parent_code, [row]);
    }
  }
  cache = { all, byCode, children };
  return cache;
}

/** Every region, sorted by code, as rows of the region table. */
export function loadRegions(): RegionTable[] {
  return index().all.slice();
}

export function getRegion(code: string): RegionTable | undefined {
  return index().byCode.get(code);
}

/** The 31 provincial-level divisions (provinces, autonomous regions, municipalities). */
export function listProvinces(): RegionTable[] {
  return index().all.filter((r) => r.level === 1);
}

/** Direct children of a region (a province's cities, a city's districts), sorted by code. */
export function childrenOf(parentCode: string): RegionTable[] {
  return (index().children.get(parentCode) ?? []).slice();
}

/** The chain from the province down to the given region, e.g. [广东省, 深圳市, 南山区]. */
export function regionPath(code: string): RegionTable[] {
  const path: RegionTable[] = [];
  for (let r = getRegion(code); r; r = r.parent_code === null ? undefined : getRegion(r.parent_code)) {
    path.unshift(r);
  }
  return path;
}

/**
 * A display name for a city: the municipalities' placeholder cities (市辖区, 县) and the
 * 省直辖县级行政区划 groups have no name of their own, so these fall back to the province's name.
 */
export function cityDisplayName(city: RegionTable): string {
  if (city.level === 2 && isPlaceholderCity(city.name)) {
    const province = city.parent_code === null ? undefined : getRegion(city.parent_code);
    return province?.name ?? city.name;
  }
  return city.name;
}

/** True for the source's grouping entries at city level that are not cities themselves. */
export function isPlaceholderCity(name: string): boolean {
  return name === '市辖区' || name === '县' || name.endsWith('直辖县级行政区划');
}
