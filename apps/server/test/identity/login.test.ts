import {
  IdentityMessages as M,
  landingRoute,
  loginResponseSchema,
  ResultCode,
  sessionCheckResponse,
  userInfoSchema,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/demo-accounts.ts';
import { testDialects } from '../helpers/test-db.ts';
import { createIdentityApp, DEMO_PASSWORD, type IdentityApp, type LoginData } from './helpers.ts';

const P = {
  login: '/admin/base/userLogin',
  check: '/admin/base/checkLogin',
  logout: '/admin/base/logout',
};

describe.each(testDialects)('sign-in and sessions on %s', (dialect) => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await createIdentityApp(dialect);
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, extra: Record<string, unknown> = {}) =>
    t.post<LoginData>(P.login, { username, password, ...extra });

  it('lands every demo user where the landing tables say', async () => {
    const seen = new Set<string>();
    for (const u of demoUsers) {
      if (seen.has(u.username)) continue;
      seen.add(u.username);
      const res = await attempt(u.username, DEMO_PASSWORD);
      if (u.usr_agent_id === 512) {
        // a domain organisation's account without domain right
        expect(res).toMatchObject({ code: 400, error: M.domainRefused, data: null });
        continue;
      }
      expect(res.code, `${u.username} ${res.error}`).toBe(200);
      const expected: Record<string, string> = {
        '13800000000': '/admin',
        '13800000001': '/sys/editpwd',
        '13800000002': '/admin',
        '13900000005': '/data/seek',
        '13900000006': '/data/seek',
        '13900000333': '/search/index',
        '13900000666': '/biz/project',
        '13900000009': '/api/index',
        '13900000010': '/data/seek',
        '13900000020': '/data/seek',
        '13900000511': '/data/seek',
        '13900000100': '/data/seek',
        '13700000003': '/park',
        '13700000004': '/ent',
        '13700000006': '/shb',
        '13700000007': '/agency',
        '13700000008': '/reg',
        '13700000009': '/gov',
        '13700000031': '/garden',
        '13600000000': '/data/seek',
      };
      expect(res.data.landing, u.username).toBe(expected[u.username]);
      const info = res.data.userInfo;
      expect(landingRoute(info as never, { entry: 'workspace' })).toBe(res.data.landing);
      // the shop entry lands everybody (without a pending password change) on /mall
      if (u.after_login !== 1) {
        const shop = await attempt(u.username, DEMO_PASSWORD, { entry: 'shop' });
        expect(shop.data.landing).toBe('/mall');
      }
    }
    expect(seen.size).toBe(21);
  });

  it('answers the whole login response: token, menu tree, quick links, every userInfo field', async () => {
    const res = await attempt('13900000005', DEMO_PASSWORD);
    const data = loginResponseSchema.parse(res.data);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = userInfoSchema.strict().parse(res.data.userInfo);
    expect(info).toMatchObject({
      username: '13900000005',
      realname: '林晓峰',
      usr_agent_id: 200,
      agent_name: '深圳前海数联科技有限公司',
      agent_rank: 10,
      number_rest: 12_400,
      basic_number: 50_000,
      models: [5],
      is_bus: 1,
      authKey: String(info.sys_role_id),
      email: 'linxf@qhsl.com.cn',
      temporary_ends_at: null,
    });
    expect(info.authList.length).toBeGreaterThan(0);
    expect(info.authList).toContain('config:user:list');
    const session = await t.db.kysely
      .selectFrom('session')
      .selectAll()
      .where('session_id', '=', Number(info.sessionId))
      .executeTakeFirstOrThrow();
    expect(session.sys_user_id).toBe(info.sys_user_id);
    expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.token_hash).not.toContain(data.token);
    // menus: a tree of the role's active items with children arrays, quick links flagged
    expect(data.menuList.length).toBeGreaterThan(0);
    expect(data.menuList.every((m) => m.parent_id === 0 && Array.isArray(m.children))).toBe(true);
    expect(data.menuList.some((m) => m.children.length > 0)).toBe(true);
    const quickRows = await t.db.kysely
      .selectFrom('sys_role_menu as rm')
      .innerJoin('sys_menu as m', 'm.sys_menu_id', 'rm.sys_menu_id')
      .select('m.sys_menu_id')
      .where('rm.sys_role_id', '=', info.sys_role_id!)
      .where('m.is_quick', '=', 1)
      .where('m.status', '=', 1)
      .execute();
    expect(data.quickList.map((q) => q.sys_menu_id).sort()).toEqual(
      quickRows.map((r) => r.sys_menu_id).sort(),
    );
    // a disabled menu item disappears from the tree
    const first = data.menuList[0]!.children[0]!;
    await t.db.kysely
      .updateTable('sys_menu')
      .set({ status: 0 })
      .where('sys_menu_id', '=', first.sys_menu_id)
      .execute();
    const again = await attempt('13900000005', DEMO_PASSWORD);
    expect(JSON.stringify(again.data.menuList)).not.toContain(`"sys_menu_id":${first.sys_menu_id},`);
    await t.db.kysely
      .updateTable('sys_menu')
      .set({ status: 1 })
      .where('sys_menu_id', '=', first.sys_menu_id)
      .execute();
  });

  it('number_rest is null for unlimited ranks 30 and 999', async () => {
    expect((await t.login('13800000000')).userInfo.number_rest).toBeNull(); // rank 999
    expect((await t.login('13900000666')).userInfo.number_rest).toBeNull(); // rank 30
    expect((await t.login('13700000031')).userInfo.number_rest).toBe(27_500);
  });

  it('logs every attempt with reason, IP and user agent, and stamps last_time on success', async () => {
    const before = await t.db.kysely.selectFrom('login_log').select('login_log_id').execute();
    await t.post(P.login, { username: '13700000004', password: 'wrong-pass' }, undefined, {
      'user-agent': 'vitest-agent',
    });
    const ok = await t.post<LoginData>(
      P.login,
      { username: '13700000004', password: DEMO_PASSWORD },
      undefined,
      {
        'user-agent': 'vitest-agent',
      },
    );
    expect(ok.code).toBe(200);
    const rows = await t.db.kysely
      .selectFrom('login_log')
      .selectAll()
      .where('login_log_id', '>', Math.max(0, ...before.map((r) => r.login_log_id)))
      .orderBy('login_log_id')
      .execute();
    expect(rows.map((r) => [r.username, r.success, r.reason])).toEqual([
      ['13700000004', 0, 'wrong_password'],
      ['13700000004', 1, 'password'],
    ]);
    expect(rows.every((r) => r.ip?.startsWith('10.0.') && r.user_agent === 'vitest-agent')).toBe(true);
    const user = await t.db.kysely
      .selectFrom('sys_user')
      .select('last_time')
      .where('sys_user_id', '=', ok.data.userInfo.sys_user_id)
      .executeTakeFirstOrThrow();
    expect(user.last_time).toBe(t.clock.now().toISOString());
  });

  it('validates the login form with the spec texts', async () => {
    expect(await t.post(P.login, { password: 'x' })).toMatchObject({
      code: 400,
      error: M.loginPhoneRequired,
    });
    expect(await t.post(P.login, { username: '', password: 'x' })).toMatchObject({
      code: 400,
      error: M.loginPhoneRequired,
    });
    expect(await t.post(P.login, { username: '11000000000', password: 'x' })).toMatchObject({
      code: 400,
      error: M.phoneInvalid,
    });
    expect(await t.post(P.login, { username: '13900000005', password: '' })).toMatchObject({
      code: 400,
      error: M.loginPasswordRequired,
    });
    expect(await attempt('13911112222', DEMO_PASSWORD)).toMatchObject({
      code: 400,
      error: M.wrongCredentials,
    });
  });

  it('locks a phone after 5 wrong passwords in 15 minutes and releases it 15 minutes later', async () => {
    const phone = '13700000006';
    for (let i = 1; i <= 4; i++) {
      expect(await attempt(phone, `wrong-${i}`)).toMatchObject({ code: 400, error: M.wrongCredentials });
      t.clock.minutes(1);
    }
    expect(await attempt(phone, 'wrong-5')).toMatchObject({ code: 400, error: M.accountLocked });
    // even the right password is refused while locked
    expect(await attempt(phone, DEMO_PASSWORD)).toMatchObject({ code: 400, error: M.accountLocked });
    t.clock.minutes(14);
    expect(await attempt(phone, DEMO_PASSWORD)).toMatchObject({ code: 400, error: M.accountLocked });
    t.clock.minutes(1);
    expect((await attempt(phone, DEMO_PASSWORD)).code).toBe(200);
  });

  it('does not lock for 5 failures spread over more than 15 minutes', async () => {
    const phone = '13700000007';
    for (let i = 1; i <= 5; i++) {
      expect(await attempt(phone, `wrong-${i}`)).toMatchObject({ error: M.wrongCredentials });
      t.clock.minutes(4);
    }
    expect((await attempt(phone, DEMO_PASSWORD)).code).toBe(200);
  });

  it('picks the account of a phone: the domain organisation, else the most recent, else the lowest id', async () => {
    const ids = (
      await t.db.kysely
        .selectFrom('sys_user')
        .select(['sys_user_id', 'usr_agent_id'])
        .where('username', '=', '13900000020')
        .orderBy('sys_user_id')
        .execute()
    ).map((r) => r.sys_user_id);
    expect(ids).toHaveLength(3);
    // never used: the lowest id
    const fresh = await t.db.kysely
      .selectFrom('sys_user')
      .select('last_time')
      .where('sys_user_id', 'in', ids)
      .execute();
    if (fresh.every((r) => r.last_time === null)) {
      expect((await t.login('13900000020')).userInfo.sys_user_id).toBe(ids[0]);
    }
    // most recently used wins
    await t.db.kysely
      .updateTable('sys_user')
      .set({ last_time: '2030-01-01T00:00:00.000Z' })
      .where('sys_user_id', '=', ids[2]!)
      .execute();
    expect((await t.login('13900000020')).userInfo.sys_user_id).toBe(ids[2]);
    // a domain naming one of the organisations picks that account
    await t.db.kysely
      .updateTable('usr_agent')
      .set({ domain_name: 'yunqi.qishu.cn' })
      .where('usr_agent_id', '=', 210)
      .execute();
    const target = await t.userId('13900000020', 210);
    await t.db.kysely
      .updateTable('sys_user')
      .set({ domain_right: 1 })
      .where('sys_user_id', '=', target)
      .execute();
    expect(
      (await t.login('13900000020', { domain_url: 'https://yunqi.qishu.cn/login' })).userInfo.sys_user_id,
    ).toBe(target);
    // a known domain where the phone has no account is refused
    expect(await attempt('13900000020', DEMO_PASSWORD, { domain_url: 'ningbo.qishu.cn' })).toMatchObject({
      code: 400,
      error: M.domainRefused,
    });
    // domain_right 0 in a domain organisation is refused
    await t.db.kysely
      .updateTable('sys_user')
      .set({ domain_right: 0 })
      .where('sys_user_id', '=', target)
      .execute();
    expect(await attempt('13900000020', DEMO_PASSWORD, { domain_url: 'yunqi.qishu.cn' })).toMatchObject({
      code: 400,
      error: M.domainRefused,
    });
    await t.db.kysely
      .updateTable('usr_agent')
      .set({ domain_name: null })
      .where('usr_agent_id', '=', 210)
      .execute();
  });

  it('after_login = 1: the shop entry answers 412 without a session; the workspace signs in and answers 412 elsewhere', async () => {
    const sessions = async () =>
      (await t.db.kysely.selectFrom('session').select('session_id').execute()).length;
    const before = await sessions();
    const shop = await attempt('13800000001', DEMO_PASSWORD, { entry: 'shop' });
    expect(shop).toMatchObject({
      code: ResultCode.passwordChangeRequired,
      error: M.passwordChangeRequired,
      data: null,
    });
    expect(await sessions()).toBe(before);

    const ws = await attempt('13800000001', DEMO_PASSWORD);
    expect(ws.code).toBe(200);
    expect(ws.data.landing).toBe('/sys/editpwd');
    const token = ws.data.token;
    const id = ws.data.userInfo.sys_user_id;
    expect(await t.post('/sys/Users/getUserInfo', { sys_user_id: id }, token)).toMatchObject({
      code: 412,
      error: M.passwordChangeRequired,
    });
    // the guard's session check still works (the forced page must render)
    expect((await t.post(P.check, undefined, token)).code).toBe(200);
    // the change itself
    expect(
      await t.post(
        '/admin/Users/upAfterLogin',
        { old_password: 'nope', password: 'NewPass#2026', passwdCheck: 'NewPass#2026' },
        token,
      ),
    ).toMatchObject({ code: 400, error: M.lockWrongPassword });
    expect(
      await t.post(
        '/admin/Users/upAfterLogin',
        { old_password: DEMO_PASSWORD, password: DEMO_PASSWORD, passwdCheck: DEMO_PASSWORD },
        token,
      ),
    ).toMatchObject({ code: 400, error: M.samePassword });
    expect(
      await t.post(
        '/admin/Users/upAfterLogin',
        { old_password: DEMO_PASSWORD, password: 'short', passwdCheck: 'short' },
        token,
      ),
    ).toMatchObject({ code: 400, error: M.passwordLength });
    const done = await t.post<{ landing: string }>(
      '/admin/Users/upAfterLogin',
      { old_password: DEMO_PASSWORD, password: 'NewPass#2026', passwdCheck: 'NewPass#2026' },
      token,
    );
    expect(done).toMatchObject({ code: 200, data: { ok: true, landing: '/admin' } });
    expect((await t.post('/sys/Users/getUserInfo', { sys_user_id: id }, token)).code).toBe(200);
    expect((await attempt('13800000001', 'NewPass#2026', { entry: 'shop' })).data.landing).toBe('/mall');
  });

  it('checkLogin answers userInfo and menus, and sends the token back', async () => {
    const d = await t.login('13700000003');
    const res = await t.post(P.check, undefined, d.token);
    expect(res.code).toBe(200);
    sessionCheckResponse.parse(res.data);
    expect(res.headers.token).toBe(d.token);
    expect(await t.post(P.check, undefined, `Bearer ${d.token}`)).toMatchObject({ code: 200 });
  });

  it('answers 4001 for a missing, blank, unknown, revoked or expired session', async () => {
    expect(await t.post(P.check)).toMatchObject({ code: 4001, error: M.sessionInvalid });
    expect(await t.post(P.check, undefined, '')).toMatchObject({ code: 4001, error: M.sessionInvalid });
    expect(await t.post(P.check, undefined, 'x'.repeat(43))).toMatchObject({ code: 4001 });
    const d = await t.login('13700000008');
    expect((await t.post(P.logout, undefined, d.token)).code).toBe(200);
    expect(await t.post(P.check, undefined, d.token)).toMatchObject({ code: 4001, error: M.sessionInvalid });
    // logout without a session still succeeds
    expect((await t.post(P.logout)).code).toBe(200);
  });

  it('slides the idle expiry (12 h) and caps a session at 7 days', async () => {
    const d = await t.login('13700000009');
    // 15 calls 11 h apart (165 h): each within the idle window, so the session lives on
    for (let i = 0; i < 15; i++) {
      t.clock.minutes(11 * 60);
      expect((await t.post(P.check, undefined, d.token)).code, `hop ${i}`).toBe(200);
    }
    t.clock.minutes(7 * 24 * 60 - 15 * 11 * 60);
    expect(await t.post(P.check, undefined, d.token)).toMatchObject({ code: 4001 });
    const idle = await t.login('13700000009');
    t.clock.minutes(12 * 60);
    expect(await t.post(P.check, undefined, idle.token)).toMatchObject({ code: 4001 });
  });

  it('writes the sliding expiry at most once a minute (a burst of calls costs one write)', async () => {
    const d = await t.login('13700000009');
    const seen = async () =>
      (
        await t.db.kysely
          .selectFrom('session')
          .select(['last_seen_at', 'expires_at'])
          .where('sys_user_id', '=', d.userInfo.sys_user_id)
          .orderBy('session_id', 'desc')
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const first = await seen();
    t.clock.advance(30_000);
    expect((await t.post(P.check, undefined, d.token)).code).toBe(200);
    expect(await seen()).toBe(first);
    t.clock.advance(31_000);
    expect((await t.post(P.check, undefined, d.token)).code).toBe(200);
    expect(await seen()).toBe(new Date(t.clock.t).toISOString());
  });

  it('ends a temporary user after limits_time minutes with 4001 and the temporary text', async () => {
    const d = await t.login('13900000010');
    expect(d.userInfo.is_temporary).toBe(1);
    expect(d.userInfo.temporary_ends_at).toBe(new Date(t.clock.t + 30 * 60_000).toISOString());
    t.clock.minutes(29);
    expect((await t.post(P.check, undefined, d.token)).code).toBe(200);
    t.clock.minutes(1);
    expect(await t.post(P.check, undefined, d.token)).toMatchObject({ code: 4001, error: M.temporaryEnded });
    const s = await t.db.kysely
      .selectFrom('session')
      .select('revoked_at')
      .where('session_id', '=', Number(d.userInfo.sessionId))
      .executeTakeFirstOrThrow();
    expect(s.revoked_at).not.toBeNull();
    expect(await t.post(P.check, undefined, d.token)).toMatchObject({ code: 4001 });
  });

  it('a temporary user leaving releases the session (updateUserPower)', async () => {
    const d = await t.login('13900000010');
    const res = await t.post('/sys/users/updateUserPower', { usr_agent_id: 200, sys_module_id: 5 }, d.token);
    expect(res).toMatchObject({ code: 200, data: { ok: true } });
    expect(await t.post(P.check, undefined, d.token)).toMatchObject({ code: 4001 });
    // an ordinary user keeps the session
    const o = await t.login('13900000006');
    expect(
      (await t.post('/sys/users/updateUserPower', { usr_agent_id: 200, sys_module_id: 5 }, o.token)).code,
    ).toBe(200);
    expect((await t.post(P.check, undefined, o.token)).code).toBe(200);
  });

  it('a disabled account: 4002 at login and on the next call', async () => {
    const d = await t.login('13700000004');
    await t.db.kysely
      .updateTable('sys_user')
      .set({ status: 0 })
      .where('sys_user_id', '=', d.userInfo.sys_user_id)
      .execute();
    expect(await t.post(P.check, undefined, d.token)).toMatchObject({ code: 4002, error: M.accountDisabled });
    expect(await attempt('13700000004', DEMO_PASSWORD)).toMatchObject({
      code: 4002,
      error: M.accountDisabled,
    });
    await t.db.kysely
      .updateTable('sys_user')
      .set({ status: 1 })
      .where('sys_user_id', '=', d.userInfo.sys_user_id)
      .execute();
  });
});
