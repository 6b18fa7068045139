import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import ExcelJS from '../src/adapters/xlsx/exceljs.ts';
import { Kysely, SqliteDialect } from 'kysely';
import { EXPORT_COLUMNS, type CompanyFilter } from '@qishu/contract';
import { openDatabase, type Db } from '../src/db/connection.ts';
import type { Database } from '../src/db/schema.ts';
import { CompanyRepository } from '../src/repositories/company-repository.ts';
import { createSearchEngine, type CompanySearchEngine } from '../src/search/index.ts';
import { PortableSearchEngine } from '../src/search/portable-engine.ts';
import { exportRowOf, exportRows } from '../src/services/shop/delivery/row-source.ts';
import { writeExportXlsx, type ExportRow } from '../src/services/shop/delivery/xlsx-writer.ts';

/**
 * One measurement of `npm run bench:export`, run by export-throughput.ts in a fresh child process so
 * that peak memory (VmHWM) is this run's alone. Prints one JSON line on stdout.
 *
 *   node --import tsx apps/server/bench/export-run.ts '<json job>'
 *
 * job.mode:
 * - `export`: the real path, exportRows (engine ids + rows by id + mapping) into writeExportXlsx, to
 *   job.out; the source's time (engine, rows, mapping) is timed apart from the writer's.
 * - `write`: the writer alone, fed the first 1,000 mapped rows again and again (no database work).
 * - `verify`: opens job.out with exceljs' streaming reader; answers the header and the row count.
 */
interface Job {
  mode: 'export' | 'write' | 'verify';
  db: string;
  out: string;
  filter: CompanyFilter;
  limit: number;
  /** open the database read-only (a shared database) */
  readOnly?: boolean;
  /** use the portable engine instead of createSearchEngine's */
  portable?: boolean;
  /** ids per batch (default EXPORT_BATCH_SIZE) */
  batchSize?: number;
  /** PostgreSQL instead of the SQLite file `db`: connection string and schema */
  pgUrl?: string;
  pgSchema?: string;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;

// ── memory: RSS sampled every 50 ms, and the kernel's high-water mark ─────────────────────────────
let peakSampled = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakSampled = Math.max(peakSampled, process.memoryUsage().rss);
}, 50);
function vmHwm(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

/**
 * The benchmark database: the cached one as the server opens it (openDatabase: WAL, 64 MiB page
 * cache); a shared one (job.readOnly) read-only with the same page cache.
 */
function open(): Db {
  if (job.pgUrl)
    return openDatabase({ databaseUrl: job.pgUrl, ...(job.pgSchema ? { pgSchema: job.pgSchema } : {}) });
  if (!job.readOnly) return openDatabase({ sqliteFile: job.db });
  const sqlite = new SQLite(job.db, { readonly: true, fileMustExist: true });
  sqlite.pragma('cache_size = -65536');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
}

/**
 * The project's engine for the database (createSearchEngine), or the portable engine when asked to
 * (job.portable: a shared database older than the engine's own tables, which it may not migrate).
 */
function engineOf(db: Db): CompanySearchEngine {
  return job.portable ? new PortableSearchEngine(db.kysely) : createSearchEngine(db);
}

/** Wraps an async method so its time adds up in `acc[key]`. */
function timed<T extends object>(
  target: T,
  method: keyof T & string,
  acc: Record<string, number>,
  key: string,
) {
  const original = (target[method] as (...a: unknown[]) => Promise<unknown>).bind(target);
  (target as Record<string, unknown>)[method] = async (...args: unknown[]) => {
    const t0 = performance.now();
    try {
      return await original(...args);
    } finally {
      acc[key] = (acc[key] ?? 0) + performance.now() - t0;
    }
  };
}

/** Counts the time spent inside the source's next() (reading + mapping), apart from the consumer. */
async function* timedSource<T>(src: AsyncIterable<T>, acc: Record<string, number>): AsyncGenerator<T> {
  const it = src[Symbol.asyncIterator]();
  for (;;) {
    const t0 = performance.now();
    const r = await it.next();
    acc.source = (acc.source ?? 0) + performance.now() - t0;
    if (r.done) return;
    yield r.value;
  }
}

async function runExport(): Promise<Record<string, unknown>> {
  const db = open();
  const repo = new CompanyRepository(db.kysely, db.sqlite);
  const engine = engineOf(db);
  const acc: Record<string, number> = {};
  timed(engine, 'idsAfter', acc, 'ids');
  const openReader = repo.exportReader.bind(repo);
  repo.exportReader = () => {
    const reader = openReader();
    timed(reader, 'rowsByIds', acc, 'rows');
    return reader;
  };
  const rssBefore = process.memoryUsage().rss;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const source = exportRows(engine, repo, job.filter, job.limit, job.batchSize);
  const rows = await writeExportXlsx(job.out, 'bench', timedSource(source, acc));
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  await db.close();
  return {
    engine: engine.constructor.name,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rssBefore,
    rows,
    ms,
    sourceMs: acc.source ?? 0,
    rowsMs: acc.rows ?? 0,
    idsMs: acc.ids ?? 0,
    bytes: fs.statSync(job.out).size,
  };
}

async function runWrite(): Promise<Record<string, unknown>> {
  const db = open();
  const repo = new CompanyRepository(db.kysely, db.sqlite);
  let sample: ExportRow[] = [];
  for await (const b of exportRows(engineOf(db), repo, job.filter, 1000)) sample = b;
  await db.close();
  async function* repeated(): AsyncGenerator<ExportRow[]> {
    for (let n = 0; n < job.limit; n += sample.length)
      yield sample.slice(0, Math.min(sample.length, job.limit - n));
  }
  const t0 = performance.now();
  const rows = await writeExportXlsx(job.out, 'bench', repeated());
  return { rows, ms: performance.now() - t0, bytes: fs.statSync(job.out).size };
}

async function runVerify(): Promise<Record<string, unknown>> {
  const t0 = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(job.out, {
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  let header: unknown[] = [];
  let rows = 0;
  let sheets = 0;
  let firstName = '';
  for await (const ws of reader) {
    sheets++;
    for await (const row of ws as AsyncIterable<ExcelJS.Row>) {
      if (row.number === 1) header = (row.values as unknown[]).slice(1);
      else {
        if (rows === 0) firstName = String(row.getCell(1).value);
        rows++;
      }
    }
  }
  const headerOk = JSON.stringify(header) === JSON.stringify(EXPORT_COLUMNS.map((c) => c.header));
  return { sheets, rows, headerOk, header, firstName, ms: performance.now() - t0 };
}

const modes = { export: runExport, write: runWrite, verify: runVerify };
// touch exportRowOf so a refactor that drops it fails the typecheck of the bench as well
void exportRowOf;
const result = await modes[job.mode]();
clearInterval(sampler);
peakSampled = Math.max(peakSampled, process.memoryUsage().rss);
process.stdout.write(`${JSON.stringify({ ...result, peakRssSampled: peakSampled, vmHwm: vmHwm() })}\n`);
