import type { Executor } from '../db/executor.ts';

/** Product categories (shop_product_cate) as the shop shows them: only those in use (status 1). */
export class ShopCategoryRepository {
  constructor(private readonly db: Executor) {}

  private inUse() {
    return this.db.selectFrom('shop_product_cate').where('status', '=', 1);
  }

  /** Categories in use (under `parentId` when given), ordered as the back-office orders them. */
  list(parentId?: number) {
    let q = this.inUse().select(['shop_product_cate_id', 'parent_id', 'name', 'brief']);
    if (parentId !== undefined) q = q.where('parent_id', '=', parentId);
    return q.orderBy('orders').orderBy('shop_product_cate_id').execute();
  }

  one(id: number) {
    return this.inUse()
      .select(['shop_product_cate_id', 'parent_id'])
      .where('shop_product_cate_id', '=', id)
      .executeTakeFirst();
  }
}
