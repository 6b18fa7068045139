import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/** Messages and notices, parameters, durable jobs, mail log. */
export function platformMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await p
        .id(db.schema.createTable('sys_msg_cate'), 'sys_msg_cate_id')
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await p
        .id(db.schema.createTable('sys_msg'), 'sys_msg_id')
        .addColumn('kind', 'integer', (c) => c.notNull())
        .addColumn('sys_msg_cate_id', 'integer', (c) => c.references('sys_msg_cate.sys_msg_cate_id'))
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('sender_user_id', 'integer')
        .addColumn('usr_agent_id', 'integer')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();

      await p
        .id(db.schema.createTable('sys_msg_receiver'), 'sys_msg_receiver_id')
        .addColumn('sys_msg_id', 'integer', (c) =>
          c.notNull().references('sys_msg.sys_msg_id').onDelete('cascade'),
        )
        .addColumn('sys_user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('read_at', p.timestamp)
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addUniqueConstraint('sys_msg_receiver_uq', ['sys_msg_id', 'sys_user_id'])
        .execute();
      await db.schema
        .createIndex('sys_msg_receiver_user_ix')
        .on('sys_msg_receiver')
        .columns(['sys_user_id', 'status'])
        .execute();

      await db.schema
        .createTable('sys_param')
        .addColumn('param_key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('param_value', 'text', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('remark', 'varchar(500)')
        .addColumn('updated_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();

      await p
        .id(db.schema.createTable('job'), 'job_id')
        .addColumn('type', 'varchar(50)', (c) => c.notNull())
        .addColumn('payload_json', 'text', (c) => c.notNull())
        .addColumn('unique_key', 'varchar(100)', (c) => c.unique())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
        .addColumn('run_at', p.timestamp, (c) => c.notNull())
        .addColumn('locked_at', p.timestamp)
        .addColumn('locked_by', 'varchar(100)')
        .addColumn('last_error', 'text')
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addColumn('updated_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();
      await db.schema.createIndex('job_due_ix').on('job').columns(['status', 'run_at']).execute();

      await p
        .id(db.schema.createTable('mail_log'), 'mail_log_id')
        .addColumn('to_address', 'varchar(200)', (c) => c.notNull())
        .addColumn('subject', 'varchar(200)', (c) => c.notNull())
        .addColumn('transport', 'varchar(20)', (c) => c.notNull())
        .addColumn('file_path', 'varchar(300)')
        .addColumn('message_id', 'varchar(200)')
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();
    },
  };
}
