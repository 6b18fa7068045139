import { activeStatuses, companyStatuses, companyTypes, type CompanyFilter } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCompanies } from '../../src/db/seed/companies/index.ts';
import { seedCompanies } from '../../src/db/seed/seed-companies.ts';
import { createSearchEngine, type CompanySearchEngine } from '../../src/search/index.ts';
import { warmSeek } from '../../src/search/seek/index.ts';
import { PgSearchEngine } from '../../src/search/pg-engine.ts';
import { PortableSearchEngine } from '../../src/search/portable-engine.ts';
import { SqliteSearchEngine } from '../../src/search/sqlite/sqlite-engine.ts';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db.ts';
import { matches } from '../support/company-oracle.ts';

const SEED = 23;
const COUNT = 6000;

/**
 * Two engines over each database: a fresh one (text indexes, SQL), and the shared one warm as the
 * server's start leaves it (warmSeek), which answers filters from the seek's facet columns and a
 * keyword's matches (SQLite: from the text index; PostgreSQL: from the seek's texts in memory).
 * Every check holds for both.
 */
describe.each(testDialects)('company search engine on %s', (dialect) => {
  let db: TestDb;
  let engines: (CompanySearchEngine & { answeredFromColumns: number })[];
  const rows = [...generateCompanies({ seed: SEED, count: COUNT })];
  const expected = (f: CompanyFilter) => rows.filter((c) => matches(c, f)).map((c) => c.company_id);
  /** the count of each engine (text index, facet columns) */
  const counts = (f: CompanyFilter) => Promise.all(engines.map((e) => e.count(f)));
  /** the first page's ids of each engine */
  const pages = (f: CompanyFilter) =>
    Promise.all(engines.map(async (e) => (await e.search(f, { offset: 0, limit: 10 })).ids));

  beforeAll(async () => {
    db = await createTestDb(dialect);
    await seedCompanies(db, { seed: SEED, count: COUNT });
    const text = db.sqlite
      ? new SqliteSearchEngine(db.sqlite, new PortableSearchEngine(db.kysely))
      : new PgSearchEngine(db.kysely);
    const warm = createSearchEngine(db) as SqliteSearchEngine | PgSearchEngine;
    expect((await warmSeek(db)).companies).toBe(COUNT);
    engines = [text, warm];
  });
  afterAll(async () => {
    for (const e of engines) if (e instanceof SqliteSearchEngine) await e.close();
    await db.drop();
  });

  const s = rows[41]!;
  const t = rows[977]!;
  const filters: [string, CompanyFilter][] = [
    ['province', { regionCodes: [s.province_code] }],
    ['a city and a district of another province', { regionCodes: [s.city_code, t.district_code] }],
    ['section and division', { industryCodes: [s.industry_section, '65'] }],
    ['capital option range', { capitalRanges: [{ min: 100, max: 500 }] }],
    ['capital union of options', { capitalRanges: [{ max: 100 }, { min: 1000 }] }],
    ['custom capital off the grid', { capitalRanges: [{ min: 37, max: 260 }] }],
    ['custom capital, lower bound only', { capitalRanges: [{ min: 4500 }] }],
    ['capitalMin/Max of a shop product', { capitalMin: 100, capitalMax: 1000 }],
    [
      'capital min and ranges together',
      { capitalMin: 150, capitalRanges: [{ min: 100, max: 500 }, { min: 3000 }] },
    ],
    ['founding date range', { foundedFrom: '2018-03-07', foundedTo: '2022-11-30' }],
    ['founding date ranges, a union', { foundedRanges: [{ to: '2001-06-15' }, { from: '2024-02-29' }] }],
    ['closed statuses', { statuses: ['注销', '吊销'], regionCodes: [s.province_code] }],
    ['one active status', { statuses: ['存续'], hasEmail: true }],
    ['active and closed statuses', { statuses: ['在业', '注销'], industryCodes: ['F'] }],
    ['every status', { statuses: [...companyStatuses], types: ['个体工商户'] }],
    ['types', { types: [companyTypes[0], companyTypes[2]] }],
    ['statuses alone', { statuses: ['注销', '吊销'] }],
    ['any contact alone', { hasAnyContact: true }],
    ['a region no company is in', { regionCodes: ['999900'] }],
    ['contact flags', { hasEmail: true, hasMobile: true }],
    ['tel and any contact', { hasTel: true, hasAnyContact: true }],
    ['count flags', { hasPatent: true, hasBrand: true }],
    ['more count flags', { hasCopyright: true }],
    ['software copyright, punishment', { hasSoftwareCopyright: true }],
    ['punishment', { hasPunishment: true }],
    ['website and licences', { hasWebsite: true, hasAdminLicence: true }],
    ['two-character keyword in the name', { keyword: s.name.slice(3, 5) }],
    ['four-character keyword in the name', { keyword: s.name.slice(2, 6) }],
    ['one-character keyword', { keyword: s.name.slice(4, 5) }],
    ['two characters in the scope', { keyword: '销售', searchRange: [1] }],
    ['a phrase with punctuation in the scope', { keyword: '经营活动）', searchRange: [1] }],
    ['two characters in the address', { keyword: s.address.slice(6, 8), searchRange: [2] }],
    ['people: a legal person', { keyword: s.legal_person, searchRange: [3] }],
    ['name or address', { keyword: t.name.slice(0, 2), searchRange: [0, 2] }],
    ['Latin letters in the address', { keyword: 'A座', searchRange: [2] }],
    ['a keyword nobody has', { keyword: '不存在的词语' }],
    [
      'everything together',
      {
        keyword: '科技',
        regionCodes: [s.province_code],
        industryCodes: ['I', 'M'],
        capitalRanges: [{ min: 10, max: 5000 }],
        foundedRanges: [{ from: '2010-01-01' }],
        hasAnyContact: true,
      },
    ],
  ];

  it.each(filters)('%s: count, first page and keyset pages agree with the rows', async (_label, filter) => {
    const want = expected(filter);
    for (const engine of engines) {
      const before = engine.answeredFromColumns;
      const page = await engine.search(filter, { offset: 0, limit: 10 });
      expect(page.count).toBe(want.length);
      expect(page.ids).toEqual(want.slice(0, 10));
      expect(await engine.count(filter)).toBe(want.length);
      expect((await engine.search(filter, { offset: 10, limit: 7 })).ids).toEqual(want.slice(10, 17));
      // the warm engine's three answers came from the columns, the fresh one's never
      expect(engine.answeredFromColumns - before).toBe(engine === engines[1] ? 3 : 0);
      expect(await engine.count(filter)).toBe(want.length);
    }
    // keyset paging through everything gives exactly the matching ids, in order
    const all: number[] = [];
    for (let after = 0; ;) {
      const ids = await engines[1]!.idsAfter(filter, after, 500);
      all.push(...ids);
      if (ids.length < 500) break;
      after = ids[ids.length - 1]!;
    }
    expect(all).toEqual(want);
  });

  it('the warm engine answers from the facet columns, a new keyword too, the fresh one never', async () => {
    const before = engines.map((e) => e.answeredFromColumns);
    for (const e of engines) {
      await e.search({ regionCodes: [s.province_code] }, { offset: 0, limit: 10 });
      await e.count({ keyword: '有限', regionCodes: [s.province_code] });
    }
    expect(engines.map((e, i) => e.answeredFromColumns - before[i]!)).toEqual([0, 2]);
  });

  it('a non-trivial suite: the filters above do select something and not everything', () => {
    const sizes = filters.map(([, f]) => expected(f).length);
    expect(sizes.filter((n) => n > 0).length).toBeGreaterThan(filters.length - 3);
    expect(Math.max(...sizes)).toBeLessThan(COUNT);
  });

  it('follows the company table: updates, status changes and deletes show in the next search', async () => {
    const target = rows.find((c) => (activeStatuses as readonly string[]).includes(c.status))!;
    const byName = { keyword: '蓝鲸星辰' };
    // two characters alone are counted from the engine's statistics (PostgreSQL): they follow too
    const short = { keyword: '鲸星' };
    // without a keyword: the warm engine's facet columns follow too
    const closedHere: CompanyFilter = { statuses: ['注销'], regionCodes: [target.province_code] };
    const closed = expected(closedHere).length;
    expect(await counts(closedHere)).toEqual([closed, closed]);
    expect(await counts(byName)).toEqual([0, 0]);
    expect(await counts(short)).toEqual([0, 0]);
    await db.kysely
      .updateTable('company')
      .set({ name: '深圳市蓝鲸星辰科技有限公司' })
      .where('company_id', '=', target.company_id)
      .execute();
    expect(await pages(byName)).toEqual([[target.company_id], [target.company_id]]);
    expect(await counts(short)).toEqual([1, 1]);
    await db.kysely
      .updateTable('company')
      .set({ status: '注销' })
      .where('company_id', '=', target.company_id)
      .execute();
    expect(await counts(byName)).toEqual([0, 0]);
    expect(await counts(short)).toEqual([0, 0]);
    expect(await counts({ ...byName, statuses: ['注销'] })).toEqual([1, 1]);
    expect(await counts({ ...short, statuses: ['注销', '存续'] })).toEqual([1, 1]);
    expect(await counts(closedHere)).toEqual([closed + 1, closed + 1]);
    await db.kysely.deleteFrom('company').where('company_id', '=', target.company_id).execute();
    expect(await counts({ ...byName, statuses: ['注销'] })).toEqual([0, 0]);
    expect(await counts({ ...short, statuses: ['注销'] })).toEqual([0, 0]);
    expect(await counts(closedHere)).toEqual([closed, closed]);
  });

  it('keywords of LIKE wildcards match literally', async () => {
    const target = rows.find((c) => c.status === '存续' && c.company_id > 100)!;
    const other = rows.find((c) => c.status === '在业' && c.company_id > 200)!;
    expect(await counts({ keyword: '%' })).toEqual([0, 0]);
    await db.kysely
      .updateTable('company')
      .set({ name: '蓝鲸%数据有限公司' })
      .where('company_id', '=', target.company_id)
      .execute();
    await db.kysely
      .updateTable('company')
      .set({ name: '蓝鲸_数据有限公司' })
      .where('company_id', '=', other.company_id)
      .execute();
    expect(await pages({ keyword: '%' })).toEqual([[target.company_id], [target.company_id]]);
    expect(await pages({ keyword: '_' })).toEqual([[other.company_id], [other.company_id]]);
    expect(await counts({ keyword: '%_' })).toEqual([0, 0]);
  });

  it('a filter that cannot match anything answers 0 without error', async () => {
    expect(await counts({ capitalRanges: [{ min: 500, max: 100 }] })).toEqual([0, 0]);
    expect(await counts({ capitalMin: 1000, capitalMax: 10 })).toEqual([0, 0]);
    expect(await pages({ foundedFrom: '2030-01-01' })).toEqual([[], []]);
    expect(await counts({ keyword: '（）' })).toEqual([0, 0]);
  });
});
