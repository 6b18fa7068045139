import type { Executor } from '../db/executor.ts';
import type { DataScope } from './data-scope.ts';
import { countedPage } from './row-count.ts';

/** The shopper's cart (shop_cart): the scope's user's rows only. */
export class ShopCartRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: DataScope,
  ) {}

  private owned() {
    return this.db.selectFrom('shop_cart as c').where('c.sys_user_id', '=', this.scope.userId);
  }

  /** The cart row of the product, if the product is in the cart. */
  ofProduct(shopProductId: number) {
    return this.owned()
      .select('c.shop_cart_id')
      .where('c.shop_product_id', '=', shopProductId)
      .executeTakeFirst();
  }

  /**
   * Adds the product unless it is already in the cart. The unique constraint decides a race: the
   * loser's insert does nothing and it answers null.
   */
  async add(shopProductId: number, createdAt: string): Promise<number | null> {
    const row = await this.db
      .insertInto('shop_cart')
      .values({ sys_user_id: this.scope.userId, shop_product_id: shopProductId, created_at: createdAt })
      .onConflict((oc) => oc.columns(['sys_user_id', 'shop_product_id']).doNothing())
      .returning('shop_cart_id')
      .executeTakeFirst();
    return row?.shop_cart_id ?? null;
  }

  /** Deletes a row of the cart; answers false when the cart has no such row. */
  async delete(shopCartId: number): Promise<boolean> {
    const res = await this.db
      .deleteFrom('shop_cart')
      .where('shop_cart_id', '=', shopCartId)
      .where('sys_user_id', '=', this.scope.userId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Takes a product out of the cart (its purchase was paid); answers how many rows went. */
  async removeProduct(shopProductId: number): Promise<number> {
    const res = await this.db
      .deleteFrom('shop_cart')
      .where('sys_user_id', '=', this.scope.userId)
      .where('shop_product_id', '=', shopProductId)
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /** A page of the cart with its products, newest first, and how many rows there are. */
  async page(offset: number, limit: number) {
    const newestFirst = this.owned()
      .innerJoin('shop_product as p', 'p.shop_product_id', 'c.shop_product_id')
      .selectAll('p')
      .select(['c.shop_cart_id', 'c.created_at as added_at'])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.shop_cart_id', 'desc');
    const { list, total } = await countedPage(newestFirst, this.owned(), { offset, limit });
    return { rows: list, count: total };
  }
}
