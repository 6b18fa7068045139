import { afterEach, describe, expect, it } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_CACHE_ID, SESSION_COOKIE } from '@qishu/contract';
import { readMenus, readUserInfo } from '../lib/session/index.ts';
import { clearSession, setToken, syncSessionCookie } from '../lib/api/session-store.ts';
import { menuNode, signIn, userInfo } from '../test/identity-fixtures.ts';
import { adoptSignedInCache } from './signed-in-cache.ts';

const shopper = userInfo({
  sys_user_id: 23,
  usr_agent_id: 100,
  realname: '王购物',
  email: 'new@example.com',
});

/** The element the server writes into a page it drew for `drawnFor`, with one cart answer in it. */
function writeCache(drawnFor = shopper) {
  const server = new QueryClient();
  server.setQueryData(['cart'], { data: [], count: 0 });
  const cache = {
    session: {
      userInfo: drawnFor,
      menuList: [menuNode({ sys_menu_id: 5, name: '数据商城' })],
      quickList: [],
    },
    state: dehydrate(server),
  };
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_CACHE_ID;
  element.textContent = JSON.stringify(cache);
  document.body.append(element);
}

const sessionCookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);

afterEach(() => {
  clearSession();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('adoptSignedInCache', () => {
  it("stores the server's session and answers when the page was drawn for the stored shopper", () => {
    signIn(userInfo({ sys_user_id: 23, usr_agent_id: 100, email: 'old@example.com' }));
    writeCache();
    const client = new QueryClient();
    expect(adoptSignedInCache(client)).toBe('adopted');
    expect(client.getQueryData(['cart'])).toEqual({ data: [], count: 0 });
    // the server's check is newer than what the browser kept
    expect(readUserInfo()?.email).toBe('new@example.com');
    expect(readMenus().map((menu) => menu.name)).toEqual(['数据商城']);
    // read once: the element is gone
    expect(document.getElementById(FIRST_SCREEN_CACHE_ID)).toBeNull();
  });

  it('refuses a page drawn for another shopper or organisation, or when the browser holds no session', () => {
    for (const stored of [
      userInfo({ sys_user_id: 24, usr_agent_id: 100 }),
      userInfo({ sys_user_id: 23, usr_agent_id: 7 }),
    ]) {
      signIn(stored);
      writeCache();
      const client = new QueryClient();
      expect(adoptSignedInCache(client)).toBe('refused');
      expect(client.getQueryData(['cart'])).toBeUndefined();
      expect(readUserInfo()?.sys_user_id).toBe(stored.sys_user_id);
    }
    clearSession();
    writeCache();
    expect(adoptSignedInCache(new QueryClient())).toBe('refused');
    expect(readUserInfo()).toBeNull();
  });

  it('is absent on a page without it, and refuses one it cannot read', () => {
    expect(adoptSignedInCache(new QueryClient())).toBe('absent');
    signIn(shopper);
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_SCREEN_CACHE_ID;
    element.textContent = '{"session":{}}';
    document.body.append(element);
    expect(adoptSignedInCache(new QueryClient())).toBe('refused');
  });
});

describe('the session cookie', () => {
  it('follows the token: written with it, removed with it, and restored for a session stored before it', () => {
    setToken('tok a/b');
    expect(sessionCookie()).toBe(encodeURIComponent('tok a/b'));
    clearSession();
    expect(sessionCookie()).toBeUndefined();
    localStorage.setItem('token', 'tok-old');
    syncSessionCookie();
    expect(sessionCookie()).toBe('tok-old');
    // a value the app did not write (not URI-encoded) is written again, and the app still starts
    document.cookie = `${SESSION_COOKIE}=%E0%A4%A; Path=/`;
    syncSessionCookie();
    expect(sessionCookie()).toBe('tok-old');
  });
});
