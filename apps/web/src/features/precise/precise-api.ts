import {
  accurateScreeningResponse,
  addAccurateScreeningOrderResponse,
  downloadDirectlyResponse,
  getAccurateOrderListResponse,
  getNumsToPricesResponse,
  PrecisePaths,
  searchConditionResponse,
  sendEmailDatasResponse,
  ShopDeliveryPaths,
  type AccurateScreeningRequest,
  type AccurateScreeningResponse,
  type AddAccurateScreeningOrderRequest,
  type AddAccurateScreeningOrderResponse,
  type DownloadDirectlyResponse,
  type GetAccurateOrderListResponse,
  type GetNumsToPricesResponse,
  type SearchConditionResponse,
} from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

/** Query keys: a new order refreshes 我的数据 → 精准查询. */
export const PreciseKeys = {
  conditions: ['precise', 'conditions'] as const,
  orders: ['precise', 'orders'] as const,
};

/**
 * The precise search's calls (data-shop.md §7). The wizard shows the answers of the calls it makes
 * on a click itself (silent), so a refusal can sit next to the field it is about.
 */
export const preciseApi = {
  conditions: async (signal?: AbortSignal): Promise<SearchConditionResponse> =>
    searchConditionResponse.parse(
      await api.post<unknown>(PrecisePaths.searchCondition, {}, { silent: true, signal }),
    ),
  search: async (body: AccurateScreeningRequest): Promise<AccurateScreeningResponse> =>
    accurateScreeningResponse.parse(
      await api.post<unknown>(PrecisePaths.accurateScreening, body, { silent: true }),
    ),
  price: async (nums: number, signal?: AbortSignal): Promise<GetNumsToPricesResponse> =>
    getNumsToPricesResponse.parse(
      await api.post<unknown>(PrecisePaths.getNumsToPrices, { nums }, { silent: true, signal }),
    ),
  order: async (body: AddAccurateScreeningOrderRequest): Promise<AddAccurateScreeningOrderResponse> =>
    addAccurateScreeningOrderResponse.parse(
      await api.post<unknown>(PrecisePaths.addAccurateScreeningOrder, body, { silent: true }),
    ),
  orders: async (page: number, size: number, signal?: AbortSignal): Promise<GetAccurateOrderListResponse> =>
    getAccurateOrderListResponse.parse(
      await api.post<unknown>(PrecisePaths.getAccurateOrderList, { page, size }, { silent: true, signal }),
    ),
  /** shows the server's refusal itself (toast) */
  sendEmail: async (perOrderId: number, email: string): Promise<string> =>
    sendEmailDatasResponse.parse(
      await api.post<unknown>(ShopDeliveryPaths.sendEmailDatas, { per_order_id: perOrderId, email }),
    ).message,
  /** shows the server's refusal itself (toast) */
  download: async (perOrderId: number): Promise<DownloadDirectlyResponse> =>
    downloadDirectlyResponse.parse(
      await api.post<unknown>(ShopDeliveryPaths.downloadDirectly, { per_order_id: perOrderId }),
    ),
};
