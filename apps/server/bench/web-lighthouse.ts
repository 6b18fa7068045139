import { freePort } from './http-bench.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { machineInfo, repoRoot, runHeading, writeDocSection } from './write-doc.ts';
import { AFTER_PAINT_PRELOADS_ID } from '@qishu/contract/first-screen-markers';

/**
 * `npm run bench:web`: Lighthouse (the npm package, performance only) in Debian's chromium, mobile
 * and desktop, on the shop's pages: /mall, /popular, /custom and its precise-search tab as a visitor, the personal centre
 * (/manin/cart, manorder, person, change, record and msg) as the demo shopper, plus the product detail dialog
 * opened from /mall (timed in the browser: Lighthouse measures page loads, the detail is a dialog).
 *
 * By default it starts the product as `npm start` does (`node scripts/start.mjs`: builds the web app
 * when its sources changed, then the server) on a fresh data directory with 100,000 seeded companies,
 * and removes it afterwards. Knobs: `BENCH_URL` (measure a product already running there instead),
 * `BENCH_RUNS` (Lighthouse runs per page and form factor, 1; the table gives the median and, with more
 * runs, the range), `BENCH_PAGES` (comma list of paths), `BENCH_FORMS` (mobile,desktop),
 * `BENCH_SEED_COMPANIES` (100000), `BENCH_LHR_DIR` (keeps each Lighthouse report there, as JSON),
 * `CHROMIUM_PATH` (/usr/bin/chromium), `BENCH_WRITE_DOC=1` (writes
 * the tables into docs/perf.md between the bench:web markers).
 */

const SHOPPER = '13600000000';
const SHOPPER_NAME = '王购物';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const FORMS = (process.env.BENCH_FORMS ?? 'mobile,desktop').split(',').filter(Boolean) as FormFactor[];
const VISITOR_PAGES = ['/mall', '/popular', '/custom', '/custom?tab=precise'];
// every page of the personal centre (each draws its own section for the signed-in shopper)
const SHOPPER_PAGES = [
  '/manin/cart',
  '/manin/manorder',
  '/manin/person',
  '/manin/change',
  '/manin/record',
  '/manin/msg',
];
const PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? [...VISITOR_PAGES, ...SHOPPER_PAGES];
const START_TIMEOUT_MS = 15 * 60_000;
/** The switches of e2e/support/browser.ts (Debian's chromium, headless, no background traffic). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type FormFactor = 'mobile' | 'desktop';

// ── the product ──────────────────────────────────────────────────────────────────────────────────
let server: ChildProcess | null = null;
let dataDir: string | null = null;

function signalServer(sig: NodeJS.Signals) {
  if (!server?.pid || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, sig); // its process group: start.mjs and the server it runs
  } catch {
    // already gone
  }
}

async function stopServer(): Promise<void> {
  const child = server;
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalServer('SIGTERM');
    const late = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5000)),
    ]);
    if (late) {
      signalServer('SIGKILL');
      await exited;
    }
  }
  server = null;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
}

process.once('exit', () => signalServer('SIGKILL'));
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => void stopServer().finally(() => process.exit(130)));
}

/** `npm start` on a fresh data directory; answers its base URL once /api/health answers. */
async function startProduct(): Promise<string> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const companies = process.env.BENCH_SEED_COMPANIES ?? '100000';
  console.log(`product: npm start on ${base}, fresh data directory ${dataDir}, ${companies} companies`);
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_COMPANIES: companies,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  server = child;
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const died = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the product exited early (code ${code}); see its log`))),
  );
  died.catch(() => undefined);
  const t0 = Date.now();
  const healthy = (async () => {
    while (Date.now() - t0 < START_TIMEOUT_MS) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the product did not answer /api/health in time');
  })();
  await Promise.race([healthy, died]);
  console.log(`product: up after ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return base;
}

// ── the browser ──────────────────────────────────────────────────────────────────────────────────
interface Browser {
  context: BrowserContext;
  page: Page;
  /** the DevTools port Lighthouse connects to (the same browser, so the same localStorage) */
  port: number;
  close(): Promise<void>;
}

async function openBrowser(): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
  });
  const portFile = path.join(userDataDir, 'DevToolsActivePort');
  for (let i = 0; i < 100 && !fs.existsSync(portFile); i++) await new Promise((r) => setTimeout(r, 50));
  const port = Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    port,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo shopper in through the shop's login dialog (the app stores its own session). */
async function shopLogin(page: Page, base: string) {
  await page.goto(`${base}/mall`);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '账号登录' });
  await dialog.getByPlaceholder('请输入手机号').fill(SHOPPER);
  await dialog.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await dialog.getByPlaceholder('请输入密码').press('Enter');
  await page
    .getByRole('button', { name: new RegExp(SHOPPER_NAME) })
    .first()
    .waitFor({ timeout: 30_000 });
}

/** Puts something in the cart so /manin/cart shows a list, as a shopper's does. */
async function fillCart(page: Page, base: string) {
  await page.goto(`${base}/mall`);
  await page.getByTestId('product-card').first().click();
  const dialog = page.getByRole('dialog', { name: '数据详情' });
  const add = dialog.getByRole('button', { name: '加入购物车' });
  await add.waitFor({ timeout: 30_000 });
  if (await add.isEnabled()) await add.click();
  await page.keyboard.press('Escape');
}

// ── measuring ────────────────────────────────────────────────────────────────────────────────────
interface Measure {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** everything transferred, KiB */
  kib: number;
  /**
   * scripts the page's HTML names (the entry, its modulepreloads and a landing page's own), KiB
   * compressed: their bodies as the server sends them (issue 17's measure)
   */
  initialJs: number;
  /** the same scripts as transferred: with their HTTP/1.1 response headers (about 430 bytes each) */
  initialJsTransferred: number;
  /** every script the load fetched, KiB as transferred */
  allJs: number;
  /**
   * the scripts whose fetch began before the first contentful paint, KiB as transferred (as observed,
   * unthrottled: on a page the server draws, the entry alone; the rest is fetched after the paint)
   */
  beforePaintJs: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** ms from the navigation's start, as observed */
  networkRequestTime?: number;
}

/**
 * The scripts a page's HTML loads before it is usable: the entry and its modulepreloads, and on a
 * landing page (apps/web/vite-plugins/landing-pages.ts) the page's own code — also where a page the
 * server draws names them for after its first paint. `/index.html` is the entry alone, what every
 * other address gets.
 */
async function initialScripts(base: string, pagePath: string): Promise<Map<string, number>> {
  const html = await (await fetch(`${base}${pagePath}`, { headers: { accept: 'text/html' } })).text();
  const afterPaint = new RegExp(`id="${AFTER_PAINT_PRELOADS_ID}">([^<]*)<`).exec(html)?.[1];
  const urls = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)]
    .map((m) => m[1]!)
    .concat(afterPaint ? (JSON.parse(afterPaint) as string[]) : [])
    .filter((u) => u.endsWith('.js'));
  const sizes = new Map<string, number>();
  for (const u of urls) sizes.set(base + u, await compressedBytes(base + u));
  return sizes;
}

/** Bytes of a file's body as the server sends it to a browser (fetch would hand back the decoded body). */
function compressedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        let n = 0;
        res.on('data', (chunk: Buffer) => (n += chunk.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
}

function readMeasure(lhr: Result, initial: Map<string, number>): Measure {
  const a = lhr.audits;
  const num = (id: string) => a[id]?.numericValue ?? NaN;
  const items = ((a['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const kib = (n: number) => n / 1024;
  return {
    score: lhr.categories.performance?.score ?? NaN,
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    kib: kib(num('total-byte-weight')),
    initialJs: kib(
      scripts.filter((s) => initial.has(s.url)).reduce((n, s) => n + (initial.get(s.url) ?? 0), 0),
    ),
    initialJsTransferred: kib(
      scripts.filter((s) => initial.has(s.url)).reduce((n, s) => n + (s.transferSize ?? 0), 0),
    ),
    allJs: kib(scripts.reduce((n, s) => n + (s.transferSize ?? 0), 0)),
    beforePaintJs: kib(
      scripts
        .filter((s) => (s.networkRequestTime ?? Infinity) < observedFcp(lhr))
        .reduce((n, s) => n + (s.transferSize ?? 0), 0),
    ),
  };
}

/** The first contentful paint as the browser observed it (ms from the navigation's start, unthrottled). */
function observedFcp(lhr: Result): number {
  const items = (
    lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined
  )?.items;
  return items?.[0]?.observedFirstContentfulPaint ?? NaN;
}

async function runLighthouse(url: string, form: FormFactor, port: number): Promise<Result> {
  const flags: Flags = { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' };
  // a run that lost its trace (NO_NAVSTART and the like under load) is run again, twice at most
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score !== null) return lhr;
    if (attempt >= 3) throw new Error(`${url} (${form}): ${lhr?.runtimeError?.message ?? 'no result'}`);
    console.log(`  ${url} (${form}): ${lhr?.runtimeError?.code ?? 'no result'}, again`);
  }
}

function median(values: number[]): number {
  const s = [...values].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

interface Row {
  page: string;
  form: FormFactor;
  runs: Measure[];
}

/** The median, and with several runs its range: "0.93 (0.88–0.95)". */
function cell(row: Row, pick: (m: Measure) => number, fmt: (n: number) => string): string {
  const values = row.runs.map(pick);
  const mid = fmt(median(values));
  if (values.length < 2) return mid;
  return `${mid} (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const whole = (n: number) => Math.round(n).toLocaleString('en-US');

function table(rows: Row[]): string {
  const head =
    '| page | form | performance | FCP s | LCP s | TBT ms | CLS | Speed Index s | transferred KiB | initial JS KiB | initial JS as transferred KiB | JS before first paint KiB | all JS KiB |\n' +
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const lines = rows.map((r) =>
    [
      r.page,
      r.form,
      cell(
        r,
        (m) => m.score,
        (n) => n.toFixed(2),
      ),
      cell(r, (m) => m.fcp, seconds),
      cell(r, (m) => m.lcp, seconds),
      cell(r, (m) => m.tbt, whole),
      cell(
        r,
        (m) => m.cls,
        (n) => n.toFixed(3),
      ),
      cell(r, (m) => m.si, seconds),
      cell(r, (m) => m.kib, whole),
      cell(r, (m) => m.initialJs, whole),
      cell(r, (m) => m.initialJsTransferred, whole),
      cell(r, (m) => m.beforePaintJs, whole),
      cell(r, (m) => m.allJs, whole),
    ].join(' | '),
  );
  return [head, ...lines.map((l) => `| ${l} |`)].join('\n');
}

interface DetailTiming {
  dialogMs: number;
  previewMs: number;
  jsKib: number;
}

/** The product detail from /mall: click to dialog, click to its 10 preview rows, scripts it loaded. */
async function timeDetail(page: Page, base: string): Promise<DetailTiming> {
  await page.goto(`${base}/mall`);
  await page.getByTestId('product-card').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  };
  page.on('requestfinished', onFinished);
  const t0 = Date.now();
  await page.getByTestId('product-card').first().click();
  const dialog = page.getByRole('dialog', { name: '数据详情' });
  await dialog.waitFor();
  const dialogMs = Date.now() - t0;
  await dialog.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
  const previewMs = Date.now() - t0;
  await page.waitForTimeout(300);
  page.off('requestfinished', onFinished);
  await page.keyboard.press('Escape');
  let js = 0;
  for (const u of scripts) js += await compressedBytes(u);
  return { dialogMs, previewMs, jsKib: js / 1024 };
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────────
const info = machineInfo();
const base = process.env.BENCH_URL?.replace(/\/$/, '') ?? (await startProduct());
const browser = await openBrowser();
const rows: Row[] = [];
let detail: DetailTiming[] = [];
let initial = new Map<string, number>();
const kibOf = (files: Map<string, number>) => [...files.values()].reduce((n, b) => n + b, 0) / 1024;
try {
  initial = await initialScripts(base, '/index.html');
  console.log(
    `entry scripts (named by index.html, as served): ${whole(kibOf(initial))} KiB in ${initial.size} files`,
  );
  const measure = async (pagePath: string) => {
    const pageInitial = await initialScripts(base, pagePath);
    for (const form of FORMS) {
      const row: Row = { page: pagePath, form, runs: [] };
      for (let i = 0; i < RUNS; i++) {
        const lhr = await runLighthouse(base + pagePath, form, browser.port);
        if (process.env.BENCH_LHR_DIR) {
          const name = `${pagePath.replace(/\W+/g, '_')}-${form}-${i + 1}.json`;
          fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
          fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
        }
        const m = readMeasure(lhr, pageInitial);
        row.runs.push(m);
        console.log(
          `${pagePath.padEnd(16)} ${form.padEnd(7)} perf ${m.score.toFixed(2)}  FCP ${seconds(m.fcp)} s  LCP ${seconds(m.lcp)} s  TBT ${whole(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  ${whole(m.kib)} KiB  JS ${whole(m.initialJs)} (${whole(m.initialJsTransferred)} with headers) / before paint ${whole(m.beforePaintJs)} / ${whole(m.allJs)} KiB`,
        );
      }
      rows.push(row);
    }
  };
  // visitors first (no session in the browser), then the shopper
  for (const p of PAGES.filter((p) => !p.startsWith('/manin'))) await measure(p);
  if (PAGES.includes('/mall')) {
    for (let i = 0; i < RUNS; i++) detail.push(await timeDetail(browser.page, base));
  }
  const shopperPages = PAGES.filter((p) => p.startsWith('/manin'));
  if (shopperPages.length) {
    await shopLogin(browser.page, base);
    await fillCart(browser.page, base);
    for (const p of shopperPages) await measure(p);
  }
} finally {
  await browser.close();
  if (!process.env.BENCH_URL) await stopServer();
}
detail = detail.filter((d) => Number.isFinite(d.dialogMs));
const after = machineInfo();

const initialList = [...initial.entries()]
  .sort((x, y) => y[1] - x[1])
  .map(([u, b]) => `${u.replace(/^.*\/assets\//, '')} ${(b / 1024).toFixed(1)}`)
  .join(', ');
const detailLine = detail.length
  ? `Product detail (the dialog from a /mall card, in the same browser at 1440×900, no throttling): ` +
    `dialog shown ${whole(median(detail.map((d) => d.dialogMs)))} ms, its 10 preview rows ` +
    `${whole(median(detail.map((d) => d.previewMs)))} ms after the click; scripts loaded for it ` +
    `${whole(median(detail.map((d) => d.jsKib)))} KiB (median of ${detail.length}).`
  : '';
const subject =
  `Lighthouse ${lighthouseVersion()} (performance; mobile = its default moto g power profile with simulated ` +
  `slow 4G and 4× CPU slowdown, desktop = its desktop config), Debian chromium headless, ` +
  `${RUNS} run(s) per page and form factor (median, range in brackets), ` +
  (process.env.BENCH_URL ? `against ${base}` : 'against `npm start` on a fresh data directory');
const body = [
  runHeading(info, after, subject),
  table(rows),
  `"initial JS" is what the page's HTML names: the entry and, on these landing pages, the page's own code ` +
    `(preloaded beside the entry, or — on the pages the server draws: /mall, /popular, /custom for anyone, ` +
    `the personal centre for the signed-in shopper — fetched after the first paint), compressed: the ` +
    `bodies as the server sends them; "as transferred" adds each file's HTTP/1.1 response headers, as ` +
    `Lighthouse counts a transfer. "JS before first ` +
    `paint" is the part of it whose fetch began before the first contentful paint, as observed. The ` +
    `entry alone, which every other address loads (index.html, brotli as ` +
    `served, KiB): ${whole(kibOf(initial))} in all — ${initialList}.`,
  detailLine,
]
  .filter(Boolean)
  .join('\n\n');
console.log(`\n${body}\n`);
if (process.env.BENCH_WRITE_DOC === '1') await writeDocSection('web', body);

function lighthouseVersion(): string {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}
