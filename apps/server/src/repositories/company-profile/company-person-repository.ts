import type { PageQuery } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { countRows } from '../row-count.ts';
import { offsetOf } from './paging.ts';

/**
 * Who runs a company (company_person): the legal representative and the executives, and from the
 * person's side (index person_id, company_id) the companies a person runs.
 */
export class CompanyPersonRepository {
  constructor(private readonly db: Executor) {}

  /** A page of a company's people, the legal representative first, then in the registry's order. */
  async people(companyId: number, window: PageQuery) {
    const [list, total] = await Promise.all([
      this.db
        .selectFrom('company_person as cp')
        .innerJoin('person as p', 'p.person_id', 'cp.person_id')
        .select(['cp.person_id', 'p.name', 'cp.positions', 'cp.is_legal', 'cp.since'])
        .where('cp.company_id', '=', companyId)
        .orderBy('cp.is_legal', 'desc')
        .orderBy('cp.seq')
        .limit(window.limit)
        .offset(offsetOf(window))
        .execute(),
      countRows(this.db.selectFrom('company_person').where('company_id', '=', companyId)),
    ]);
    return { list, total };
  }

  /**
   * How many distinct companies each person of `ids` holds or runs (one grouped query over the
   * union of their positions and their shareholdings).
   */
  async companyCounts(personIds: readonly number[]): Promise<Map<number, number>> {
    const ids = [...new Set(personIds)];
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('company_person')
          .select(['person_id', 'company_id'])
          .where('person_id', 'in', ids)
          .union(
            eb
              .selectFrom('shareholding')
              .select((s) => [s.ref('holder_id').$castTo<number>().as('person_id'), 'company_id'])
              .where('holder_kind', '=', 'P')
              .where('holder_id', 'in', ids),
          )
          .as('u'),
      )
      .select((eb) => ['u.person_id', eb.fn.countAll<number>().as('n')])
      .groupBy('u.person_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.person_id), Number(r.n)]));
  }
}
