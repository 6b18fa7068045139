/**
 * Random map points inside a district, for generated company coordinates. The outlines come from
 * district-shapes.json (see GEO-LICENSE.md; derived by scripts/derive-geo.mjs): the same simplified
 * polygons the map page draws (apps/web/public/geo), districts and cities keyed by region code.
 * Coordinates are degrees in the map data's datum, GCJ-02 (as 高德 / 腾讯 maps use; within a few
 * hundred metres of WGS-84): a point and the outline drawn around it always agree.
 */
import { readFileSync } from 'node:fs';
import { getRegion } from './regions.ts';

/** district-shapes.json: code → polygons → rings (outer first, then holes) → delta-encoded integers. */
interface ShapesFile {
  scale: number;
  shapes: Record<string, number[][][]>;
}

/** One polygon ready for sampling: its box, and its edges bucketed by horizontal band. */
interface Polygon {
  minX: number;
  minY: number;
  width: number;
  height: number;
  bandHeight: number;
  /** per band the edges crossing it, flat [x1, y1, x2, y2, …] */
  bands: Float64Array[];
}

/** A shape: its polygons and their cumulative areas, to pick a polygon in proportion to its area. */
interface Shape {
  polygons: Polygon[];
  cumulativeArea: Float64Array;
}

/** Tries before concluding that `random` cannot hit the shape (a broken generator, not bad luck). */
const MAX_TRIES = 10_000;

let encoded: ShapesFile | null = null;
const prepared = new Map<string, Shape | null>();

function shapeOf(code: string): Shape | null {
  let shape = prepared.get(code);
  if (shape !== undefined) return shape;
  encoded ??= JSON.parse(
    readFileSync(new URL('./district-shapes.json', import.meta.url), 'utf8'),
  ) as ShapesFile;
  const polygons = Object.hasOwn(encoded.shapes, code) ? encoded.shapes[code] : undefined;
  shape = polygons ? prepare(polygons, encoded.scale) : null;
  prepared.set(code, shape);
  return shape;
}

function prepare(polygons: number[][][], scale: number): Shape | null {
  const kept: Polygon[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const rings of polygons) {
    const decoded = rings.map((ring) => decodeRing(ring, scale));
    // outer ring minus holes, in squared degrees: only the proportions between polygons matter
    const area = decoded.reduce((sum, ring, i) => sum + (i === 0 ? 1 : -1) * Math.abs(ringArea(ring)), 0);
    if (!(area > 0)) continue;
    kept.push(indexPolygon(decoded));
    cumulative.push((total += area));
  }
  return kept.length === 0 ? null : { polygons: kept, cumulativeArea: Float64Array.from(cumulative) };
}

/** Delta-encoded integers → absolute [lng, lat, lng, lat, …] in degrees. */
function decodeRing(deltas: number[], scale: number): number[] {
  const ring: number[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < deltas.length; i += 2) {
    x += deltas[i]!;
    y += deltas[i + 1]!;
    ring.push(x / scale, y / scale);
  }
  return ring;
}

/** Calls back with every edge of a flat ring, the closing one included. */
function forEachEdge(ring: number[], edge: (x1: number, y1: number, x2: number, y2: number) => void): void {
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    edge(ring[j]!, ring[j + 1]!, ring[i]!, ring[i + 1]!);
  }
}

function ringArea(ring: number[]): number {
  let twice = 0;
  forEachEdge(ring, (x1, y1, x2, y2) => (twice += (x1 - x2) * (y1 + y2)));
  return twice / 2;
}

function indexPolygon(rings: number[][]): Polygon {
  const xs = rings.flatMap((ring) => ring.filter((_, i) => i % 2 === 0));
  const ys = rings.flatMap((ring) => ring.filter((_, i) => i % 2 === 1));
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const height = Math.max(...ys) - minY;
  // about 8 edges per band keeps a point-in-polygon test short whatever the polygon's size
  const bandCount = Math.max(1, Math.min(256, Math.ceil(xs.length / 8)));
  const bandHeight = height / bandCount;
  const bandOf = (y: number) => Math.min(bandCount - 1, Math.max(0, Math.floor((y - minY) / bandHeight)));
  const lists: number[][] = Array.from({ length: bandCount }, () => []);
  for (const ring of rings) {
    forEachEdge(ring, (x1, y1, x2, y2) => {
      if (y1 === y2) return; // a horizontal edge never crosses a horizontal ray
      for (let b = bandOf(Math.min(y1, y2)), last = bandOf(Math.max(y1, y2)); b <= last; b++) {
        lists[b]!.push(x1, y1, x2, y2);
      }
    });
  }
  return {
    minX,
    minY,
    width: Math.max(...xs) - minX,
    height,
    bandHeight,
    bands: lists.map((list) => Float64Array.from(list)),
  };
}

/** Even-odd ray casting (holes included) over the edges of the point's band only. */
function contains(p: Polygon, x: number, y: number): boolean {
  const band = Math.min(p.bands.length - 1, Math.max(0, Math.floor((y - p.minY) / p.bandHeight)));
  const edges = p.bands[band]!;
  let inside = false;
  for (let k = 0; k < edges.length; k += 4) {
    const y1 = edges[k + 1]!;
    const y2 = edges[k + 3]!;
    if (y1 > y !== y2 > y) {
      const x1 = edges[k]!;
      if (x < x1 + ((y - y1) * (edges[k + 2]! - x1)) / (y2 - y1)) inside = !inside;
    }
  }
  return inside;
}

function sample(shape: Shape, random: () => number, code: string): [lng: number, lat: number] {
  // a polygon in proportion to its area, then points of its box until one falls inside it: uniform
  // over the whole shape (drawing the polygon again after a miss would favour the compact ones)
  const areas = shape.cumulativeArea;
  const target = random() * areas[areas.length - 1]!;
  let lo = 0;
  let hi = areas.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (areas[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  const p = shape.polygons[lo]!;
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const x = p.minX + random() * p.width;
    const y = p.minY + random() * p.height;
    if (contains(p, x, y)) return [x, y];
  }
  throw new Error(
    `pointInDistrict(${code}): no point inside after ${MAX_TRIES} tries; is random() uniform in [0, 1)?`,
  );
}

/**
 * A uniformly random point strictly inside the district's outline, drawn with `random` (uniform in
 * [0, 1); the same sequence gives the same point). A district without an outline of its own (a
 * development zone, a code newer than the map data) gets a point inside its city; a city code
 * (东莞市, 中山市, 儋州市 have no districts) gets one inside the city. Null when neither has a shape.
 */
export function pointInDistrict(
  random: () => number,
  districtCode: string,
): [lng: number, lat: number] | null {
  const own = shapeOf(districtCode);
  if (own) return sample(own, random, districtCode);
  const cityCode = getRegion(districtCode)?.parent_code ?? `${districtCode.slice(0, 4)}00`;
  const city = /^\d{4}00$/.test(cityCode) && !cityCode.endsWith('0000') ? shapeOf(cityCode) : null;
  return city ? sample(city, random, cityCode) : null;
}

/** True when the code (a district or a city) has an outline of its own in district-shapes.json. */
export function hasDistrictShape(code: string): boolean {
  return shapeOf(code) !== null;
}
