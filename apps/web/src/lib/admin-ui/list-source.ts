import type { CallDescriptor, CallInput } from '@qishu/contract';
import { callApi, callKey } from '../api/index.ts';
import type { ListParams } from './ListPage.tsx';

/**
 * The `queryKey` and `fetchPage` of a ListPage over one paged list call of the contract, the search
 * values sent as they are: `<ListPage {...listSource(C.listX)} … />`.
 */
export function listSource<C extends CallDescriptor>(call: C) {
  return {
    queryKey: callKey(call),
    fetchPage: (params: ListParams, signal: AbortSignal) => callApi(call, params as CallInput<C>, { signal }),
  };
}
