import fs from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import { artifactsDir, openContexts } from './browser.ts';

/**
 * Setup file of the journeys: when a test fails, every page of every browser still open is saved
 * as artifacts/FAILED-<test>-<n>.png, so a failure on a busy CI machine shows what the user saw.
 */
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
  fs.mkdirSync(artifactsDir, { recursive: true });
  let n = 0;
  for (const browser of openContexts)
    for (const page of browser.pages()) {
      const file = path.join(artifactsDir, `FAILED-${name}-${++n}.png`);
      await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).catch(() => undefined);
      console.log(`failure screenshot: ${file} (${page.url()})`);
    }
});
