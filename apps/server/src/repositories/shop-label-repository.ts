import type { Executor } from '../db/executor.ts';

/** Product labels (shop_label) as the shop lists them. */
export class ShopLabelRepository {
  constructor(private readonly db: Executor) {}

  all() {
    return this.db
      .selectFrom('shop_label')
      .select(['shop_label_id', 'label_name'])
      .orderBy('orders')
      .orderBy('shop_label_id')
      .execute();
  }
}
