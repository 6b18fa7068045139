import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/**
 * Saved searches of the data-search workspace (issue 15 point 3):
 *
 * - `saved_search` is made anew: migration 0002 had laid out a table of that name that nothing ever
 *   wrote (no call saved searches until now), without the columns below.
 * - `saved_search`: a user's named /data/seek conditions (JSON), the conditions in words, whether the
 *   user watches it, the match count at the last save or check.
 * - `saved_search_hit`: for a watched search, the companies it matched at the last check with their
 *   status then (at most SavedSearchLimits.watchMaxMatches), so the daily check can tell the user
 *   which companies newly match and whose status changed.
 */
export function savedSearchMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('saved_search').execute();
      await p
        .id(db.schema.createTable('saved_search'), 'saved_search_id')
        .addColumn('sys_user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(30)', (c) => c.notNull())
        .addColumn('condition_json', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('watch', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_count', 'integer')
        .addColumn('checked_at', p.timestamp)
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .addColumn('updated_at', p.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('saved_search_user_name_ux')
        .on('saved_search')
        .columns(['sys_user_id', 'name'])
        .unique()
        .execute();
      await db.schema
        .createIndex('saved_search_watch_ix')
        .on('saved_search')
        .columns(['watch', 'saved_search_id'])
        .execute();
      await db.schema
        .createTable('saved_search_hit')
        .addColumn('saved_search_id', 'integer', (c) =>
          c.notNull().references('saved_search.saved_search_id').onDelete('cascade'),
        )
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addPrimaryKeyConstraint('saved_search_hit_pk', ['saved_search_id', 'company_id'])
        .execute();
    },
  };
}
