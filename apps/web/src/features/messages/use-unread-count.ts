import { useQuery } from '@tanstack/react-query';
import { BADGE_POLL_MS } from '@qishu/contract';
import { useCurrentUser } from '../../lib/session/index.ts';
import { MsgKeys, messagesApi } from './messages-api.ts';

/** How often the badge asks again (ms). */
export const UNREAD_REFETCH_MS = BADGE_POLL_MS;

/**
 * The signed-in user's unread messages for the top-bar badge (query key ['unreadCount']): asked
 * every 60 s and when the window regains focus; the message centre invalidates it after read,
 * all-read, delete and restore. Failures stay silent (the badge simply keeps its last number).
 * Shares its cache entry with the shell's top-bar badge (same key, same answer).
 */
export function useUnreadCount() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: MsgKeys.unreadCount,
    queryFn: ({ signal }) =>
      messagesApi.unreadCount(
        { usr_agent_id: user?.usr_agent_id ?? 0, sys_user_id: user?.sys_user_id ?? 0 },
        signal,
      ),
    enabled: user !== null,
    refetchInterval: UNREAD_REFETCH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
