import { spawn, type ChildProcess } from 'node:child_process';
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-e2e-'));
  const template = await seededTemplate(seedEnv);
  if (template)
    fs.cpSync(template, dataDir, { recursive: true, filter: (src) => path.basename(src) !== 'ready' });
  const server = await launch(dataDir, { ...seedEnv, ...env });
  return {
    url: server.url,
    dataDir,
    output: server.output,
    async stop() {
      await server.halt();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Spawns the server on `dataDir` and waits until it answers /api/ready. */
async function launch(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    output: () => log,
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
