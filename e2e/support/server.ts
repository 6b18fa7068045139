import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Environment variables that decide what an empty database is seeded with. */
const SEED_KEYS = ['SEED_COMPANIES', 'DEMO_SEED'] as const;
const DEFAULT_SEED_ENV: Record<string, string> = { SEED_COMPANIES: '20000' };

/**
 * A seeded data directory per seed setting, made once per run (the first server of that setting
 * seeds it, then stops cleanly so the SQLite file is whole), and copied for every later server:
 * each journey still gets its own database, without paying the seed again (≈ 6 s a server).
 * The run directory comes from globalSetup (e2e/support/global-setup.ts) and is removed after the run.
 */
async function seededTemplate(seedEnv: Record<string, string>): Promise<string | null> {
  const runDir = process.env.QISHU_E2E_RUN_DIR;
  if (!runDir) return null;
  const key = SEED_KEYS.map((k) => `${k}-${seedEnv[k] ?? ''}`).join('_');
  const dir = path.join(runDir, key);
  if (fs.existsSync(path.join(dir, 'ready'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const server = await launch(dir, seedEnv);
  await server.halt();
  fs.writeFileSync(path.join(dir, 'ready'), '');
  return dir;
}

/** Starts the real server (as `npm start` does, minus the build) on its own copy of a seeded SQLite file. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // the server serves WEB_DIST when it is set (a build of one's own, apart from apps/web/dist)
  if (!fs.existsSync(path.join(process.env.WEB_DIST || path.join(repoRoot, 'apps/web/dist'), 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does)');
  }
  const seedEnv = {
    ...DEFAULT_SEED_ENV,
    ...Object.fromEntries(SEED_KEYS.flatMap((k) => (env[k] ? [[k, env[k]]] : []))),
  };
  const template = await seededTemplate(seedEnv);
  const fullEnv = { ...seedEnv, ...env };
  // a server of the same setting started ahead (by an earlier journey file), else one started now
  const server = (await claimSpare(fullEnv)) ?? (await launch(freshDataDir(template), fullEnv));
  // and one for the next journey file of this setting, warming up while this file runs
  if (template && Object.keys(env).every((k) => (SEED_KEYS as readonly string[]).includes(k)))
    await startSpare(freshDataDir(template), fullEnv);
  return {
    url: server.url,
    dataDir: server.dataDir,
    output: server.output,
    async stop() {
      await server.halt();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/** A new data directory: a copy of the seeded template, or empty (the server then seeds it). */
function freshDataDir(template: string | null): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-e2e-'));
  if (template)
    fs.cpSync(template, dataDir, { recursive: true, filter: (src) => path.basename(src) !== 'ready' });
  return dataDir;
}

/**
 * Spare servers: a journey file that starts a server of a plain seed setting also starts a second
 * one, on a fresh copy of the same template with the same environment, for the next file of that
 * setting, which takes it over instead of waiting for a start (≈ 4 s of module loading, then ≈ 3 s
 * of the server's warm-ups that slowed the file's first pages). Nothing is shared: each server still
 * serves one journey file on its own database. A spare outlives the file that started it (unreferenced,
 * its output in a file rather than a pipe to that file's worker) and stays in the run's process group
 * (a Ctrl-C reaches it as it reaches the other servers); the run's global teardown stops the spares left over.
 * Off when a run names a single file (nobody would take the spare), or with QISHU_E2E_SPARE_SERVERS=0.
 */
interface SpareInfo {
  pid: number;
  url: string;
  dataDir: string;
  logFile: string;
}

const spareKey = (env: Record<string, string>) =>
  Object.entries(env)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}-${v}`)
    .join('_')
    .replace(/[^\w.-]/g, '');

function sparesDir(): string | null {
  return process.env.QISHU_E2E_SPARES_DIR || null;
}

async function startSpare(dataDir: string, env: Record<string, string>): Promise<void> {
  const dir = sparesDir();
  if (!dir) return void fs.rmSync(dataDir, { recursive: true, force: true });
  const logFile = path.join(dir, `${path.basename(dataDir)}.log`);
  const out = fs.openSync(logFile, 'a');
  const { child, url } = spawnServer(dataDir, env, { stdio: ['ignore', out, out] }, await freePort());
  fs.closeSync(out);
  child.unref();
  const info: SpareInfo = { pid: child.pid!, url, dataDir, logFile };
  fs.writeFileSync(path.join(dir, `${spareKey(env)}.${child.pid}.json`), JSON.stringify(info));
}

/** Takes over a spare server of this environment, once it answers /api/ready; null: none. */
async function claimSpare(env: Record<string, string>): Promise<Launched | null> {
  const dir = sparesDir();
  if (!dir) return null;
  const key = spareKey(env);
  for (const name of fs.readdirSync(dir).filter((n) => n.startsWith(`${key}.`) && n.endsWith('.json'))) {
    const claimed = path.join(dir, `${name}.claimed`);
    try {
      fs.renameSync(path.join(dir, name), claimed); // atomic: one file takes a spare
    } catch {
      continue;
    }
    const info = JSON.parse(fs.readFileSync(claimed, 'utf8')) as SpareInfo;
    const output = () => (fs.existsSync(info.logFile) ? fs.readFileSync(info.logFile, 'utf8') : '');
    const halt = async () => {
      await stopProcess(info.pid);
      fs.rmSync(info.logFile, { force: true });
    };
    try {
      // the port was free when the spare was spawned: ready is the spare's own answer, not another's
      const port = Number(new URL(info.url).port);
      await waitReady(
        info.url,
        () => (alive(info.pid) ? null : 'the spare server exited'),
        output,
        () => listensOn(info.pid, port),
      );
    } catch {
      await halt();
      fs.rmSync(info.dataDir, { recursive: true, force: true });
      continue;
    }
    return { url: info.url, dataDir: info.dataDir, output, halt };
  }
  return null;
}

/** Whether process `pid` still runs (an exited one nobody has reaped yet counts as ended). */
function alive(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * SIGTERM, as halt() does, and waits until the process has gone (it is no child of this one). Only
 * a server is signalled: a pid that has ended may have been given to another process since.
 */
async function stopProcess(pid: number): Promise<void> {
  try {
    if (!alive(pid) || !fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('apps/server/src/main.ts'))
      return;
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 30_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/** Stops the spares nobody took, and any a journey took but did not stop (the run's global teardown). */
export async function stopSpares(dir: string): Promise<void> {
  if (!fs.existsSync(dir)) return;
  await Promise.all(
    fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.json') || n.endsWith('.json.claimed'))
      .map(async (n) => {
        const info = JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as SpareInfo;
        await stopProcess(info.pid);
        fs.rmSync(info.dataDir, { recursive: true, force: true });
        fs.rmSync(info.logFile, { force: true });
      }),
  );
}

interface Launched {
  url: string;
  dataDir: string;
  output: () => string;
  halt(): Promise<void>;
}

/** Spawns the server on `dataDir` on a free port of 127.0.0.1. */
function spawnServer(
  dataDir: string,
  env: Record<string, string>,
  options: Pick<SpawnOptions, 'stdio'>,
  port = 0,
): { child: ChildProcess; url: string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    ...options,
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** Whether process `pid` has a socket listening on 127.0.0.1:`port` (Linux's /proc). */
function listensOn(pid: number, port: number): boolean {
  const inodes = fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    // local address 127.0.0.1:port (little-endian hex), state 0A: listening; field 9: the inode
    .filter((f) => f[1] === `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}` && f[3] === '0A')
    .map((f) => `socket:[${f[9]}]`);
  if (!inodes.length) return false;
  try {
    return fs
      .readdirSync(`/proc/${pid}/fd`)
      .some((fd) => inodes.includes(fs.readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' })));
  } catch {
    return false;
  }
}

/**
 * Waits until the server at `url` answers /api/ready (and `ours()`: the answer is this server's);
 * `exited` names why it never will.
 */
async function waitReady(
  url: string,
  exited: () => string | null,
  output: () => string,
  ours: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const why = exited();
    if (why) throw new Error(`${why}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok && ours()) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Spawns the server on `dataDir` and waits until it answers /api/ready. */
async function launch(dataDir: string, env: Record<string, string>): Promise<Launched> {
  let log = '';
  const { child, url } = spawnServer(dataDir, env, { stdio: ['ignore', 'pipe', 'pipe'] }, await freePort());
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const output = () => log;
  await waitReady(
    url,
    () => (child.exitCode !== null ? `server exited with ${child.exitCode}` : null),
    output,
  );
  return {
    url,
    dataDir,
    output,
    /** SIGTERM: the server closes its database (the WAL is folded into the file) and exits */
    async halt() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
