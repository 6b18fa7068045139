import { SESSION_COOKIE } from '@qishu/contract/first-screen-markers';
import { readCookie } from '../cookie.ts';

/** Where the signed-in session lives in the browser (localStorage keys the old clients used). */
export const TOKEN_KEY = 'token';
export const USER_INFO_KEY = 'userInfo';

/** How long the cookie copy of the token is kept (the server decides whether the session still holds). */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/**
 * Mirrors the token into the cookie the server reads to draw the personal centre for the shopper
 * (`null`: removes it). Not HttpOnly: the script writes it, as it writes the token into storage.
 */
function writeSessionCookie(token: string | null): void {
  // the server's renderer (app/first-screen-render.tsx) stores a session too, with no cookies to keep
  if (typeof window === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  window.document.cookie =
    token === null
      ? `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * A session stored before the cookie existed (or whose cookie expired, or holds a value the app did not
 * write) gets its cookie again.
 */
export function syncSessionCookie(): void {
  const token = getToken();
  if (readCookie(SESSION_COOKIE) !== token) writeSessionCookie(token);
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  writeSessionCookie(token);
}

/** Forgets the token and the stored user; the caller decides whether to reload. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_INFO_KEY);
  writeSessionCookie(null);
}
