import { IdentityPaths, type UserInfo } from '@qishu/contract';
import { api } from '../api/client.ts';
import { pageReload } from './page-reload.ts';
import { clearStoredSession, readUserInfo } from './session-data.ts';

/** A temporary user leaving (logout, switch, time up) first gives back the temporary power. */
export async function releaseTemporaryPower(user: UserInfo | null = readUserInfo()): Promise<void> {
  if (!user || user.is_temporary !== 1) return;
  await api
    .post(
      IdentityPaths.updateUserPower,
      { usr_agent_id: user.usr_agent_id, sys_module_id: user.sys_module_id },
      { silent: true },
    )
    .catch(() => undefined);
}

/** Ends the session: release temporary power, tell the server (errors ignored), forget, reload. */
export async function logout(): Promise<void> {
  await releaseTemporaryPower();
  await api.post(IdentityPaths.logout, {}, { silent: true }).catch(() => undefined);
  clearStoredSession();
  pageReload.run();
}

/** After a password change: forget the session locally and reload. */
export function forgetSessionAndReload(): void {
  clearStoredSession();
  pageReload.run();
}
