import type { CompanyFilter } from '@qishu/contract';
import type SQLite from 'better-sqlite3';
import type { CompanySearchPage } from '../engine.ts';
import { compileFilter, matchOf, type FtsQuery } from './compile.ts';
import { keywordQuery } from './tokens.ts';

/** A text field of the index (tokens.ts RANGE_FIELDS): n name, s scope, a address, p legal person and shareholders. */
export type TextField = 'n' | 's' | 'a' | 'p';

/** The company text each field indexes, for keywords the index cannot express (no word character). */
const FIELD_TEXT: Record<TextField, string> = {
  n: 'name',
  s: 'scope',
  a: 'address',
  p: `legal_person || '、' || shareholders`,
};

/** The two halves of the index: active companies (存续, 在业) and the others. */
export type FtsPartition = 'company_fts_active' | 'company_fts_other';
const BOTH: readonly FtsPartition[] = ['company_fts_active', 'company_fts_other'];

/** Posting counts only choose between equivalent plans: ten minutes old is fine. */
const STATS_TTL_MS = 600_000;

type Statement = SQLite.Statement<unknown[], unknown>;

/**
 * Answers filters from the FTS5 index, synchronously, on one connection (the server's, or a search
 * worker's read-only one). Every filter is compiled to FTS5 queries over bigram tokens and facet tags
 * (compile.ts), which SQLite answers from posting lists: a count reads the lists, a page stops after
 * the first ids because FTS5 yields rowids in order. `null` means the index cannot express the filter
 * (a keyword without any word character): the caller asks its fallback.
 */
export class FtsReader {
  private readonly statements = new Map<string, Statement>();
  /** How many documents hold a tag, per partition: the query plan's statistics (like ANALYZE). */
  private readonly postingCounts = new Map<string, { n: number; at: number }>();

  constructor(private readonly sqlite: SQLite.Database) {}

  count(filter: CompanyFilter): number | null {
    const queries = compileFilter(filter);
    if (queries === null) return null;
    let total = 0;
    for (const q of queries) total += this.countOf(q);
    return total;
  }

  search(filter: CompanyFilter, page: { offset: number; limit: number }): CompanySearchPage | null {
    const queries = compileFilter(filter);
    if (queries === null) return null;
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

  idsAfter(filter: CompanyFilter, afterId: number, limit: number): number[] | null {
    const queries = compileFilter(filter);
    if (queries === null) return null;
    return mergeIds(
      queries.map((q) => this.idsOf(q, afterId, limit)),
      limit,
    );
  }

  /**
   * Every company (both partitions: any status) whose field holds the keyword, as SQLite's
   * group_concat of ids (one string, not a row per id: hundreds of thousands of ids cost one
   * value). A keyword without a word character is looked for in the company rows instead (and
   * `tags` and `partitions` are not applied: they only narrow what the caller checks anyway).
   * `partitions`: read only these halves of the index (the caller wants only their statuses).
   */
  keywordIds(
    field: TextField,
    keyword: string,
    tags: readonly string[] = [],
    partitions: readonly FtsPartition[] = BOTH,
  ): string {
    const term = keywordQuery(field, keyword);
    if (term === null) {
      const s = this.prepared(
        `select group_concat(company_id) from company where instr(lower(${FIELD_TEXT[field]}), ?) > 0`,
      );
      return (s.pluck().get(keyword.trim().toLowerCase()) as string | null) ?? '';
    }
    // tags narrow the matches (facet tags: region, industry, flags), read from the same index
    return this.idsMatching(tags.length ? `${term} AND ${tags.join(' AND ')}` : term, partitions);
  }

  /** The same for names that start with the keyword (FTS5 initial-token phrase: names come first). */
  namePrefixIds(keyword: string): string {
    const term = keywordQuery('n', keyword);
    if (term === null) {
      const s = this.prepared(
        `select group_concat(company_id) from company where substr(lower(name), 1, ?) = ?`,
      );
      const k = keyword.trim().toLowerCase();
      return (s.pluck().get(k.length, k) as string | null) ?? '';
    }
    return this.idsMatching(`^${term}`);
  }

  private idsMatching(term: string, partitions: readonly FtsPartition[] = BOTH): string {
    const parts: string[] = [];
    for (const table of partitions) {
      const s = this.prepared(`select group_concat(rowid) from ${table} where ${table} match ?`);
      const ids = s.pluck().get(term) as string | null;
      if (ids) parts.push(ids);
    }
    return parts.join(',');
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
