import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_CACHE_ID } from '@qishu/contract/first-screen-markers';
import { getToken } from '../lib/api/index.ts';
import { readUserInfo, saveSession, setPicturedSignedIn, type SessionData } from '../lib/session/index.ts';
import { takeJson } from '../lib/take-json-array.ts';

/**
 * What the server drew a personal-centre page with, for the signed-in shopper (first-screen-render.tsx):
 * the session as its check answered it, and the data cache of the page's reads.
 */
export interface SignedInCache {
  session: SessionData;
  state: DehydratedState;
}

function isSignedInCache(value: unknown): value is SignedInCache {
  const cache = value as Partial<SignedInCache> | null;
  return (
    typeof cache === 'object' &&
    cache !== null &&
    typeof cache.session?.userInfo?.sys_user_id === 'number' &&
    Array.isArray(cache.state?.queries)
  );
}

/**
 * Takes the server's cache out of the page and, when it was drawn for the user this browser holds
 * the session of, stores its session and fills `client` with its reads, so that the app's first
 * render is the picture (then it hydrates it). `refused`: the picture was drawn for another session
 * (another user signed in meanwhile, or signed out in another tab): the app draws the page afresh.
 */
export function adoptSignedInCache(client: QueryClient): 'absent' | 'adopted' | 'refused' {
  const cache = takeJson(FIRST_SCREEN_CACHE_ID);
  if (cache === undefined) return 'absent';
  if (!isSignedInCache(cache)) return 'refused';
  const stored = readUserInfo();
  const drawnFor = cache.session.userInfo;
  if (
    !getToken() ||
    stored?.sys_user_id !== drawnFor.sys_user_id ||
    stored.usr_agent_id !== drawnFor.usr_agent_id
  )
    return 'refused';
  // the check the server made is this page load's session check (the guard's read is in the cache)
  saveSession(cache.session);
  hydrate(client, cache.state);
  setPicturedSignedIn(true);
  return 'adopted';
}
