import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/** Special subjects (专题) and their products (tables/special-subject.ts). */
export function specialSubjectMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await p
        .id(db.schema.createTable('special_subject'), 'special_subject_id')
        .addColumn('title', 'varchar(50)', (c) => c.notNull())
        .addColumn('intro', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'varchar(20)', (c) => c.notNull().defaultTo('ocean'))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addColumn('updated_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();
      await db.schema
        .createTable('special_subject_product')
        .addColumn('special_subject_id', 'integer', (c) =>
          c.notNull().references('special_subject.special_subject_id').onDelete('cascade'),
        )
        .addColumn('shop_product_id', 'integer', (c) =>
          c.notNull().references('shop_product.shop_product_id').onDelete('cascade'),
        )
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('special_subject_product_pk', ['special_subject_id', 'shop_product_id'])
        .execute();
      await db.schema
        .createIndex('special_subject_product_product_ix')
        .on('special_subject_product')
        .column('shop_product_id')
        .execute();
    },
  };
}
