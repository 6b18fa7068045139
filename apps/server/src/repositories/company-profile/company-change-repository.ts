import type { PageQuery } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { countRows } from '../row-count.ts';
import { offsetOf } from './paging.ts';

/** The change item whose before_text is a former name. */
export const NAME_CHANGE_ITEM = '名称变更';

/** 变更记录 (company_change), keyed (company_id, seq), seq = display order, newest first. */
export class CompanyChangeRepository {
  constructor(private readonly db: Executor) {}

  async changes(companyId: number, window: PageQuery) {
    const [list, total] = await Promise.all([
      this.db
        .selectFrom('company_change')
        .select(['change_date', 'item', 'before_text', 'after_text'])
        .where('company_id', '=', companyId)
        .orderBy('seq')
        .limit(window.limit)
        .offset(offsetOf(window))
        .execute(),
      countRows(this.db.selectFrom('company_change').where('company_id', '=', companyId)),
    ]);
    return { list, total };
  }
}
