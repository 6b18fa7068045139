#!/usr/bin/env node
// `npm test`: system deps for the browser, lint, typecheck, build the web app, then every test
// (contract, server on SQLite and — with TEST_PG_URL — PostgreSQL, web components, browser journeys).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

const steps = [
  ['system dependencies', process.execPath, ['scripts/ensure-system-deps.mjs']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['format', 'npm', ['run', 'format:check', '--silent']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['build web', 'npm', ['run', 'build', '--silent']],
];
for (const [label, cmd, args] of steps) {
  if (!run(label, cmd, args)) process.exit(1);
}

// Two phases: the unit projects, then the browser journeys on their own, so chromium and the real
// servers never compete with the jsdom tests for the two cores (timing-sensitive tests flaked so).
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-vitest-'));
// The unit phase runs two workers (vitest's default is cores − 1, one here): the server files wait
// on PostgreSQL and SQLite while the jsdom files use the CPU, so 542 s became 333 s on 2 cores
// (docs/perf.md). The journeys keep one worker: each starts its own server and chromium.
const phases = [
  [
    'tests',
    [
      '--project',
      'contract',
      '--project',
      'server',
      '--project',
      'web',
      '--project',
      'web-isolated',
      '--maxWorkers=2',
    ],
  ],
  ['browser journeys', ['--project', 'e2e']],
];
let ok = true;
let passed = 0;
let failed = 0;
let skipped = 0;
for (const [i, [label, projects]] of phases.entries()) {
  const report = path.join(reportDir, `report-${i}.json`);
  ok =
    run(label, 'npx', [
      'vitest',
      'run',
      ...projects,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]) && ok;
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
  }
}
console.log(`\n[test] total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);
