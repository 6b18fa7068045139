import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { NAME_CHANGE_ITEM } from './company-profile/company-change-repository.ts';

/** Values per `in (…)`: 500 lines of up to three spellings each stay far below both databases' limits. */
export const LOOKUP_CHUNK = 1_500;

/** A company as 批量查询 answers it (region names resolved). */
export interface LookupCompany {
  company_id: number;
  name: string;
  ccode: string;
  status: string;
  legal_person: string;
  reg_capital: number;
  reg_currency: string;
  reg_date: string;
  province: string | null;
  city: string | null;
  district: string | null;
}

/**
 * Companies by what a list names them (issue 15 point 4, 批量查询): by unified social credit code
 * (the unique index on ccode), by current name (company_name_ix) and by former name (the partial
 * index company_change_former_name_ix over 名称变更 rows, migration 0024). Each method takes at most
 * {@link LOOKUP_CHUNK} values; the service splits the list. Companies are shared knowledge: no data
 * scope.
 */
export class BatchLookupRepository {
  constructor(private readonly db: Executor) {}

  private companies() {
    return this.db
      .selectFrom('company as c')
      .leftJoin('region as rp', 'rp.code', 'c.province_code')
      .leftJoin('region as rc', 'rc.code', 'c.city_code')
      .leftJoin('region as rd', 'rd.code', 'c.district_code')
      .select([
        'c.company_id',
        'c.name',
        'c.ccode',
        'c.status',
        'c.legal_person',
        'c.reg_capital',
        'c.reg_currency',
        'c.reg_date',
        'rp.name as province',
        'rc.name as city',
        'rd.name as district',
      ]);
  }

  byCodes(codes: readonly string[]): Promise<LookupCompany[]> {
    if (!codes.length) return Promise.resolve([]);
    return this.companies()
      .where('c.ccode', 'in', [...codes])
      .execute();
  }

  byNames(names: readonly string[]): Promise<LookupCompany[]> {
    if (!names.length) return Promise.resolve([]);
    return this.companies()
      .where('c.name', 'in', [...names])
      .execute();
  }

  /** Companies that once bore one of `names`, with the former name. */
  byFormerNames(names: readonly string[]): Promise<(LookupCompany & { former_name: string })[]> {
    if (!names.length) return Promise.resolve([]);
    return (
      this.companies()
        .innerJoin('company_change as cc', 'cc.company_id', 'c.company_id')
        .select('cc.before_text as former_name')
        // a literal, not a parameter: only then may either planner use the partial index
        .where('cc.item', '=', sql.lit(NAME_CHANGE_ITEM))
        .where('cc.before_text', 'in', [...names])
        .execute()
    );
  }
}
