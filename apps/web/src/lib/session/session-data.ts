import type { LoginResponse, MenuNode, QuickLink, UserInfo } from '@qishu/contract';
import { TOKEN_KEY, USER_INFO_KEY, clearSession, getToken, setToken } from '../api/session-store.ts';

/** Browser keys of the signed-in session besides token and userInfo (the old clients' names). */
export const MENU_LIST_KEY = 'menuList';
export const QUICK_LIST_KEY = 'quickList';
/** The workspace tab strip's list (the workspace shell owns the tabs; a new sign-in only clears them). */
export const TAB_LIST_KEY = 'tabList';

const CHANGE_EVENT = 'qishu:session';

export type SessionData = Pick<LoginResponse, 'menuList' | 'quickList' | 'userInfo'>;

function readJson<T>(key: string): T | null {
  const text = localStorage.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function announce(): void {
  // the server's renderer stores a session too (app/first-screen-render.tsx), with nobody to tell
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Stores what a sign-in, a session check or an account switch answered (token when given). */
export function saveSession(data: SessionData & { token?: string }): void {
  if (data.token) setToken(data.token);
  localStorage.setItem(USER_INFO_KEY, JSON.stringify(data.userInfo));
  localStorage.setItem(MENU_LIST_KEY, JSON.stringify(data.menuList));
  localStorage.setItem(QUICK_LIST_KEY, JSON.stringify(data.quickList));
  announce();
}

/** A new sign-in or account switch: store the session and clear the tab strip. */
export function startSession(data: SessionData & { token?: string }): void {
  sessionStorage.removeItem(TAB_LIST_KEY);
  saveSession(data);
}

export function updateStoredUser(patch: Partial<UserInfo>): void {
  const user = readUserInfo();
  if (!user) return;
  localStorage.setItem(USER_INFO_KEY, JSON.stringify({ ...user, ...patch }));
  announce();
}

export function readUserInfo(): UserInfo | null {
  return readJson<UserInfo>(USER_INFO_KEY);
}

export function readMenus(): MenuNode[] {
  return readJson<MenuNode[]>(MENU_LIST_KEY) ?? [];
}

export function readQuickLinks(): QuickLink[] {
  return readJson<QuickLink[]>(QUICK_LIST_KEY) ?? [];
}

export function hasToken(): boolean {
  return Boolean(getToken());
}

/** Forgets token, user, menus and quick links. */
export function clearStoredSession(): void {
  clearSession();
  localStorage.removeItem(MENU_LIST_KEY);
  localStorage.removeItem(QUICK_LIST_KEY);
  announce();
}

/** Calls `listener` whenever this tab changes the session, or another tab changes token/user. */
export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_INFO_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
