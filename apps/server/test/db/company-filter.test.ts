import { activeStatuses, type CompanyFilter } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCompanies, type GeneratedCompany } from '../../src/db/seed/companies/index.ts';
import { seedCompanies } from '../../src/db/seed/seed-companies.ts';
import { applyCompanyFilter, regionColumn } from '../../src/search/company-filter-query.ts';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db.ts';

const SEED = 11;
const COUNT = 4000;

/** The meaning of a filter, written plainly over the generated rows: the database must agree. */
function matches(c: GeneratedCompany, f: CompanyFilter): boolean {
  const statuses: readonly string[] = f.statuses?.length ? f.statuses : activeStatuses;
  if (!statuses.includes(c.status)) return false;
  if (f.regionCodes?.length && !f.regionCodes.some((code) => c[regionColumn(code)] === code)) return false;
  if (
    f.industryCodes?.length &&
    !f.industryCodes.some((code) => c.industry_section === code || c.industry_division === code)
  )
    return false;
  if (f.capitalMin !== undefined && c.reg_capital < f.capitalMin * 10_000) return false;
  if (f.capitalMax !== undefined && c.reg_capital > f.capitalMax * 10_000) return false;
  if (f.foundedFrom && c.reg_date < f.foundedFrom) return false;
  if (f.foundedTo && c.reg_date > f.foundedTo) return false;
  if (f.hasEmail && !c.email) return false;
  if (f.hasMobile && !c.mobile) return false;
  if (f.hasAnyContact && !(c.email || c.mobile || c.tel)) return false;
  if (f.hasPatent && !(c.patent_num > 0)) return false;
  if (f.keyword && !c.name.includes(f.keyword)) return false;
  return true;
}

describe.each(testDialects)('company filter on %s', (dialect) => {
  let db: TestDb;
  const rows = [...generateCompanies({ seed: SEED, count: COUNT })];
  beforeAll(async () => {
    db = await createTestDb(dialect);
    expect(await seedCompanies(db, { seed: SEED, count: COUNT })).toBe(COUNT);
  });
  afterAll(() => db.drop());

  const sample = rows[17]!;
  const filters: [string, CompanyFilter][] = [
    ['no condition: active only', {}],
    ['province', { regionCodes: [sample.province_code] }],
    ['city and district', { regionCodes: [sample.city_code, sample.district_code] }],
    ['section and division', { industryCodes: [sample.industry_section, '65'] }],
    ['capital range in 万元', { capitalMin: 100, capitalMax: 1000 }],
    ['founding date range', { foundedFrom: '2018-01-01', foundedTo: '2022-12-31' }],
    ['closed statuses', { statuses: ['注销', '吊销'] }],
    ['contact flags', { hasEmail: true, hasMobile: true }],
    ['any contact and patents', { hasAnyContact: true, hasPatent: true }],
    ['two-character keyword in the name', { keyword: sample.name.slice(3, 5) }],
    [
      'combined',
      { regionCodes: [sample.province_code], industryCodes: [sample.industry_section], capitalMin: 10 },
    ],
  ];

  it.each(filters)('%s', async (_label, filter) => {
    const expected = rows.filter((c) => matches(c, filter)).length;
    const got = await applyCompanyFilter(db.kysely.selectFrom('company'), filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(got.n)).toBe(expected);
    if (_label !== 'closed statuses') expect(expected).toBeGreaterThan(0);
  });
});
