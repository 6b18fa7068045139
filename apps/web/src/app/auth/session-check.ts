import { IdentityPaths, type LoginResponse } from '@qishu/contract';
import { api } from '../../lib/api/index.ts';
import { saveSession } from '../../lib/session/index.ts';

/** What the session check answers: the session's user, menus and quick links. */
export type SessionCheckAnswer = Pick<LoginResponse, 'userInfo' | 'menuList' | 'quickList'>;

export const SESSION_CHECK_KEY = ['identity', 'checkLogin'] as const;

/** Asks the server whether the stored token is still a session, and stores what it answers. */
export async function checkSession(signal?: AbortSignal): Promise<SessionCheckAnswer> {
  const answer = await api.post<SessionCheckAnswer>(IdentityPaths.checkLogin, {}, { signal });
  saveSession({
    userInfo: answer.userInfo,
    menuList: answer.menuList ?? [],
    quickList: answer.quickList ?? [],
  });
  return answer;
}

/** Delay before a failed check sends the user to / (data-shop.md §8). */
export const SESSION_FAIL_REDIRECT_MS = 1000;
