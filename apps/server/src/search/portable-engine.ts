import type { CompanyFilter } from '@qishu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { applyCompanyFilter } from './company-filter-query.ts';
import type { CompanySearchEngine, CompanySearchPage } from './engine.ts';

/**
 * The filter compiled to plain SQL (LIKE for keywords): correct on both databases, fine for small
 * tables and the reference the tuned engines are tested against.
 */
export class PortableSearchEngine implements CompanySearchEngine {
  constructor(private readonly db: Kysely<Database>) {}

  async count(filter: CompanyFilter): Promise<number> {
    const row = await applyCompanyFilter(this.db.selectFrom('company'), filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async search(filter: CompanyFilter, page: { offset: number; limit: number }): Promise<CompanySearchPage> {
    const [count, rows] = await Promise.all([
      this.count(filter),
      applyCompanyFilter(this.db.selectFrom('company'), filter)
        .select('company_id')
        .orderBy('company_id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    ]);
    return { count, ids: rows.map((r) => r.company_id) };
  }

  async idsAfter(filter: CompanyFilter, afterId: number, limit: number): Promise<number[]> {
    const rows = await applyCompanyFilter(this.db.selectFrom('company'), filter)
      .select('company_id')
      .where('company_id', '>', afterId)
      .orderBy('company_id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.company_id);
  }
}
