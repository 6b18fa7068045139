import { CompanyProfileMessages as M, type PageQuery } from '@qishu/contract';
import { MAX_ROW_ID } from '../../repositories/company-profile/paging.ts';
import { notFound } from '../../shared/errors.ts';
import type { ProfileRepositories } from './repositories.ts';

/** The person page: who the person is and every company they hold or run. */
export function createPersonService(repos: ProfileRepositories) {
  async function personOrThrow(personId: number) {
    const person = personId <= MAX_ROW_ID ? await repos.persons.withCounts(personId) : undefined;
    if (!person) throw notFound(M.personNotFound);
    return person;
  }

  return {
    /** The person with the companies they run, hold and both (company_count counts each company once). */
    person: (personId: number) => personOrThrow(personId),

    /** A page of the person's companies with positions and direct share; total = company_count. */
    async companies(personId: number, window: PageQuery) {
      const [person, rows] = await Promise.all([
        personOrThrow(personId),
        repos.persons.companies(Math.min(personId, MAX_ROW_ID), window),
      ]);
      return {
        list: rows.map((r) => ({
          company_id: r.company_id,
          name: r.name,
          status: r.status,
          legal_person: r.legal_person,
          reg_capital: Number(r.reg_capital),
          reg_currency: r.reg_currency,
          reg_date: r.reg_date,
          province: r.province ?? '',
          positions: r.positions ?? '',
          is_legal: r.is_legal === 1,
          ratio_ppm: r.ratio_ppm === null ? null : Number(r.ratio_ppm),
        })),
        total: person.company_count,
      };
    },
  };
}
