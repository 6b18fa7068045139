import type { PageQuery } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { countRows } from '../row-count.ts';
import { offsetOf } from './paging.ts';

/** Contacts with their source and year (company_contact), keyed (company_id, seq). */
export class CompanyContactRepository {
  constructor(private readonly db: Executor) {}

  /** A page of the contacts, unmasked (the service masks them), and their count. */
  async contacts(companyId: number, window: PageQuery) {
    const [list, total] = await Promise.all([
      this.db
        .selectFrom('company_contact')
        .select(['kind', 'value', 'source', 'year'])
        .where('company_id', '=', companyId)
        .orderBy('seq')
        .limit(window.limit)
        .offset(offsetOf(window))
        .execute(),
      countRows(this.db.selectFrom('company_contact').where('company_id', '=', companyId)),
    ]);
    return { list, total };
  }
}
