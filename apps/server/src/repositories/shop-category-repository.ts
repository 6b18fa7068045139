import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { ShopProductCateTable } from '../db/tables/shop.ts';
import { countRows } from './row-count.ts';

export type CategoryRecord = Selectable<ShopProductCateTable>;
export interface CategoryValues {
  parent_id: number;
  name: string;
  brief: string;
  orders: number;
}

/**
 * Product categories (shop_product_cate, a platform-wide two-level tree, so no DataScope): the
 * back-office maintains every category; the shop shows only those in use (status 1).
 */
export class ShopCategoryRepository {
  constructor(private readonly db: Executor) {}

  // ── the shop ──────────────────────────────────────────────────────────────────────────

  /** the categories the shop shows */
  private inUse() {
    return this.db.selectFrom('shop_product_cate').where('status', '=', 1);
  }

  /** Categories in use (under `parentId` when given), ordered as the back-office orders them. */
  listInUse(parentId?: number) {
    let q = this.inUse().select(['shop_product_cate_id', 'parent_id', 'name', 'brief']);
    if (parentId !== undefined) q = q.where('parent_id', '=', parentId);
    return q.orderBy('orders').orderBy('shop_product_cate_id').execute();
  }

  /** One category in use (undefined when it is unknown or disabled). */
  oneInUse(id: number) {
    return this.inUse()
      .select(['shop_product_cate_id', 'parent_id'])
      .where('shop_product_cate_id', '=', id)
      .executeTakeFirst();
  }

  // ── the back-office (every category, in use or not) ───────────────────────────────────

  all(): Promise<CategoryRecord[]> {
    return this.db
      .selectFrom('shop_product_cate')
      .selectAll()
      .orderBy('orders')
      .orderBy('shop_product_cate_id')
      .execute();
  }

  one(id: number): Promise<CategoryRecord | undefined> {
    return this.db
      .selectFrom('shop_product_cate')
      .selectAll()
      .where('shop_product_cate_id', '=', id)
      .executeTakeFirst();
  }

  async nameTaken(parentId: number, name: string, exceptId: number | null): Promise<boolean> {
    let q = this.db
      .selectFrom('shop_product_cate')
      .select('shop_product_cate_id')
      .where('parent_id', '=', parentId)
      .where('name', '=', name);
    if (exceptId !== null) q = q.where('shop_product_cate_id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** products per category id */
  async productCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('shop_product')
      .select(['shop_product_cate_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('shop_product_cate_id')
      .execute();
    return new Map(rows.map((r) => [r.shop_product_cate_id, Number(r.n)]));
  }

  /** products directly in the category */
  productsIn(cateId: number): Promise<number> {
    return countRows(this.db.selectFrom('shop_product').where('shop_product_cate_id', '=', cateId));
  }

  childrenOf(id: number): Promise<number> {
    return countRows(this.db.selectFrom('shop_product_cate').where('parent_id', '=', id));
  }

  async insert(v: CategoryValues): Promise<number> {
    const row = await this.db
      .insertInto('shop_product_cate')
      .values(v)
      .returning('shop_product_cate_id')
      .executeTakeFirstOrThrow();
    return row.shop_product_cate_id;
  }

  async update(id: number, v: CategoryValues): Promise<void> {
    await this.db.updateTable('shop_product_cate').set(v).where('shop_product_cate_id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('shop_product_cate').where('shop_product_cate_id', '=', id).execute();
  }
}
