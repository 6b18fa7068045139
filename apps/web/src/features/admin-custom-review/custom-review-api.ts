import {
  CustomRequestPaths,
  CustomReviewCalls,
  PreciseCalls,
  type CustomAttachSearchRequest,
  type CustomFinishRequest,
} from '@qishu/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey, callQuery, downloadFile, XLSX_TYPE } from '../../lib/api/index.ts';
import { CustomReviewTexts as T } from './texts.ts';

/**
 * What every action reloads: the list's pages, and (under the same prefix) the open request and the
 * status counts, so one invalidation refreshes the whole page.
 */
export const reviewListKey = callKey(CustomReviewCalls.list);

/**
 * Reloads the page's reads. After a refused action too: the refusal (toasted by the client) means
 * the request moved on — someone acted first, or the requester withdrew it.
 */
export function useReloadReviews(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: reviewListKey });
}

/** One request, fresh (the drawer, after an action), under the list's key. */
export const reviewDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...reviewListKey, 'detail', id],
    queryFn: ({ signal }) => callApi(CustomReviewCalls.detail, { id }, { signal, silent: true }),
  });

/** How many requests are in `status` (the quick status switch's badges). */
export const reviewCountQuery = (status: number) =>
  queryOptions({
    queryKey: [...reviewListKey, 'count', status],
    queryFn: async ({ signal }) =>
      (await callApi(CustomReviewCalls.list, { status, page: 1, limit: 1 }, { signal, silent: true })).total,
  });

/** The shop's tiered price of `nums` records: the suggested price of a finished request. */
export const suggestedPriceQuery = (nums: number) =>
  callQuery(PreciseCalls.getNumsToPrices, { nums }, { silent: true });

/** The organisations that filed requests (the 机构 filter). */
export const reviewAgentsQuery = () => callQuery(CustomReviewCalls.agents, undefined, { silent: true });

/** The staff's calls; refusals (a transition the state does not allow, bad input) are toasted by the client. */
export const customReviewApi = {
  list: (q: Record<string, string | number>, signal?: AbortSignal) =>
    callApi(CustomReviewCalls.list, q, signal ? { signal } : {}),
  approve: (id: number) => callApi(CustomReviewCalls.approve, { id }),
  reject: (id: number, reason: string) => callApi(CustomReviewCalls.reject, { id, reason }),
  attachSearch: (id: number, body: CustomAttachSearchRequest) =>
    callApi(CustomReviewCalls.attachSearch, { ...body, id }),
  finish: (id: number, body: CustomFinishRequest) => callApi(CustomReviewCalls.finish, { ...body, id }),
  /** the empty .xlsx with the export's header row */
  template: () =>
    downloadFile(CustomRequestPaths.template, {
      fallbackName: T.templateName,
      contentType: XLSX_TYPE,
      failedText: T.templateFailed,
    }),
};
