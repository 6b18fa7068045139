import { CustomRequestPaths, PaymentPaths, ShopDeliveryPaths, type CustomRequestRow } from '@qishu/contract';
import type { installFakeServer } from '../../test/fake-server.ts';

/** The addresses the custom screens call (the client puts /api before the contract's paths). */
export const address = {
  apply: `/api${CustomRequestPaths.apply}`,
  list: `/api${CustomRequestPaths.list}`,
  detail: (id: number) => `/api${CustomRequestPaths.detail.replace(':id', String(id))}`,
  withdraw: `/api${CustomRequestPaths.withdraw}`,
  remove: `/api${CustomRequestPaths.remove}`,
  preview: `/api${CustomRequestPaths.preview}`,
  pricing: `/api${CustomRequestPaths.pricing}`,
  order: `/api${CustomRequestPaths.order}`,
  payUrl: `/api${PaymentPaths.getPayUrl}`,
  orderStatus: `/api${PaymentPaths.getOrderStatus}`,
  send: `/api${ShopDeliveryPaths.sendEmailDatas}`,
  download: `/api${ShopDeliveryPaths.downloadDirectly}`,
} as const;

/** A request row with defaults for what a test does not care about. */
export function requestRow(over: Partial<CustomRequestRow> = {}): CustomRequestRow {
  return {
    agent_label_apply_id: 1,
    name: '杭州软件企业',
    label_year: '2024',
    explain: '招商用',
    filter_condition: '注册地在杭州市，行业为软件和信息技术服务业',
    del_condition: '已注销企业',
    status: 0,
    status_text: '暂存',
    app_remark: null,
    created: '2026-11-20T02:00:00.000Z',
    updated: '2026-11-21T02:00:00.000Z',
    condition: null,
    data_source: null,
    shop_search_condition_id: null,
    nums: null,
    price: null,
    order: null,
    ...over,
  };
}

/** The query string of the latest call to the fake server (GET inputs travel there). */
export function lastQuery(fetchMock: ReturnType<typeof installFakeServer>): URLSearchParams {
  const url = fetchMock.mock.calls.at(-1)?.[0] ?? '';
  return new URLSearchParams(url.split('?')[1] ?? '');
}
