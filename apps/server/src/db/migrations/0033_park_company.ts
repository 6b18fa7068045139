import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/**
 * `park_company`: the companies settled in a park (园区入驻企业), one row per park organisation and
 * company. The garden screen (园区大屏) aggregates a park's own companies through it, so a park never
 * sees the nationwide register. No foreign key to `company`, whose rows the seed bulk-replaces (as
 * `sale_lead`); an organisation's rows go with it.
 */
export function parkCompanyMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('park_company')
        .addColumn('usr_agent_id', 'integer', (c) =>
          c.notNull().references('usr_agent.usr_agent_id').onDelete('cascade'),
        )
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('park_company_pk', ['usr_agent_id', 'company_id'])
        .execute();
      // which parks a company is in
      await db.schema
        .createIndex('park_company_company_ix')
        .on('park_company')
        .column('company_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('park_company').execute();
    },
  };
}
