import {
  fillPath,
  pathParamNames,
  type CallDescriptor,
  type CallInput,
  type CallOutput,
} from '@qishu/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query, type RequestOptions } from './client.ts';

/** Splits the path parameters off the input and fills them into the path. */
function route(
  call: CallDescriptor,
  input: Record<string, unknown>,
): { url: string; rest: Record<string, unknown> } {
  const names = pathParamNames(call.path);
  if (names.length === 0) return { url: call.path, rest: input };
  const rest = { ...input };
  for (const name of names) delete rest[name];
  return { url: fillPath(call.path, input), rest };
}

/**
 * Calls one API call described in the contract: the input and answer types come from its
 * descriptor, path parameters are filled from the input, GET and DELETE send the rest as the query.
 */
export function callApi<C extends CallDescriptor>(
  call: C,
  input?: CallInput<C>,
  opts: RequestOptions = {},
): Promise<CallOutput<C>> {
  const { url, rest } = route(call, (input ?? {}) as Record<string, unknown>);
  switch (call.method) {
    case 'GET':
      return api.get<CallOutput<C>>(url, rest as Query, opts);
    case 'DELETE':
      return api.del<CallOutput<C>>(url, rest as Query, opts);
    case 'PUT':
      return api.put<CallOutput<C>>(url, rest, opts);
    default:
      return api.post<CallOutput<C>>(url, rest, opts);
  }
}

/**
 * The TanStack Query key of a read: `[path]` names every cached answer of the call (what a mutation
 * invalidates), `[path, input]` one of them.
 */
export function callKey(call: CallDescriptor, input?: unknown): readonly unknown[] {
  return input === undefined ? [call.path] : [call.path, input];
}

/**
 * `queryOptions` of a read: its key by {@link callKey}, its function by {@link callApi} (cancelled
 * with the query). `opts` are the client's options (e.g. `silent` when the page shows the error).
 */
export function callQuery<C extends CallDescriptor>(
  call: C,
  input: CallInput<C> | undefined,
  opts: Omit<RequestOptions, 'signal'> = {},
) {
  return queryOptions({
    queryKey: callKey(call, input),
    queryFn: ({ signal }) => callApi(call, input, { ...opts, signal }),
  });
}
