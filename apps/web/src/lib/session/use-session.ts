import { useMemo, useSyncExternalStore } from 'react';
import type { MenuNode, UserInfo } from '@qishu/contract';
import { USER_INFO_KEY, getToken } from '../api/session-store.ts';
import { MENU_LIST_KEY, readMenus, readUserInfo, subscribeSession } from './session-data.ts';

const userSnapshot = () => localStorage.getItem(USER_INFO_KEY);
const menuSnapshot = () => localStorage.getItem(MENU_LIST_KEY);

/**
 * The server's picture of a shop page is a visitor's (nobody is signed in there, nor while the
 * browser hydrates it: then the stored user takes over, in the next render), except a personal-centre
 * page the server drew for the signed-in shopper: there the stored session is the one it drew with
 * (app/first-screen-render.tsx on the server, app/start.tsx before the browser hydrates).
 */
const NOBODY = undefined;
let picturedSignedIn = false;

/** Whether the page being drawn or hydrated shows the stored session (see above). */
export function setPicturedSignedIn(signedIn: boolean): void {
  picturedSignedIn = signedIn;
}

const serverUserSnapshot = () => (picturedSignedIn ? userSnapshot() : NOBODY);
const serverMenuSnapshot = () => (picturedSignedIn ? menuSnapshot() : null);

/** The stored user, or null when nobody is signed in (re-renders when the session changes). */
export function useCurrentUser(): UserInfo | null {
  const text = useSyncExternalStore(subscribeSession, userSnapshot, serverUserSnapshot);
  return useMemo(() => (text !== NOBODY && getToken() ? readUserInfo() : null), [text]);
}

export function useStoredMenus(): MenuNode[] {
  const text = useSyncExternalStore(subscribeSession, menuSnapshot, serverMenuSnapshot);
  return useMemo(() => (text === null ? [] : readMenus()), [text]);
}
