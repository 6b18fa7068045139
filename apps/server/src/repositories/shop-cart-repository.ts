import { companyFilterSchema, type CompanyFilter } from '@qishu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CompanySearchEngine } from '../search/index.ts';

/** Product detail, cart rows and account orders of the shop. */
export class ShopCartRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly search: CompanySearchEngine,
  ) {}

  product(shopProductId: number) {
    return this.db
      .selectFrom('shop_product')
      .selectAll()
      .where('shop_product_id', '=', shopProductId)
      .executeTakeFirst();
  }

  /** The filter that defines a product's data. */
  static filterOf(filterJson: string): CompanyFilter {
    return companyFilterSchema.parse(JSON.parse(filterJson));
  }

  /** A page of the product's companies (the engine's stable order) and how many there are. */
  async companiesOf(filter: CompanyFilter, offset: number, limit: number) {
    const { count, ids } = await this.search.search(filter, { offset, limit });
    const rows = ids.length
      ? await this.db
          .selectFrom('company')
          .select([
            'company_id',
            'name',
            'ccode',
            'legal_person',
            'reg_date',
            'reg_capital',
            'reg_currency',
            'status',
            'province_code',
            'city_code',
            'district_code',
            'address',
            'tel',
            'mobile',
            'scope',
          ])
          .where('company_id', 'in', ids)
          .orderBy('company_id', 'asc')
          .execute()
      : [];
    return { rows, count };
  }

  async regionNames(codes: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(codes.filter(Boolean))];
    if (!unique.length) return new Map();
    const rows = await this.db
      .selectFrom('region')
      .select(['code', 'name'])
      .where('code', 'in', unique)
      .execute();
    return new Map(rows.map((r) => [r.code, r.name]));
  }

  cartRow(sysUserId: number, shopProductId: number) {
    return this.db
      .selectFrom('shop_cart')
      .select('shop_cart_id')
      .where('sys_user_id', '=', sysUserId)
      .where('shop_product_id', '=', shopProductId)
      .executeTakeFirst();
  }

  /**
   * Adds a cart row unless the user already has one for the product. The unique constraint decides
   * a race: the loser's insert does nothing and it answers null.
   */
  async addToCart(sysUserId: number, shopProductId: number, createdAt: string): Promise<number | null> {
    const row = await this.db
      .insertInto('shop_cart')
      .values({ sys_user_id: sysUserId, shop_product_id: shopProductId, created_at: createdAt })
      .onConflict((oc) => oc.columns(['sys_user_id', 'shop_product_id']).doNothing())
      .returning('shop_cart_id')
      .executeTakeFirst();
    return row?.shop_cart_id ?? null;
  }

  /** Deletes the user's own row; answers false when no such row of theirs exists. */
  async deleteCartRow(sysUserId: number, shopCartId: number): Promise<boolean> {
    const res = await this.db
      .deleteFrom('shop_cart')
      .where('shop_cart_id', '=', shopCartId)
      .where('sys_user_id', '=', sysUserId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  async cartPage(sysUserId: number, offset: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('shop_cart as c')
        .innerJoin('shop_product as p', 'p.shop_product_id', 'c.shop_product_id')
        .selectAll('p')
        .select(['c.shop_cart_id', 'c.created_at as added_at'])
        .where('c.sys_user_id', '=', sysUserId)
        .orderBy('c.created_at', 'desc')
        .orderBy('c.shop_cart_id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('shop_cart')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sys_user_id', '=', sysUserId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, count: Number(total.n) };
  }

  async ordersPage(sysUserId: number, status: number, offset: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('shop_order')
        .select([
          'shop_order_id',
          'order_name',
          'order_code',
          'created_at',
          'amount_fen',
          'status',
          'shop_product_id',
          'sys_user_id',
          'email',
          'is_send',
          'send_remark',
        ])
        .where('sys_user_id', '=', sysUserId)
        .where('status', '=', status)
        .orderBy('created_at', 'desc')
        .orderBy('shop_order_id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('shop_order')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sys_user_id', '=', sysUserId)
        .where('status', '=', status)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, count: Number(total.n) };
  }
}
