import type { Kysely } from 'kysely';
import { writeProfileCounts, type CountSpec } from '../../repositories/company-profile/profile-counts.ts';

// The columns as this migration makes them (a later migration that adds a count lists its own).
const RISKS = [
  'case',
  'executed',
  'dishonest',
  'consumption',
  'hearing',
  'abnormal',
  'penalty',
  'illegal',
  'pledge',
  'mortgage',
  'tax',
];
const IP = ['trademark', 'patent', 'software', 'works', 'website'];
const LICENCES = ['licence', 'qualification'];
export const COUNT_SPECS_0021: CountSpec[] = [
  { column: 'shareholders', table: 'shareholding', key: 'company_id' },
  { column: 'people', table: 'company_person', key: 'company_id' },
  { column: 'investments', table: 'shareholding', key: 'holder_id' },
  { column: 'branches', table: 'company_branch', key: 'company_id' },
  { column: 'changes', table: 'company_change', key: 'company_id' },
  ...RISKS.map((kind) => ({
    column: `risk_${kind}`,
    table: 'company_risk',
    key: 'company_id' as const,
    kind,
  })),
  ...IP.map((kind) => ({ column: `ip_${kind}`, table: 'company_ip', key: 'company_id' as const, kind })),
  { column: 'annual_reports', table: 'company_annual_report', key: 'company_id' },
  ...LICENCES.map((kind) => ({
    column: `licence_${kind}`,
    table: 'company_licence',
    key: 'company_id' as const,
    kind,
  })),
  { column: 'contacts', table: 'company_contact', key: 'company_id' },
];

/**
 * Issue 14: `company_profile_counts` keeps every section count of a company in one row, so the
 * profile header reads one row instead of counting ~14 index ranges (its PostgreSQL maximum at 2M
 * companies was 45–70 ms against a 50 ms target). Written with the profile rows (the seed); filled
 * here for the companies already there. No foreign key: the seed deletes companies table by table.
 */
export const companyProfileCountsMigration = {
  async up(db: Kysely<unknown>) {
    let table = db.schema
      .createTable('company_profile_counts')
      .addColumn('company_id', 'integer', (c) => c.primaryKey());
    for (const s of COUNT_SPECS_0021)
      table = table.addColumn(s.column, 'integer', (c) => c.notNull().defaultTo(0));
    await table.execute();
    await writeProfileCounts(db, COUNT_SPECS_0021, 1, 2_147_483_647);
  },
};
