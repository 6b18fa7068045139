import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/** data_delivery: each .xlsx built for an order and the mail that carried it (tables/delivery.ts). */
export function deliveryMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await p
        .id(db.schema.createTable('data_delivery'), 'data_delivery_id')
        .addColumn('order_kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('sys_user_id', 'integer', (c) => c.notNull().references('sys_user.sys_user_id'))
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('email', 'varchar(100)', (c) => c.notNull())
        .addColumn('reason', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('file_path', 'varchar(300)')
        .addColumn('file_name', 'varchar(200)')
        .addColumn('rows', 'integer')
        .addColumn('bytes', 'bigint')
        .addColumn('download_token', 'varchar(64)', (c) => c.unique())
        .addColumn('expires_at', p.timestamp)
        .addColumn('attached', 'integer')
        .addColumn('message_id', 'varchar(200)')
        .addColumn('mail_log_id', 'integer')
        .addColumn('sent_at', p.timestamp)
        .addColumn('remark', 'varchar(500)')
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addColumn('updated_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        // one delivery per order and sequence number: a replayed payment cannot deliver twice
        .addUniqueConstraint('data_delivery_order_uq', ['order_kind', 'order_id', 'seq'])
        .execute();
      await db.schema
        .createIndex('data_delivery_created_ix')
        .on('data_delivery')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('data_delivery_user_ix')
        .on('data_delivery')
        .column('sys_user_id')
        .execute();
    },
  };
}
