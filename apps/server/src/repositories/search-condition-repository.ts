import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { ShopSearchConditionTable } from '../db/tables/shop.ts';
import { ofBuyer, type BuyerScope } from './buyer-scope.ts';

/**
 * Saved precise searches (shop_search_condition: a frozen filter and what it counted) of the scope's
 * buyer (every buyer's for the delivery job, which exports an order's frozen search).
 */
export class SearchConditionRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: BuyerScope,
  ) {}

  private owned() {
    return this.db.selectFrom('shop_search_condition').where(ofBuyer('sys_user_id', this.scope));
  }

  /** The buyer's saved search of this very filter, description and count, if there is one. */
  same(row: Pick<ShopSearchConditionTable, 'sys_user_id' | 'condition_json' | 'search_text' | 'count'>) {
    return this.db
      .selectFrom('shop_search_condition')
      .select(['shop_search_condition_id', 'public_id'])
      .where('sys_user_id', '=', row.sys_user_id)
      .where('count', '=', row.count)
      .where('condition_json', '=', row.condition_json)
      .where('search_text', '=', row.search_text)
      .orderBy('shop_search_condition_id')
      .executeTakeFirst();
  }

  async insert(row: Insertable<ShopSearchConditionTable>): Promise<number> {
    const r = await this.db
      .insertInto('shop_search_condition')
      .values(row)
      .returning('shop_search_condition_id')
      .executeTakeFirstOrThrow();
    return r.shop_search_condition_id;
  }

  one(id: number) {
    return this.owned()
      .select(['shop_search_condition_id', 'condition_json', 'search_text', 'search_arr', 'count'])
      .where('shop_search_condition_id', '=', id)
      .executeTakeFirst();
  }

  /** The frozen filter's JSON; throws when there is no such search. */
  async conditionJson(id: number): Promise<string> {
    const c = await this.owned()
      .select('condition_json')
      .where('shop_search_condition_id', '=', id)
      .executeTakeFirstOrThrow();
    return c.condition_json;
  }
}
