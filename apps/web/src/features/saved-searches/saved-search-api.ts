import { SavedSearchCalls, type CallInput } from '@qishu/contract';
import { callApi, callKey, callQuery } from '../../lib/api/index.ts';

/** Every cached page of the caller's saved searches (what a change reloads). */
export const savedSearchesKey = callKey(SavedSearchCalls.list);

export const savedSearchApi = {
  page: (page: number, limit: number, signal?: AbortSignal) =>
    callApi(SavedSearchCalls.list, { page, limit }, signal ? { signal } : {}),
  save: (input: CallInput<typeof SavedSearchCalls.save>) => callApi(SavedSearchCalls.save, input),
  remove: (id: number) => callApi(SavedSearchCalls.remove, { id }),
  watch: (id: number, watch: boolean) => callApi(SavedSearchCalls.watch, { id, watch }),
};

/** A short list of the caller's saved searches (the search home's card). */
export const latestSavedQuery = (limit: number) =>
  callQuery(SavedSearchCalls.list, { page: 1, limit }, { silent: true });
