import type { Executor } from '../db/executor.ts';

/** GB/T 2260 regions (reference data, read-only here). */
export class RegionRepository {
  constructor(private readonly db: Executor) {}

  /** Provinces, cities and districts, ordered by code (parents before children). */
  tree() {
    return this.db
      .selectFrom('region')
      .select(['code', 'name', 'parent_code', 'level'])
      .where('level', '<=', 3)
      .orderBy('level')
      .orderBy('code')
      .execute();
  }

  /** Regions up to `maxLevel`, ordered by code alone (the product form's cascader). */
  upToLevel(maxLevel: number) {
    return this.db
      .selectFrom('region')
      .select(['code', 'name', 'parent_code'])
      .where('level', '<=', maxLevel)
      .orderBy('code')
      .execute();
  }

  /** The regions of the codes that exist, as rows (one per existing code). */
  byCodes(codes: readonly string[]) {
    if (!codes.length) return Promise.resolve([]);
    return this.db
      .selectFrom('region')
      .select(['code', 'name', 'parent_code'])
      .where('code', 'in', [...codes])
      .execute();
  }

  /** Every region's code and name (what the reference names keep in memory: services/reference/). */
  codesAndNames(): Promise<{ code: string; name: string }[]> {
    return this.db.selectFrom('region').select(['code', 'name']).execute();
  }

  /** Names of the codes that exist (empty codes are skipped). */
  async names(codes: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(codes.filter(Boolean))];
    if (!unique.length) return new Map();
    const rows = await this.db
      .selectFrom('region')
      .select(['code', 'name'])
      .where('code', 'in', unique)
      .execute();
    return new Map(rows.map((r) => [r.code, r.name]));
  }
}
