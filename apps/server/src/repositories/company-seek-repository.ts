import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';

/**
 * Companies as the data-search box shows them (issue 15): one read by id for a page of results,
 * with region and industry names, the registry person behind the legal representative
 * (company_person.is_legal, the first in the registry's order) and the texts a keyword may be
 * found in. Companies are shared knowledge, not an organisation's rows: no data scope.
 */
export class CompanySeekRepository {
  constructor(private readonly db: Executor) {}

  /** The companies of `ids` that exist, in no particular order. */
  rowsByIds(ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('company as c')
      .leftJoin('region as rp', 'rp.code', 'c.province_code')
      .leftJoin('region as rc', 'rc.code', 'c.city_code')
      .leftJoin('region as rd', 'rd.code', 'c.district_code')
      .leftJoin('industry as d', 'd.code', 'c.industry_division')
      .select([
        'c.company_id',
        'c.name',
        'c.status',
        'c.company_type',
        'c.legal_person',
        'c.shareholders',
        'c.reg_capital',
        'c.reg_currency',
        'c.reg_date',
        'c.address',
        'c.scope',
        'c.tel',
        'c.mobile',
        'c.email',
        'rp.name as province',
        'rc.name as city',
        'rd.name as district',
        'd.name as industry_division_name',
      ])
      .select(
        sql<number | null>`(select cp.person_id from company_person cp
          where cp.company_id = c.company_id and cp.is_legal = 1 order by cp.seq limit 1)`.as(
          'legal_person_id',
        ),
      )
      .where('c.company_id', 'in', [...ids])
      .execute();
  }

  /** Names and legal representatives of `ids` (suggestions, recently viewed). */
  briefByIds(ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('company')
      .select(['company_id', 'name', 'status', 'legal_person'])
      .where('company_id', 'in', [...ids])
      .execute();
  }
}
