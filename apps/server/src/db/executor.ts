import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * What a repository is built on: the database, or one transaction of it (a Kysely transaction is a
 * Kysely). A service reads through repositories built on the database and writes through
 * repositories built on the transaction `Writes` opens, so a repository never takes an executor
 * per method.
 */
export type Executor = Kysely<Database>;
