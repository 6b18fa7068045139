import type { Page } from '@qishu/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { ShopLabelTable } from '../db/tables/shop.ts';
import { contains } from '../shared/text-match.ts';
import { countedPage, countRows } from './row-count.ts';

export type LabelRecord = Selectable<ShopLabelTable>;
export interface LabelValues {
  label_name: string;
  orders: number;
}

/**
 * Product labels (shop_label, platform-wide, so no DataScope) and how products use them
 * (shop_product_label): the back-office maintains them, the shop lists them.
 */
export class ShopLabelRepository {
  constructor(private readonly db: Executor) {}

  page(name: string | undefined, page: number, limit: number): Promise<Page<LabelRecord>> {
    let q = this.db.selectFrom('shop_label');
    if (name) q = q.where(contains('label_name', name));
    return countedPage(q.selectAll().orderBy('orders').orderBy('shop_label_id'), q, { page, limit });
  }

  /** every label, in the order the shop and the product form list them */
  all(): Promise<LabelRecord[]> {
    return this.db.selectFrom('shop_label').selectAll().orderBy('orders').orderBy('shop_label_id').execute();
  }

  one(id: number): Promise<LabelRecord | undefined> {
    return this.db.selectFrom('shop_label').selectAll().where('shop_label_id', '=', id).executeTakeFirst();
  }

  /** how many of `ids` are labels */
  async existing(ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    return countRows(this.db.selectFrom('shop_label').where('shop_label_id', 'in', ids));
  }

  async nameTaken(name: string, exceptId: number | null): Promise<boolean> {
    let q = this.db.selectFrom('shop_label').select('shop_label_id').where('label_name', '=', name);
    if (exceptId !== null) q = q.where('shop_label_id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** products per label id */
  async usage(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('shop_product_label')
      .select(['shop_label_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('shop_label_id', 'in', ids)
      .groupBy('shop_label_id')
      .execute();
    return new Map(rows.map((r) => [r.shop_label_id, Number(r.n)]));
  }

  async insert(v: LabelValues): Promise<number> {
    const row = await this.db
      .insertInto('shop_label')
      .values(v)
      .returning('shop_label_id')
      .executeTakeFirstOrThrow();
    return row.shop_label_id;
  }

  async update(id: number, v: LabelValues): Promise<void> {
    await this.db.updateTable('shop_label').set(v).where('shop_label_id', '=', id).execute();
  }

  /** Deletes the label and its links; answers the product ids that used it. */
  async delete(id: number): Promise<number[]> {
    const used = await this.db
      .selectFrom('shop_product_label')
      .select('shop_product_id')
      .where('shop_label_id', '=', id)
      .execute();
    await this.db.deleteFrom('shop_product_label').where('shop_label_id', '=', id).execute();
    await this.db.deleteFrom('shop_label').where('shop_label_id', '=', id).execute();
    return used.map((r) => r.shop_product_id);
  }
}
