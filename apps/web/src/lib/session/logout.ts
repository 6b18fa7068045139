import { IdentityCalls, type UserInfo } from '@qishu/contract';
import { callApi } from '../api/call.ts';
import { pageReload } from './page-reload.ts';
import { clearStoredSession, readUserInfo } from './session-data.ts';

/** A temporary user leaving (logout, switch, time up) first gives back the temporary power. */
export async function releaseTemporaryPower(user: UserInfo | null = readUserInfo()): Promise<void> {
  if (!user || user.is_temporary !== 1) return;
  await callApi(
    IdentityCalls.updateUserPower,
    { usr_agent_id: user.usr_agent_id, sys_module_id: user.sys_module_id },
    { silent: true },
  ).catch(() => undefined);
}

/** Ends the session: release temporary power, tell the server (errors ignored), forget, reload. */
export async function logout(): Promise<void> {
  await releaseTemporaryPower();
  await callApi(IdentityCalls.logout, {}, { silent: true }).catch(() => undefined);
  clearStoredSession();
  pageReload.run();
}

/** After a password change: forget the session locally and reload. */
export function forgetSessionAndReload(): void {
  clearStoredSession();
  pageReload.run();
}
