import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import { NAME_CHANGE_ITEM } from './company-change-repository.ts';
import { PROFILE_COUNT_SPECS } from './profile-counts.ts';

/** What a row of the header's facts statement is. */
export type FactPart =
  | 'shareholders'
  | 'people'
  | 'investments'
  | 'branches'
  | 'changes'
  | 'risks'
  | 'ip'
  | 'annual_reports'
  | 'licences'
  | 'contacts'
  /** the legal representative: n person_id, m seq, text name */
  | 'legal'
  /** the latest annual report: n year, m employees, o insured, kind revenue band */
  | 'report'
  /** a former name (a 名称变更's before_text): n seq, text the name */
  | 'former'
  /** a qualification valid today: n seq, text its name */
  | 'qualification';

/** One row of the facts statement; counts have `n` (and `kind` for risks, ip and licences). */
export interface FactRow {
  part: FactPart;
  kind: string | null;
  n: number | null;
  m: number | null;
  o: number | null;
  text: string | null;
}

type Arm = SelectQueryBuilder<Database, keyof Database, FactRow>;

const part = (p: FactPart) => sql<FactPart>`${sql.lit(p)}`.as('part');
/**
 * A column an arm leaves empty, typed: PostgreSQL types `a UNION ALL b UNION ALL c` pairwise from
 * the left, and two bare nulls would make the column text before an integer arm comes.
 */
const none = <T>(alias: 'kind' | 'm' | 'o' | 'text') =>
  (alias === 'm' || alias === 'o'
    ? sql<T | null>`cast(null as bigint)`
    : sql<T | null>`cast(null as varchar)`
  ).as(alias);

/**
 * The profile header as a read model over several tables: the company row with its region and
 * industry names joined to its company_profile_counts row, which holds the section counts and the
 * other facts (legal representative, latest annual report, former names, tag-giving qualifications;
 * migrations 0021 and 0025) — two rows read instead of ~14 index ranges. A company without that row
 * (profile rows written by hand, as tests do) is read live: its counts and its facts, each as ONE
 * UNION ALL of index ranges on keys led by company_id. A UNION ALL of plain arms is planned in a
 * fraction of the time PostgreSQL needs for the same reads written as scalar subqueries.
 */
export class ProfileHeaderRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The company with the names of its province, city, district, section and division, and its stored
   * section counts and header facts (`counted_id` null: no counts row, see countRows and facts).
   */
  company(companyId: number) {
    return this.db
      .selectFrom('company as c')
      .leftJoin('region as rp', 'rp.code', 'c.province_code')
      .leftJoin('region as rc', 'rc.code', 'c.city_code')
      .leftJoin('region as rd', 'rd.code', 'c.district_code')
      .leftJoin('industry as s', 's.code', 'c.industry_section')
      .leftJoin('industry as d', 'd.code', 'c.industry_division')
      .leftJoin('company_profile_counts as pc', 'pc.company_id', 'c.company_id')
      .select(PROFILE_COUNT_SPECS.map((s) => `pc.${s.column}` as const))
      .select([
        'pc.company_id as counted_id',
        'pc.legal_person_id',
        'pc.legal_person_name',
        'pc.report_year',
        'pc.report_employees',
        'pc.report_insured',
        'pc.report_revenue_band',
        'pc.former_names',
        'pc.tag_qualifications',
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
      ])
      .where('c.company_id', '=', companyId)
      .executeTakeFirst();
  }

  /**
   * The section counts of `companyId` counted on the profile tables, as rows of the facts statement:
   * what the header reads when the company has no company_profile_counts row (profile rows written
   * by something other than the seed, as tests do).
   */
  async countRows(companyId: number): Promise<FactRow[]> {
    const db = this.db;
    const id = companyId;
    /** count(*) of a table keyed by company_id, by kind when `kinds` (the table's type is erased) */
    const counted = (table: keyof Database, p: FactPart, kinds = false) =>
      db
        .selectFrom(table as 'company_risk')
        .select((eb) => [
          part(p),
          kinds ? sql<string | null>`kind`.as('kind') : none<string>('kind'),
          eb.fn.countAll<number>().as('n'),
          none<number>('m'),
          none<number>('o'),
          none<string>('text'),
        ])
        .where('company_id', '=', id)
        .$if(kinds, (q) => q.groupBy('kind')) as unknown as Arm;
    return union([
      counted('shareholding', 'shareholders'),
      counted('company_person', 'people'),
      db
        .selectFrom('shareholding')
        .select((eb) => [
          part('investments'),
          none<string>('kind'),
          eb.fn.countAll<number>().as('n'),
          none<number>('m'),
          none<number>('o'),
          none<string>('text'),
        ])
        .where('holder_kind', '=', 'C')
        .where('holder_id', '=', id) as unknown as Arm,
      counted('company_branch', 'branches'),
      counted('company_change', 'changes'),
      counted('company_risk', 'risks', true),
      counted('company_ip', 'ip', true),
      counted('company_annual_report', 'annual_reports'),
      counted('company_licence', 'licences', true),
      counted('company_contact', 'contacts'),
    ]);
  }

  /** The legal representative, the latest annual report, former names and qualifications valid on `today` (YYYY-MM-DD). */
  async facts(companyId: number, today: string): Promise<FactRow[]> {
    const db = this.db;
    const id = companyId;
    return union([
      db
        .selectFrom('company_person as cp')
        .innerJoin('person as p', 'p.person_id', 'cp.person_id')
        .select([
          part('legal'),
          none<string>('kind'),
          'cp.person_id as n',
          'cp.seq as m',
          none<number>('o'),
          'p.name as text',
        ])
        .where('cp.company_id', '=', id)
        .where('cp.is_legal', '=', 1) as unknown as Arm,
      // ORDER BY … LIMIT inside a compound needs its own subquery on SQLite
      db
        .selectFrom(
          db
            .selectFrom('company_annual_report')
            .select(['year', 'employees', 'insured', 'revenue_band'])
            .where('company_id', '=', id)
            .orderBy('year', 'desc')
            .limit(1)
            .as('r'),
        )
        .select([
          part('report'),
          'r.revenue_band as kind',
          'r.year as n',
          'r.employees as m',
          'r.insured as o',
          none<string>('text'),
        ]) as unknown as Arm,
      db
        .selectFrom('company_change')
        .select([
          part('former'),
          none<string>('kind'),
          'seq as n',
          none<number>('m'),
          none<number>('o'),
          'before_text as text',
        ])
        .where('company_id', '=', id)
        .where('item', '=', NAME_CHANGE_ITEM) as unknown as Arm,
      db
        .selectFrom('company_licence')
        .select([
          part('qualification'),
          none<string>('kind'),
          'seq as n',
          none<number>('m'),
          none<number>('o'),
          'name as text',
        ])
        .where('company_id', '=', id)
        .where('kind', '=', 'qualification')
        .where('valid_from', '<=', today)
        .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', today)])) as unknown as Arm,
    ]);
  }
}

/** The arms as one UNION ALL statement, numbers made numbers (PostgreSQL returns counts as strings). */
async function union(arms: Arm[]): Promise<FactRow[]> {
  const [first, ...rest] = arms;
  const rows = await rest.reduce((q, arm) => q.unionAll(arm), first!).execute();
  return rows.map((r) => ({
    part: r.part,
    kind: r.kind,
    n: r.n === null ? null : Number(r.n),
    m: r.m === null ? null : Number(r.m),
    o: r.o === null ? null : Number(r.o),
    text: r.text,
  }));
}
