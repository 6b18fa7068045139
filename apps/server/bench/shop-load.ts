import { freePort } from './http-bench.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { IdentityPaths, ShopCartMessages, ShopCartPaths, type GetShopDatasRequest } from '@qishu/contract';
import { machineInfo, repoRoot, writeDocSection } from './write-doc.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';

/**
 * `npm run bench:shop`: HTTP load (autocannon) on getShopDatas and getCartList against the REAL
 * server started as its own process on the embedded SQLite default with 100,000 seeded companies.
 *
 * The data directory is cached under `os.tmpdir()/qishu-bench-shop` (the first seed takes a while);
 * `BENCH_FRESH=1` seeds it again. Other knobs: `BENCH_DURATION` (s, 10), `BENCH_WARMUP` (s, 2),
 * `BENCH_CONNECTIONS` (10), `BENCH_SATURATION` (connections of the saturation runs, 50; 0 = none),
 * `BENCH_WRITE_DOC=1` replaces the generated table in docs/perf.md (between the bench:shop markers).
 */

const cacheDir = path.join(os.tmpdir(), 'qishu-bench-shop');
const readyMarker = path.join(cacheDir, '.bench-seeded');
const SHOPPER = '13600000000';
const COMPANIES = 100_000;
const CART_ITEMS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SATURATION = Number(process.env.BENCH_SATURATION ?? 50);
const START_TIMEOUT_MS = 15 * 60_000;

// ── autocannon (CommonJS, no bundled types): the part of its API used here ─────────────────────
interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  throughput: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  statusCodeStats: Record<string, { count: number }>;
  warmup?: { requests: { total: number } };
}
interface AutocannonOptions {
  url: string;
  method: 'POST';
  connections: number;
  duration: number;
  headers: Record<string, string>;
  body: string;
  warmup?: { connections: number; duration: number };
  verifyBody?: (body: string) => boolean;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  opts: AutocannonOptions,
) => Promise<AutocannonResult>;

// ── the server process ───────────────────────────────────────────────────────────────────────────
let server: ChildProcess | null = null;

/** SIGTERM to the server's process group, SIGKILL after 5 s if it is still there. */
async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const killed = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5000)),
  ]);
  if (killed) {
    signal('SIGKILL');
    await exited;
  }
}

/** Last resort when the bench itself dies: no async work possible any more. */
process.once('exit', () => {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    void stopServer().finally(() => process.exit(130));
  });
}

async function startServer(): Promise<{ base: string; cached: boolean; startSeconds: number }> {
  if (process.env.BENCH_FRESH === '1' || !fs.existsSync(readyMarker)) {
    // no cache, an interrupted first seed, or a fresh one asked for: start from an empty directory
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
  const cached = fs.existsSync(readyMarker);
  fs.mkdirSync(cacheDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = fs.createWriteStream(path.join(cacheDir, 'server.log'), { flags: 'a' });
  console.log(
    cached
      ? `server: reusing the cached data directory ${cacheDir} (BENCH_FRESH=1 seeds it again)`
      : `server: seeding ${COMPANIES.toLocaleString('en')} companies into ${cacheDir} (first start, takes a while)`,
  );
  const t0 = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    detached: true, // own process group, so the whole tree can be signalled
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: cacheDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_COMPANIES: String(COMPANIES),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  server = child;
  let starting = true;
  const echo = (chunk: Buffer) => {
    log.write(chunk);
    if (starting) {
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('[qishu]')) console.log(`  ${line}`);
      }
    }
  };
  child.stdout?.on('data', echo);
  child.stderr?.on('data', echo);
  const died = new Promise<never>((_, reject) =>
    child.once('exit', (code, sig) =>
      reject(new Error(`server exited early (code ${code}, signal ${sig}); see ${cacheDir}/server.log`)),
    ),
  );
  died.catch(() => undefined);
  const healthy = (async () => {
    while (Date.now() - t0 < START_TIMEOUT_MS) {
      try {
        const res = await fetch(`${base}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not answer /api/health within ${START_TIMEOUT_MS / 60_000} min`);
  })();
  await Promise.race([healthy, died]);
  starting = false;
  fs.writeFileSync(readyMarker, new Date().toISOString());
  const startSeconds = (Date.now() - t0) / 1000;
  console.log(`server: ${base} answered /api/health after ${startSeconds.toFixed(1)} s`);
  return { base, cached, startSeconds };
}

/** CPU seconds (user + system) the server process has used so far (Linux /proc), or null. */
function serverCpuSeconds(): number | null {
  const pid = server?.pid;
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11] = utime, fields[12] = stime (fields 14 and 15 of proc(5)), in clock ticks (100/s)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function serverRssMb(): number | null {
  const pid = server?.pid;
  if (!pid) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

// ── calls ────────────────────────────────────────────────────────────────────────────────────────
interface Envelope<T> {
  code: number;
  data: T;
  error?: unknown;
}
interface ProductRow {
  shop_product_id: number;
  status: number;
  labels: { shop_label_id: number; label_name: string }[];
}

async function call<T>(base: string, url: string, body: unknown, token = ''): Promise<Envelope<T>> {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${url}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
}

async function must<T>(base: string, url: string, body: unknown, token = ''): Promise<T> {
  const env = await call<T>(base, url, body, token);
  if (env.code !== 200) throw new Error(`${url} ${JSON.stringify(body)}: ${JSON.stringify(env)}`);
  return env.data;
}

/** The web client prefixes every contract path with /api (shop calls: /api/api/ShopProduct/…). */
const api = (p: string) => `/api${p}`;
const PRODUCTS_URL = api('/api/ShopProduct/getShopDatas');
const CART_URL = api(ShopCartPaths.getCartList);

async function prepare(base: string) {
  const login = await must<{ token: string }>(base, api(IdentityPaths.userLogin), {
    username: SHOPPER,
    password: DEMO_PASSWORD,
    entry: 'shop',
  });
  const token = login.token;
  const all = await must<{ res: ProductRow[]; count: number }>(base, PRODUCTS_URL, {
    page: 1,
    pagesize: 100,
  });
  let added = 0;
  let already = 0;
  for (const p of all.res.filter((r) => r.status === 1).slice(0, CART_ITEMS)) {
    const env = await call(base, api(ShopCartPaths.addCart), { shop_product_id: p.shop_product_id }, token);
    if (env.code === 200) {
      added++;
    } else if (env.code === 400 && env.error === ShopCartMessages.alreadyInCart) {
      already++; // the cached database keeps the cart of earlier runs
    } else {
      throw new Error(`addCart ${p.shop_product_id}: ${JSON.stringify(env)}`);
    }
  }
  const cart = await must<{ count: number }>(base, CART_URL, { page: 1 }, token);
  // the two most used labels, as the mall's label filter sends them (an array)
  const uses = new Map<number, number>();
  for (const p of all.res)
    for (const l of p.labels) uses.set(l.shop_label_id, (uses.get(l.shop_label_id) ?? 0) + 1);
  const labels = [...uses.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([id]) => id);
  return { token, products: all.count, cart: cart.count, added, already, labels };
}

// ── scenarios ────────────────────────────────────────────────────────────────────────────────────
interface Scenario {
  name: string;
  url: string;
  body: unknown;
  token?: string;
  gzip?: boolean;
}

interface Row {
  scenario: string;
  connections: number;
  sample: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  envelopeErrors: number;
  socketErrors: number;
  serverCpu: string;
  /** server CPU time per answered request: comparable across rows even when the machine is busy */
  cpuPerRequest: string;
  load: string;
}

async function runScenario(base: string, s: Scenario, connections: number): Promise<Row> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (s.token) headers.authorization = s.token;
  if (s.gzip) headers['accept-encoding'] = 'gzip, deflate, br';
  const body = JSON.stringify(s.body);

  // one checked answer before the run: autocannon only sees HTTP statuses
  const res = await fetch(base + s.url, { method: 'POST', headers, body });
  const raw = await res.text();
  const sample = JSON.parse(raw) as Envelope<{ count: number; res?: unknown[]; data?: unknown[] }>;
  if (res.status !== 200 || sample.code !== 200) {
    throw new Error(`${s.name}: sample answer is not a success: HTTP ${res.status} ${raw.slice(0, 300)}`);
  }
  if (!raw.startsWith('{"code":200,'))
    throw new Error(`${s.name}: unexpected envelope layout ${raw.slice(0, 50)}`);
  const rows = (sample.data.res ?? sample.data.data ?? []).length;
  const sampleText = `count ${sample.data.count}, ${rows} rows, ${(Buffer.byteLength(raw) / 1024).toFixed(1)} KB`;

  const load1 = os.loadavg()[0]!;
  const cpu0 = serverCpuSeconds();
  const t0 = performance.now();
  const result = await autocannon({
    url: base + s.url,
    method: 'POST',
    connections,
    duration: DURATION,
    headers,
    body,
    ...(WARMUP > 0 ? { warmup: { connections, duration: WARMUP } } : {}),
    // every answer's envelope is checked too (a gzip body cannot be read here, it was checked above)
    ...(s.gzip ? {} : { verifyBody: (b: string) => b.startsWith('{"code":200,') }),
  });
  const wall = (performance.now() - t0) / 1000;
  const cpu1 = serverCpuSeconds();
  const cpuUsed = cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null;
  // the warm-up's requests are in the CPU time too
  const answered = result.requests.total + (result.warmup?.requests.total ?? 0);
  return {
    scenario: s.name,
    connections,
    sample: sampleText,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    envelopeErrors: s.gzip ? 0 : result.mismatches,
    socketErrors: result.errors + result.timeouts,
    serverCpu: cpuUsed !== null ? `${Math.round((cpuUsed / wall) * 100)}%` : 'n/a',
    cpuPerRequest: cpuUsed !== null && answered ? ((cpuUsed * 1000) / answered).toFixed(2) : 'n/a',
    load: load1.toFixed(2),
  };
}

// ── output ───────────────────────────────────────────────────────────────────────────────────────
const machine = machineInfo;

function markdown(rows: Row[], info: ReturnType<typeof machine>, setup: string): string {
  const header =
    '| scenario | conn. | sample answer | req/s (avg) | p50 / p99 / max ms | requests | non-2xx | envelope errors | server CPU | server CPU ms/req | load (1 min) |';
  const sep = '| --- | --: | --- | --: | --: | --: | --: | --: | --: | --: | --: |';
  const lines = rows.map(
    (r) =>
      `| ${r.scenario} | ${r.connections} | ${r.sample} | ${r.rps.toLocaleString('en')} | ${r.p50} / ${r.p99} / ${r.max} | ${r.requests.toLocaleString('en')} | ${r.non2xx} | ${r.envelopeErrors} | ${r.serverCpu} | ${r.cpuPerRequest} | ${r.load} |`,
  );
  return [
    `Run ${info.date}: ${info.cores} cores (${info.cpu}), ${info.ramGiB} GiB RAM, Node ${info.node}. ${setup}`,
    '',
    header,
    sep,
    ...lines,
  ].join('\n');
}

const writeDoc = (table: string) => writeDocSection('shop', table);

async function main(): Promise<void> {
  const info = machine();
  const { base, cached, startSeconds } = await startServer();
  const prep = await prepare(base);
  console.log(
    `shopper ${SHOPPER}: cart ${prep.cart} items (added ${prep.added}, already there ${prep.already}); ` +
      `${prep.products} products; labels ${prep.labels.join(', ')}`,
  );
  const page = { page: 1, pagesize: 10 } satisfies GetShopDatasRequest;
  const scenarios: Scenario[] = [
    { name: 'getShopDatas page 1', url: PRODUCTS_URL, body: page },
    { name: 'getShopDatas keyword 制造', url: PRODUCTS_URL, body: { ...page, keywords: '制造' } },
    {
      name: 'getShopDatas region 440000 + industry C',
      url: PRODUCTS_URL,
      body: { ...page, sys_area_id: 440000, industry: 'C' },
    },
    {
      name: `getShopDatas labels [${prep.labels.join(',')}]`,
      url: PRODUCTS_URL,
      body: { ...page, label: prep.labels },
    },
    { name: 'getShopDatas hot only', url: PRODUCTS_URL, body: { is_hot: 1, page: 1, pagesize: 6 } },
    {
      name: 'getCartList page 1 (token)',
      url: CART_URL,
      body: { page: 1 },
      token: prep.token,
    },
    { name: 'getShopDatas page 1, gzip', url: PRODUCTS_URL, body: page, gzip: true },
  ];
  const rows: Row[] = [];
  const runs: [Scenario, number][] = scenarios.map((s) => [s, CONNECTIONS]);
  if (SATURATION > 0) {
    runs.push([scenarios[0]!, SATURATION], [scenarios[2]!, SATURATION], [scenarios[5]!, SATURATION]);
  }
  for (const [s, c] of runs) {
    process.stdout.write(`${s.name}, ${c} connections … `);
    const row = await runScenario(base, s, c);
    rows.push(row);
    console.log(`${row.rps} req/s, p99 ${row.p99} ms`);
  }
  const rss = serverRssMb();
  const setup =
    `Server: \`node --import tsx apps/server/src/main.ts\` as its own process, SQLite, ` +
    `${COMPANIES.toLocaleString('en')} companies, ${prep.products} products, LOG_LEVEL=warn, ` +
    `data directory ${cached ? 'reused from the cache' : `seeded in this run (start ${startSeconds.toFixed(0)} s)`}` +
    `${rss !== null ? `, server RSS ${rss} MB after the runs` : ''}. ` +
    `autocannon ${DURATION} s per row after a ${WARMUP} s warm-up, in the bench process (same machine); ` +
    `cart of ${prep.cart} items.`;
  console.log('');
  console.table(
    rows.map((r) => ({
      scenario: r.scenario,
      conn: r.connections,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'max ms': r.max,
      non2xx: r.non2xx,
      'env. err': r.envelopeErrors,
      'sock. err': r.socketErrors,
      'srv CPU': r.serverCpu,
      'CPU ms/req': r.cpuPerRequest,
    })),
  );
  const table = markdown(rows, info, setup);
  console.log(`\n${table}\n`);
  if (process.env.BENCH_WRITE_DOC === '1') await writeDoc(table);
  const failed = rows.filter((r) => r.non2xx || r.envelopeErrors || r.socketErrors);
  if (failed.length) {
    process.exitCode = 1;
    console.error(`errors in: ${failed.map((r) => `${r.scenario} (${r.connections})`).join('; ')}`);
  }
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await stopServer();
}
