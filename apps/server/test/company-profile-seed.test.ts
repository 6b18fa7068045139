import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendStartId, seedCompanyProfiles, type SeedCounts } from '../src/db/seed/seed-companies.ts';
import { companyProfileCountsMigration } from '../src/db/migrations/0021_company_profile_counts.ts';
import { profileHeaderFactsMigration } from '../src/db/migrations/0025_profile_header_facts.ts';
import { PROFILE_COUNT_SPECS } from '../src/repositories/company-profile/profile-counts.ts';
import { ProfileHeaderRepository } from '../src/repositories/company-profile/profile-header-repository.ts';
import { QUALIFICATION_TAGS } from '../src/services/company-profile/company-tags.ts';
import { readFacts, storedFacts } from '../src/services/company-profile/header-service.ts';
import { createTestDb, testDialects, type TestDb } from './helpers/test-db.ts';

const SEED = 20261125;
const COUNT = 1500;
/** a day inside the seed's qualification windows, so both valid and lapsed ones are compared */
const TODAY = '2024-06-30';

/** The company columns the seed derives from the profile tables: (column, table, kind). */
const COUNTED = [
  ['brand_num', 'company_ip', 'trademark'],
  ['patent_num', 'company_ip', 'patent'],
  ['software_copyright_num', 'company_ip', 'software'],
  ['copyright_num', 'company_ip', 'works'],
  ['website_num', 'company_ip', 'website'],
  ['punish_num', 'company_risk', 'penalty'],
  ['act_num', 'company_licence', 'licence'],
] as const;

/** The companies whose company_profile_counts row is missing or differs from counting their rows. */
function wrongProfileCounts(): RawBuilder<unknown> {
  const differs = PROFILE_COUNT_SPECS.map((s) => {
    const kind = s.kind === undefined ? sql`` : sql`and x.kind = ${s.kind}`;
    const holder = s.key === 'holder_id' ? sql`and x.holder_kind = 'C'` : sql``;
    return sql`pc.${sql.id(s.column)} <> (select count(*) from ${sql.table(s.table)} x
      where x.${sql.id(s.key)} = c.company_id ${kind} ${holder})`;
  });
  return sql`select c.company_id from company c
    left join company_profile_counts pc on pc.company_id = c.company_id
    where pc.company_id is null or ${sql.join(differs, sql` or `)}`;
}

describe.each(testDialects)('seeded company profiles on %s', (dialect) => {
  let db: TestDb;
  let counts: SeedCounts;
  /** `a is distinct from b` in both dialects */
  const distinct = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) =>
    dialect === 'sqlite' ? sql`${a} is not ${b}` : sql`${a} is distinct from ${b}`;
  const ids = async (query: RawBuilder<unknown>) =>
    (await (query as RawBuilder<{ company_id: number }>).execute(db.kysely)).rows.map((r) =>
      Number(r.company_id),
    );

  /** The companies whose stored header facts differ from reading them live (header-service.ts). */
  const wrongHeaderFacts = async () => {
    const header = new ProfileHeaderRepository(db.kysely);
    const rows = await db.kysely
      .selectFrom('company_profile_counts as pc')
      .selectAll()
      .orderBy('company_id')
      .execute();
    const wrong: number[] = [];
    for (const row of rows) {
      const live = readFacts(await header.facts(row.company_id, TODAY));
      // only qualifications that give a tag are stored (the header shows no other)
      live.qualifications = live.qualifications.filter((q) => QUALIFICATION_TAGS.some((t) => q.includes(t)));
      if (!isDeepStrictEqual(storedFacts(row, TODAY), live)) wrong.push(row.company_id);
    }
    return wrong;
  };

  beforeAll(async () => {
    db = await createTestDb(dialect);
    // generated in a worker thread, as large loads are (the appending test below generates in this one)
    counts = await seedCompanyProfiles(db, { seed: SEED, count: COUNT, worker: true });
  });
  afterAll(() => db.drop());

  it('writes every table, at least 1.5 people and 2.5 shareholdings a company', () => {
    expect(counts.company).toBe(COUNT);
    for (const [table, n] of Object.entries(counts))
      expect(n, table).toBeGreaterThan(table === 'company_branch' ? 10 : COUNT / 2);
    expect(counts.person).toBeGreaterThan(1.5 * COUNT);
    expect(counts.shareholding).toBeGreaterThan(2.5 * COUNT);
  });

  it('stores every section count of every company in company_profile_counts', async () => {
    expect(await ids(wrongProfileCounts())).toEqual([]);
    // counts that are all 0 would pass too: make sure the rows count something
    const some = await sql<{ inv: number; cases: number; people: number }>`
      select sum(investments) as inv, sum(risk_case) as cases, sum(people) as people
        from company_profile_counts`.execute(db.kysely);
    const r = some.rows[0]!;
    expect([Number(r.inv), Number(r.cases), Number(r.people)].every((n) => n > 100)).toBe(true);
  });

  it('stores legal_person as the name of the one legal representative', async () => {
    expect(
      await ids(sql`select c.company_id from company c
        left join company_person cp on cp.company_id = c.company_id and cp.is_legal = 1
        left join person p on p.person_id = cp.person_id
        where p.name is null or p.name <> c.legal_person`),
    ).toEqual([]);
    expect(
      await ids(
        sql`select company_id from company_person where is_legal = 1 group by company_id having count(*) > 1`,
      ),
    ).toEqual([]);
  });

  it.each(COUNTED)('stores %s as the count of %s rows of kind %s', async (column, table, kind) => {
    const stored = sql.ref(`c.${column}`);
    const rows = sql`(select count(*) from ${sql.table(table)} x where x.company_id = c.company_id and x.kind = ${kind})`;
    expect(await ids(sql`select c.company_id from company c where ${stored} <> ${rows}`)).toEqual([]);
    // a derived column that is always 0 would pass the check above: make sure there are rows
    expect(await ids(sql`select c.company_id from company c where ${stored} > 0 limit 1`)).toHaveLength(1);
  });

  it.each(['mobile', 'tel', 'email'] as const)('stores %s as the first contact of its kind', async (kind) => {
    const first = sql`(select x.value from company_contact x where x.company_id = c.company_id and x.kind = ${kind} order by x.seq limit 1)`;
    expect(
      await ids(sql`select c.company_id from company c where ${distinct(sql.ref(`c.${kind}`), first)}`),
    ).toEqual([]);
    expect(
      await ids(sql`select c.company_id from company c where ${sql.ref(`c.${kind}`)} is not null limit 1`),
    ).toHaveLength(1);
  });

  it('stores website as the first website filing’s domain', async () => {
    const first = sql`(select x.category from company_ip x where x.company_id = c.company_id and x.kind = 'website' order by x.seq limit 1)`;
    expect(
      await ids(sql`select c.company_id from company c where ${distinct(sql.ref('c.website'), first)}`),
    ).toEqual([]);
  });

  it('stores shareholders as the holders’ names, largest first, cut between names at 300 characters', async () => {
    const joined =
      dialect === 'sqlite'
        ? sql`group_concat(s.holder_name, '、' order by s.seq)`
        : sql`string_agg(s.holder_name, '、' order by s.seq)`;
    const rows = (
      await sql<{ company_id: number; shareholders: string; full: string | null }>`
        select c.company_id, c.shareholders, (select ${joined} from shareholding s where s.company_id = c.company_id) as ${sql.ref('full')}
        from company c`.execute(db.kysely)
    ).rows;
    expect(rows).toHaveLength(COUNT);
    const bad = rows.filter((r) => {
      const full = r.full ?? '';
      if (full.length <= 300) return r.shareholders !== full;
      return !(
        r.shareholders.length <= 300 &&
        full.startsWith(r.shareholders + '、') &&
        r.shareholders.length + full.slice(r.shareholders.length + 1).split('、')[0]!.length + 1 > 300
      );
    });
    expect(bad.slice(0, 3)).toEqual([]);
    expect(rows.filter((r) => r.shareholders.includes('、')).length).toBeGreaterThan(COUNT / 3);
  });

  it('sums every company’s ratios to 100 % and points holders at rows that exist', async () => {
    expect(
      await ids(
        sql`select company_id from shareholding group by company_id having sum(ratio_ppm) <> 1000000`,
      ),
    ).toEqual([]);
    expect(
      await ids(sql`select s.company_id from shareholding s left join company h on h.company_id = s.holder_id
        where s.holder_kind = 'C' and h.company_id is null`),
    ).toEqual([]);
    expect(
      await ids(sql`select s.company_id from shareholding s left join person p on p.person_id = s.holder_id
        where s.holder_kind = 'P' and p.person_id is null`),
    ).toEqual([]);
    expect(
      await ids(
        sql`select cp.company_id from company_person cp left join person p on p.person_id = cp.person_id where p.person_id is null`,
      ),
    ).toEqual([]);
    expect(
      await ids(sql`select b.branch_id as company_id from company_branch b left join company c on c.company_id = b.company_id
        where c.company_id is null or b.company_id >= b.branch_id`),
    ).toEqual([]);
  });

  it('appends with the same seed and with another, every id unique and every reference resolved', async () => {
    const start = await appendStartId(db, SEED);
    expect(start).toBe(COUNT + 1);
    const more = await seedCompanyProfiles(db, { seed: SEED, count: 700, startId: start });
    expect(more.company).toBe(700);
    // another seed continues at the next block of ids, so its people cannot clash with this seed's
    const other = await appendStartId(db, SEED + 1);
    expect(other).toBe(Math.ceil((COUNT + 700) / 1024) * 1024 + 1);
    await seedCompanyProfiles(db, { seed: SEED + 1, count: 300, startId: other });
    const n = await sql<{ n: number; people: number }>`
      select (select count(*) from company) as n, (select count(*) from person) as people`.execute(db.kysely);
    expect(Number(n.rows[0]!.n)).toBe(COUNT + 1000);
    expect(
      await ids(sql`select s.company_id from shareholding s left join person p on p.person_id = s.holder_id
        where s.holder_kind = 'P' and p.person_id is null`),
    ).toEqual([]);
    expect(
      await ids(sql`select c.company_id from company c
        left join company_person cp on cp.company_id = c.company_id and cp.is_legal = 1
        left join person p on p.person_id = cp.person_id
        where p.name is null or p.name <> c.legal_person`),
    ).toEqual([]);
    // the appended companies have their counts and facts, and earlier holders of appended companies theirs
    expect(await ids(wrongProfileCounts())).toEqual([]);
    expect(await wrongHeaderFacts()).toEqual([]);
  });

  it('stores the header facts of every company as reading its rows gives them', async () => {
    expect(await wrongHeaderFacts()).toEqual([]);
    // facts that are all empty would pass against an empty store too: make sure they hold something
    const some = await sql<{ legal: number; reports: number; former: number; quals: number }>`
      select count(legal_person_id) as legal, count(report_year) as reports,
             count(former_names) as former, count(tag_qualifications) as quals
        from company_profile_counts`.execute(db.kysely);
    const r = some.rows[0]!;
    expect([r.legal, r.reports, r.former, r.quals].map(Number).every((n) => n > 20)).toBe(true);
  });

  it('migrations 0021 and 0025 fill the counts and facts of the companies already there', async () => {
    // as before 0021: no counts table; then the migrations' own steps (the later ones stay applied)
    await sql`drop table company_profile_counts`.execute(db.kysely);
    await companyProfileCountsMigration.up(db.kysely as Kysely<unknown>);
    expect(await ids(wrongProfileCounts())).toEqual([]);
    await profileHeaderFactsMigration(dialect).up(db.kysely as Kysely<unknown>);
    expect(await ids(wrongProfileCounts())).toEqual([]);
    expect(await wrongHeaderFacts()).toEqual([]);
    const n = await sql<{ n: number }>`select count(*) as n from company_profile_counts`.execute(db.kysely);
    expect(Number(n.rows[0]!.n)).toBe(COUNT + 1000);
  });
});
