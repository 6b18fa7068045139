import { ipKinds, licenceKinds, riskKinds, type ProfileCounts } from '@qishu/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { ProfileCountColumn } from '../../db/tables/company-profile.ts';

/** Any database: the app's, or a migration's untyped one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKysely = Kysely<any>;

/** What one stored count counts: the rows of `table` whose `key` is the company (of a `kind`). */
export interface CountSpec<C extends string = string> {
  column: C;
  table: string;
  /** the column naming the company: company_id, or holder_id for investments (holder_kind 'C') */
  key: 'company_id' | 'holder_id';
  kind?: string;
}

/** The stored counts of company_profile_counts, one column each (the header's `counts`). */
export const PROFILE_COUNT_SPECS: readonly CountSpec<ProfileCountColumn>[] = [
  { column: 'shareholders', table: 'shareholding', key: 'company_id' },
  { column: 'people', table: 'company_person', key: 'company_id' },
  { column: 'investments', table: 'shareholding', key: 'holder_id' },
  { column: 'branches', table: 'company_branch', key: 'company_id' },
  { column: 'changes', table: 'company_change', key: 'company_id' },
  ...riskKinds.map((kind) => ({
    column: `risk_${kind}` as const,
    table: 'company_risk',
    key: 'company_id' as const,
    kind,
  })),
  ...ipKinds.map((kind) => ({
    column: `ip_${kind}` as const,
    table: 'company_ip',
    key: 'company_id' as const,
    kind,
  })),
  { column: 'annual_reports', table: 'company_annual_report', key: 'company_id' },
  ...licenceKinds.map((kind) => ({
    column: `licence_${kind}` as const,
    table: 'company_licence',
    key: 'company_id' as const,
    kind,
  })),
  { column: 'contacts', table: 'company_contact', key: 'company_id' },
];

/** The header's counts from a company_profile_counts row. */
export function countsFromRow(row: Record<ProfileCountColumn, number | string | null>): ProfileCounts {
  const n = (c: ProfileCountColumn) => Number(row[c]);
  const byKind = <K extends string>(prefix: string, kinds: readonly K[]) =>
    Object.fromEntries(kinds.map((k) => [k, n(`${prefix}_${k}` as ProfileCountColumn)])) as Record<K, number>;
  return {
    shareholders: n('shareholders'),
    people: n('people'),
    investments: n('investments'),
    branches: n('branches'),
    changes: n('changes'),
    risks: byKind('risk', riskKinds),
    ip: byKind('ip', ipKinds),
    annual_reports: n('annual_reports'),
    licences: byKind('licence', licenceKinds),
    contacts: n('contacts'),
  };
}

/**
 * Writes company_profile_counts afresh for companies `from … to` (their rows are replaced): one
 * INSERT … SELECT over the companies left-joined to one grouped count per table (kinds counted side
 * by side), so a table is read once however many of its kinds are stored. A company in the range
 * that has no row of a table gets 0. `specs` is the table's columns as the caller's schema has them
 * (a migration passes the list of its own time).
 */
export async function writeProfileCounts(
  db: AnyKysely,
  specs: readonly CountSpec[],
  from: number,
  to: number,
  facts?: HeaderFactsSource,
): Promise<void> {
  const groups = new Map<string, { table: string; key: CountSpec['key']; specs: CountSpec[] }>();
  for (const s of specs) {
    const id = `${s.table}.${s.key}`;
    const g = groups.get(id) ?? { table: s.table, key: s.key, specs: [] };
    g.specs.push(s);
    groups.set(id, g);
  }
  const joins: RawBuilder<unknown>[] = [];
  const values: RawBuilder<unknown>[] = [];
  // listed group by group, in the order the values are
  const columns: RawBuilder<unknown>[] = [];
  [...groups.values()].forEach((g, i) => {
    const alias = sql.id(`g${i}`);
    const key = sql.id(g.key);
    const counted = g.specs.map((s) => {
      const n =
        s.kind === undefined
          ? sql`count(*)`
          : sql`sum(case when kind = ${sql.lit(s.kind)} then 1 else 0 end)`;
      values.push(sql`coalesce(${alias}.${sql.id(s.column)}, 0)`);
      columns.push(sql.id(s.column));
      return sql`${n} as ${sql.id(s.column)}`;
    });
    const holderKind = g.key === 'holder_id' ? sql`and holder_kind = 'C'` : sql``;
    joins.push(sql`left join (
        select ${key} as id, ${sql.join(counted)} from ${sql.table(g.table)}
         where ${key} between ${from} and ${to} ${holderKind} group by ${key}
      ) ${alias} on ${alias}.id = c.company_id`);
  });
  if (facts) {
    const f = headerFactParts(facts, from, to);
    joins.push(...f.joins);
    values.push(...f.values);
    columns.push(...f.columns);
  }
  await sql`delete from company_profile_counts where company_id between ${from} and ${to}`.execute(db);
  await sql`insert into company_profile_counts (company_id, ${sql.join(columns)})
    select c.company_id, ${sql.join(values)} from company c ${sql.join(joins, sql` `)}
     where c.company_id between ${from} and ${to}`.execute(db);
}

/** What the header's stored facts are read from (migration 0025 on): the caller's dialect and rules. */
export interface HeaderFactsSource {
  dialect: DialectName;
  /** a qualification whose name contains one of these gives a tag (company-tags.ts) */
  qualificationTags: readonly string[];
  /** company_change.item of a change of name (its before_text is a former name) */
  nameChangeItem: string;
}

/**
 * The header facts as joins of one grouped read per table over the range (as the counts are: a hash
 * join each on PostgreSQL, not a probe per company): the legal representative of the lowest seq, the
 * latest annual report, former names and tag-giving qualifications as JSON arrays in seq order.
 */
function headerFactParts(src: HeaderFactsSource, from: number, to: number) {
  const pg = src.dialect === 'postgres';
  /** a JSON array of `value` over a group in seq order, as text */
  const jsonArray = (value: RawBuilder<unknown>) =>
    pg ? sql`json_agg(${value} order by seq)::text` : sql`json_group_array(${value} order by seq)`;
  const triple = pg
    ? sql`json_build_array(name, valid_from, valid_to)`
    : sql`json_array(name, valid_from, valid_to)`;
  const tagged = sql.join(
    src.qualificationTags.map((t) => sql`name like ${sql.lit(`%${t}%`)}`),
    sql` or `,
  );
  const range = sql`company_id between ${from} and ${to}`;
  const joins = [
    sql`left join (select company_id as id, min(seq) as seq from company_person
                    where is_legal = 1 and ${range} group by company_id) hl on hl.id = c.company_id
        left join company_person hlp on hlp.company_id = hl.id and hlp.seq = hl.seq
        left join person hp on hp.person_id = hlp.person_id`,
    sql`left join (select company_id as id, max(year) as year from company_annual_report
                    where ${range} group by company_id) hr on hr.id = c.company_id
        left join company_annual_report har on har.company_id = hr.id and har.year = hr.year`,
    sql`left join (select company_id as id, ${jsonArray(sql`before_text`)} as names from company_change
                    where item = ${src.nameChangeItem} and ${range} group by company_id) hf on hf.id = c.company_id`,
    sql`left join (select company_id as id, ${jsonArray(triple)} as quals from company_licence
                    where kind = 'qualification' and (${tagged}) and ${range} group by company_id) hq
          on hq.id = c.company_id`,
  ];
  const facts: [string, RawBuilder<unknown>][] = [
    ['legal_person_id', sql`hlp.person_id`],
    ['legal_person_name', sql`hp.name`],
    ['report_year', sql`har.year`],
    ['report_employees', sql`har.employees`],
    ['report_insured', sql`har.insured`],
    ['report_revenue_band', sql`har.revenue_band`],
    ['former_names', sql`hf.names`],
    ['tag_qualifications', sql`hq.quals`],
  ];
  return {
    joins,
    values: facts.map(([, v]) => v),
    columns: facts.map(([c]) => sql.id(c)),
  };
}

/**
 * Writes the counts and header facts of the companies `from … to` and of the companies outside the range that hold
 * shares in it (their investments changed): what a seeding run calls for the ids it wrote.
 */
export async function refreshProfileCounts(
  db: AnyKysely,
  facts: HeaderFactsSource,
  from: number,
  to: number,
): Promise<void> {
  await writeProfileCounts(db, PROFILE_COUNT_SPECS, from, to, facts);
  const holders = await sql<{ id: number }>`
    select distinct holder_id as id from shareholding
     where holder_kind = 'C' and company_id between ${from} and ${to}
       and (holder_id < ${from} or holder_id > ${to})`.execute(db);
  for (const { id } of holders.rows)
    await writeProfileCounts(db, PROFILE_COUNT_SPECS, Number(id), Number(id), facts);
}
