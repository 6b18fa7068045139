import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One scratch directory per journey run for the seeded database templates (support/server.ts);
 * the journeys' workers inherit its path, and it is removed when the run ends.
 */
export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-e2e-run-'));
  process.env.QISHU_E2E_RUN_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
