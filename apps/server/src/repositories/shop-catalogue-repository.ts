import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Reads of the shop catalogue: categories, labels, the region tree and the industry list. */
export class ShopCatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Categories in use (status 1), ordered as the back-office orders them. */
  categories(parentId?: number) {
    let q = this.db
      .selectFrom('shop_product_cate')
      .select(['shop_product_cate_id', 'parent_id', 'name', 'brief'])
      .where('status', '=', 1);
    if (parentId !== undefined) q = q.where('parent_id', '=', parentId);
    return q.orderBy('orders').orderBy('shop_product_cate_id').execute();
  }

  category(id: number) {
    return this.db
      .selectFrom('shop_product_cate')
      .select(['shop_product_cate_id', 'parent_id'])
      .where('shop_product_cate_id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  labels() {
    return this.db
      .selectFrom('shop_label')
      .select(['shop_label_id', 'label_name'])
      .orderBy('orders')
      .orderBy('shop_label_id')
      .execute();
  }

  /** GB/T 4754 sections (level 1). */
  /** GB/T 4754 sections and divisions, ordered by level then code. */
  industries() {
    return this.db
      .selectFrom('industry')
      .select(['code', 'name', 'parent_code', 'level'])
      .where('level', '<=', 2)
      .orderBy('level')
      .orderBy('code')
      .execute();
  }

  /** Provinces, cities and districts, ordered by code (parents before children). */
  regions() {
    return this.db
      .selectFrom('region')
      .select(['code', 'name', 'parent_code', 'level'])
      .where('level', '<=', 3)
      .orderBy('level')
      .orderBy('code')
      .execute();
  }
}
