import type { IpKind, PageQuery } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { countRows } from '../row-count.ts';
import { offsetOf } from './paging.ts';

/** 知识产权 (company_ip), keyed (company_id, kind, seq), newest first. */
export class CompanyIpRepository {
  constructor(private readonly db: Executor) {}

  async ip(companyId: number, kind: IpKind, window: PageQuery) {
    const [list, total] = await Promise.all([
      this.db
        .selectFrom('company_ip')
        .select(['kind', 'name', 'reg_no', 'category', 'status', 'apply_date', 'grant_date'])
        .where('company_id', '=', companyId)
        .where('kind', '=', kind)
        .orderBy('seq')
        .limit(window.limit)
        .offset(offsetOf(window))
        .execute(),
      countRows(
        this.db.selectFrom('company_ip').where('company_id', '=', companyId).where('kind', '=', kind),
      ),
    ]);
    return { list, total };
  }
}
