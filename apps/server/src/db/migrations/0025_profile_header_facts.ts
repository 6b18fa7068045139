import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { writeProfileCounts } from '../../repositories/company-profile/profile-counts.ts';
import { headerFactsSource } from '../../services/company-profile/header-facts-source.ts';
import { COUNT_SPECS_0021 } from './0021_company_profile_counts.ts';

/**
 * Issue 14: the header's other facts — legal representative, latest annual report, former names,
 * tag-giving qualifications — stored in company_profile_counts beside the counts, so a header reads
 * two rows (company, counts) instead of the counts row plus four index ranges and a person: on a first
 * visit each range can be a read from disk, and the PostgreSQL maximum at 2M companies was 55–78 ms
 * against a 50 ms target. Filled here for the companies already there (their rows are rewritten).
 */
export function profileHeaderFactsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      const columns: [string, 'integer' | 'varchar(60)' | 'varchar(20)' | 'text'][] = [
        ['legal_person_id', 'integer'],
        ['legal_person_name', 'varchar(60)'],
        ['report_year', 'integer'],
        ['report_employees', 'integer'],
        ['report_insured', 'integer'],
        ['report_revenue_band', 'varchar(20)'],
        ['former_names', 'text'],
        ['tag_qualifications', 'text'],
      ];
      for (const [name, type] of columns)
        await db.schema.alterTable('company_profile_counts').addColumn(name, type).execute();
      await writeProfileCounts(db, COUNT_SPECS_0021, 1, 2_147_483_647, headerFactsSource(dialect));
    },
  };
}
