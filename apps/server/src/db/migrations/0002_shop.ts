import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/** Shop catalogue, cart, orders, frozen search conditions, custom requests, payments. Money in fen. */
export function shopMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await p
        .id(db.schema.createTable('shop_product_cate'), 'shop_product_cate_id')
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('brief', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await p
        .id(db.schema.createTable('shop_label'), 'shop_label_id')
        .addColumn('label_name', 'varchar(30)', (c) => c.notNull().unique())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await p
        .id(db.schema.createTable('shop_product'), 'shop_product_id')
        .addColumn('shop_product_cate_id', 'integer', (c) =>
          c.notNull().references('shop_product_cate.shop_product_cate_id'),
        )
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('gs_basic_counts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sys_area_id', 'varchar(6)')
        .addColumn('sys_area_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('industry', 'varchar(50)', (c) => c.notNull())
        .addColumn('industry_code', 'varchar(2)')
        .addColumn('year', 'varchar(4)', (c) => c.notNull())
        .addColumn('source', 'varchar(50)', (c) => c.notNull())
        .addColumn('ext', 'varchar(10)', (c) => c.notNull())
        .addColumn('size', 'varchar(20)', (c) => c.notNull())
        .addColumn('price_fen', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_hot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('brief', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('filter_json', 'text', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addColumn('updated_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addCheckConstraint('shop_product_price_ck', sql`price_fen >= 0`)
        .execute();
      await db.schema
        .createIndex('shop_product_list_ix')
        .on('shop_product')
        .columns(['status', 'shop_product_cate_id', 'orders'])
        .execute();

      await db.schema
        .createTable('shop_product_label')
        .addColumn('shop_product_id', 'integer', (c) =>
          c.notNull().references('shop_product.shop_product_id').onDelete('cascade'),
        )
        .addColumn('shop_label_id', 'integer', (c) =>
          c.notNull().references('shop_label.shop_label_id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('shop_product_label_pk', ['shop_product_id', 'shop_label_id'])
        .execute();

      await p
        .id(db.schema.createTable('shop_cart'), 'shop_cart_id')
        .addColumn('sys_user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('shop_product_id', 'integer', (c) =>
          c.notNull().references('shop_product.shop_product_id'),
        )
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        // one cart row per user and product
        .addUniqueConstraint('shop_cart_user_product_uq', ['sys_user_id', 'shop_product_id'])
        .execute();

      await p
        .id(db.schema.createTable('shop_order'), 'shop_order_id')
        .addColumn('order_code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('order_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('sys_user_id', 'integer', (c) => c.notNull().references('sys_user.sys_user_id'))
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('shop_product_id', 'integer', (c) =>
          c.notNull().references('shop_product.shop_product_id'),
        )
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('email', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_send', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('send_remark', 'varchar(500)')
        .addColumn('paid_at', p.timestamp)
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addCheckConstraint('shop_order_amount_ck', sql`amount_fen > 0`)
        .execute();
      await db.schema
        .createIndex('shop_order_user_ix')
        .on('shop_order')
        .columns(['sys_user_id', 'status', 'created_at'])
        .execute();

      await p
        .id(db.schema.createTable('shop_search_condition'), 'shop_search_condition_id')
        .addColumn('sys_user_id', 'integer', (c) => c.notNull().references('sys_user.sys_user_id'))
        .addColumn('public_id', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('condition_json', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('search_arr', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();

      await p
        .id(db.schema.createTable('agent_label_apply'), 'agent_label_apply_id')
        .addColumn('sys_user_id', 'integer', (c) => c.notNull().references('sys_user.sys_user_id'))
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(20)', (c) => c.notNull())
        .addColumn('label_year', 'varchar(4)')
        .addColumn('explain', 'varchar(200)')
        .addColumn('filter_condition', 'varchar(1000)', (c) => c.notNull())
        .addColumn('del_condition', 'varchar(500)')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('app_remark', 'varchar(500)')
        .addColumn('label_remark', 'varchar(500)')
        .addColumn('shop_search_condition_id', 'integer', (c) =>
          c.references('shop_search_condition.shop_search_condition_id'),
        )
        .addColumn('nums', 'integer')
        .addColumn('price_fen', 'integer')
        .addColumn('excel_url', 'varchar(300)')
        .addColumn('reviewed_by', 'integer')
        .addColumn('reviewed_at', p.timestamp)
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addColumn('updated_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();
      await db.schema
        .createIndex('agent_label_apply_user_ix')
        .on('agent_label_apply')
        .columns(['sys_user_id', 'created_at'])
        .execute();

      await p
        .id(db.schema.createTable('per_order'), 'per_order_id')
        .addColumn('order_code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('order_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('sys_user_id', 'integer', (c) => c.notNull().references('sys_user.sys_user_id'))
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('shop_search_condition_id', 'integer', (c) =>
          c.references('shop_search_condition.shop_search_condition_id'),
        )
        .addColumn('agent_label_apply_id', 'integer', (c) =>
          c.references('agent_label_apply.agent_label_apply_id'),
        )
        .addColumn('search_arr', 'text', (c) => c.notNull())
        .addColumn('nums', 'integer', (c) => c.notNull())
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('email', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('order_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_send', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('send_remark', 'varchar(500)')
        .addColumn('excel_url', 'varchar(300)')
        .addColumn('code_url', 'varchar(300)')
        .addColumn('exported_at', p.timestamp)
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addCheckConstraint('per_order_amount_ck', sql`amount_fen > 0 and nums > 0`)
        .execute();
      await db.schema
        .createIndex('per_order_user_ix')
        .on('per_order')
        .columns(['sys_user_id', 'created_at'])
        .execute();

      await p
        .id(db.schema.createTable('saved_search'), 'saved_search_id')
        .addColumn('sys_user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('condition_json', 'text', (c) => c.notNull())
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .execute();

      await p
        .id(db.schema.createTable('payment'), 'payment_id')
        .addColumn('out_trade_no', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('provider', 'varchar(20)', (c) => c.notNull())
        .addColumn('order_kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('sys_user_id', 'integer', (c) => c.notNull().references('sys_user.sys_user_id'))
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('code_url', 'varchar(500)')
        .addColumn('provider_txn_id', 'varchar(64)')
        .addColumn('paid_at', p.timestamp)
        .addColumn('notify_json', 'text')
        .addColumn('created_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addColumn('updated_at', p.timestamp, (c) => c.notNull().defaultTo(p.now))
        .addCheckConstraint('payment_amount_ck', sql`amount_fen > 0`)
        .execute();
      await db.schema
        .createIndex('payment_order_ix')
        .on('payment')
        .columns(['order_kind', 'order_id'])
        .execute();
    },
  };
}
