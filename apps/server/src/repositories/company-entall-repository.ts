import type { Page } from '@qishu/contract';
import type { Executor } from '../db/executor.ts';
import { countedPage } from './row-count.ts';
import { contains } from '../shared/text-match.ts';

/**
 * The companies an organisation works with (/data/entall): until sales leads collect them, those its
 * members' watched saved searches matched at the last daily check (saved_search_hit).
 */
export class CompanyEntallRepository {
  constructor(
    private readonly db: Executor,
    private readonly agentId: number,
  ) {}

  /** the organisation's watched searches' remembered matches */
  private hits() {
    return this.db
      .selectFrom('saved_search_hit as h')
      .innerJoin('saved_search as s', 's.saved_search_id', 'h.saved_search_id')
      .where('s.usr_agent_id', '=', this.agentId)
      .where('s.watch', '=', 1);
  }

  /** One page of company ids, the largest capital first, whose name contains `keyword` when given. */
  async page(keyword: string | undefined, page: number, limit: number): Promise<Page<number>> {
    const matched = () => {
      let q = this.db
        .selectFrom('company as c')
        .where('c.company_id', 'in', this.hits().select('h.company_id'));
      if (keyword) q = q.where(contains('c.name', keyword));
      return q;
    };
    const r = await countedPage(
      matched().select('c.company_id').orderBy('c.reg_capital', 'desc').orderBy('c.company_id'),
      matched(),
      { page, limit },
    );
    return { total: r.total, list: r.list.map((x) => x.company_id) };
  }

  /** For each of `ids`: the watched searches holding it, with their owner and name. */
  watchers(ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.hits()
      .select(['h.company_id', 's.sys_user_id', 's.name'])
      .where('h.company_id', 'in', [...ids])
      .orderBy('s.name')
      .execute();
  }
}
