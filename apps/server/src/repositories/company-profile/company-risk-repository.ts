import type { PageQuery, RiskKind } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { countRows } from '../row-count.ts';
import { offsetOf } from './paging.ts';

/** 司法风险 and 经营风险 (company_risk), keyed (company_id, kind, seq), newest first. */
export class CompanyRiskRepository {
  constructor(private readonly db: Executor) {}

  async risks(companyId: number, kind: RiskKind, window: PageQuery) {
    const [list, total] = await Promise.all([
      this.db
        .selectFrom('company_risk')
        .select(['kind', 'risk_date', 'title', 'doc_no', 'role', 'authority', 'amount', 'detail'])
        .where('company_id', '=', companyId)
        .where('kind', '=', kind)
        .orderBy('seq')
        .limit(window.limit)
        .offset(offsetOf(window))
        .execute(),
      countRows(
        this.db.selectFrom('company_risk').where('company_id', '=', companyId).where('kind', '=', kind),
      ),
    ]);
    return { list, total };
  }
}
