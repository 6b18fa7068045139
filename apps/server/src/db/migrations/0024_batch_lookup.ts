import { sql, type Kysely } from 'kysely';

/**
 * 批量查询 (issue 15 point 4) looks up to 10,000 names at once, 500 to a statement:
 *
 * - `company_name_ix`: a current name, exactly (company.ccode is already unique, and the search
 *   engine's bigram index on the name answers `contains`, not `equals`);
 * - `company_change_former_name_ix`: a former name, i.e. the before_text of a 名称变更, partial so
 *   it holds only names (the before_text of other items can be a whole business scope). Readers
 *   must spell the item as a literal for either database to use it (repositories/batch-lookup-repository.ts).
 *
 * On the 2M-company benchmark database the two indexes take a few seconds to build.
 */
export const batchLookupMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('company_name_ix').on('company').column('name').execute();
    await sql`create index company_change_former_name_ix on company_change (before_text)
      where item = '名称变更'`.execute(db);
  },
};
