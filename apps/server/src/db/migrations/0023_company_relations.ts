import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * 查关系 (issue 15 point 5) walks the bipartite graph company ↔ person through indexes 0017 already
 * has (company_person by company and by person, shareholding by company and by holder,
 * company_branch both ways). What it lacks is finding a person by name: people whose name equals or
 * starts with what the user typed. SQLite compares names bytewise, so a prefix is an index range;
 * PostgreSQL needs the pattern operator class for `like 'x%'` to use the index under any collation.
 */
export function companyRelationsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`create index person_name_ix on person (name text_pattern_ops, person_id)`.execute(db);
      } else {
        await db.schema.createIndex('person_name_ix').on('person').columns(['name', 'person_id']).execute();
      }
    },
  };
}
