import { writeProductScope } from '../../repositories/product-scope.ts';
import { companyFilterSchema } from '@qishu/contract';
import type { Kysely } from 'kysely';
import type { CompanySearchEngine } from '../../search/index.ts';
import type { Database } from '../schema.ts';
import { shopCategories, shopLabels, shopProducts } from './data/shop-catalog.ts';

/** Bytes one company takes in a delivered .xlsx, measured on exports of the synthetic data. */
const XLSX_BYTES_PER_ROW = 190;

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}

/** Recomputes every product's record count and file size from its filter (after companies change). */
export async function refreshProductCounts(
  db: Kysely<Database>,
  search: CompanySearchEngine,
): Promise<number> {
  const products = await db.selectFrom('shop_product').select(['shop_product_id', 'filter_json']).execute();
  for (const p of products) {
    const count = await search.count(companyFilterSchema.parse(JSON.parse(p.filter_json)));
    await db
      .updateTable('shop_product')
      .set({ gs_basic_counts: count, size: formatFileSize(count * XLSX_BYTES_PER_ROW) })
      .where('shop_product_id', '=', p.shop_product_id)
      .execute();
  }
  return products.length;
}

/** Two-level categories with topic texts, labels, and products whose record counts come from their filters. */
export async function seedShop(db: Kysely<Database>, search: CompanySearchEngine): Promise<void> {
  const cateIds = new Map<string, number>();
  for (const top of shopCategories) {
    const parent = await db
      .insertInto('shop_product_cate')
      .values({ parent_id: 0, name: top.name, brief: top.brief, orders: top.orders })
      .returning('shop_product_cate_id')
      .executeTakeFirstOrThrow();
    cateIds.set(top.key, parent.shop_product_cate_id);
    for (const child of top.children ?? []) {
      const row = await db
        .insertInto('shop_product_cate')
        .values({
          parent_id: parent.shop_product_cate_id,
          name: child.name,
          brief: child.brief,
          orders: child.orders,
        })
        .returning('shop_product_cate_id')
        .executeTakeFirstOrThrow();
      cateIds.set(child.key, row.shop_product_cate_id);
    }
  }
  const labelIds = new Map<string, number>();
  for (const l of shopLabels) {
    const row = await db
      .insertInto('shop_label')
      .values({ label_name: l.label_name, orders: l.orders })
      .returning('shop_label_id')
      .executeTakeFirstOrThrow();
    labelIds.set(l.key, row.shop_label_id);
  }

  for (const [i, p] of shopProducts.entries()) {
    const count = await search.count(p.filter);
    const regions = p.filter.regionCodes ?? [];
    const industries = p.filter.industryCodes ?? [];
    const cateId = cateIds.get(p.category);
    if (cateId === undefined) throw new Error(`seed: unknown shop category ${p.category}`);
    const row = await db
      .insertInto('shop_product')
      .values({
        shop_product_cate_id: cateId,
        name: p.name,
        gs_basic_counts: count,
        sys_area_id: regions.length === 1 ? (regions[0] ?? null) : null,
        sys_area_name: p.sys_area_name,
        industry: p.industry,
        industry_code: industries.length === 1 ? (industries[0] ?? null) : null,
        year: p.year,
        source: p.source,
        ext: p.ext,
        size: formatFileSize(count * XLSX_BYTES_PER_ROW),
        price_fen: p.price,
        status: p.status,
        is_hot: p.is_hot,
        brief: p.brief,
        filter_json: JSON.stringify(p.filter),
        orders: i,
      })
      .returning('shop_product_id')
      .executeTakeFirstOrThrow();
    await writeProductScope(db, row.shop_product_id, {
      filter_json: JSON.stringify(p.filter),
      sys_area_id: regions.length === 1 ? (regions[0] ?? null) : null,
      industry_code: industries.length === 1 ? (industries[0] ?? null) : null,
    });
    const links = p.labels.map((key) => {
      const id = labelIds.get(key);
      if (id === undefined) throw new Error(`seed: unknown shop label ${key}`);
      return { shop_product_id: row.shop_product_id, shop_label_id: id };
    });
    if (links.length) await db.insertInto('shop_product_label').values(links).execute();
  }
}
