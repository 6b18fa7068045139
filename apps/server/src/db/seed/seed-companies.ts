import type { Db } from '../connection.ts';
import { generateCompanies } from './companies/index.ts';
import type { GeneratedCompany } from './companies/index.ts';

const SQLITE_TX_ROWS = 20_000;
/** 29 columns × 1,000 rows stays under PostgreSQL's 65,535 bind parameters. */
const PG_BATCH_ROWS = 1_000;

export interface CompanySeedOptions {
  seed: number;
  count: number;
  /** first company_id; appending continues the same deterministic sequence */
  startId?: number;
  onProgress?: (done: number) => void;
}

/** Bulk-inserts synthetic companies: prepared statements in large transactions on SQLite, multi-row inserts on PostgreSQL. */
export async function seedCompanies(db: Db, opts: CompanySeedOptions): Promise<number> {
  const rows = generateCompanies({ seed: opts.seed, count: opts.count, startId: opts.startId ?? 1 });
  let done = 0;
  if (db.sqlite) {
    const sqlite = db.sqlite;
    let insert: ((row: GeneratedCompany) => void) | null = null;
    let batch: GeneratedCompany[] = [];
    const flush = sqlite.transaction((items: GeneratedCompany[]) => {
      for (const item of items) insert!(item);
    });
    for (const row of rows) {
      if (!insert) {
        const cols = Object.keys(row);
        const stmt = sqlite.prepare(
          `insert into company (${cols.join(',')}) values (${cols.map((c) => '@' + c).join(',')})`,
        );
        insert = (r) => stmt.run(r);
      }
      batch.push(row);
      if (batch.length === SQLITE_TX_ROWS) {
        flush(batch);
        done += batch.length;
        batch = [];
        opts.onProgress?.(done);
      }
    }
    if (batch.length) flush(batch);
    done += batch.length;
  } else {
    let batch: GeneratedCompany[] = [];
    for (const row of rows) {
      batch.push(row);
      if (batch.length === PG_BATCH_ROWS) {
        await db.kysely.insertInto('company').values(batch).execute();
        done += batch.length;
        batch = [];
        if (done % 20_000 === 0) opts.onProgress?.(done);
      }
    }
    if (batch.length) await db.kysely.insertInto('company').values(batch).execute();
    done += batch.length;
  }
  opts.onProgress?.(done);
  return done;
}
