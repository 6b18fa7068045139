import { ipKinds, licenceKinds, riskKinds } from '@qishu/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { NAME_CHANGE_ITEM } from './company-change-repository.ts';

/** A count's column in the header statement: its section, and the kind within it ('' for none). */
export interface CountColumn {
  alias: string;
  part:
    | 'shareholders'
    | 'people'
    | 'investments'
    | 'branches'
    | 'changes'
    | 'risks'
    | 'ip'
    | 'annual_reports'
    | 'licences'
    | 'contacts';
  kind: string;
  count: RawBuilder<number>;
}

/** `(select count(*) from table where company_id = c.company_id [and kind = …])`: one index range each. */
const countOf = (table: string, kind?: string) =>
  kind === undefined
    ? sql<number>`(select count(*) from ${sql.table(table)} x where x.company_id = c.company_id)`
    : sql<number>`(select count(*) from ${sql.table(table)} x where x.company_id = c.company_id and x.kind = ${kind})`;

/** Every section count of the profile, each a scalar subquery of the header statement. */
export const COUNT_COLUMNS: readonly CountColumn[] = [
  { alias: 'n_shareholders', part: 'shareholders', kind: '', count: countOf('shareholding') },
  { alias: 'n_people', part: 'people', kind: '', count: countOf('company_person') },
  {
    alias: 'n_investments',
    part: 'investments',
    kind: '',
    count: sql<number>`(select count(*) from shareholding x where x.holder_kind = 'C' and x.holder_id = c.company_id)`,
  },
  { alias: 'n_branches', part: 'branches', kind: '', count: countOf('company_branch') },
  { alias: 'n_changes', part: 'changes', kind: '', count: countOf('company_change') },
  ...riskKinds.map((k) => ({
    alias: `n_risk_${k}`,
    part: 'risks' as const,
    kind: k,
    count: countOf('company_risk', k),
  })),
  ...ipKinds.map((k) => ({
    alias: `n_ip_${k}`,
    part: 'ip' as const,
    kind: k,
    count: countOf('company_ip', k),
  })),
  { alias: 'n_reports', part: 'annual_reports', kind: '', count: countOf('company_annual_report') },
  ...licenceKinds.map((k) => ({
    alias: `n_licence_${k}`,
    part: 'licences' as const,
    kind: k,
    count: countOf('company_licence', k),
  })),
  { alias: 'n_contacts', part: 'contacts', kind: '', count: countOf('company_contact') },
];

/** The latest annual report's value of `column` (a scalar subquery). */
const latestReport = (column: 'employees' | 'insured' | 'revenue_band') =>
  sql`(select r.${sql.ref(column)} from company_annual_report r where r.company_id = c.company_id order by r.year desc limit 1)`;

/**
 * The profile header as a read model over several tables, in as few round trips as it takes: ONE
 * statement for the company, its region and industry names, its legal representative, its latest
 * annual figures and every section count (scalar subqueries, each an index range on a key led by
 * company_id); one more for the lists (former names, valid qualifications). On PostgreSQL a round
 * trip costs more than any of these reads.
 */
export class ProfileHeaderRepository {
  constructor(private readonly db: Executor) {}

  /** The header row with a column per count (COUNT_COLUMNS' aliases); undefined when no such company. */
  async header(companyId: number) {
    const row = await this.db
      .selectFrom('company as c')
      .leftJoin('region as rp', 'rp.code', 'c.province_code')
      .leftJoin('region as rc', 'rc.code', 'c.city_code')
      .leftJoin('region as rd', 'rd.code', 'c.district_code')
      .leftJoin('industry as s', 's.code', 'c.industry_section')
      .leftJoin('industry as d', 'd.code', 'c.industry_division')
      .select([
        'c.company_id',
        'c.name',
        'c.status',
        'c.ccode',
        'c.company_type',
        'c.legal_person',
        'c.reg_capital',
        'c.reg_currency',
        'c.reg_date',
        'c.address',
        'c.scope',
        'c.district_code',
        'c.industry_section',
        'c.industry_division',
        'c.tel',
        'c.mobile',
        'c.email',
        'c.website',
        'c.lng',
        'c.lat',
        'rp.name as province',
        'rc.name as city',
        'rd.name as district',
        's.name as industry_section_name',
        'd.name as industry_division_name',
        sql<number | null>`(select cp.person_id from company_person cp
          where cp.company_id = c.company_id and cp.is_legal = 1 order by cp.seq limit 1)`.as('legal_id'),
        sql<string | null>`(select p.name from company_person cp join person p on p.person_id = cp.person_id
          where cp.company_id = c.company_id and cp.is_legal = 1 order by cp.seq limit 1)`.as('legal_name'),
        latestReport('employees').$castTo<number | null>().as('employees'),
        latestReport('insured').$castTo<number | null>().as('insured'),
        latestReport('revenue_band').$castTo<string | null>().as('revenue_band'),
        ...COUNT_COLUMNS.map((col) => col.count.as(col.alias)),
      ])
      .where('c.company_id', '=', companyId)
      .executeTakeFirst();
    if (!row) return undefined;
    const counts = row as unknown as Record<string, number | string>;
    return { row, countOf: (alias: string) => Number(counts[alias] ?? 0) };
  }

  /**
   * Former names, the latest first (what each 名称变更 changed from), and the names of the
   * qualifications valid on `today` (begun, not expired) — one statement.
   */
  async lists(
    companyId: number,
    today: string,
  ): Promise<{ formerNames: string[]; qualifications: string[] }> {
    const rows = await this.db
      .selectFrom('company_change')
      .select([sql<string>`'former'`.as('list'), 'before_text as text', 'seq'])
      .where('company_id', '=', companyId)
      .where('item', '=', NAME_CHANGE_ITEM)
      .unionAll(
        this.db
          .selectFrom('company_licence')
          .select([sql<string>`'qualification'`.as('list'), 'name as text', 'seq'])
          .where('company_id', '=', companyId)
          .where('kind', '=', 'qualification')
          .where('valid_from', '<=', today)
          .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', today)])),
      )
      .orderBy('list')
      .orderBy('seq')
      .execute();
    return {
      formerNames: rows.filter((r) => r.list === 'former').map((r) => r.text),
      qualifications: rows.filter((r) => r.list === 'qualification').map((r) => r.text),
    };
  }
}
