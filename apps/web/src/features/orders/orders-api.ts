import {
  getUserOrdersResponse,
  ShopCartPaths,
  ShopPageSize,
  type GetUserOrdersResponse,
} from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

export async function fetchOrders(
  sysUserId: number,
  status: 0 | 1,
  page: number,
  signal?: AbortSignal,
): Promise<GetUserOrdersResponse> {
  const data = await api.post<unknown>(
    ShopCartPaths.getUserOrders,
    { sys_user_id: sysUserId, status, page, size: ShopPageSize.orders },
    { silent: true, signal },
  );
  return getUserOrdersResponse.parse(data);
}
