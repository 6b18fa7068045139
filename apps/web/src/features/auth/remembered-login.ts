/** The remember-password choice of a login form (localStorage; the password only when checked). */
export interface RememberedLogin {
  phone: string;
  password: string;
  remember: boolean;
}

const KEY = 'rememberLogin';

export function readRememberedLogin(): RememberedLogin {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<RememberedLogin> | null;
    return {
      phone: typeof value?.phone === 'string' ? value.phone : '',
      password: value?.remember && typeof value.password === 'string' ? value.password : '',
      remember: value?.remember === true,
    };
  } catch {
    return { phone: '', password: '', remember: false };
  }
}

export function rememberLogin(phone: string, password: string, remember: boolean): void {
  localStorage.setItem(KEY, JSON.stringify(remember ? { phone, password, remember } : { phone, remember }));
}

export const REMEMBER_LOGIN_KEY = KEY;
