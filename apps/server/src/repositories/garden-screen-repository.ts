import { sql } from 'kysely';
import type { DialectName } from '../db/connection.ts';
import type { Executor } from '../db/executor.ts';

export interface CodeCount {
  code: string;
  name: string;
  count: number;
}

export interface ScreenTotals {
  total: number;
  operating: number;
  newSince: number;
  capital: number;
}

/**
 * Aggregates of one park's companies for the garden screen: the companies of its roster
 * (park_company) joined to the company table, so every figure is the park's own. Every figure is one
 * GROUP BY (or one aggregate row) in the database: nothing is loaded row by row, and the roster's key
 * (usr_agent_id, company_id) reads only the park's rows. Written for both SQLite and PostgreSQL (the
 * month expression differs: reg_date is text on SQLite and a date on PostgreSQL).
 */
export class GardenScreenRepository {
  constructor(
    private readonly db: Executor,
    private readonly dialect: DialectName,
    /** the park: the organisation whose roster is counted */
    private readonly parkId: number,
  ) {}

  /** The park's companies (alias c), the one source of every figure. */
  private companies() {
    return this.db
      .selectFrom('park_company as p')
      .innerJoin('company as c', 'c.company_id', 'p.company_id')
      .where('p.usr_agent_id', '=', this.parkId);
  }

  /** Totals in a single scan: all companies, operating ones, registered on or after `since`, capital. */
  async totals(operatingStatuses: readonly string[], since: string): Promise<ScreenTotals> {
    const statuses = sql.join(operatingStatuses.map((s) => sql`${s}`));
    const row = await this.companies()
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`coalesce(sum(case when c.status in (${statuses}) then 1 else 0 end), 0)`.as('operating'),
        sql<number>`coalesce(sum(case when c.reg_date >= ${this.date(since)} then 1 else 0 end), 0)`.as(
          'newSince',
        ),
        sql<number>`coalesce(sum(c.reg_capital), 0)`.as('capital'),
      ])
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      operating: Number(row.operating),
      newSince: Number(row.newSince),
      capital: Number(row.capital),
    };
  }

  /**
   * Companies per capital band, in one scan: `bounds` are the bands' upper bounds in yuan, ascending
   * (the last band, unbounded, is left out); answers one count per band, the unbounded one last.
   * The bounds are the contract's constants, written as literals so PostgreSQL sees the GROUP BY
   * expression as the selected one.
   */
  async capitalBands(bounds: readonly number[]): Promise<number[]> {
    const band = sql<number>`case ${sql.join(
      bounds.map((b, i) => sql`when c.reg_capital < ${sql.lit(b)} then ${sql.lit(i)}`),
      sql` `,
    )} else ${sql.lit(bounds.length)} end`;
    const rows = await this.companies()
      .select([band.as('band'), sql<number>`count(*)`.as('count')])
      .groupBy(band)
      .execute();
    const counts = Array.from({ length: bounds.length + 1 }, () => 0);
    for (const r of rows) counts[Number(r.band)] = Number(r.count);
    return counts;
  }

  /** Registrations per month ('YYYY-MM') from `since` ('YYYY-MM-DD') on. */
  async monthly(since: string): Promise<{ month: string; count: number }[]> {
    const month =
      this.dialect === 'postgres'
        ? sql<string>`to_char(c.reg_date, 'YYYY-MM')`
        : sql<string>`substr(c.reg_date, 1, 7)`;
    const rows = await this.companies()
      .select([month.as('month'), sql<number>`count(*)`.as('count')])
      .where(sql<boolean>`c.reg_date >= ${this.date(since)}`)
      .groupBy(month)
      .orderBy(month)
      .execute();
    return rows.map((r) => ({ month: r.month, count: Number(r.count) }));
  }

  /** The `limit` GB/T 4754 sections with the most companies. */
  async topIndustries(limit: number): Promise<CodeCount[]> {
    const rows = await this.companies()
      .leftJoin('industry as i', 'i.code', 'c.industry_section')
      .select([
        'c.industry_section as code',
        sql<string | null>`max(i.name)`.as('name'),
        sql<number>`count(*)`.as('count'),
      ])
      .groupBy('c.industry_section')
      .orderBy('count', 'desc')
      .orderBy('c.industry_section')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ code: r.code, name: r.name ?? r.code, count: Number(r.count) }));
  }

  /** A 'YYYY-MM-DD' literal compared with reg_date (a date column on PostgreSQL). */
  private date(day: string) {
    return this.dialect === 'postgres' ? sql`cast(${day} as date)` : sql`${day}`;
  }
}
