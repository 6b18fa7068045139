import { useMemo, useSyncExternalStore } from 'react';
import type { MenuNode, UserInfo } from '@qishu/contract';
import { USER_INFO_KEY, getToken } from '../api/session-store.ts';
import { MENU_LIST_KEY, readMenus, readUserInfo, subscribeSession } from './session-data.ts';

const userSnapshot = () => localStorage.getItem(USER_INFO_KEY);
const menuSnapshot = () => localStorage.getItem(MENU_LIST_KEY);

/**
 * The server's picture of a shop page is a visitor's: nobody is signed in there, nor while the
 * browser hydrates it (then the stored user takes over, in the next render).
 */
const NOBODY = undefined;
const nobody = () => NOBODY;

/** The stored user, or null when nobody is signed in (re-renders when the session changes). */
export function useCurrentUser(): UserInfo | null {
  const text = useSyncExternalStore(subscribeSession, userSnapshot, nobody);
  return useMemo(() => (text !== NOBODY && getToken() ? readUserInfo() : null), [text]);
}

export function useStoredMenus(): MenuNode[] {
  const text = useSyncExternalStore(subscribeSession, menuSnapshot);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the stored text is the cache key
  return useMemo(() => readMenus(), [text]);
}
