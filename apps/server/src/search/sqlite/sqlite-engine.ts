import type { CompanyFilter } from '@qishu/contract';
import type SQLite from 'better-sqlite3';
import type { CompanySearchEngine, CompanySearchPage } from '../engine.ts';
import { compileFilter, matchOf, type FtsQuery } from './compile.ts';
import { hasPendingSearchWork, syncSearchIndex } from './index-writer.ts';

/** At most this many queued company changes are indexed inside a search call. */
const REQUEST_SYNC_IDS = 20_000;
/** Posting counts only choose between equivalent plans: ten minutes old is fine. */
const STATS_TTL_MS = 600_000;

type Statement = SQLite.Statement<unknown[], unknown>;

/**
 * The embedded default's engine: every filter is compiled to FTS5 queries over bigram tokens and
 * facet tags (compile.ts), which SQLite answers from posting lists: a count reads the lists, a page
 * stops after the first ids because FTS5 yields rowids in order. A filter the index cannot express
 * (a keyword without any word character) goes to the `fallback` engine.
 */
export class SqliteSearchEngine implements CompanySearchEngine {
  private readonly statements = new Map<string, Statement>();
  /** How many documents hold a tag, per partition: the query plan's statistics (like ANALYZE). */
  private readonly postingCounts = new Map<string, { n: number; at: number }>();

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly fallback: CompanySearchEngine,
  ) {}

  async count(filter: CompanyFilter): Promise<number> {
    const queries = this.compile(filter);
    if (queries === null) return this.fallback.count(filter);
    let total = 0;
    for (const q of queries) total += this.countOf(q);
    return total;
  }

  async search(filter: CompanyFilter, page: { offset: number; limit: number }): Promise<CompanySearchPage> {
    const queries = this.compile(filter);
    if (queries === null) return this.fallback.search(filter, page);
    let count = 0;
    for (const q of queries) count += this.countOf(q);
    const want = page.offset + page.limit;
    const ids =
      count === 0
        ? []
        : mergeIds(
            queries.map((q) => this.idsOf(q, 0, want)),
            want,
          );
    return { count, ids: ids.slice(page.offset) };
  }

  async idsAfter(filter: CompanyFilter, afterId: number, limit: number): Promise<number[]> {
    const queries = this.compile(filter);
    if (queries === null) return this.fallback.idsAfter(filter, afterId, limit);
    return mergeIds(
      queries.map((q) => this.idsOf(q, afterId, limit)),
      limit,
    );
  }

  private compile(filter: CompanyFilter) {
    if (hasPendingSearchWork(this.sqlite)) syncSearchIndex(this.sqlite, { maxIds: REQUEST_SYNC_IDS });
    return compileFilter(filter);
  }

  private prepared(sql: string): Statement {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.sqlite.prepare(sql);
      this.statements.set(sql, s);
    }
    return s;
  }

  private postings(table: string, term: string): number {
    const key = `${table} ${term}`;
    const hit = this.postingCounts.get(key);
    if (hit && Date.now() - hit.at < STATS_TTL_MS) return hit.n;
    const n = Number(this.prepared(`select count(*) from ${table} where ${table} match ?`).pluck().get(term));
    if (this.postingCounts.size > 10_000) this.postingCounts.clear();
    this.postingCounts.set(key, { n, at: Date.now() });
    return n;
  }

  private match(q: FtsQuery): string {
    return matchOf(q.conditions, (term) => this.postings(q.table, term));
  }

  private from(q: FtsQuery): string {
    return q.residual
      ? `${q.table} join company on company.company_id = ${q.table}.rowid where ${q.table} match ? and (${q.residual.sql})`
      : `${q.table} where ${q.table} match ?`;
  }

  private countOf(q: FtsQuery): number {
    const s = this.prepared(`select count(*) from ${this.from(q)}`);
    return Number(s.pluck().get(this.match(q), ...(q.residual?.params ?? [])));
  }

  private idsOf(q: FtsQuery, afterId: number, limit: number): number[] {
    const s = this.prepared(
      `select ${q.table}.rowid from ${this.from(q)} and ${q.table}.rowid > ? order by ${q.table}.rowid limit ?`,
    );
    return s.pluck().all(this.match(q), ...(q.residual?.params ?? []), afterId, limit) as number[];
  }
}

/** The first `limit` of several ascending id lists, merged (the lists are disjoint). */
function mergeIds(lists: number[][], limit: number): number[] {
  if (lists.length === 1) return lists[0]!.slice(0, limit);
  return lists
    .flat()
    .sort((a, b) => a - b)
    .slice(0, limit);
}
