import { CustomRequestPaths, PaymentPaths, ShopDeliveryPaths } from '@qishu/contract';
import { customRequestRow } from '../../test/custom-request-fixtures.ts';
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
export const requestRow = customRequestRow;

/** The query string of the latest call to the fake server (GET inputs travel there). */
export function lastQuery(fetchMock: ReturnType<typeof installFakeServer>): URLSearchParams {
  const url = fetchMock.mock.calls.at(-1)?.[0] ?? '';
  return new URLSearchParams(url.split('?')[1] ?? '');
}
