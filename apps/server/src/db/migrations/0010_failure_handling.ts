import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/**
 * 异常处理 (/logmana/realupdate): who handled a failed job or mail, when and why. One row per
 * failure (kind job | mail, ref_id the job_id or mail_log_id); requeuing a job removes its row.
 * Also indexes the log searches, and widens industry codes to the four GB/T 4754 levels (门类 A,
 * 大类 2, 中类 3, 小类 4 characters; SQLite does not enforce varchar lengths).
 */
export function failureHandlingMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await p
        .id(db.schema.createTable('failure_handling'), 'failure_handling_id')
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('remark', 'varchar(200)', (c) => c.notNull())
        .addColumn('handled_by', 'integer')
        .addColumn('handled_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addUniqueConstraint('failure_handling_uq', ['kind', 'ref_id'])
        .execute();
      await db.schema
        .createIndex('mail_log_status_ix')
        .on('mail_log')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('operation_log_user_ix')
        .on('operation_log')
        .columns(['sys_user_id', 'created_at'])
        .execute();
      if (dialect === 'postgres') {
        await db.schema
          .alterTable('industry')
          .alterColumn('code', (c) => c.setDataType('varchar(10)'))
          .execute();
        await db.schema
          .alterTable('industry')
          .alterColumn('parent_code', (c) => c.setDataType('varchar(10)'))
          .execute();
        await db.schema
          .alterTable('industry')
          .alterColumn('name', (c) => c.setDataType('varchar(100)'))
          .execute();
      }
      await db.schema.createIndex('login_log_time_ix').on('login_log').column('created_at').execute();
    },
  };
}
