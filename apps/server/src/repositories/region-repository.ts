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
