import { IdentityCalls, type UserInfo } from '@qishu/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, callQuery } from '../../lib/api/index.ts';

/** Sign-in calls answer silently: the login screens present 400/412/544 themselves. */
const loginOpts = { auth: false, silent: true } as const;

export function userLogin(username: string, password: string, entry: 'shop' | 'workspace') {
  return callApi(
    IdentityCalls.userLogin,
    { username, password, entry, domain_url: window.location.host },
    loginOpts,
  );
}

export function linkLogin(username: string, token: string) {
  return callApi(IdentityCalls.login, { username, token }, loginOpts);
}

export function agentLogin(username: string, agentToken: string, loginToken: string) {
  return callApi(
    IdentityCalls.agentLoginAction,
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
  return callApi(IdentityCalls.revisePass, { ...body, type: 'forgetPassword' }, { auth: false });
}

/** Registration signs the new shopper in (the answer is a login answer). */
export function regUser(username: string, code: string, password: string) {
  return callApi(IdentityCalls.regUser, { username, code, password }, { auth: false });
}

/** What the account switch sends about the signed-in user (multiUser). */
function switchBase(user: UserInfo) {
  return {
    sys_user_id: user.sys_user_id,
    usr_agent_id: user.usr_agent_id,
    sys_module_id: user.sys_module_id,
    domain_url: window.location.host,
  };
}

/** The accounts the user may switch to (multiUser type 3, which answers the list). */
export const switchableAccountsQuery = (user: UserInfo) =>
  queryOptions({
    ...callQuery(IdentityCalls.multiUser, { ...switchBase(user), type: 3 }, { silent: true }),
    select: (answer) => (Array.isArray(answer) ? answer : []),
  });

/** Switches to another account (multiUser type 2, which answers a sign-in). */
export async function switchAccount(user: UserInfo, to: { sys_user_id: number; usr_agent_id: number }) {
  const answer = await callApi(IdentityCalls.multiUser, { ...switchBase(user), ...to, type: 2 });
  if (Array.isArray(answer)) throw new Error('multiUser type 2 answered a list instead of a sign-in');
  return answer;
}
