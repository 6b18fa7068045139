import type { Page } from '@qishu/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { ShopProductTable } from '../db/tables/shop.ts';
import { contains } from '../shared/text-match.ts';
import { writeProductScope } from './product-scope.ts';
import { countRows } from './row-count.ts';

export type ProductRecord = Selectable<ShopProductTable>;
export type ProductValues = Omit<Insertable<ShopProductTable>, 'shop_product_id' | 'created_at'>;

/** A product as the subject form's picker lists it. */
export interface ProductPick {
  shop_product_id: number;
  name: string;
  status: number;
  price_fen: number;
}

export interface ProductSearch {
  name?: string | undefined;
  shop_product_cate_id?: number | undefined;
  status?: number | undefined;
  is_hot?: number | undefined;
  shop_label_id?: number | undefined;
}

/**
 * Data products (shop_product, a platform-wide table) with their label links (shop_product_label)
 * and their indexed scope (shop_product_scope), for the back-office.
 */
export class MallProductRepository {
  constructor(private readonly db: Executor) {}

  async page(s: ProductSearch, page: number, limit: number): Promise<Page<ProductRecord>> {
    let q = this.db.selectFrom('shop_product');
    if (s.name) q = q.where(contains('shop_product.name', s.name));
    if (s.shop_product_cate_id !== undefined) {
      const cateId = s.shop_product_cate_id;
      // a top-level category finds its children's products
      q = q.where((eb) =>
        eb.or([
          eb('shop_product_cate_id', '=', cateId),
          eb(
            'shop_product_cate_id',
            'in',
            eb.selectFrom('shop_product_cate').select('shop_product_cate_id').where('parent_id', '=', cateId),
          ),
        ]),
      );
    }
    if (s.status !== undefined) q = q.where('status', '=', s.status);
    if (s.is_hot !== undefined) q = q.where('is_hot', '=', s.is_hot);
    if (s.shop_label_id !== undefined) {
      const labelId = s.shop_label_id;
      q = q.where('shop_product_id', 'in', (eb) =>
        eb.selectFrom('shop_product_label').select('shop_product_id').where('shop_label_id', '=', labelId),
      );
    }
    const [list, total] = await Promise.all([
      q
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('shop_product_id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      countRows(q),
    ]);
    return { list, total };
  }

  one(id: number): Promise<ProductRecord | undefined> {
    return this.db
      .selectFrom('shop_product')
      .selectAll()
      .where('shop_product_id', '=', id)
      .executeTakeFirst();
  }

  /** how many of `ids` are products */
  async existing(ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    return countRows(this.db.selectFrom('shop_product').where('shop_product_id', 'in', ids));
  }

  /** products for the subject form's picker: by name, on-shelf first, newest first */
  picker(keyword: string | undefined, limit: number): Promise<ProductPick[]> {
    let q = this.db.selectFrom('shop_product').select(['shop_product_id', 'name', 'status', 'price_fen']);
    if (keyword) q = q.where(contains('name', keyword));
    return q.orderBy('status').orderBy('shop_product_id', 'desc').limit(limit).execute();
  }

  async insert(values: ProductValues): Promise<number> {
    const row = await this.db
      .insertInto('shop_product')
      .values(values)
      .returning('shop_product_id')
      .executeTakeFirstOrThrow();
    await writeProductScope(this.db, row.shop_product_id, {
      filter_json: values.filter_json,
      sys_area_id: values.sys_area_id ?? null,
      industry_code: values.industry_code ?? null,
    });
    return row.shop_product_id;
  }

  async update(id: number, values: Partial<ProductValues>): Promise<void> {
    await this.db.updateTable('shop_product').set(values).where('shop_product_id', '=', id).execute();
    if (values.filter_json !== undefined)
      await writeProductScope(this.db, id, {
        filter_json: values.filter_json,
        sys_area_id: values.sys_area_id ?? null,
        industry_code: values.industry_code ?? null,
      });
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('shop_product_label').where('shop_product_id', '=', id).execute();
    await this.db.deleteFrom('shop_product').where('shop_product_id', '=', id).execute();
  }

  /** label refs per product */
  async labelsOf(ids: number[]): Promise<Map<number, { shop_label_id: number; label_name: string }[]>> {
    const out = new Map<number, { shop_label_id: number; label_name: string }[]>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom('shop_product_label as pl')
      .innerJoin('shop_label as l', 'l.shop_label_id', 'pl.shop_label_id')
      .select(['pl.shop_product_id', 'l.shop_label_id', 'l.label_name'])
      .where('pl.shop_product_id', 'in', ids)
      .orderBy('l.orders')
      .orderBy('l.shop_label_id')
      .execute();
    for (const r of rows) {
      const list = out.get(r.shop_product_id) ?? [];
      list.push({ shop_label_id: r.shop_label_id, label_name: r.label_name });
      out.set(r.shop_product_id, list);
    }
    return out;
  }

  /** the products' labels as rows, by label order (what the shop's product view takes) */
  labelRows(
    ids: number[],
  ): Promise<{ shop_product_id: number; shop_label_id: number; label_name: string }[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('shop_product_label as pl')
      .innerJoin('shop_label as l', 'l.shop_label_id', 'pl.shop_label_id')
      .select(['pl.shop_product_id', 'l.shop_label_id', 'l.label_name'])
      .where('pl.shop_product_id', 'in', ids)
      .orderBy('l.orders')
      .execute();
  }

  async setLabels(productId: number, labelIds: number[]): Promise<void> {
    await this.db.deleteFrom('shop_product_label').where('shop_product_id', '=', productId).execute();
    if (labelIds.length)
      await this.db
        .insertInto('shop_product_label')
        .values(labelIds.map((shop_label_id) => ({ shop_product_id: productId, shop_label_id })))
        .execute();
  }

  /** orders of the product (it cannot be deleted while it has any) */
  ordersOf(productId: number): Promise<number> {
    return countRows(this.db.selectFrom('shop_order').where('shop_product_id', '=', productId));
  }

  /** carts holding the product (it cannot be deleted while any does) */
  cartsOf(productId: number): Promise<number> {
    return countRows(this.db.selectFrom('shop_cart').where('shop_product_id', '=', productId));
  }
}
