import type { CompanyFilter, QueryConditions } from '@qishu/contract';
import type { QueryAnswer, QueryPage } from '../seek/query-columns.ts';
import type SQLite from 'better-sqlite3';
import type { CompanySearchEngine, CompanySearchPage } from '../engine.ts';
import { FtsReader } from './fts-reader.ts';
import { hasPendingSearchWork, syncSearchIndex } from './index-writer.ts';
import { SqliteSeek } from '../seek/sqlite-seek.ts';
import type { SeekAnswer, SeekPlan } from '../seek/seek-core.ts';
import { ReaderPool, SearchWorkerGone, type ReaderCall, type ReaderResult } from './reader-pool.ts';

/** At most this many queued company changes are indexed inside a search call. */
const REQUEST_SYNC_IDS = 20_000;

/**
 * The embedded default's engine (FTS5, fts-reader.ts). Counts and pages, the interactive calls, run
 * in search workers with their own read-only connections (reader-pool.ts), so the server keeps
 * answering other requests during a search's tens of milliseconds; an in-memory database, or a worker
 * that cannot start, reads on the server's connection instead. Export batches (`idsAfter`, ~2 ms per
 * 1,000 ids) stay on the server's connection: a background job, and a worker would add its own memory
 * to the export's budget. Changes queued by the company triggers are indexed first, on the server's
 * connection, so a search always sees them. A filter the index cannot express goes to `fallback`.
 */
export class SqliteSearchEngine implements CompanySearchEngine {
  private readonly local: FtsReader;
  private pool: ReaderPool | null;
  /** the seek on the server's connection, when no worker can run it */
  private localSeek: SqliteSeek | null = null;
  /**
   * The seek's facet columns are loaded and kept (warmSeek, the server's start): every filter is
   * answered from them (seek/filter-columns.ts), in one pass whatever its ranges, a keyword by its
   * matches' ids from the text index, kept for the next search with the same keyword.
   */
  private columnsWarm = false;
  /** searches and counts the facet columns answered (diagnostics and tests) */
  answeredFromColumns = 0;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly fallback: CompanySearchEngine,
    opts: { workers?: boolean } = {},
  ) {
    this.local = new FtsReader(sqlite);
    this.pool = opts.workers !== false && !sqlite.memory ? new ReaderPool(sqlite.name) : null;
  }

  /** Requests the search workers answered (0 when searches read on the server's connection). */
  get servedByWorkers(): number {
    return this.pool?.served ?? 0;
  }

  async count(filter: CompanyFilter): Promise<number> {
    if (this.columnsWarm) {
      this.answeredFromColumns++;
      return ((await this.read({ op: 'filter', filter, page: { offset: 0, limit: 0 } })) as CompanySearchPage)
        .count;
    }
    const n = (await this.read({ op: 'count', filter })) as number | null;
    return n ?? this.fallback.count(filter);
  }

  async search(filter: CompanyFilter, page: { offset: number; limit: number }): Promise<CompanySearchPage> {
    if (this.columnsWarm) {
      this.answeredFromColumns++;
      return (await this.read({ op: 'filter', filter, page })) as CompanySearchPage;
    }
    const found = (await this.read({ op: 'search', filter, page })) as CompanySearchPage | null;
    return found ?? this.fallback.search(filter, page);
  }

  async idsAfter(filter: CompanyFilter, afterId: number, limit: number): Promise<number[]> {
    this.syncPending();
    return this.local.idsAfter(filter, afterId, limit) ?? this.fallback.idsAfter(filter, afterId, limit);
  }

  /** The advanced query from the seek's columns (in its worker) once they are loaded; null before. */
  async query(q: QueryConditions, page: QueryPage): Promise<QueryAnswer | null> {
    if (!this.columnsWarm) return null;
    this.answeredFromColumns++;
    return (await this.read({ op: 'query', query: q, page })) as QueryAnswer;
  }

  /** The seek (search/seek): in the seek worker, where the facet columns live. */
  async seek(plan: SeekPlan): Promise<SeekAnswer> {
    return (await this.read({ op: 'seek', plan })) as SeekAnswer;
  }

  /** Suggestions while typing: ids, best first. */
  async suggest(keyword: string): Promise<number[]> {
    return (await this.read({ op: 'suggest', keyword })) as number[];
  }

  /**
   * Starts the seek worker and loads its facet columns, and keeps it running (the server's start):
   * the first search after the server sat idle then finds them ready. Answers the companies loaded.
   */
  async warmSeek(): Promise<number> {
    this.syncPending();
    let companies: number | null = null;
    if (this.pool) {
      try {
        companies = await this.pool.keepSeekWarm();
      } catch (err) {
        if (!(err instanceof SearchWorkerGone)) throw err;
        this.pool = null;
      }
    }
    companies ??= (this.localSeek ??= new SqliteSeek(this.sqlite)).warm();
    this.columnsWarm = true;
    return companies;
  }

  /** Stops the search workers (tests, shutdown); later searches start them again. */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  private syncPending(): void {
    if (hasPendingSearchWork(this.sqlite)) syncSearchIndex(this.sqlite, { maxIds: REQUEST_SYNC_IDS });
  }

  private async read(req: ReaderCall): Promise<ReaderResult> {
    this.syncPending();
    if (this.pool) {
      try {
        return await this.pool.run(req);
      } catch (err) {
        if (!(err instanceof SearchWorkerGone)) throw err;
        // a worker that cannot run here (or was stopped): this engine reads on its own connection
        this.pool = null;
      }
    }
    switch (req.op) {
      case 'count':
        return this.local.count(req.filter);
      case 'search':
        return this.local.search(req.filter, req.page!);
      case 'seek':
        return (this.localSeek ??= new SqliteSeek(this.sqlite)).seek(req.plan);
      case 'suggest':
        return (this.localSeek ??= new SqliteSeek(this.sqlite)).suggest(req.keyword);
      case 'filter':
        return (this.localSeek ??= new SqliteSeek(this.sqlite)).filter(req.filter, req.page);
      case 'query':
        return (this.localSeek ??= new SqliteSeek(this.sqlite)).query(req.query, req.page);
      case 'seekWarm':
        return (this.localSeek ??= new SqliteSeek(this.sqlite)).warm();
    }
  }
}
