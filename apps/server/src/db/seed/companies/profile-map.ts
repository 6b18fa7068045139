/**
 * The company's map point (company.lng/lat, GCJ-02 degrees as the bundled shapes): a uniform point inside its district's
 * outline (reference/district-points.ts), else inside its city's, else none.
 */
import { pointInDistrict } from '../../reference/district-points.ts';
import type { Draft } from './generate.ts';
import type { Rng } from './prng.ts';

export function mapPoint(rng: Rng, d: Draft): [lng: number, lat: number] | null {
  const random = () => rng.next();
  const p = pointInDistrict(random, d.row.district_code) ?? pointInDistrict(random, d.row.city_code);
  // six decimals (≈ 0.1 m): both databases give back the same numbers
  return p ? [Math.round(p[0] * 1e6) / 1e6, Math.round(p[1] * 1e6) / 1e6] : null;
}
