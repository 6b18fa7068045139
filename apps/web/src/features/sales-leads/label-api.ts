import { SaleLabelCalls, type CallInput } from '@qishu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../lib/api/index.ts';

/** The organisation's labels (one answer: every label with its lead count). */
export const labelsKey = callKey(SaleLabelCalls.list);

/** After a label changes (or labels are applied): the label list and its counts load again. */
export const reloadLabels = (client: QueryClient) => client.invalidateQueries({ queryKey: labelsKey });

export const labelApi = {
  list: (signal?: AbortSignal) => callApi(SaleLabelCalls.list, {}, signal ? { signal } : {}),
  create: (input: CallInput<typeof SaleLabelCalls.create>) => callApi(SaleLabelCalls.create, input),
  update: (input: CallInput<typeof SaleLabelCalls.update>) => callApi(SaleLabelCalls.update, input),
  remove: (id: number) => callApi(SaleLabelCalls.remove, { id }),
  apply: (input: CallInput<typeof SaleLabelCalls.apply>) => callApi(SaleLabelCalls.apply, input),
};

/** The label list as a query (the filter and the bulk dialog's options); off without the permission. */
export const labelsQuery = (enabled: boolean) => ({
  queryKey: [...labelsKey],
  queryFn: ({ signal }: { signal: AbortSignal }) => labelApi.list(signal),
  enabled,
  staleTime: 30_000,
});
