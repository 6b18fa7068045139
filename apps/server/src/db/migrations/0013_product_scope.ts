import type { Kysely } from 'kysely';
import { scopeRowsOf } from '../../repositories/product-scope.ts';
import type { DialectName } from '../connection.ts';

/**
 * shop_product_scope: the regions (at each level) and industries each product covers, indexed for the
 * shop's region/industry filter (repositories/product-scope.ts). Filled from the existing products.
 */
export function productScopeMigration(_dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('shop_product_scope')
        .addColumn('shop_product_id', 'integer', (c) =>
          c.notNull().references('shop_product.shop_product_id').onDelete('cascade'),
        )
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('code', 'varchar(12)', (c) => c.notNull())
        .addPrimaryKeyConstraint('shop_product_scope_pk', ['shop_product_id', 'kind', 'code'])
        .execute();
      await db.schema
        .createIndex('shop_product_scope_code_ix')
        .on('shop_product_scope')
        .columns(['kind', 'code', 'shop_product_id'])
        .execute();
      const anyDb = db as Kysely<Record<string, Record<string, unknown>>>;
      const products = (await anyDb
        .selectFrom('shop_product')
        .select(['shop_product_id', 'filter_json', 'sys_area_id', 'industry_code'])
        .execute()) as {
        shop_product_id: number;
        filter_json: string;
        sys_area_id: string | null;
        industry_code: string | null;
      }[];
      for (const p of products) {
        const rows = scopeRowsOf(p).map((r) => ({ shop_product_id: p.shop_product_id, ...r }));
        if (rows.length) await anyDb.insertInto('shop_product_scope').values(rows).execute();
      }
    },
  };
}
