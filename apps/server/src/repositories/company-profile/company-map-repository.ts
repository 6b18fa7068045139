import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { countRows } from '../row-count.ts';

/** Where to look for neighbours: a district, an industry section and (when known) a centre point. */
export interface NeighbourArea {
  companyId: number;
  districtCode: string;
  section: string;
  centre: { lng: number; lat: number } | null;
}

/**
 * Companies on the map. Neighbours are the companies of one district and industry section that have
 * a point; the index company_map_ix (district_code, industry_section, lng, lat) holds exactly what
 * ordering them needs, so the nearest are picked inside the index (a district may hold 20,000+
 * companies at 2M: their rows are never read), then only the chosen rows are fetched.
 */
export class CompanyMapRepository {
  constructor(private readonly db: Executor) {}

  private candidates(area: NeighbourArea) {
    return this.db
      .selectFrom('company')
      .where('district_code', '=', area.districtCode)
      .where('industry_section', '=', area.section)
      .where('lng', 'is not', null)
      .where('lat', 'is not', null)
      .where('company_id', '!=', area.companyId);
  }

  /**
   * Ids of the nearest `limit` neighbours, nearest first (by id without a centre). Distance is the
   * equirectangular one: longitude degrees shrink by cos(latitude), computed once in JS, so the
   * ordering is plain arithmetic on both databases.
   */
  async nearestIds(area: NeighbourArea, limit: number): Promise<number[]> {
    const q = this.candidates(area).select('company_id');
    const c = area.centre;
    const k = c ? Math.cos((c.lat * Math.PI) / 180) : 1;
    const rows = await (
      c
        ? q.orderBy(sql`(lng - ${c.lng}) * (lng - ${c.lng}) * ${k * k} + (lat - ${c.lat}) * (lat - ${c.lat})`)
        : q
    )
      .orderBy('company_id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.company_id);
  }

  /** How many neighbours there are in all. */
  countNeighbours(area: NeighbourArea): Promise<number> {
    return countRows(this.candidates(area));
  }

  /** The map's columns of the companies `ids` (any order). */
  byIds(ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('company as c')
      .leftJoin('industry as d', 'd.code', 'c.industry_division')
      .select([
        'c.company_id',
        'c.name',
        'c.status',
        'd.name as industry_division_name',
        'c.reg_capital',
        'c.address',
        'c.lng',
        'c.lat',
      ])
      .where('c.company_id', 'in', [...ids])
      .execute();
  }
}
