// A machine-wide cache of the compiled better-sqlite3 addon, as CI systems cache compiled
// dependencies: `.ci/run` installs without scripts into a fresh clone, and compiling SQLite from
// source costs ≈ 240 CPU-seconds on this machine kind, the largest single item of `npm test`.
// The key is everything the binary depends on (the package's version, Node's ABI and version, the
// platform), so a different Node or better-sqlite3 builds anew. QISHU_NATIVE_CACHE=off disables it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ADDON = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';

function cacheFile() {
  const setting = process.env.QISHU_NATIVE_CACHE;
  if (setting === 'off') return null;
  const { version } = JSON.parse(fs.readFileSync('node_modules/better-sqlite3/package.json', 'utf8'));
  const key = `better-sqlite3-${version}-node${process.version}-abi${process.versions.modules}-${process.platform}-${process.arch}`;
  const root =
    setting || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'qishu', 'native');
  return path.join(root, key, 'better_sqlite3.node');
}

/** Whether the addon is in place (built already, or copied from the cache now). */
export function restoreNativeAddon() {
  if (fs.existsSync(ADDON)) return true;
  const cached = cacheFile();
  if (!cached || !fs.existsSync(cached)) return false;
  fs.mkdirSync(path.dirname(ADDON), { recursive: true });
  fs.copyFileSync(cached, ADDON);
  return true;
}

/** Keeps the built addon (by `npm install` or the test run) for the next clean checkout on this machine. */
export function storeNativeAddon() {
  const cached = cacheFile();
  if (!cached || !fs.existsSync(ADDON) || fs.existsSync(cached)) return;
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  // written beside and renamed, so that a run stopped half-way never leaves half a binary
  const partial = `${cached}.${process.pid}.partial`;
  fs.copyFileSync(ADDON, partial);
  fs.renameSync(partial, cached);
}
