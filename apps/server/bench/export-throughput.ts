import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { companyStatuses, type CompanyFilter } from '@qishu/contract';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { seedCompanies } from '../src/db/seed/seed-companies.ts';
import { createSearchEngine } from '../src/search/index.ts';

/**
 * `npm run bench:export`: 100,000 companies exported to .xlsx through the real
 * exportRows (search engine ids, rows read by id) and the real streaming writer, to a real file.
 * Target: ≥ 50,000 rows/s and a peak RSS under 300 MB.
 *
 * Every measurement runs in a fresh child process (export-run.ts) so that its peak memory is its own:
 * RSS sampled every 50 ms and VmHWM from /proc/self/status. Per database: 1 warm-up + 3 measured
 * exports, the writer alone (fed repeated rows, no database) and a verification of the file with
 * exceljs' streaming reader (row count, header = EXPORT_COLUMNS).
 *
 * Databases: a deterministic 100,000-company SQLite database cached under
 * `os.tmpdir()/qishu-bench-export` (`BENCH_FRESH=1` seeds it again), and, when present, the
 * 2,000,000-company database at `BENCH_BIG_DB` (default /tmp/qs2m/qishu.db, opened read-only; when
 * the project's engine cannot answer on it as it is — a database older than the engine's tables,
 * which this benchmark may not migrate — that row uses the portable engine and says so).
 * `BENCH_RUNS` (3) sets the measured runs; `BENCH_ENGINE=portable` measures every row with the portable
 * engine (the export's own part, apart from the engine's).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const cacheDir = path.join(os.tmpdir(), 'qishu-bench-export');
const dbFile = path.join(cacheDir, 'qishu.db');
const readyMarker = path.join(cacheDir, '.bench-seeded');
const bigDb = process.env.BENCH_BIG_DB ?? '/tmp/qs2m/qishu.db';
const COMPANIES = 100_000;
const ROWS = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SEED = 42;
/** Every status, so the 100,000-company database exports all of its rows. */
const FILTER: CompanyFilter = { statuses: [...companyStatuses] };
const MB = 1024 * 1024;

async function ensureDatabase(): Promise<void> {
  if (process.env.BENCH_FRESH === '1') fs.rmSync(cacheDir, { recursive: true, force: true });
  if (!fs.existsSync(readyMarker)) {
    fs.rmSync(cacheDir, { recursive: true, force: true });
    const t0 = Date.now();
    const db = openDatabase({ sqliteFile: dbFile });
    await migrateToLatest(db);
    await seedCompanies(db, { seed: SEED, count: COMPANIES });
    await db.close();
    fs.writeFileSync(readyMarker, new Date().toISOString());
    console.log(`seeded ${fmt(COMPANIES)} companies in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  // the schema and the search engine's indexes as the server would have them: migrations up to
  // date, then one pass over every id, so work the engine does on its first calls is not measured
  const t0 = Date.now();
  const db = openDatabase({ sqliteFile: dbFile });
  await migrateToLatest(db);
  const engine = createSearchEngine(db);
  let after = 0;
  for (;;) {
    const ids = await engine.idsAfter(FILTER, after, 10_000);
    if (ids.length === 0) break;
    after = ids[ids.length - 1]!;
  }
  db.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  await db.close();
  console.log(
    `migrations + engine pass (${engine.constructor.name}): ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** Whether the project's engine answers on the shared database as it is (it may predate its tables). */
async function engineWorksOn(file: string): Promise<boolean> {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const db: Db = { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
  try {
    await createSearchEngine(db).idsAfter(FILTER, 0, 1);
    return true;
  } catch (err) {
    console.log(`createSearchEngine on ${file}: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  } finally {
    await db.close();
  }
}

interface RunResult {
  engine?: string;
  /** CPU time of the whole process (all its threads) during the export */
  cpuMs?: number;
  /** RSS right before the export (modules loaded, database open) */
  rssBefore?: number;
  rows: number;
  ms: number;
  bytes?: number;
  sourceMs?: number;
  idsMs?: number;
  rowsMs?: number;
  peakRssSampled: number;
  vmHwm: number;
  headerOk?: boolean;
  sheets?: number;
  firstName?: string;
}

function child(job: Record<string, unknown>): RunResult {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'export-run.ts'), JSON.stringify(job)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * MB },
  );
  const line = out.trim().split('\n').pop() ?? '{}';
  return JSON.parse(line) as RunResult;
}

const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const mb = (n: number) => (n / MB).toFixed(0);

async function bench(
  label: string,
  db: string,
  opts: { readOnly?: boolean; portable?: boolean; pgUrl?: string; pgSchema?: string } = {},
): Promise<void> {
  const out = path.join(cacheDir, 'export.xlsx');
  const job = { mode: 'export', db, out, filter: FILTER, limit: ROWS, ...opts };
  console.log(`\n## ${label} (${db})  load before: ${load()}`);
  const warm = child(job);
  console.log(`warm-up: ${fmt(warm.rows)} rows in ${(warm.ms / 1000).toFixed(2)} s (engine ${warm.engine})`);
  const runs: RunResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = child(job);
    runs.push(r);
    const rate = (r.rows / r.ms) * 1000;
    console.log(
      `run ${i + 1}: ${fmt(r.rows)} rows, ${(r.ms / 1000).toFixed(2)} s, ${fmt(rate)} rows/s, ` +
        `${mb(r.bytes ?? 0)} MB file, process CPU ${fmt(r.cpuMs ?? 0)} ms, ` +
        `RSS ${mb(r.rssBefore ?? 0)} MB before → peak ${mb(r.peakRssSampled)} MB sampled / ${mb(r.vmHwm)} MB VmHWM; ` +
        `source ${fmt(r.sourceMs ?? 0)} ms (engine ids ${fmt(r.idsMs ?? 0)}, rows by id ${fmt(r.rowsMs ?? 0)}, ` +
        `mapping ${fmt((r.sourceMs ?? 0) - (r.idsMs ?? 0) - (r.rowsMs ?? 0))}), ` +
        `writer ${fmt(r.ms - (r.sourceMs ?? 0))} ms; load ${load()}`,
    );
  }
  const rates = runs.map((r) => (r.rows / r.ms) * 1000);
  const write = child({ ...job, mode: 'write', out: path.join(cacheDir, 'write-only.xlsx') });
  console.log(
    `writer alone: ${fmt(write.rows)} rows in ${(write.ms / 1000).toFixed(2)} s = ${fmt((write.rows / write.ms) * 1000)} rows/s, ` +
      `peak RSS ${mb(Math.max(write.peakRssSampled, write.vmHwm))} MB`,
  );
  const v = child({ ...job, mode: 'verify' });
  const ok = v.rows === ROWS && v.headerOk === true && v.sheets === 1;
  console.log(
    `verify (exceljs streaming reader): ${v.sheets} sheet, ${fmt(v.rows)} data rows, header ${v.headerOk ? 'ok' : 'WRONG'}, ` +
      `read in ${(v.ms / 1000).toFixed(2)} s → ${ok ? 'OK' : 'FAILED'}`,
  );
  const peak = Math.max(...runs.map((r) => Math.max(r.peakRssSampled, r.vmHwm)));
  console.log(
    `summary ${label}: rows/s median ${fmt(median(rates))}, min ${fmt(Math.min(...rates))}; ` +
      `wall median ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s; ` +
      `process CPU median ${fmt(median(runs.map((r) => r.cpuMs ?? 0)))} ms; file ${mb(runs[0]!.bytes ?? 0)} MB; ` +
      `peak RSS max ${mb(peak)} MB; load after ${load()}`,
  );
  if (!ok) process.exitCode = 1;
}

console.log(`bench:export — ${os.cpus().length} cores, Node ${process.version}, load ${load()}`);
await ensureDatabase();
const forcePortable = process.env.BENCH_ENGINE === 'portable';
const ownEngine = !forcePortable && (await engineWorksOn(dbFile));
await bench(`${fmt(COMPANIES)} companies${ownEngine ? '' : ', portable engine'}`, dbFile, {
  portable: !ownEngine,
});
if (fs.existsSync(bigDb)) {
  const portable = forcePortable || !(await engineWorksOn(bigDb));
  await bench(`2,000,000 companies${portable ? ', portable engine' : ''}`, bigDb, {
    readOnly: true,
    portable,
  });
} else console.log(`\n(${bigDb} not found: the 2M row is skipped)`);
// PostgreSQL (BENCH_PG_URL): the 2M companies bench:search loaded into schema bench_search_2000000
if (process.env.BENCH_PG_URL) {
  await bench('PostgreSQL, 2,000,000 companies (schema bench_search_2000000)', 'postgres', {
    pgUrl: process.env.BENCH_PG_URL,
    pgSchema: process.env.BENCH_PG_SCHEMA ?? 'bench_search_2000000',
  });
}
