import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Rng } from '../seed/companies/prng.ts';
import { hasDistrictShape, pointInDistrict } from './district-points.ts';
import { getRegion, loadRegions } from './regions.ts';

type Ring = [number, number][];
type Geometry = { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
interface Feature {
  properties: { adcode: string; name: string };
  geometry: Geometry;
}

/** The outline the map page draws for a region: the feature of that code in its parent's file. */
function drawnOutline(code: string): Ring[][] {
  const parent = getRegion(code)?.parent_code;
  const file = new URL(`../../../../web/public/geo/${parent}.json`, import.meta.url);
  const { features } = JSON.parse(readFileSync(file, 'utf8')) as { features: Feature[] };
  const feature = features.find((f) => f.properties.adcode === code);
  if (!feature) throw new Error(`${code} is not drawn in ${parent}.json`);
  const g = feature.geometry;
  return g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
}

/** Plain even-odd ray casting over every ring, independent of the module's banded index. */
function inside(polygons: Ring[][], [x, y]: [number, number]): boolean {
  let odd = false;
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < xi + ((y - yi) * (xj - xi)) / (yj - yi)) odd = !odd;
    }
  }
  return odd;
}

const seeded = (seed: number) => {
  const rng = new Rng(seed);
  return () => rng.next();
};

describe('pointInDistrict', () => {
  const districts = loadRegions().filter((r) => r.level === 3);

  it('places points inside the district as the map draws it', () => {
    const random = seeded(1);
    // every 25th district (about 120, across all provinces) and a few awkward ones: islands (西沙群岛,
    // 嵊泗县), a narrow one (香港 excluded: not in our regions), the capital's smallest
    const withShape = districts.filter((r) => hasDistrictShape(r.code));
    const sample = [
      ...withShape.filter((_, i) => i % 25 === 0).map((r) => r.code),
      '460321',
      '330922',
      '110101',
    ];
    for (const code of sample) {
      const outline = drawnOutline(code);
      for (let i = 0; i < 40; i++) {
        const point = pointInDistrict(random, code);
        expect(point, code).not.toBeNull();
        expect(inside(outline, point!), `${code} ${String(point)}`).toBe(true);
      }
    }
  });

  it('keeps districts apart: 海淀区 never lands in 东城区 and the other way round', () => {
    const random = seeded(2);
    const haidian = drawnOutline('110108');
    const dongcheng = drawnOutline('110101');
    expect(inside(haidian, [116.3105, 39.9929])).toBe(true); // 北京大学
    expect(inside(dongcheng, [116.3975, 39.9087])).toBe(true); // 天安门
    for (let i = 0; i < 200; i++) {
      expect(inside(dongcheng, pointInDistrict(random, '110108')!)).toBe(false);
      expect(inside(haidian, pointInDistrict(random, '110101')!)).toBe(false);
    }
  });

  it('spreads points over all the parts of a district in proportion to their area', () => {
    // 崇明区: 崇明岛 is by far the largest of its islands, 长兴岛 and 横沙岛 are small
    const random = seeded(3);
    const parts = drawnOutline('310151').map((polygon) => ({
      polygon,
      hits: 0,
      area: Math.abs(area(polygon[0]!)),
    }));
    expect(parts.length).toBeGreaterThanOrEqual(3);
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const point = pointInDistrict(random, '310151')!;
      const part = parts.find((p) => inside([p.polygon], point));
      expect(part).toBeDefined();
      part!.hits++;
    }
    const total = parts.reduce((s, p) => s + p.area, 0);
    for (const p of parts) expect(Math.abs(p.hits / n - p.area / total)).toBeLessThan(0.01);
    expect(Math.min(...parts.map((p) => p.hits))).toBeGreaterThan(0);
  });

  it('gives the same points for the same seed, other points for another', () => {
    const draw = (seed: number) => {
      const random = seeded(seed);
      return ['440305', '110108', '659004', '130171'].map((code) => pointInDistrict(random, code));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(8)).not.toEqual(draw(7));
  });

  it('falls back to the city for districts without an outline, and to nothing for unknown codes', () => {
    const random = seeded(4);
    // a development zone (no boundary of its own), a 2021 new city, a city without districts
    const cases: [code: string, city: string][] = [
      ['130171', '130100'],
      ['659011', '659000'],
      ['441900', '441900'],
    ];
    for (const [code, city] of cases) {
      expect(hasDistrictShape(code)).toBe(code === city);
      const outline = drawnOutline(city);
      for (let i = 0; i < 40; i++) expect(inside(outline, pointInDistrict(random, code)!)).toBe(true);
    }
    // a stale code not in regions.json: its city by the code's prefix
    expect(getRegion('130199')).toBeUndefined();
    expect(inside(drawnOutline('130100'), pointInDistrict(random, '130199')!)).toBe(true);
    for (const code of ['999999', '110000', '', 'abc', '__proto__'])
      expect(pointInDistrict(random, code)).toBeNull();
  });

  it('has an outline for nearly every district, and a point for every one', () => {
    const random = seeded(5);
    const missing = districts.filter((r) => !hasDistrictShape(r.code));
    // the 137 without one are development zones and other statistical-only areas, 阿勒泰地区's
    // counties (absent from the map data), 新星市 / 白杨市 (newer than it) and 中沙群岛
    expect(missing.length / districts.length).toBeLessThan(0.05);
    expect(
      missing
        .filter(
          (r) =>
            !/(开发区|新区|园区|管理区|示范区|实验区|产业|管委会|风景名胜区|食品区|新城|聚集区)/.test(r.name),
        )
        .map((r) => r.code),
    ).toEqual([
      '232762',
      '232763',
      '232764', // 大兴安岭 松岭区 / 新林区 / 呼中区: statistical, part of 呼玛县 / 塔河县
      '460323', // 中沙群岛的岛礁及其海域
      '654301',
      '654321',
      '654322',
      '654323',
      '654324',
      '654325',
      '654326', // 阿勒泰地区
      '659011',
      '659012', // 新星市, 白杨市
    ]);
    for (const r of districts) expect(pointInDistrict(random, r.code), r.code).not.toBeNull();
  });
});

function area(ring: Ring): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    twice += (xj - xi) * (yj + yi);
  }
  return twice / 2;
}
