import { activeStatuses, type CompanyFilter, type QueryConditions } from '@qishu/contract';
import type { QueryAnswer, QueryPage } from './seek/query-columns.ts';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { textHolds } from '../shared/pg-bigram-match.ts';
import { applyCompanyFilter } from './company-filter-query.ts';
import { parseIdBytes } from './seek/keyword-match.ts';
import type { CompanySearchEngine, CompanySearchPage } from './engine.ts';

/** What answers a filter from in-memory columns and texts (the seek's, once warm: PgSeek). */
export interface ColumnFilter {
  filter(filter: CompanyFilter, page: { offset: number; limit: number }): Promise<CompanySearchPage>;
  /** the advanced query (seek/query-columns.ts) */
  query(q: QueryConditions, page: QueryPage): Promise<QueryAnswer>;
}

type CompanyQuery<O> = SelectQueryBuilder<Database, 'company', O>;

/** Field letter of each search range in company_gram_count (migration 0014). */
const RANGE_FIELD = ['n', 's', 'a', 'p'] as const;

/**
 * A filter that is only a keyword of one or two characters in one field (plus statuses): its count
 * is a sum over company_gram_count instead of a read of every matching row.
 */
function gramCountOf(filter: CompanyFilter): { field: string; gram: string; statuses: string[] } | null {
  const { keyword, searchRange, statuses, ...rest } = filter;
  const text = keyword?.trim().toLowerCase() ?? '';
  const chars = Array.from(text);
  if (chars.length < 1 || chars.length > 2) return null;
  if (Object.values(rest).some((v) => v !== undefined && v !== false)) return null;
  const ranges = [...new Set(searchRange?.length ? searchRange : [0])];
  if (ranges.length !== 1) return null;
  return {
    field: RANGE_FIELD[ranges[0]!]!,
    gram: text,
    statuses: [...(statuses?.length ? statuses : activeStatuses)],
  };
}

/** The indexed expression of each search range (migration 0014's GIN indexes use the same text). */
const RANGE_TEXT = {
  0: sql`name`,
  1: sql`scope`,
  2: sql`address`,
  3: sql`(legal_person || '、' || shareholders)`,
} as const;

/** The keyword condition on one field (its GIN bigram index: shared/pg-bigram-match.ts). */
function keywordCondition(keyword: string, range: 0 | 1 | 2 | 3) {
  return textHolds(RANGE_TEXT[range], keyword);
}

/**
 * PostgreSQL: the filter as SQL over the company table, with the keyword answered by the GIN indexes
 * over each field's bigrams: a two-character keyword is one bigram (exact), a longer one must hold
 * all its bigrams and is then rechecked with ILIKE on those few rows. One character is a plain
 * ILIKE. Flags and ranges use the partial and status-led indexes of migration 0014; the planner
 * combines them (bitmap AND/OR).
 */
export class PgSearchEngine implements CompanySearchEngine {
  private total: { rows: number; at: number } | null = null;
  /** Counts that only pick a plan for keyset batches (an export asks once per 1,000 ids). */
  private readonly planCounts = new Map<string, { count: number; at: number }>();

  /** set by the server's start (warmSeek): filters read the seek's facet columns and texts */
  private columns: ColumnFilter | null = null;
  /** searches and counts the facet columns answered (diagnostics and tests) */
  answeredFromColumns = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** From now on counts and pages come from `columns` (seek/filter-columns.ts, seek/text-columns.ts). */
  answerFromColumns(columns: ColumnFilter): void {
    this.columns = columns;
  }

  /** The table's size as the planner sees it (refreshed every minute). */
  private async tableRows(): Promise<number> {
    if (this.total && Date.now() - this.total.at < 60_000) return this.total.rows;
    const r = await sql<{ n: number }>`select greatest(reltuples, 0)::bigint as n from pg_class
      where oid = to_regclass('company')`.execute(this.db);
    this.total = { rows: Number(r.rows[0]?.n ?? 0), at: Date.now() };
    return this.total.rows;
  }

  /**
   * Which side drives the id query. Walking the primary key in order and testing each row finds the
   * first ids at once when matches are common, but tests the whole table when they are rare (and a
   * keyword test computes the row's bigrams). Below 1 % of the table, \`company_id + 0\` hides the
   * order from the planner, so it reads the matches from the indexes and sorts them.
   */
  private async ordered<O>(qb: CompanyQuery<O>, count: number): Promise<CompanyQuery<O>> {
    const selective = count * 100 < (await this.tableRows());
    return selective ? qb.orderBy(sql`company_id + 0`) : qb.orderBy('company_id');
  }

  private filtered<O>(qb: CompanyQuery<O>, filter: CompanyFilter): CompanyQuery<O> {
    const { keyword: raw, searchRange, ...rest } = filter;
    let q = applyCompanyFilter(qb, rest);
    const keyword = raw?.trim();
    if (!keyword) return q;
    const ranges = searchRange?.length ? [...new Set(searchRange)] : [0 as const];
    const conditions = ranges.map((r) => keywordCondition(keyword, r));
    q = q.where(
      conditions.length === 1 ? conditions[0]! : sql<boolean>`(${sql.join(conditions, sql` or `)})`,
    );
    return q;
  }

  /**
   * Every company (any status) whose field `range` holds the keyword, in no particular order (the
   * advanced query's keyword conditions before the columns are loaded): one bytea of big-endian
   * int4s from the GIN index (one value to parse, not a row per id).
   */
  async keywordIds(keyword: string, range: 0 | 1 | 2 | 3): Promise<Int32Array> {
    const r = await sql<{ ids: Uint8Array | null }>`select string_agg(int4send(company_id), ''::bytea) as ids
      from company where ${keywordCondition(keyword.trim(), range)}`.execute(this.db);
    return parseIdBytes(r.rows[0]?.ids ?? null);
  }

  /** The advanced query from the seek's columns once they are loaded; null before. */
  async query(q: QueryConditions, page: QueryPage): Promise<QueryAnswer | null> {
    if (!this.columns) return null;
    this.answeredFromColumns++;
    return this.columns.query(q, page);
  }

  async count(filter: CompanyFilter): Promise<number> {
    const columns = this.columns;
    if (columns) {
      this.answeredFromColumns++;
      return (await columns.filter(filter, { offset: 0, limit: 0 })).count;
    }
    const gram = gramCountOf(filter);
    if (gram) {
      const r = await sql<{ n: number | null }>`select sum(n)::bigint as n from company_gram_count
        where field = ${gram.field} and gram = ${gram.gram} and status = any(${sql.val(gram.statuses)}::text[])`.execute(
        this.db,
      );
      return Number(r.rows[0]?.n ?? 0);
    }
    const row = await this.filtered(this.db.selectFrom('company'), filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async search(filter: CompanyFilter, page: { offset: number; limit: number }): Promise<CompanySearchPage> {
    const columns = this.columns;
    if (columns) {
      this.answeredFromColumns++;
      return columns.filter(filter, page);
    }
    const count = await this.count(filter);
    if (count <= page.offset) return { count, ids: [] };
    const q = this.filtered(this.db.selectFrom('company'), filter).select('company_id');
    const rows = await (await this.ordered(q, count)).limit(page.limit).offset(page.offset).execute();
    return { count, ids: rows.map((r) => r.company_id) };
  }

  async idsAfter(filter: CompanyFilter, afterId: number, limit: number): Promise<number[]> {
    const key = JSON.stringify(filter);
    let memo = this.planCounts.get(key);
    if (!memo || Date.now() - memo.at > 60_000) {
      memo = { count: await this.count(filter), at: Date.now() };
      if (this.planCounts.size >= 100) this.planCounts.clear();
      this.planCounts.set(key, memo);
    }
    const count = memo.count;
    if (count === 0) return [];
    const q = this.filtered(this.db.selectFrom('company'), filter)
      .select('company_id')
      .where('company_id', '>', afterId);
    const rows = await (await this.ordered(q, count)).limit(limit).execute();
    return rows.map((r) => r.company_id);
  }
}
