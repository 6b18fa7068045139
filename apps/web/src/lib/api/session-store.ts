/** Where the signed-in session lives in the browser (localStorage keys the old clients used). */
export const TOKEN_KEY = 'token';
export const USER_INFO_KEY = 'userInfo';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/** Forgets the token and the stored user; the caller decides whether to reload. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_INFO_KEY);
}
