import type { PageQuery } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { countRows } from '../row-count.ts';
import { offsetOf } from './paging.ts';
import { RELATED_COMPANY_COLUMNS } from './profile-company-repository.ts';

/** Branches (分支机构, company_branch): parent → branch, a branch being a company of its own. */
export class CompanyBranchRepository {
  constructor(private readonly db: Executor) {}

  /** A page of a company's branches in id order (the table's key) and their count. */
  async branches(companyId: number, window: PageQuery) {
    const [list, total] = await Promise.all([
      this.db
        .selectFrom('company_branch as b')
        .innerJoin('company as c', 'c.company_id', 'b.branch_id')
        .leftJoin('region as rp', 'rp.code', 'c.province_code')
        .select([...RELATED_COMPANY_COLUMNS, 'rp.name as province'])
        .where('b.company_id', '=', companyId)
        .orderBy('b.branch_id')
        .limit(window.limit)
        .offset(offsetOf(window))
        .execute(),
      countRows(this.db.selectFrom('company_branch').where('company_id', '=', companyId)),
    ]);
    return { list, total };
  }
}
