import type { CompanyFilter } from '@qishu/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { CompanyTable } from '../db/tables/company.ts';
import type { CompanySearchEngine } from '../search/index.ts';

export type PreviewCompanyRecord = Pick<
  Selectable<CompanyTable>,
  'name' | 'ccode' | 'legal_person' | 'reg_date' | 'reg_capital' | 'status' | 'address'
>;
export interface CodeRecord {
  code: string;
  name: string;
  parent_code: string | null;
}

/**
 * A product's data is a filter over the company table: what it selects (through the search engine)
 * and the region and industry codes it may name. Read-only reference data, never written here.
 */
export class ProductFilterRepository {
  constructor(
    private readonly db: Executor,
    private readonly search: CompanySearchEngine,
  ) {}

  /** How many companies a product's filter selects (the search engine). */
  countCompanies(filter: CompanyFilter): Promise<number> {
    return this.search.count(filter);
  }

  /** The first companies of a filter, in the engine's stable order. */
  async firstCompanies(filter: CompanyFilter, limit: number): Promise<PreviewCompanyRecord[]> {
    const { ids } = await this.search.search(filter, { offset: 0, limit });
    if (!ids.length) return [];
    return this.db
      .selectFrom('company')
      .select(['name', 'ccode', 'legal_person', 'reg_date', 'reg_capital', 'status', 'address'])
      .where('company_id', 'in', ids)
      .orderBy('company_id')
      .execute();
  }

  regionsByCode(codes: string[]): Promise<CodeRecord[]> {
    if (!codes.length) return Promise.resolve([]);
    return this.db
      .selectFrom('region')
      .select(['code', 'name', 'parent_code'])
      .where('code', 'in', codes)
      .execute();
  }

  industriesByCode(codes: string[]): Promise<{ code: string; name: string }[]> {
    if (!codes.length) return Promise.resolve([]);
    return this.db.selectFrom('industry').select(['code', 'name']).where('code', 'in', codes).execute();
  }

  allRegions(maxLevel: number): Promise<CodeRecord[]> {
    return this.db
      .selectFrom('region')
      .select(['code', 'name', 'parent_code'])
      .where('level', '<=', maxLevel)
      .orderBy('code')
      .execute();
  }

  allIndustries(maxLevel: number): Promise<CodeRecord[]> {
    return this.db
      .selectFrom('industry')
      .select(['code', 'name', 'parent_code'])
      .where('level', '<=', maxLevel)
      .orderBy('level')
      .orderBy('code')
      .execute();
  }
}
