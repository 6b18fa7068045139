import { companyFilterSchema, type CompanyFilter } from '@qishu/contract';
import type { Executor } from '../db/executor.ts';
import { areaLevelCode } from './product-scope.ts';
import { contains } from '../shared/text-match.ts';
import { IndustryRepository } from './industry-repository.ts';
import { countRows } from './row-count.ts';

export interface ProductListQuery {
  cateId?: number | undefined;
  subCateId?: number | undefined;
  year?: string | undefined;
  /** GB/T 2260 code; -1 (nationwide) lists the products without a region restriction */
  areaCode?: string | undefined;
  industryCode?: string | undefined;
  isHot?: 0 | 1 | undefined;
  labelIds?: number[] | undefined;
  keywords?: string | undefined;
  /** set by list(): a section letter's divisions, which also match it */
  industryCodes?: string[] | undefined;
  orderBy?: 'default' | 'updated' | 'price' | 'counts';
  offset: number;
  limit: number;
}

/** Data products (shop_product, platform-wide) as the shop reads them, with their labels. */
export class ShopProductRepository {
  constructor(private readonly db: Executor) {}

  /** The filter that defines a product's data. */
  static filterOf(filterJson: string): CompanyFilter {
    return companyFilterSchema.parse(JSON.parse(filterJson));
  }

  one(shopProductId: number) {
    return this.db
      .selectFrom('shop_product')
      .selectAll()
      .where('shop_product_id', '=', shopProductId)
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

  private filtered(q: ProductListQuery) {
    let query = this.db.selectFrom('shop_product as p');
    if (q.subCateId !== undefined) query = query.where('p.shop_product_cate_id', '=', q.subCateId);
    else if (q.cateId !== undefined) {
      const cateId = q.cateId;
      query = query.where((eb) =>
        eb.or([
          eb('p.shop_product_cate_id', '=', cateId),
          eb(
            'p.shop_product_cate_id',
            'in',
            eb.selectFrom('shop_product_cate').select('shop_product_cate_id').where('parent_id', '=', cateId),
          ),
        ]),
      );
    }
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

  async list(query: ProductListQuery) {
    // a section letter (C) also takes its divisions (13…43)
    const q = query.industryCode
      ? { ...query, industryCodes: await this.industryScope(query.industryCode) }
      : query;
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
    const [rows, total] = await Promise.all([
      rowsQuery.orderBy('p.shop_product_id', 'asc').offset(q.offset).limit(q.limit).execute(),
      countRows(this.filtered(q)),
    ]);
    return { rows, count: total };
  }

  private async industryScope(code: string): Promise<string[]> {
    if (!/^[A-Z]$/.test(code)) return [code];
    return [code, ...(await new IndustryRepository(this.db).childrenOf(code))];
  }

  async labelsOf(productIds: number[]) {
    if (!productIds.length) return [];
    return this.db
      .selectFrom('shop_product_label as pl')
      .innerJoin('shop_label as l', 'l.shop_label_id', 'pl.shop_label_id')
      .select(['pl.shop_product_id', 'l.shop_label_id', 'l.label_name'])
      .where('pl.shop_product_id', 'in', productIds)
      .orderBy('l.orders')
      .execute();
  }
}
