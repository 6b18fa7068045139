import type { CompanyFilter } from '@qishu/contract';
import type SQLite from 'better-sqlite3';
import type { CompanySearchEngine, CompanySearchPage } from '../engine.ts';
import { FtsReader } from './fts-reader.ts';
import { hasPendingSearchWork, syncSearchIndex } from './index-writer.ts';
import { ReaderPool, SearchWorkerGone, type ReaderRequest, type ReaderResult } from './reader-pool.ts';

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
    const n = (await this.read({ op: 'count', filter })) as number | null;
    return n ?? this.fallback.count(filter);
  }

  async search(filter: CompanyFilter, page: { offset: number; limit: number }): Promise<CompanySearchPage> {
    const found = (await this.read({ op: 'search', filter, page })) as CompanySearchPage | null;
    return found ?? this.fallback.search(filter, page);
  }

  async idsAfter(filter: CompanyFilter, afterId: number, limit: number): Promise<number[]> {
    this.syncPending();
    return this.local.idsAfter(filter, afterId, limit) ?? this.fallback.idsAfter(filter, afterId, limit);
  }

  /** Stops the search workers (tests, shutdown); later searches start them again. */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  private syncPending(): void {
    if (hasPendingSearchWork(this.sqlite)) syncSearchIndex(this.sqlite, { maxIds: REQUEST_SYNC_IDS });
  }

  private async read(req: Omit<ReaderRequest, 'id'>): Promise<ReaderResult> {
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
    return req.op === 'count' ? this.local.count(req.filter) : this.local.search(req.filter, req.page!);
  }
}
