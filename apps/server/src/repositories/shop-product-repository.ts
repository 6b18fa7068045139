import { companyFilterSchema, type CompanyFilter, type Page } from '@qishu/contract';
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { Database } from '../db/schema.ts';
import type { ShopProductTable } from '../db/tables/shop.ts';
import { contains } from '../shared/text-match.ts';
import { areaLevelCode, writeProductScope } from './product-scope.ts';
import { countedPage, countRows } from './row-count.ts';

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

export interface ProductListQuery {
  cateId?: number | undefined;
  subCateId?: number | undefined;
  year?: string | undefined;
  /** GB/T 2260 code; -1 (nationwide) lists the products without a region restriction */
  areaCode?: string | undefined;
  /** an industry code and, for a section letter, its divisions (which also match it) */
  industryCodes?: string[] | undefined;
  isHot?: 0 | 1 | undefined;
  labelIds?: number[] | undefined;
  keywords?: string | undefined;
  orderBy?: 'default' | 'updated' | 'price' | 'counts';
  offset: number;
  limit: number;
}

/** Products (`p`) of category `cateId` or of its sub-categories: a top-level category finds its children's. */
function inCategory(cateId: number) {
  return (eb: ExpressionBuilder<Database & { p: ShopProductTable }, 'p'>) =>
    eb.or([
      eb('p.shop_product_cate_id', '=', cateId),
      eb(
        'p.shop_product_cate_id',
        'in',
        eb.selectFrom('shop_product_cate').select('shop_product_cate_id').where('parent_id', '=', cateId),
      ),
    ]);
}

/**
 * The product aggregate: data products (shop_product, a platform-wide table, so no DataScope) with
 * their label links (shop_product_label) and their indexed scope rows (shop_product_scope). The
 * back-office maintains them; the shop lists, filters and sells them.
 */
export class ShopProductRepository {
  constructor(private readonly db: Executor) {}

  /** The filter that defines a product's data. */
  static filterOf(filterJson: string): CompanyFilter {
    return companyFilterSchema.parse(JSON.parse(filterJson));
  }

  one(id: number): Promise<ProductRecord | undefined> {
    return this.db
      .selectFrom('shop_product')
      .selectAll()
      .where('shop_product_id', '=', id)
      .executeTakeFirst();
  }

  /** The product's filter_json; throws when there is no such product. */
  async filterJson(shopProductId: number): Promise<string> {
    const p = await this.db
      .selectFrom('shop_product')
      .select('filter_json')
      .where('shop_product_id', '=', shopProductId)
      .executeTakeFirstOrThrow();
    return p.filter_json;
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

  /** the products' labels as rows, by label order (what the shop's product view and the subjects take) */
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

  // ── the shop's catalogue ──────────────────────────────────────────────────────────────

  private filtered(q: ProductListQuery) {
    let query = this.db.selectFrom('shop_product as p');
    if (q.subCateId !== undefined) query = query.where('p.shop_product_cate_id', '=', q.subCateId);
    else if (q.cateId !== undefined) query = query.where(inCategory(q.cateId));
    if (q.year) query = query.where('p.year', '=', q.year);
    // region and industry: indexed rows of shop_product_scope (repositories/product-scope.ts)
    // (uncorrelated IN sub-queries: the database reads the few matching ids from the index first)
    const scope = (kind: string) =>
      this.db.selectFrom('shop_product_scope as s').select('s.shop_product_id').where('s.kind', '=', kind);
    if (q.areaCode === '-1') {
      // 全国: the products without a region restriction
      query = query.where('p.shop_product_id', 'not in', scope('region'));
    } else if (q.areaCode) {
      query = query.where(
        'p.shop_product_id',
        'in',
        scope('region').where('s.code', '=', areaLevelCode(q.areaCode)),
      );
    }
    if (q.industryCodes?.length) {
      query = query.where(
        'p.shop_product_id',
        'in',
        scope('industry').where('s.code', 'in', q.industryCodes),
      );
    }
    if (q.isHot !== undefined) query = query.where('p.is_hot', '=', q.isHot);
    if (q.labelIds?.length) {
      const ids = q.labelIds;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('shop_product_label as pl')
            .select('pl.shop_product_id')
            .whereRef('pl.shop_product_id', '=', 'p.shop_product_id')
            .where('pl.shop_label_id', 'in', ids),
        ),
      );
    }
    if (q.keywords) {
      const keywords = q.keywords;
      query = query.where((eb) => eb.or([contains('p.name', keywords), contains('p.brief', keywords)]));
    }
    return query;
  }

  async list(q: ProductListQuery) {
    const order = q.orderBy ?? 'default';
    let rowsQuery = this.filtered(q).selectAll('p');
    rowsQuery =
      order === 'updated'
        ? rowsQuery.orderBy('p.updated_at', 'desc')
        : order === 'price'
          ? rowsQuery.orderBy('p.price_fen', 'asc')
          : order === 'counts'
            ? rowsQuery.orderBy('p.gs_basic_counts', 'desc')
            : rowsQuery.orderBy('p.status', 'asc').orderBy('p.orders', 'asc');
    const { list, total } = await countedPage(
      rowsQuery.orderBy('p.shop_product_id', 'asc'),
      this.filtered(q),
      { offset: q.offset, limit: q.limit },
    );
    return { rows: list, count: total };
  }

  // ── the back-office ───────────────────────────────────────────────────────────────────

  page(s: ProductSearch, page: number, limit: number): Promise<Page<ProductRecord>> {
    let q = this.db.selectFrom('shop_product as p');
    if (s.name) q = q.where(contains('p.name', s.name));
    if (s.shop_product_cate_id !== undefined) q = q.where(inCategory(s.shop_product_cate_id));
    if (s.status !== undefined) q = q.where('status', '=', s.status);
    if (s.is_hot !== undefined) q = q.where('is_hot', '=', s.is_hot);
    if (s.shop_label_id !== undefined) {
      const labelId = s.shop_label_id;
      q = q.where('shop_product_id', 'in', (eb) =>
        eb.selectFrom('shop_product_label').select('shop_product_id').where('shop_label_id', '=', labelId),
      );
    }
    const newestFirst = q.selectAll().orderBy('updated_at', 'desc').orderBy('shop_product_id', 'desc');
    return countedPage(newestFirst, q, { page, limit });
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
