/**
 * The bundled China boundaries (apps/web/public/geo, derived by scripts/derive-geo.mjs): 100000.json
 * the provinces, `<province adcode>.json` its cities, `<city adcode>.json` its districts. Static files
 * of the app itself: no tiles, nothing from outside.
 */
export interface GeoFeature {
  type: 'Feature';
  properties: { adcode: string; name: string };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
}
export interface GeoCollection {
  type: 'FeatureCollection';
  features: GeoFeature[];
}

export const COUNTRY_CODE = '100000';

export async function fetchGeo(code: string, signal?: AbortSignal): Promise<GeoCollection> {
  const response = await fetch(`/geo/${code}.json`, { signal });
  if (!response.ok) throw new Error(`地图数据 ${code} 加载失败（${response.status}）`);
  return (await response.json()) as GeoCollection;
}

export const geoQuery = (code: string) => ({
  queryKey: ['geo', code] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchGeo(code, signal),
  staleTime: Infinity,
  gcTime: 30 * 60_000,
});

/** The bounding box [minLng, minLat, maxLng, maxLat] of a feature, or null without coordinates. */
export function featureBounds(feature: GeoFeature): [number, number, number, number] | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const walk = (value: unknown) => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number' && typeof value[1] === 'number') {
      minX = Math.min(minX, value[0]);
      maxX = Math.max(maxX, value[0]);
      minY = Math.min(minY, value[1]);
      maxY = Math.max(maxY, value[1]);
      return;
    }
    value.forEach(walk);
  };
  walk(feature.geometry.coordinates);
  return Number.isFinite(minX) ? [minX, minY, maxX, maxY] : null;
}

export function collectionBounds(collection: GeoCollection): [number, number, number, number] | null {
  const boxes = collection.features.map(featureBounds).filter((b) => b !== null);
  if (boxes.length === 0) return null;
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}
