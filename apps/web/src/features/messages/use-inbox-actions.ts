import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageCalls } from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import { useFeedback } from '../../lib/feedback/index.ts';
import { invalidateUnreadCount } from '../../lib/queries/messages.ts';
import { MessagesTexts as T } from './texts.ts';

/** What the message centre does to deliveries: read, to the recycle bin, back, gone for good, all read. */
export type InboxAction = 'read' | 'recycle' | 'restore' | 'remove' | 'allRead';

const doneText: Record<Exclude<InboxAction, 'allRead'>, string> = {
  read: T.markedRead,
  recycle: T.recycled,
  restore: T.restored,
  remove: T.removed,
};

function callOf(action: InboxAction, ids: number[]) {
  switch (action) {
    case 'read':
      return callApi(MessageCalls.read, { ids });
    case 'recycle':
      return callApi(MessageCalls.delete, { ids });
    case 'restore':
      return callApi(MessageCalls.restore, { ids });
    case 'remove':
      return callApi(MessageCalls.remove, { ids });
    case 'allRead':
      return callApi(MessageCalls.allRead, {});
  }
}

/**
 * The message centre's changes, for its table (workspaces) and its list (the shop): each is toasted,
 * then the lists and the unread counter load again; `onDone` runs after a change went through (the
 * selection is cleared). A refusal has been toasted by the client.
 */
export function useInboxActions(onDone: () => void) {
  const client = useQueryClient();
  const { message } = useFeedback();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: callKey(MessageCalls.list) }),
      invalidateUnreadCount(client),
    ]);
  const act = useMutation({
    mutationFn: ({ action, ids }: { action: InboxAction; ids: number[] }) => callOf(action, ids),
    onSuccess: async (out, { action }) => {
      void message.success(action === 'allRead' ? T.allReadDone(out.changed) : doneText[action]);
      onDone();
      await refresh();
    },
  });
  return {
    run: (action: InboxAction, ids: number[] = []) => act.mutateAsync({ action, ids }).catch(() => undefined),
    refresh,
    busy: act.isPending,
  };
}
