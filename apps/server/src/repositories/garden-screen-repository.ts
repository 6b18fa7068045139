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
 * Aggregates of the company table for the garden screen. Every figure is one GROUP BY (or one
 * aggregate row) in the database: nothing is loaded row by row, so it stays fast on large tables.
 * Written for both SQLite and PostgreSQL (the month expression differs: reg_date is text on SQLite
 * and a date on PostgreSQL).
 */
export class GardenScreenRepository {
  constructor(
    private readonly db: Executor,
    private readonly dialect: DialectName,
  ) {}

  /** Totals in a single scan: all companies, operating ones, registered on or after `since`, capital. */
  async totals(operatingStatuses: readonly string[], since: string): Promise<ScreenTotals> {
    const statuses = sql.join(operatingStatuses.map((s) => sql`${s}`));
    const row = await this.db
      .selectFrom('company')
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`coalesce(sum(case when status in (${statuses}) then 1 else 0 end), 0)`.as('operating'),
        sql<number>`coalesce(sum(case when reg_date >= ${this.date(since)} then 1 else 0 end), 0)`.as(
          'newSince',
        ),
        sql<number>`coalesce(sum(reg_capital), 0)`.as('capital'),
      ])
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      operating: Number(row.operating),
      newSince: Number(row.newSince),
      capital: Number(row.capital),
    };
  }

  /** Companies per province (level-1 region), most first. */
  async byProvince(): Promise<CodeCount[]> {
    const rows = await this.db
      .selectFrom('company as c')
      .leftJoin('region as r', 'r.code', 'c.province_code')
      .select([
        'c.province_code as code',
        sql<string | null>`max(r.name)`.as('name'),
        sql<number>`count(*)`.as('count'),
      ])
      .groupBy('c.province_code')
      .orderBy('count', 'desc')
      .orderBy('c.province_code')
      .execute();
    return rows.map((r) => ({ code: r.code, name: r.name ?? r.code, count: Number(r.count) }));
  }

  /** Registrations per month ('YYYY-MM') from `since` ('YYYY-MM-DD') on. */
  async monthly(since: string): Promise<{ month: string; count: number }[]> {
    const month =
      this.dialect === 'postgres'
        ? sql<string>`to_char(reg_date, 'YYYY-MM')`
        : sql<string>`substr(reg_date, 1, 7)`;
    const rows = await this.db
      .selectFrom('company')
      .select([month.as('month'), sql<number>`count(*)`.as('count')])
      .where(sql<boolean>`reg_date >= ${this.date(since)}`)
      .groupBy(month)
      .orderBy(month)
      .execute();
    return rows.map((r) => ({ month: r.month, count: Number(r.count) }));
  }

  /** The `limit` GB/T 4754 sections with the most companies. */
  async topIndustries(limit: number): Promise<CodeCount[]> {
    const rows = await this.db
      .selectFrom('company as c')
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
