import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/** One-time sign-in links (login by link, agent link login). */
export function loginLinkMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await p
        .id(db.schema.createTable('login_link'), 'login_link_id')
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('sys_user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        // 'user' (preLogin/login) or 'agent' (Agent/loginCheck, loginAction)
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('expires_at', p.timestamp, (c) => c.notNull())
        .addColumn('used_at', p.timestamp)
        .addColumn('created_by', 'integer')
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();
      await db.schema.createIndex('login_link_user_ix').on('login_link').column('sys_user_id').execute();
    },
  };
}
