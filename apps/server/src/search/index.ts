import type { Db } from '../db/connection.ts';
import type { CompanySearchEngine } from './engine.ts';
import { PgSearchEngine } from './pg-engine.ts';
import { PortableSearchEngine } from './portable-engine.ts';
import { SqliteSearchEngine } from './sqlite/sqlite-engine.ts';

export type { CompanySearchEngine, CompanySearchPage } from './engine.ts';
export { syncSearchIndex, optimizeSearchIndex } from './sqlite/index-writer.ts';

const engines = new WeakMap<Db, CompanySearchEngine>();

/**
 * The engine for this database (one per database handle, shared): the FTS5 engine on the embedded
 * SQLite default, the PostgreSQL engine otherwise.
 */
export function createSearchEngine(db: Db): CompanySearchEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = db.sqlite
      ? new SqliteSearchEngine(db.sqlite, new PortableSearchEngine(db.kysely))
      : new PgSearchEngine(db.kysely);
    engines.set(db, engine);
  }
  return engine;
}
