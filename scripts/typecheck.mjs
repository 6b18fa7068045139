#!/usr/bin/env node
// `npm run typecheck`: every project, with TypeScript 7 (the native compiler, installed as the alias
// `typescript-native`): 4× faster than TypeScript 5.9 here, which stays the `typescript` package
// because typescript-eslint needs it. Both bins are named `tsc`, so the path is said outright.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const TSC = 'node_modules/typescript-native/bin/tsc';
export const PROJECTS = ['packages/contract', 'apps/server', 'apps/web', 'e2e'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const project of PROJECTS) {
    const r = spawnSync(process.execPath, [TSC, '-p', project], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
