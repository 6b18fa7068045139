import type { PageQuery } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { countRows } from '../row-count.ts';
import { offsetOf } from './paging.ts';

const COLUMNS = ['year', 'published_date', 'employees', 'insured', 'revenue_band', 'tax_rating'] as const;

/** 企业年报 with the year's tax credit rating (company_annual_report), keyed (company_id, year). */
export class CompanyAnnualReportRepository {
  constructor(private readonly db: Executor) {}

  /** A page of the reports, the latest year first, and their count. */
  async reports(companyId: number, window: PageQuery) {
    const [list, total] = await Promise.all([
      this.db
        .selectFrom('company_annual_report')
        .select(COLUMNS)
        .where('company_id', '=', companyId)
        .orderBy('year', 'desc')
        .limit(window.limit)
        .offset(offsetOf(window))
        .execute(),
      countRows(this.db.selectFrom('company_annual_report').where('company_id', '=', companyId)),
    ]);
    return { list, total };
  }
}
