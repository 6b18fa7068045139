import type { LicenceKind, PageQuery } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { countRows } from '../row-count.ts';
import { offsetOf } from './paging.ts';

/** 行政许可 and 资质证书 (company_licence), keyed (company_id, kind, seq). */
export class CompanyLicenceRepository {
  constructor(private readonly db: Executor) {}

  async licences(companyId: number, kind: LicenceKind, window: PageQuery) {
    const [list, total] = await Promise.all([
      this.db
        .selectFrom('company_licence')
        .select(['kind', 'name', 'licence_no', 'authority', 'valid_from', 'valid_to', 'content'])
        .where('company_id', '=', companyId)
        .where('kind', '=', kind)
        .orderBy('seq')
        .limit(window.limit)
        .offset(offsetOf(window))
        .execute(),
      countRows(
        this.db.selectFrom('company_licence').where('company_id', '=', companyId).where('kind', '=', kind),
      ),
    ]);
    return { list, total };
  }
}
