import { sql } from 'kysely';
import type { PageQuery } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { offsetOf } from './paging.ts';
import { RELATED_COMPANY_COLUMNS } from './profile-company-repository.ts';

/** The companies a person runs (company_person) or holds (shareholding 'P'), each once. */
function companiesOf(db: Executor, personId: number) {
  return db
    .selectFrom('company_person')
    .select('company_id')
    .where('person_id', '=', personId)
    .union(
      db
        .selectFrom('shareholding')
        .select('company_id')
        .where('holder_kind', '=', 'P')
        .where('holder_id', '=', personId),
    );
}

/** Natural persons and, from their side, every company they hold or run. */
export class PersonRepository {
  constructor(private readonly db: Executor) {}

  async exists(personId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('person')
      .select('person_id')
      .where('person_id', '=', personId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The person with their counts in one statement; undefined when there is no such person. */
  async withCounts(personId: number) {
    const row = await this.db
      .selectFrom('person as p')
      .select((eb) => [
        'p.person_id',
        'p.name',
        'p.gender',
        eb
          .selectFrom('company_person')
          .select(eb.fn.countAll<number>().as('n'))
          .where('person_id', '=', personId)
          .where('is_legal', '=', 1)
          .as('legal_count'),
        eb
          .selectFrom('company_person')
          .select(sql<number>`count(distinct company_id)`.as('n'))
          .where('person_id', '=', personId)
          .as('position_count'),
        eb
          .selectFrom('shareholding')
          .select(sql<number>`count(distinct company_id)`.as('n'))
          .where('holder_kind', '=', 'P')
          .where('holder_id', '=', personId)
          .as('holding_count'),
        eb
          .selectFrom(companiesOf(this.db, personId).as('u'))
          .select(eb.fn.countAll<number>().as('n'))
          .as('company_count'),
      ])
      .where('p.person_id', '=', personId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      person_id: row.person_id,
      name: row.name,
      gender: row.gender,
      legal_count: Number(row.legal_count ?? 0),
      position_count: Number(row.position_count ?? 0),
      holding_count: Number(row.holding_count ?? 0),
      company_count: Number(row.company_count ?? 0),
    };
  }

  /**
   * A page of the companies the person holds or runs: the ones they represent first, then the
   * newest; with their positions ('' when none) and direct share (null when none).
   */
  companies(personId: number, window: PageQuery) {
    return this.db
      .selectFrom(companiesOf(this.db, personId).as('u'))
      .innerJoin('company as c', 'c.company_id', 'u.company_id')
      .leftJoin('region as rp', 'rp.code', 'c.province_code')
      .leftJoin('company_person as cp', (j) =>
        j.onRef('cp.company_id', '=', 'u.company_id').on('cp.person_id', '=', personId),
      )
      .select((eb) => [
        ...RELATED_COMPANY_COLUMNS,
        'rp.name as province',
        'cp.positions',
        'cp.is_legal',
        eb
          .selectFrom('shareholding as s')
          .select(sql<number>`sum(s.ratio_ppm)`.as('r'))
          .whereRef('s.company_id', '=', 'u.company_id')
          .where('s.holder_kind', '=', 'P')
          .where('s.holder_id', '=', personId)
          .as('ratio_ppm'),
      ])
      .orderBy(sql`coalesce(cp.is_legal, 0)`, 'desc')
      .orderBy('c.reg_date', 'desc')
      .orderBy('c.company_id')
      .limit(window.limit)
      .offset(offsetOf(window))
      .execute();
  }
}
