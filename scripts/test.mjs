#!/usr/bin/env node
// `npm test`: system deps for the browser, lint, typecheck, build the web app, then every test
// (contract, server on SQLite and — with TEST_PG_URL — PostgreSQL, web components, browser journeys).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restoreNativeAddon, storeNativeAddon } from './native-cache.mjs';
import { TSC } from './typecheck.mjs';

const started = Date.now();
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/test';

/** Turns the PostgreSQL suite on when TEST_PG_URL is unset but the local test database answers. */
async function detectPostgres() {
  if (process.env.TEST_PG_URL) return `PostgreSQL suite on (${process.env.TEST_PG_URL})`;
  try {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: LOCAL_PG, connectionTimeoutMillis: 2000 });
    await client.connect();
    await client.end();
    process.env.TEST_PG_URL = LOCAL_PG;
    return `PostgreSQL suite on (found ${LOCAL_PG})`;
  } catch {
    return 'PostgreSQL suite off: set TEST_PG_URL to run it';
  }
}
console.log(`[test] ${await detectPostgres()}`);
function run(label, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n[test] ▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`[test] ${r.status === 0 ? '✔' : '✘'} ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return r.status === 0;
}

/** Runs `cmd` printing as it goes, without blocking (another lane may be running beside it). */
function runLive(label, cmd, args) {
  const t0 = Date.now();
  console.log(`\n[test] ▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
    child.on('close', (code) => {
      console.log(`[test] ${code === 0 ? '✔' : '✘'} ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      resolve(code === 0);
    });
  });
}

/** Runs `cmd` with its output kept, answering whether it passed and what it printed. */
function runQuiet(label, cmd, args) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: process.env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      console.log(`\n[test] ${code === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
      if (out.trim()) console.log(out.trimEnd());
      resolve(code === 0);
    });
  });
}

/**
 * The checks before the tests, two at a time (each is one single-threaded process, and the machine
 * has two cores: lint, format and the four typechecks took 105 s one after another), longest first.
 */
async function runChecks(checks, parallel = 2) {
  const queue = [...checks];
  let ok = true;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) ok = (await runQuiet(...next)) && ok;
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return ok;
}

if (!run('system dependencies', process.execPath, ['scripts/ensure-system-deps.mjs'])) process.exit(1);

/**
 * Native modules an install without scripts left unbuilt (`.ci/run` installs with --ignore-scripts):
 * better-sqlite3 compiles SQLite from source (≈ 240 CPU-seconds here, nothing to download), which
 * the checks do not need, so it builds beside them instead of before them, and is kept in a
 * machine-wide cache for the next clean checkout (scripts/native-cache.mjs). After a plain
 * `npm install` it is built already (and goes into the cache).
 */
const nativeCached = restoreNativeAddon();
const nativeBuild = runQuiet(
  nativeCached
    ? 'build native modules (esbuild; better-sqlite3 built or cached)'
    : 'build native modules (better-sqlite3, esbuild)',
  'npm',
  ['rebuild', '--no-audit', '--no-fund', ...(nativeCached ? [] : ['better-sqlite3']), 'esbuild'],
).then((built) => {
  if (built) storeNativeAddon();
  return built;
});
// TypeScript 7 (native, multi-threaded) typechecks: 33 s for the four projects where TypeScript 5.9
// took 125 s; typescript-eslint (lint) keeps TypeScript 5.9, which it needs (scripts/typecheck.mjs)
const tsc = (project) => [`typecheck ${project}`, process.execPath, [TSC, '-p', project]];
const checksOk = await runChecks([
  ['lint', 'npm', ['run', 'lint', '--silent']],
  tsc('apps/server'),
  tsc('apps/web'),
  ['format', 'npm', ['run', 'format:check', '--silent']],
  tsc('e2e'),
  tsc('packages/contract'),
  ['build web', 'npm', ['run', 'build', '--silent']],
]);
if (!checksOk) process.exit(1);

// The tests, in two phases, so that both cores stay busy and chromium never runs beside the jsdom
// tests (timing-sensitive component tests flaked so) nor beside another chromium (two journey halves
// at once took the load to 11 and made the menu walk half as fast again, session 17):
// 1. the web component tests, CPU-bound in jsdom, on two workers (they need no native module);
// 2. side by side: the contract and server tests on one worker, and the browser journeys one file
//    after another (each starts its own server and chromium; the menu walk is the longest).
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-vitest-'));
const vitestArgs = (name, projects) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportDir, `${name}.json`)}`,
];
const webOk = await runLive(
  'web component tests',
  'npx',
  vitestArgs('web', ['web', 'web-isolated']).concat('--maxWorkers=2'),
);
const nativeOk = await nativeBuild;
const results = [webOk, nativeOk];
if (nativeOk) {
  // the journeys print as they go; the server tests print when they end
  results.push(
    ...(await Promise.all([
      runLive('browser journeys', 'npx', vitestArgs('e2e', ['e2e'])),
      runQuiet('server tests', 'npx', vitestArgs('server', ['contract', 'server']).concat('--maxWorkers=1')),
    ])),
  );
}
let ok = results.every(Boolean);
let passed = 0;
let failed = 0;
let skipped = 0;
/** the failed tests by name, repeated at the very end (CI keeps only the tail of a long log) */
const failures = [];
/** the slowest files, so a slow suite says where its time went */
const slowest = [];
for (const name of ['web', 'server', 'e2e']) {
  const report = path.join(reportDir, `${name}.json`);
  if (!fs.existsSync(report)) {
    ok = false;
    failures.push(`${name}: no report (the run stopped before it wrote one)`);
    continue;
  }
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  for (const file of r.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    slowest.push([(file.endTime - file.startTime) / 1000, where]);
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'))
      failures.push(`${where}: ${String(file.message ?? '').split('\n')[0]}`);
    for (const a of file.assertionResults ?? [])
      if (a.status === 'failed')
        failures.push(`${where} › ${a.fullName}: ${String(a.failureMessages?.[0] ?? '').split('\n')[0]}`);
  }
}
slowest.sort((a, b) => b[0] - a[0]);
console.log('\n[test] slowest files:');
for (const [seconds, where] of slowest.slice(0, 12)) console.log(`  ${seconds.toFixed(1)} s  ${where}`);
if (failures.length) {
  console.log('\n[test] failed:');
  for (const f of failures) console.log(`  ✘ ${f.slice(0, 400)}`);
}
console.log(`\n[test] total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);
