import { ProductStatus, type Page } from '@qishu/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { SpecialSubjectTable } from '../db/tables/special-subject.ts';
import type { ProductRecord as ShopProductView } from '../services/shop/product-view.ts';
import { contains } from '../shared/text-match.ts';
import { countedPage } from './row-count.ts';

export type SubjectRecord = Selectable<SpecialSubjectTable>;
export interface SubjectValues {
  title: string;
  intro: string;
  cover: string;
  status: number;
  orders: number;
  updated_at: string;
}
export interface SubjectProductRecord {
  special_subject_id: number;
  shop_product_id: number;
  name: string;
  status: number;
  price_fen: number;
}

/**
 * Special subjects (special_subject, platform-wide) with their products in order
 * (special_subject_product): the back-office 专题管理 and the shop's 专题推荐.
 */
export class SpecialSubjectRepository {
  constructor(private readonly db: Executor) {}

  page(
    s: { title?: string | undefined; status?: number | undefined },
    page: number,
    limit: number,
  ): Promise<Page<SubjectRecord>> {
    let q = this.db.selectFrom('special_subject');
    if (s.title) q = q.where(contains('title', s.title));
    if (s.status !== undefined) q = q.where('status', '=', s.status);
    return countedPage(q.selectAll().orderBy('orders').orderBy('special_subject_id', 'desc'), q, {
      page,
      limit,
    });
  }

  one(id: number): Promise<SubjectRecord | undefined> {
    return this.db
      .selectFrom('special_subject')
      .selectAll()
      .where('special_subject_id', '=', id)
      .executeTakeFirst();
  }

  async titleTaken(title: string, exceptId: number | null): Promise<boolean> {
    let q = this.db.selectFrom('special_subject').select('special_subject_id').where('title', '=', title);
    if (exceptId !== null) q = q.where('special_subject_id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** products of the subjects, in each subject's order */
  productsOf(ids: number[]): Promise<SubjectProductRecord[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('special_subject_product as sp')
      .innerJoin('shop_product as p', 'p.shop_product_id', 'sp.shop_product_id')
      .select(['sp.special_subject_id', 'p.shop_product_id', 'p.name', 'p.status', 'p.price_fen'])
      .where('sp.special_subject_id', 'in', ids)
      .orderBy('sp.special_subject_id')
      .orderBy('sp.orders')
      .execute();
  }

  async insert(v: SubjectValues): Promise<number> {
    const row = await this.db
      .insertInto('special_subject')
      .values({ ...v, created_at: v.updated_at })
      .returning('special_subject_id')
      .executeTakeFirstOrThrow();
    return row.special_subject_id;
  }

  async update(id: number, v: SubjectValues): Promise<void> {
    await this.db.updateTable('special_subject').set(v).where('special_subject_id', '=', id).execute();
  }

  async setProducts(id: number, productIds: number[]): Promise<void> {
    await this.db.deleteFrom('special_subject_product').where('special_subject_id', '=', id).execute();
    if (productIds.length)
      await this.db
        .insertInto('special_subject_product')
        .values(
          productIds.map((shop_product_id, orders) => ({ special_subject_id: id, shop_product_id, orders })),
        )
        .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('special_subject_product').where('special_subject_id', '=', id).execute();
    await this.db.deleteFrom('special_subject').where('special_subject_id', '=', id).execute();
  }

  // ── the shop ───────────────────────────────────────────────────────────────────────────

  shown(): Promise<SubjectRecord[]> {
    return this.db
      .selectFrom('special_subject')
      .selectAll()
      .where('status', '=', 1)
      .orderBy('orders')
      .orderBy('special_subject_id')
      .execute();
  }

  /** on-shelf products of the subjects, with what the shop's product view needs */
  onShelfProductsOf(ids: number[]): Promise<(ShopProductView & { special_subject_id: number })[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('special_subject_product as sp')
      .innerJoin('shop_product as p', 'p.shop_product_id', 'sp.shop_product_id')
      .select([
        'sp.special_subject_id',
        'p.shop_product_id',
        'p.shop_product_cate_id',
        'p.name',
        'p.gs_basic_counts',
        'p.sys_area_name',
        'p.industry',
        'p.year',
        'p.source',
        'p.ext',
        'p.size',
        'p.updated_at',
        'p.price_fen',
        'p.status',
        'p.is_hot',
        'p.brief',
      ])
      .where('sp.special_subject_id', 'in', ids)
      .where('p.status', '=', ProductStatus.onShelf)
      .orderBy('sp.special_subject_id')
      .orderBy('sp.orders')
      .execute();
  }
}
