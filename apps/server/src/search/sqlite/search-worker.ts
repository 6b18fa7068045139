import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { SqliteSeek } from '../seek/sqlite-seek.ts';
import { FtsReader } from './fts-reader.ts';
import type { ReaderRequest, ReaderResponse, ReaderResult } from './reader-pool.ts';

/**
 * A search worker (reader-pool.ts): its own read-only connection to the embedded database, so a
 * search's tens of milliseconds of SQLite work run beside the server's event loop, not on it. WAL mode
 * lets it read while the server writes; each statement sees the last commit. The seek's worker also
 * holds the facet columns (search/seek), created on its first seek.
 */
const sqlite = new SQLite(workerData.file as string, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
// 256 MiB of page cache (the server's connection has 64): a range off the capital grid rechecks
// company rows, 30 ms at 2M companies with this cache, 48 ms with 64 MiB (docs/perf.md)
sqlite.pragma('cache_size = -262144');
const reader = new FtsReader(sqlite);
let seek: SqliteSeek | null = null;

function answer(req: ReaderRequest): ReaderResult {
  switch (req.op) {
    case 'count':
      return reader.count(req.filter);
    case 'search':
      return reader.search(req.filter, req.page ?? { offset: 0, limit: 10 });
    case 'seek':
      return (seek ??= new SqliteSeek(sqlite)).seek(req.plan);
    case 'suggest':
      return (seek ??= new SqliteSeek(sqlite)).suggest(req.keyword);
    case 'filter':
      return (seek ??= new SqliteSeek(sqlite)).filter(req.filter, req.page);
    case 'query':
      return (seek ??= new SqliteSeek(sqlite)).query(req.query, req.page);
    case 'seekWarm':
      return (seek ??= new SqliteSeek(sqlite)).warm();
  }
}

parentPort!.on('message', (req: ReaderRequest) => {
  let res: ReaderResponse;
  try {
    res = { id: req.id, result: answer(req) };
  } catch (err) {
    res = { id: req.id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(res);
});
