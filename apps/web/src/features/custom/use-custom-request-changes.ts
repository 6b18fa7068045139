import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomRequestRow } from '@qishu/contract';
import { customRequestApi, invalidateCustomRequests } from './custom-request-api.ts';
import { CustomRecordTexts as T } from './custom-record-texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

type Change = 'remove' | 'withdraw';

const asked: Record<Change, { title: string; content: string }> = {
  remove: { title: T.deleteTitle, content: T.deleteQuestion },
  withdraw: { title: T.withdrawTitle, content: T.withdrawQuestion },
};

/**
 * 删除 and 撤回 of a request (data-shop.md §5: both ask first, with the spec's title and question).
 * The server's answer is toasted and the lists load again; a refusal is toasted by the client.
 */
export function useCustomRequestChanges() {
  const { modal, message } = useFeedback();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: ({ kind, id }: { kind: Change; id: number }) => customRequestApi[kind](id),
    onSuccess: (out) => {
      void message.success(out.message);
      void invalidateCustomRequests(client);
    },
  });
  const ask = (kind: Change, row: CustomRequestRow) =>
    void modal.confirm({
      ...asked[kind],
      okText: T.ok,
      cancelText: T.cancel,
      // the confirm closes either way; a refusal has been toasted
      onOk: () => change.mutateAsync({ kind, id: row.agent_label_apply_id }).catch(() => undefined),
    });
  return {
    confirmRemove: (row: CustomRequestRow) => ask('remove', row),
    confirmWithdraw: (row: CustomRequestRow) => ask('withdraw', row),
  };
}
