import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connection.ts';
import { identityMigration } from './migrations/0001_identity.ts';
import { shopMigration } from './migrations/0002_shop.ts';
import { companyMigration } from './migrations/0003_company.ts';
import { platformMigration } from './migrations/0004_platform.ts';
import { loginLinkMigration } from './migrations/0005_login_link.ts';
import { failureHandlingMigration } from './migrations/0010_failure_handling.ts';
import { deliveryMigration } from './migrations/0011_delivery.ts';
import { specialSubjectMigration } from './migrations/0012_special_subject.ts';
import { productScopeMigration } from './migrations/0013_product_scope.ts';
import { companySearchMigration } from './migrations/0014_company_search.ts';
import { fasterGramsMigration } from './migrations/0015_faster_grams.ts';
import { customRequestDataMigration } from './migrations/0016_custom_request_data.ts';
import { companyProfileMigration } from './migrations/0017_company_profile.ts';
import { profileContactAndMapMigration } from './migrations/0018_profile_contact_and_map.ts';
import { companySeekMigration } from './migrations/0019_company_seek.ts';
import { savedSearchMigration } from './migrations/0020_saved_search.ts';
import { companyProfileCountsMigration } from './migrations/0021_company_profile_counts.ts';
import { workspaceExportMigration } from './migrations/0022_workspace_export.ts';
import { companyRelationsMigration } from './migrations/0023_company_relations.ts';
import { batchLookupMigration } from './migrations/0024_batch_lookup.ts';
import { profileHeaderFactsMigration } from './migrations/0025_profile_header_facts.ts';
import { seekKeywordSourcesMigration } from './migrations/0026_seek_keyword_sources.ts';
import { seekFormerNamesMigration } from './migrations/0027_seek_former_names.ts';
import { seekProfileFactsMigration } from './migrations/0028_seek_profile_facts.ts';
import { salesLeadsMigration } from './migrations/0029_sales_leads.ts';
import { salesLeadWorkMigration } from './migrations/0030_sales_lead_work.ts';
import { salesActionsMigration } from './migrations/0031_sales_actions.ts';
import { salesLeadSpeedMigration } from './migrations/0032_sales_lead_speed.ts';
import { parkCompanyMigration } from './migrations/0033_park_company.ts';
import { oneOpenPaymentMigration } from './migrations/0034_one_open_payment.ts';
import { lookupIndexesMigration } from './migrations/0035_lookup_indexes.ts';
import { shopperRoleMigration } from './migrations/0036_shopper_role.ts';
import { leadNameIndexMigration } from './migrations/0037_lead_name_index.ts';
import { leadFollowCountMigration } from './migrations/0038_lead_follow_count.ts';

/** Migrations are code, listed here in order; each knows the dialect it runs on. */
function provider(db: Db): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001_identity': identityMigration(db.dialect),
        '0002_shop': shopMigration(db.dialect),
        '0003_company': companyMigration(db.dialect),
        '0004_platform': platformMigration(db.dialect),
        '0005_login_link': loginLinkMigration(db.dialect),
        '0010_failure_handling': failureHandlingMigration(db.dialect),
        '0011_delivery': deliveryMigration(db.dialect),
        '0012_special_subject': specialSubjectMigration(db.dialect),
        '0013_product_scope': productScopeMigration(db.dialect),
        '0014_company_search': companySearchMigration(db.dialect),
        '0015_faster_grams': fasterGramsMigration(db.dialect),
        '0016_custom_request_data': customRequestDataMigration(db.dialect),
        '0017_company_profile': companyProfileMigration(db.dialect),
        '0018_profile_contact_and_map': profileContactAndMapMigration(db.dialect),
        '0019_company_seek': companySeekMigration(db.dialect),
        '0020_saved_search': savedSearchMigration(db.dialect),
        '0021_company_profile_counts': companyProfileCountsMigration,
        '0022_workspace_export': workspaceExportMigration(db.dialect),
        '0023_company_relations': companyRelationsMigration(db.dialect),
        '0024_batch_lookup': batchLookupMigration,
        '0025_profile_header_facts': profileHeaderFactsMigration(db.dialect),
        '0026_seek_keyword_sources': seekKeywordSourcesMigration(db.dialect),
        '0027_seek_former_names': seekFormerNamesMigration(db.dialect),
        '0028_seek_profile_facts': seekProfileFactsMigration(db.dialect),
        '0029_sales_leads': salesLeadsMigration(db.dialect),
        '0030_sales_lead_work': salesLeadWorkMigration(db.dialect),
        '0031_sales_actions': salesActionsMigration(db.dialect),
        '0032_sales_lead_speed': salesLeadSpeedMigration(db.dialect),
        '0033_park_company': parkCompanyMigration(db.dialect),
        '0034_one_open_payment': oneOpenPaymentMigration,
        '0035_lookup_indexes': lookupIndexesMigration,
        '0036_shopper_role': shopperRoleMigration,
        '0037_lead_name_index': leadNameIndexMigration(db.dialect),
        '0038_lead_follow_count': leadFollowCountMigration(db.dialect),
      };
    },
  };
}

/**
 * Runs the migrations not applied yet, up to `target` (a migration's name) or all of them; answers
 * the names it applied.
 */
export async function migrateToLatest(db: Db, target?: string): Promise<string[]> {
  // Kysely looks for its migration tables in every schema unless told which one: with one schema per
  // test suite on a shared PostgreSQL, it would find another suite's lock table and fail.
  const migrator = new Migrator({
    db: db.kysely,
    provider: provider(db),
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
