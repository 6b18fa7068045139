import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopSpares } from './server.ts';

/**
 * One scratch directory per journey run for the seeded database templates and the spare servers
 * (support/server.ts); the journeys' workers inherit its path, and it is removed when the run ends,
 * after the spares nobody took are stopped. Spare servers are off when the run names one file only
 * (no later file would take them over), or with QISHU_E2E_SPARE_SERVERS=0.
 */
export default function setup(): () => Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-e2e-run-'));
  process.env.QISHU_E2E_RUN_DIR = dir;
  const spares = path.join(dir, 'spares');
  const namedFiles = process.argv.filter((a) => /\.test\.ts$/.test(a)).length;
  const wanted = process.env.QISHU_E2E_SPARE_SERVERS ?? (namedFiles === 1 ? '0' : '1');
  if (wanted !== '0') {
    fs.mkdirSync(spares);
    process.env.QISHU_E2E_SPARES_DIR = spares;
  }
  return async () => {
    await stopSpares(spares);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
