import { IdentityCalls } from '@qishu/contract';
import { callApi, isApiError } from '../../lib/api/index.ts';

export { fetchOrderStatus, requestPayUrl } from '../../lib/payment/index.ts';

/**
 * The server's e-mail check (§5: getemailInfo). `false` when the server says the address is invalid
 * (a business answer); other failures (network, …) do not block the shopper and count as accepted.
 */
export async function emailAccepted(email: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const data = await callApi(IdentityCalls.shopEmailCheck, { email }, { silent: true, signal });
    return data.valid !== false;
  } catch (error) {
    if (isApiError(error) && error.kind === 'business') return false;
    return true;
  }
}
