#!/usr/bin/env node
// `npm start`: build the web app when its sources changed, then run the server
// (which migrates, seeds demo data into an empty database, serves and prints the URL and accounts).
import { spawnSync, spawn } from 'node:child_process';
import { webBuildIsStale } from './web-build-state.mjs';

if (webBuildIsStale()) {
  console.log('[start] 构建前端 / building the web app …');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
