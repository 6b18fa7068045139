import {
  ageBandDates,
  insuredBands,
  type QueryCondition,
  type QueryConditions,
  type QueryFlagKey,
  type QuerySortKey,
} from '@qishu/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/connection.ts';
import { hasPendingSearchWork, syncSearchIndex } from '../search/sqlite/index-writer.ts';
import { keywordQuery, RANGE_FIELDS } from '../search/sqlite/tokens.ts';
import { createSearchEngine } from '../search/index.ts';
import type { PgSearchEngine } from '../search/pg-engine.ts';
import type { SqliteSearchEngine } from '../search/sqlite/sqlite-engine.ts';

type Cond = RawBuilder<SqlBool>;

const TRUE: Cond = sql<SqlBool>`(1 = 1)`;
const FALSE: Cond = sql<SqlBool>`(1 = 0)`;
const YUAN_PER_WAN = 10_000;
/** At most this many queued company changes are indexed inside a query (as the search engine does). */
const REQUEST_SYNC_IDS = 20_000;

const all = (xs: Cond[]): Cond =>
  xs.length === 0 ? TRUE : xs.length === 1 ? xs[0]! : sql<SqlBool>`(${sql.join(xs, sql` and `)})`;
const any = (xs: Cond[]): Cond =>
  xs.length === 0 ? FALSE : xs.length === 1 ? xs[0]! : sql<SqlBool>`(${sql.join(xs, sql` or `)})`;
const not = (x: Cond): Cond => sql<SqlBool>`(not ${x})`;
const inList = (column: string, values: readonly (string | number)[]): Cond =>
  sql<SqlBool>`${sql.ref(column)} in (${sql.join(values.map((v) => sql.val(v)))})`;

/** The company row's has-X flags (the precise search's columns: company-filter-query.ts). */
const FLAG_SQL: Record<QueryFlagKey, Cond> = {
  hasMobile: sql<SqlBool>`c.mobile is not null`,
  hasTel: sql<SqlBool>`c.tel is not null`,
  hasEmail: sql<SqlBool>`c.email is not null`,
  hasAnyContact: sql<SqlBool>`(c.mobile is not null or c.tel is not null or c.email is not null)`,
  hasWebsite: sql<SqlBool>`c.website_num > 0`,
  hasBrand: sql<SqlBool>`c.brand_num > 0`,
  hasPatent: sql<SqlBool>`c.patent_num > 0`,
  hasSoftwareCopyright: sql<SqlBool>`c.software_copyright_num > 0`,
  hasCopyright: sql<SqlBool>`c.copyright_num > 0`,
  hasAdminLicence: sql<SqlBool>`c.act_num > 0`,
  hasPunishment: sql<SqlBool>`c.punish_num > 0`,
};

/** The text of each keyword range (0 name, 1 scope, 2 address, 3 people) of the row `c`, for SQLite's plain scan. */
const RANGE_TEXT = {
  0: sql`c.name`,
  1: sql`c.scope`,
  2: sql`c.address`,
  3: sql`(c.legal_person || '、' || c.shareholders)`,
} as const;
const keywordKey = (keyword: string, ranges: readonly number[]) =>
  `${[...ranges].sort().join('')}|${keyword}`;

const ORDER: Record<QuerySortKey, RawBuilder<unknown>> = {
  default: sql`c.company_id`,
  capital_desc: sql`c.reg_capital desc, c.company_id`,
  capital_asc: sql`c.reg_capital asc, c.company_id`,
  date_desc: sql`c.reg_date desc, c.company_id`,
  date_asc: sql`c.reg_date asc, c.company_id`,
};

interface Compiled {
  where: Cond;
  /** PostgreSQL: the ids of each keyword condition (keywordKey) */
  keywordIds: ReadonlyMap<string, number[]>;
  /** a keyword is read from SQLite's text index */
  fts: boolean;
}

/**
 * The advanced query (高级查询). Once the server's start has loaded the seek's in-memory columns
 * (warmSeek) it is answered from them (search/seek/query-columns.ts: 2M companies in tens of
 * milliseconds, where this statement took 0.3–10 s); until then, and for tests of both, it is
 * compiled to one SQL statement over `company c`: the count is a window
 * over every matching row and the page its first rows in the sort's order, in one pass. Conditions on
 * the row (region, industry, capital, dates, status, type, has-X flags) are plain expressions; the
 * others are sets read once and probed per row: a keyword's ids from the text indexes (SQLite: the
 * FTS5 tables of search/sqlite inside the statement; PostgreSQL: pg-engine.ts keywordIds before it),
 * risk flags from company_profile_counts, 参保人数 / 营业收入 from each company's latest
 * annual report. Every condition is an expression that is never NULL, so a NOT group is exactly the
 * companies the group does not find.
 *
 * Why one SQL statement, not the seek's in-memory facet columns or one engine search per group with
 * the id sets combined in JavaScript: the facet columns hold neither risks nor annual reports, and a
 * NOT group or an OR of groups has the whole table as its universe, so per-group id sets would carry
 * up to every company across threads for each group; the database combines the conditions row by
 * row where the rows are. Measured through HTTP on the 100k demo database (bench:query, 2 cores at
 * load ≈ 7 from other work): the suite's median 44 ms, p95 101 ms, max 136 ms on SQLite; PostgreSQL
 * (100k, analysed) median 78 ms, p95 267 ms, max 317 ms, the latest-report sets the slowest. Risk flags
 * as a left join of company_profile_counts cost 78 ms on one query where the set costs 32 ms, and a
 * separate count plus page 71 ms where the window costs 32 ms; those are what this version does.
 * On SQLite the statement runs on the server's connection (not a search worker): fine at this size,
 * a worker is the next step for millions of companies.
 */
export class CompanyQueryRepository {
  constructor(private readonly db: Db) {}

  private keyword(text: string, ranges: readonly (0 | 1 | 2 | 3)[], out: Compiled): Cond {
    const keyword = text.trim();
    if (this.db.sqlite) {
      const terms = ranges.map((r) => keywordQuery(RANGE_FIELDS[r], keyword));
      if (terms.every((t): t is string => t !== null)) {
        out.fts = true;
        const term = terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`;
        return sql<SqlBool>`c.company_id in (
          select rowid from company_fts_active where company_fts_active match ${term}
          union all select rowid from company_fts_other where company_fts_other match ${term})`;
      }
      const lower = keyword.toLowerCase();
      return any(ranges.map((r) => sql<SqlBool>`instr(lower(${RANGE_TEXT[r]}), ${lower}) > 0`));
    }
    // PostgreSQL: the ids the bigram GIN indexes give (read before the statement, as the seek reads
    // them: pg-engine.ts keywordIds), as an array the statement hashes. Inside the statement the
    // planner weighed the index against cutting every row into bigrams and, for a common keyword
    // (销售 in scope, 42 % of the companies), chose the latter: 3.3 s at 100k instead of ~0.1 s.
    const ids = out.keywordIds.get(keywordKey(keyword, ranges)) ?? [];
    return ids.length ? sql<SqlBool>`c.company_id = any(${sql.val(ids)}::int4[])` : FALSE;
  }

  private condition(c: QueryCondition, today: string, out: Compiled): Cond {
    switch (c.field) {
      case 'keyword':
        return this.keyword(c.text, c.ranges, out);
      case 'region': {
        const province = c.codes.filter((x) => x.endsWith('0000'));
        const city = c.codes.filter((x) => !x.endsWith('0000') && x.endsWith('00'));
        const district = c.codes.filter((x) => !x.endsWith('00'));
        const match = any([
          ...(province.length ? [inList('c.province_code', province)] : []),
          ...(city.length ? [inList('c.city_code', city)] : []),
          ...(district.length ? [inList('c.district_code', district)] : []),
        ]);
        return c.op === 'not_in' ? not(match) : match;
      }
      case 'industry': {
        const sections = c.codes.filter((x) => /^[A-T]$/.test(x));
        const divisions = c.codes.filter((x) => /^\d{2}$/.test(x));
        const match = any([
          ...(sections.length ? [inList('c.industry_section', sections)] : []),
          ...(divisions.length ? [inList('c.industry_division', divisions)] : []),
        ]);
        return c.op === 'not_in' ? not(match) : match;
      }
      case 'capital':
        return any(
          c.ranges.map((r) =>
            all([
              ...(r.min !== undefined && r.min > 0
                ? [sql<SqlBool>`c.reg_capital >= ${Math.round(r.min * YUAN_PER_WAN)}`]
                : []),
              ...(r.max !== undefined
                ? [sql<SqlBool>`c.reg_capital < ${Math.round(r.max * YUAN_PER_WAN)}`]
                : []),
            ]),
          ),
        );
      case 'age':
        return any(
          c.bands.map((key) => {
            const r = ageBandDates(key, today);
            return all([
              ...(r.from ? [sql<SqlBool>`c.reg_date >= ${r.from}`] : []),
              ...(r.to ? [sql<SqlBool>`c.reg_date <= ${r.to}`] : []),
            ]);
          }),
        );
      case 'founded':
        return all([
          ...(c.from ? [sql<SqlBool>`c.reg_date >= ${c.from}`] : []),
          ...(c.to ? [sql<SqlBool>`c.reg_date <= ${c.to}`] : []),
        ]);
      case 'status':
        return inList('c.status', c.values);
      case 'type':
        return inList('c.company_type', c.values);
      case 'flag':
        return c.has ? FLAG_SQL[c.key] : not(FLAG_SQL[c.key]);
      case 'risk': {
        // the companies with such records, read once from company_profile_counts (a hashed set)
        const column = sql.ref(`risk_${c.kind}`);
        const holding = sql<SqlBool>`c.company_id in (select company_id from company_profile_counts where ${column} > 0)`;
        return c.has ? holding : not(holding);
      }
      case 'insured':
        return this.latestReport(
          any(
            c.bands.map((key) => {
              const b = insuredBands.find((x) => x.key === key)!;
              return all([
                sql<SqlBool>`ar.insured >= ${b.lo}`,
                ...(b.hi !== null ? [sql<SqlBool>`ar.insured < ${b.hi}`] : []),
              ]);
            }),
          ),
        );
      case 'revenue':
        return this.latestReport(inList('ar.revenue_band', c.bands));
    }
  }

  /**
   * The companies whose latest annual report `ar` satisfies `cond`, as a set read once: a company
   * without a report, or whose latest report leaves the figure out, is not in it. SQLite finds each
   * report's year against the primary key (company_id, year); PostgreSQL keeps the reports no newer
   * report of the company follows (an anti-join: a `distinct on` subquery was planned as a nested
   * loop re-sorting every report for each row when its statistics were stale, minutes at 100k).
   */
  private latestReport(cond: Cond): Cond {
    return this.db.sqlite
      ? sql<SqlBool>`c.company_id in (select ar.company_id from company_annual_report ar
          where ar.year = (select max(a2.year) from company_annual_report a2 where a2.company_id = ar.company_id)
            and ${cond})`
      : sql<SqlBool>`c.company_id in (select ar.company_id from company_annual_report ar where ${cond}
          and not exists (select 1 from company_annual_report n where n.company_id = ar.company_id and n.year > ar.year))`;
  }

  private compile(q: QueryConditions, today: string, keywordIds: ReadonlyMap<string, number[]>): Compiled {
    const out: Compiled = { where: TRUE, fts: false, keywordIds };
    const groups = q.groups.map((g) => {
      const inner = all(g.conditions.map((c) => this.condition(c, today, out)));
      return g.not ? not(inner) : inner;
    });
    out.where = q.combine === 'or' ? any(groups) : all(groups);
    return out;
  }

  private async prepare(q: QueryConditions, today: string): Promise<Compiled> {
    // PostgreSQL: every keyword condition's ids (keywordIds: the seek's texts, or the bigram indexes)
    const sets = new Map<string, number[]>();
    if (!this.db.sqlite) {
      const engine = createSearchEngine(this.db) as PgSearchEngine;
      for (const g of q.groups) {
        for (const c of g.conditions) {
          if (c.field !== 'keyword') continue;
          const key = keywordKey(c.text.trim(), c.ranges);
          if (sets.has(key)) continue;
          const ids = new Set<number>();
          for (const r of c.ranges) {
            for (const id of await engine.keywordIds(c.text.trim(), r)) ids.add(id);
          }
          sets.set(key, [...ids]);
        }
      }
    }
    const compiled = this.compile(q, today, sets);
    const sqlite = this.db.sqlite;
    // company changes queued by the triggers reach the text index first (as every search does)
    if (compiled.fts && sqlite && hasPendingSearchWork(sqlite)) {
      syncSearchIndex(sqlite, { maxIds: REQUEST_SYNC_IDS });
    }
    return compiled;
  }

  /** How many companies the query finds (exact), and the ids of rows offset … offset + limit in the sort's order. */
  async search(
    q: QueryConditions,
    opts: { today: string; sort: QuerySortKey; offset: number; limit: number },
  ): Promise<{ total: number; ids: number[] }> {
    // once the server's start loaded the seek's columns, they answer (seek/query-columns.ts)
    const engine = createSearchEngine(this.db) as SqliteSearchEngine | PgSearchEngine;
    const fromColumns = await engine.query(q, opts);
    return fromColumns ?? this.searchBySql(q, opts);
  }

  /** The same answer from one SQL statement (before the columns are loaded; tests compare both). */
  async searchBySql(
    q: QueryConditions,
    opts: { today: string; sort: QuerySortKey; offset: number; limit: number },
  ): Promise<{ total: number; ids: number[] }> {
    const compiled = await this.prepare(q, opts.today);
    const from = sql`company c`;
    // one pass answers both: the count is a window over every matching row, the page its first rows
    const page = await sql<{ company_id: number; total: number | string }>`select c.company_id,
        count(*) over () as total from ${from} where ${compiled.where}
      order by ${ORDER[opts.sort]} limit ${opts.limit} offset ${opts.offset}`.execute(this.db.kysely);
    if (page.rows.length > 0) {
      return { total: Number(page.rows[0]!.total), ids: page.rows.map((r) => Number(r.company_id)) };
    }
    // a page past the end (or nothing found): the count on its own
    if (opts.offset === 0) return { total: 0, ids: [] };
    const counted = await sql<{
      n: number | string;
    }>`select count(*) as n from ${from} where ${compiled.where}`.execute(this.db.kysely);
    return { total: Number(counted.rows[0]?.n ?? 0), ids: [] };
  }
}
