import { useCallback } from 'react';
import type { Perm } from '@qishu/contract';
import { useCurrentUser } from './use-session.ts';

/**
 * `can(perm)`: whether the signed-in user's role holds a permission (userInfo.authList). Buttons the
 * user lacks are hidden; the server checks again on every call.
 */
export function useCan(): (perm: Perm) => boolean {
  const user = useCurrentUser();
  const list = user?.authList;
  return useCallback((perm: Perm) => list?.includes(perm) ?? false, [list]);
}
