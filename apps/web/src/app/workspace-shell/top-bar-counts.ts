import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BADGE_POLL_MS, BadgePaths, countResponse, topBarCounters, type UserInfo } from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

/**
 * Query keys of the top-bar counters. Pages that change them (reading a message, handling an
 * error) call `queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY })` and the badge follows.
 */
export const UNREAD_COUNT_KEY = ['unreadCount'] as const;
export const UNTREATED_COUNT_KEY = ['untreatedCount'] as const;

const pollOptions = {
  refetchInterval: BADGE_POLL_MS,
  refetchOnWindowFocus: 'always',
  staleTime: 0,
} as const;

async function fetchCount(path: string, body: unknown): Promise<number> {
  // A counter failing must not toast every minute: the badge just stays empty.
  const value = await api.post<unknown>(path, body, { silent: true });
  return countResponse.parse(value);
}

/** Unread messages of the signed-in user (everyone), every 60 s and when the window regains focus. */
export function useUnreadCount(user: Pick<UserInfo, 'usr_agent_id' | 'sys_user_id'>) {
  return useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: () =>
      fetchCount(BadgePaths.unreadCount, { usr_agent_id: user.usr_agent_id, sys_user_id: user.sys_user_id }),
    ...pollOptions,
  });
}

/** Untreated errors (back-office, only with log:realtime:list; never asked for otherwise). */
export function useUntreatedCount(user: Pick<UserInfo, 'sys_module_id' | 'authList'>) {
  const enabled = topBarCounters(user).untreated;
  return useQuery({
    queryKey: UNTREATED_COUNT_KEY,
    queryFn: () => fetchCount(BadgePaths.untreatedCount, {}),
    enabled,
    ...pollOptions,
  });
}

/**
 * An account switch keeps the page (no reload) but changes the user: both counters are asked again
 * at once instead of showing the previous account's figures until the next poll.
 */
export function useRefreshCountsOnAccountChange(sysUserId: number): void {
  const queryClient = useQueryClient();
  const last = useRef(sysUserId);
  useEffect(() => {
    if (last.current === sysUserId) return;
    last.current = sysUserId;
    void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
    void queryClient.invalidateQueries({ queryKey: UNTREATED_COUNT_KEY });
  }, [sysUserId, queryClient]);
}
