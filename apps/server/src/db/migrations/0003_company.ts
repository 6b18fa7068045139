import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/** Companies and their reference tables (GB/T 2260 regions, GB/T 4754 industries). */
export function companyMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('region')
        .addColumn('code', 'varchar(6)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('parent_code', 'varchar(6)')
        .addColumn('level', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('region_parent_ix').on('region').column('parent_code').execute();

      await db.schema
        .createTable('industry')
        .addColumn('code', 'varchar(2)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('parent_code', 'varchar(2)')
        .addColumn('level', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('company')
        .addColumn('company_id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('ccode', 'varchar(18)', (c) => c.notNull().unique())
        .addColumn('legal_person', 'varchar(50)', (c) => c.notNull())
        .addColumn('shareholders', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('reg_date', p.date, (c) => c.notNull())
        .addColumn('reg_capital', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('reg_currency', 'varchar(10)', (c) => c.notNull().defaultTo('人民币'))
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('company_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
        .addColumn('city_code', 'varchar(6)', (c) => c.notNull())
        .addColumn('district_code', 'varchar(6)', (c) => c.notNull())
        .addColumn('industry_section', 'varchar(1)', (c) => c.notNull())
        .addColumn('industry_division', 'varchar(2)', (c) => c.notNull())
        .addColumn('address', 'varchar(200)', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('tel', 'varchar(30)')
        .addColumn('mobile', 'varchar(20)')
        .addColumn('email', 'varchar(100)')
        .addColumn('website', 'varchar(100)')
        .addColumn('brand_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('patent_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('copyright_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('software_copyright_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('punish_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('website_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('act_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();
      // Baseline indexes for region/industry/date filters; the search engine (migration 0014) adds its own.
      for (const [name, cols] of [
        ['company_province_ix', ['province_code', 'status']],
        ['company_city_ix', ['city_code', 'status']],
        ['company_district_ix', ['district_code']],
        ['company_section_ix', ['industry_section', 'status']],
        ['company_division_ix', ['industry_division', 'status']],
        ['company_reg_date_ix', ['reg_date']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('company')
          .columns([...cols])
          .execute();
      }
    },
  };
}
