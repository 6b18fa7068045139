import { IdentityCalls } from '@qishu/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, callKey } from '../api/index.ts';
import { saveSession } from '../session/index.ts';

/**
 * Reads about the signed-in user that several screens share (the route guards of every area), so
 * that none of them copies another's cache key.
 */

/** Asks the server whether the stored token is still a session, and stores what it answers. */
async function checkSession(signal: AbortSignal) {
  const answer = await callApi(IdentityCalls.checkLogin, {}, { signal });
  saveSession({
    userInfo: answer.userInfo,
    menuList: answer.menuList ?? [],
    quickList: answer.quickList ?? [],
  });
  return answer;
}

/** The route guard's session check (its answer is stored as the session). */
export const sessionCheckQuery = () =>
  queryOptions({
    queryKey: callKey(IdentityCalls.checkLogin),
    queryFn: ({ signal }) => checkSession(signal),
  });
