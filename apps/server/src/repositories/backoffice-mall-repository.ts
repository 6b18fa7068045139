import { writeProductScope } from './product-scope.ts';
import type { CompanyFilter, Page } from '@qishu/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ShopLabelTable, ShopProductCateTable, ShopProductTable } from '../db/tables/shop.ts';
import type { CompanyTable } from '../db/tables/company.ts';
import type { CompanySearchEngine } from '../search/index.ts';
import { contains } from '../shared/text-match.ts';

export type ProductRecord = Selectable<ShopProductTable>;
export type CategoryRecord = Selectable<ShopProductCateTable>;
export type LabelRecord = Selectable<ShopLabelTable>;
export type ProductValues = Omit<Insertable<ShopProductTable>, 'shop_product_id' | 'created_at'>;
export type PreviewCompanyRecord = Pick<
  Selectable<CompanyTable>,
  'name' | 'ccode' | 'legal_person' | 'reg_date' | 'reg_capital' | 'status' | 'address'
>;

type Db = Kysely<Database>;


const count = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0);

export interface ProductSearch {
  name?: string | undefined;
  shop_product_cate_id?: number | undefined;
  status?: number | undefined;
  is_hot?: number | undefined;
  shop_label_id?: number | undefined;
}

/** shop_product, shop_product_cate, shop_label (platform-wide tables) for the back-office. */
export class BackofficeMallRepository {
  constructor(
    private readonly db: Db,
    private readonly search: CompanySearchEngine,
  ) {}

  // ── products ───────────────────────────────────────────────────────────────────────────

  async productPage(s: ProductSearch, page: number, limit: number): Promise<Page<ProductRecord>> {
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
      count(q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
    ]);
    return { list, total };
  }

  product(id: number, db: Db = this.db): Promise<ProductRecord | undefined> {
    return db.selectFrom('shop_product').selectAll().where('shop_product_id', '=', id).executeTakeFirst();
  }

  async insertProduct(db: Db, values: ProductValues): Promise<number> {
    const row = await db
      .insertInto('shop_product')
      .values(values)
      .returning('shop_product_id')
      .executeTakeFirstOrThrow();
    await writeProductScope(db, row.shop_product_id, {
      filter_json: values.filter_json,
      sys_area_id: values.sys_area_id ?? null,
      industry_code: values.industry_code ?? null,
    });
    return row.shop_product_id;
  }

  async updateProduct(db: Db, id: number, values: Partial<ProductValues>): Promise<void> {
    await db.updateTable('shop_product').set(values).where('shop_product_id', '=', id).execute();
    if (values.filter_json !== undefined)
      await writeProductScope(db, id, {
        filter_json: values.filter_json,
        sys_area_id: values.sys_area_id ?? null,
        industry_code: values.industry_code ?? null,
      });
  }

  async deleteProduct(db: Db, id: number): Promise<void> {
    await db.deleteFrom('shop_product_label').where('shop_product_id', '=', id).execute();
    await db.deleteFrom('shop_product').where('shop_product_id', '=', id).execute();
  }

  /** label refs per product */
  async labelsOf(
    ids: number[],
    db: Db = this.db,
  ): Promise<Map<number, { shop_label_id: number; label_name: string }[]>> {
    const out = new Map<number, { shop_label_id: number; label_name: string }[]>();
    if (!ids.length) return out;
    const rows = await db
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

  async setProductLabels(db: Db, productId: number, labelIds: number[]): Promise<void> {
    await db.deleteFrom('shop_product_label').where('shop_product_id', '=', productId).execute();
    if (labelIds.length)
      await db
        .insertInto('shop_product_label')
        .values(labelIds.map((shop_label_id) => ({ shop_product_id: productId, shop_label_id })))
        .execute();
  }

  ordersOf(productId: number, db: Db = this.db): Promise<number> {
    return count(
      db
        .selectFrom('shop_order')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_product_id', '=', productId)
        .executeTakeFirst(),
    );
  }

  cartsOf(productId: number, db: Db = this.db): Promise<number> {
    return count(
      db
        .selectFrom('shop_cart')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_product_id', '=', productId)
        .executeTakeFirst(),
    );
  }

  // ── the filter over the company table ──────────────────────────────────────────────────

  /** How many companies a product's filter selects (the search engine). */
  countCompanies(filter: CompanyFilter): Promise<number> {
    return this.search.count(filter);
  }

  /** The first companies of a filter, in the engine's stable order. */
  async firstCompanies(filter: CompanyFilter, limit: number): Promise<PreviewCompanyRecord[]> {
    const { ids } = await this.search.search(filter, { offset: 0, limit });
    if (!ids.length) return [];
    return this.db
      .selectFrom('company')
      .select(['name', 'ccode', 'legal_person', 'reg_date', 'reg_capital', 'status', 'address'])
      .where('company_id', 'in', ids)
      .orderBy('company_id')
      .execute();
  }

  regionsByCode(codes: string[]): Promise<{ code: string; name: string; parent_code: string | null }[]> {
    if (!codes.length) return Promise.resolve([]);
    return this.db
      .selectFrom('region')
      .select(['code', 'name', 'parent_code'])
      .where('code', 'in', codes)
      .execute();
  }

  industriesByCode(codes: string[]): Promise<{ code: string; name: string }[]> {
    if (!codes.length) return Promise.resolve([]);
    return this.db.selectFrom('industry').select(['code', 'name']).where('code', 'in', codes).execute();
  }

  allRegions(maxLevel: number): Promise<{ code: string; name: string; parent_code: string | null }[]> {
    return this.db
      .selectFrom('region')
      .select(['code', 'name', 'parent_code'])
      .where('level', '<=', maxLevel)
      .orderBy('code')
      .execute();
  }

  allIndustries(maxLevel: number): Promise<{ code: string; name: string; parent_code: string | null }[]> {
    return this.db
      .selectFrom('industry')
      .select(['code', 'name', 'parent_code'])
      .where('level', '<=', maxLevel)
      .orderBy('level')
      .orderBy('code')
      .execute();
  }

  // ── categories ─────────────────────────────────────────────────────────────────────────

  allCategories(db: Db = this.db): Promise<CategoryRecord[]> {
    return db
      .selectFrom('shop_product_cate')
      .selectAll()
      .orderBy('orders')
      .orderBy('shop_product_cate_id')
      .execute();
  }

  category(id: number, db: Db = this.db): Promise<CategoryRecord | undefined> {
    return db
      .selectFrom('shop_product_cate')
      .selectAll()
      .where('shop_product_cate_id', '=', id)
      .executeTakeFirst();
  }

  categoriesByIds(ids: number[]): Promise<CategoryRecord[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('shop_product_cate')
      .selectAll()
      .where('shop_product_cate_id', 'in', ids)
      .execute();
  }

  async sameName(
    parentId: number,
    name: string,
    exceptId: number | null,
    db: Db = this.db,
  ): Promise<boolean> {
    let q = db
      .selectFrom('shop_product_cate')
      .select('shop_product_cate_id')
      .where('parent_id', '=', parentId)
      .where('name', '=', name);
    if (exceptId !== null) q = q.where('shop_product_cate_id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** products per category id */
  async productCounts(db: Db = this.db): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('shop_product')
      .select(['shop_product_cate_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('shop_product_cate_id')
      .execute();
    return new Map(rows.map((r) => [r.shop_product_cate_id, Number(r.n)]));
  }

  childrenOf(id: number, db: Db = this.db): Promise<number> {
    return count(
      db
        .selectFrom('shop_product_cate')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('parent_id', '=', id)
        .executeTakeFirst(),
    );
  }

  productsIn(cateId: number, db: Db = this.db): Promise<number> {
    return count(
      db
        .selectFrom('shop_product')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_product_cate_id', '=', cateId)
        .executeTakeFirst(),
    );
  }

  async insertCategory(
    db: Db,
    v: { parent_id: number; name: string; brief: string; orders: number },
  ): Promise<number> {
    const row = await db
      .insertInto('shop_product_cate')
      .values(v)
      .returning('shop_product_cate_id')
      .executeTakeFirstOrThrow();
    return row.shop_product_cate_id;
  }

  async updateCategory(
    db: Db,
    id: number,
    v: { parent_id: number; name: string; brief: string; orders: number },
  ): Promise<void> {
    await db.updateTable('shop_product_cate').set(v).where('shop_product_cate_id', '=', id).execute();
  }

  async deleteCategory(db: Db, id: number): Promise<void> {
    await db.deleteFrom('shop_product_cate').where('shop_product_cate_id', '=', id).execute();
  }

  // ── labels ─────────────────────────────────────────────────────────────────────────────

  async labelPage(name: string | undefined, page: number, limit: number): Promise<Page<LabelRecord>> {
    let q = this.db.selectFrom('shop_label');
    if (name) q = q.where(contains('label_name', name));
    const [list, total] = await Promise.all([
      q
        .selectAll()
        .orderBy('orders')
        .orderBy('shop_label_id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      count(q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
    ]);
    return { list, total };
  }

  allLabels(): Promise<LabelRecord[]> {
    return this.db.selectFrom('shop_label').selectAll().orderBy('orders').orderBy('shop_label_id').execute();
  }

  label(id: number, db: Db = this.db): Promise<LabelRecord | undefined> {
    return db.selectFrom('shop_label').selectAll().where('shop_label_id', '=', id).executeTakeFirst();
  }

  async labelsExist(ids: number[], db: Db = this.db): Promise<number> {
    if (!ids.length) return 0;
    return count(
      db
        .selectFrom('shop_label')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_label_id', 'in', ids)
        .executeTakeFirst(),
    );
  }

  async labelNameTaken(name: string, exceptId: number | null, db: Db = this.db): Promise<boolean> {
    let q = db.selectFrom('shop_label').select('shop_label_id').where('label_name', '=', name);
    if (exceptId !== null) q = q.where('shop_label_id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** products per label id */
  async labelUsage(ids: number[], db: Db = this.db): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await db
      .selectFrom('shop_product_label')
      .select(['shop_label_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('shop_label_id', 'in', ids)
      .groupBy('shop_label_id')
      .execute();
    return new Map(rows.map((r) => [r.shop_label_id, Number(r.n)]));
  }

  async insertLabel(db: Db, v: { label_name: string; orders: number }): Promise<number> {
    const row = await db
      .insertInto('shop_label')
      .values(v)
      .returning('shop_label_id')
      .executeTakeFirstOrThrow();
    return row.shop_label_id;
  }

  async updateLabel(db: Db, id: number, v: { label_name: string; orders: number }): Promise<void> {
    await db.updateTable('shop_label').set(v).where('shop_label_id', '=', id).execute();
  }

  /** Deletes the label and its links; answers the product ids that used it. */
  async deleteLabel(db: Db, id: number): Promise<number[]> {
    const used = await db
      .selectFrom('shop_product_label')
      .select('shop_product_id')
      .where('shop_label_id', '=', id)
      .execute();
    await db.deleteFrom('shop_product_label').where('shop_label_id', '=', id).execute();
    await db.deleteFrom('shop_label').where('shop_label_id', '=', id).execute();
    return used.map((r) => r.shop_product_id);
  }
}
