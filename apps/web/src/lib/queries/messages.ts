import { BADGE_POLL_MS, BadgeCalls, topBarCounters, type UserInfo } from '@qishu/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callKey, callQuery } from '../api/index.ts';

/**
 * The top bar's two counters, which other screens also read or change: the message centre shows
 * the unread count on its 未读 tab and refreshes it after read, all-read, delete and restore; the
 * error handling page refreshes the untreated count after handling or retrying.
 */

/** Asked every 60 s and whenever the window regains focus. */
const pollOptions = {
  refetchInterval: BADGE_POLL_MS,
  refetchOnWindowFocus: 'always',
  staleTime: 0,
} as const;

/**
 * The signed-in user's unread messages. A counter failing must not toast every minute: the badge
 * simply keeps its last number.
 */
export const unreadCountQuery = (user: Pick<UserInfo, 'usr_agent_id' | 'sys_user_id'>) =>
  callQuery(
    BadgeCalls.unreadCount,
    { usr_agent_id: user.usr_agent_id, sys_user_id: user.sys_user_id },
    { silent: true },
  );

/** Unread messages of `user` (everyone has a message centre); nothing is asked while signed out. */
export function useUnreadCount(user: Pick<UserInfo, 'usr_agent_id' | 'sys_user_id'> | null) {
  return useQuery({
    ...unreadCountQuery(user ?? { usr_agent_id: 0, sys_user_id: 0 }),
    enabled: user !== null,
    ...pollOptions,
  });
}

/** After messages were read, deleted or restored: the unread count is asked again. */
export function invalidateUnreadCount(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: callKey(BadgeCalls.unreadCount) });
}

/** Failures (jobs, mails) nobody has handled yet; silent like the unread count. */
export const untreatedCountQuery = () => callQuery(BadgeCalls.untreatedCount, undefined, { silent: true });

/** Untreated errors (back-office, only with log:realtime:list; never asked for otherwise). */
export function useUntreatedCount(user: Pick<UserInfo, 'sys_module_id' | 'authList'>) {
  return useQuery({ ...untreatedCountQuery(), enabled: topBarCounters(user).untreated, ...pollOptions });
}

/** After a failure was handled or retried: the untreated count is asked again. */
export function invalidateUntreatedCount(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: callKey(BadgeCalls.untreatedCount) });
}
