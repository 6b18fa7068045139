import { IdentityPaths, type LoginResponse } from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

/** Sign-in calls answer silently: the login screens present 400/412/544 themselves. */
const loginOpts = { auth: false, silent: true } as const;

export function userLogin(username: string, password: string, entry: 'shop' | 'workspace') {
  return api.post<LoginResponse>(
    IdentityPaths.userLogin,
    { username, password, entry, domain_url: window.location.host },
    loginOpts,
  );
}

export function linkLogin(username: string, token: string) {
  return api.post<LoginResponse>(IdentityPaths.login, { username, token }, loginOpts);
}

export function agentLogin(username: string, agentToken: string, loginToken: string) {
  return api.post<LoginResponse>(
    IdentityPaths.agentLoginAction,
    { username, agent_token: agentToken, login_token: loginToken },
    loginOpts,
  );
}

export interface RevisePassBody {
  phone?: string;
  username?: string;
  code: string;
  password: string;
  passwdCheck: string;
}

export function revisePass(body: RevisePassBody) {
  return api.post<unknown>(IdentityPaths.revisePass, { ...body, type: 'forgetPassword' }, { auth: false });
}

/** Registration signs the new shopper in (the answer is a login answer). */
export function regUser(username: string, code: string, password: string) {
  return api.post<LoginResponse | null>(IdentityPaths.regUser, { username, code, password }, { auth: false });
}
