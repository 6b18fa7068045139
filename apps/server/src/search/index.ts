import type { Db } from '../db/connection.ts';
import type { CompanySearchEngine } from './engine.ts';
import { PortableSearchEngine } from './portable-engine.ts';

export type { CompanySearchEngine, CompanySearchPage } from './engine.ts';

/** The engine for this database: tuned SQLite (embedded default) or PostgreSQL. */
export function createSearchEngine(db: Db): CompanySearchEngine {
  return new PortableSearchEngine(db.kysely);
}
