import type { Executor } from '../../db/executor.ts';

/** The columns of a company seen from another one (investment, branch, a person's company). */
export const RELATED_COMPANY_COLUMNS = [
  'c.company_id',
  'c.name',
  'c.status',
  'c.legal_person',
  'c.reg_capital',
  'c.reg_currency',
  'c.reg_date',
] as const;

/** The company row as the profile's other calls read it: whether it exists, where it is. */
export class ProfileCompanyRepository {
  constructor(private readonly db: Executor) {}

  /** Name of the company, undefined when there is none. */
  async nameOf(companyId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('company')
      .select('name')
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return row?.name;
  }

  /** The company's region codes, district and industry section (with names) and map point. */
  place(companyId: number) {
    return this.db
      .selectFrom('company as c')
      .leftJoin('region as rd', 'rd.code', 'c.district_code')
      .leftJoin('industry as s', 's.code', 'c.industry_section')
      .select([
        'c.province_code',
        'c.city_code',
        'c.district_code',
        'c.industry_section',
        'c.lng',
        'c.lat',
        'rd.name as district',
        's.name as industry_section_name',
      ])
      .where('c.company_id', '=', companyId)
      .executeTakeFirst();
  }
}
