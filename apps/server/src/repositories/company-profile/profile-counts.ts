import { ipKinds, licenceKinds, riskKinds, type ProfileCounts } from '@qishu/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
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
  await sql`delete from company_profile_counts where company_id between ${from} and ${to}`.execute(db);
  await sql`insert into company_profile_counts (company_id, ${sql.join(columns)})
    select c.company_id, ${sql.join(values)} from company c ${sql.join(joins, sql` `)}
     where c.company_id between ${from} and ${to}`.execute(db);
}

/**
 * Writes the counts of the companies `from … to` and of the companies outside the range that hold
 * shares in it (their investments changed): what a seeding run calls for the ids it wrote.
 */
export async function refreshProfileCounts(db: AnyKysely, from: number, to: number): Promise<void> {
  await writeProfileCounts(db, PROFILE_COUNT_SPECS, from, to);
  const holders = await sql<{ id: number }>`
    select distinct holder_id as id from shareholding
     where holder_kind = 'C' and company_id between ${from} and ${to}
       and (holder_id < ${from} or holder_id > ${to})`.execute(db);
  for (const { id } of holders.rows)
    await writeProfileCounts(db, PROFILE_COUNT_SPECS, Number(id), Number(id));
}
