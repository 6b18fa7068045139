import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateUnreadCount, invalidateUntreatedCount } from '../../lib/queries/messages.ts';

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
    void invalidateUnreadCount(queryClient);
    void invalidateUntreatedCount(queryClient);
  }, [sysUserId, queryClient]);
}
