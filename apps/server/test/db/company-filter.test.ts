import type { CompanyFilter } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCompanies } from '../../src/db/seed/companies/index.ts';
import { seedCompanies } from '../../src/db/seed/seed-companies.ts';
import { applyCompanyFilter } from '../../src/search/company-filter-query.ts';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db.ts';
import { matches } from '../support/company-oracle.ts';

const SEED = 11;
const COUNT = 4000;

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
