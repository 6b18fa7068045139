import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/** Special subjects (专题): filled in by the special-subjects work (session 3). */
export function specialSubjectMigration(_dialect: DialectName) {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
