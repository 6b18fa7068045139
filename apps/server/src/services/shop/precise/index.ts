import {
  fenToYuan,
  minPriceFenOf,
  numsToPrices,
  PreciseOrderMessages as M,
  priceOfCount,
  PriceParamKeys,
  priceTiersOf,
  searchConditionGroups,
  type AccurateScreeningParams,
  type AccurateScreeningResponse,
  type AddAccurateScreeningOrderResponse,
  type GetAccurateOrderListResponse,
  type GetNumsToPricesResponse,
  type PreciseOrder,
  type PriceTier,
  type SearchConditionResponse,
} from '@qishu/contract';
import type { Db } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../shared/errors.ts';
import type { DataScope } from '../../../repositories/data-scope.ts';
import { ParamRepository } from '../../../repositories/param-repository.ts';
import {
  PreciseOrderRepository,
  type PreciseOrderRecord,
} from '../../../repositories/precise-order-repository.ts';
import { SearchConditionRepository } from '../../../repositories/search-condition-repository.ts';
import { createSearchEngine, type CompanySearchEngine } from '../../../search/index.ts';
import { withNewOrderCode } from '../payment/codes.ts';
import { dataScopeOf } from '../../access/permits.ts';
import type { Clock } from '../../identity/clock.ts';
import { assertSelf } from '../../identity/guard.ts';
import type { AuthContext } from '../../identity/session-service.ts';
import { orderNameOf, type SearchItem } from './describe.ts';
import { createScreener, saveScreening } from './screening.ts';

export interface PreciseDeps {
  db: Db;
  now: Clock;
  /** the company search engine (default: createSearchEngine(db)) */
  engine?: CompanySearchEngine;
}

function searchArrOf(json: string): SearchItem[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v)
      ? v.flatMap((i: { title?: unknown; value?: unknown }) =>
          typeof i?.title === 'string' && typeof i.value === 'string'
            ? [{ title: i.title, value: i.value }]
            : [],
        )
      : [];
  } catch {
    return [];
  }
}

/** A stored precise order as the contract's preciseOrderSchema. */
export function preciseOrderView(o: PreciseOrderRecord): PreciseOrder {
  const arr = searchArrOf(o.search_arr);
  return {
    per_order_id: o.per_order_id,
    order_code: o.order_code,
    order_name: o.order_name,
    search_arr: arr,
    search_text: o.search_text ?? arr.map((i) => `${i.title}: ${i.value}`).join('; '),
    nums: o.nums,
    amount: fenToYuan(o.amount_fen),
    order_status: o.order_status,
    status: o.status,
    order_created: o.created_at,
    exported_at: o.exported_at,
    email: o.email,
    shop_search_condition_id: o.shop_search_condition_id,
    is_send: o.is_send,
    send_remark: o.send_remark,
  };
}

/**
 * The precise-search export (data-shop.md §3–§5, §7): the step-0 option groups, AccurateScreening
 * (search + preview + a saved, frozen condition), pricing from the back-office parameters, the
 * order of a saved search and the buyer's order list. Paying and delivering are the shop's payment
 * (getPayUrl with per_order_id) and delivery (the per_order job exports the frozen filter, nums rows).
 */
export function createPreciseServices(deps: PreciseDeps) {
  const db = deps.db.kysely;
  const params = new ParamRepository(db);
  const conditions = (scope: DataScope) => new SearchConditionRepository(db, scope);
  const orders = (scope: DataScope) => new PreciseOrderRepository(db, scope);
  const screener = createScreener({
    db: deps.db,
    now: deps.now,
    engine: deps.engine ?? createSearchEngine(deps.db),
  });

  /** The tiers and minimum as the back-office set them now (defaults when missing or invalid). */
  async function pricing(): Promise<{ tiers: readonly PriceTier[]; minFen: number }> {
    const values = await params.values([PriceParamKeys.tiers, PriceParamKeys.minFen]);
    return {
      tiers: priceTiersOf(values.get(PriceParamKeys.tiers)),
      minFen: minPriceFenOf(values.get(PriceParamKeys.minFen)),
    };
  }

  /** The shopper's own rows: a body id other than the session's is refused (403), admins included. */
  function self(auth: AuthContext, body: { sys_user_id?: number | undefined }): DataScope {
    assertSelf(auth, { sys_user_id: body.sys_user_id }, { allowAdmin: false });
    return dataScopeOf(auth);
  }

  return {
    searchCondition(): SearchConditionResponse {
      return { groups: searchConditionGroups() };
    },

    async accurateScreening(
      auth: AuthContext,
      req: AccurateScreeningParams,
    ): Promise<AccurateScreeningResponse> {
      const scope = self(auth, req);
      const s = await screener.screen(req);
      const { id, publicId } = await saveScreening(conditions(scope), scope.userId, s, deps.now());
      return {
        count: s.count,
        ES_sql: publicId,
        res: s.res,
        search_text: s.search_text,
        search_arr: s.search_arr,
        shop_search_condition_id: id,
      };
    },

    async numsToPrices(input: { nums: number }): Promise<GetNumsToPricesResponse> {
      const { tiers, minFen } = await pricing();
      return numsToPrices(input.nums, tiers, minFen);
    },

    async addOrder(
      auth: AuthContext,
      input: {
        shop_search_condition_id: number;
        nums: number;
        email: string;
        sys_user_id?: number | undefined;
      },
    ): Promise<AddAccurateScreeningOrderResponse> {
      const scope = self(auth, input);
      const condition = await conditions(scope).one(input.shop_search_condition_id);
      if (!condition) throw notFound(M.conditionNotFound);
      if (condition.count <= 0) throw badRequest(M.foundNothing);
      if (input.nums > condition.count) throw badRequest(M.countTooLarge);
      const { tiers, minFen } = await pricing();
      const amountFen = priceOfCount(input.nums, tiers);
      if (amountFen < minFen) throw badRequest(M.belowMinimum);

      const now = deps.now();
      const orderName = orderNameOf(searchArrOf(condition.search_arr));
      return withNewOrderCode(now, 'PO', async (orderCode) => {
        const id = await orders(scope).insert({
          order_code: orderCode,
          order_name: orderName,
          sys_user_id: scope.userId,
          usr_agent_id: auth.user.usr_agent_id,
          shop_search_condition_id: condition.shop_search_condition_id,
          agent_label_apply_id: null,
          search_arr: condition.search_arr,
          nums: input.nums,
          amount_fen: amountFen,
          email: input.email,
          send_remark: null,
          excel_url: null,
          code_url: null,
          exported_at: null,
          created_at: now.toISOString(),
        });
        return {
          per_order_id: id,
          order_code: orderCode,
          order_name: orderName,
          nums: input.nums,
          amount: fenToYuan(amountFen),
        };
      });
    },

    async orderList(
      auth: AuthContext,
      input: { sys_user_id?: number | undefined; page: number; size: number },
    ): Promise<GetAccurateOrderListResponse> {
      const page = await orders(self(auth, input)).page((input.page - 1) * input.size, input.size);
      return { res: page.list.map(preciseOrderView), count: page.total };
    },
  };
}

export type PreciseServices = ReturnType<typeof createPreciseServices>;
