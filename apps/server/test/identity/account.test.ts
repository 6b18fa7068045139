import fs from 'node:fs';
import path from 'node:path';
import { IdentityMessages as M, userInfoSchema } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createIdentityApp, DEMO_PASSWORD, multipart, type IdentityApp, type LoginData } from './helpers.ts';

const fixtures = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures');

describe.each(testDialects)('accounts on %s', (dialect) => {
  let t: IdentityApp;
  beforeAll(async () => {
    t = await createIdentityApp(dialect);
  });
  afterAll(() => t.close());

  it('getUserInfo and editUserInfo: realname rules, email checked by the server, phone read-only', async () => {
    const d = await t.login('13900000006');
    const id = d.userInfo.sys_user_id;
    const info = await t.post('/sys/Users/getUserInfo', { sys_user_id: id }, d.token);
    expect(info.code).toBe(200);
    userInfoSchema.parse(info.data);
    const edit = (body: Record<string, unknown>) =>
      t.post('/sys/Users/editUserInfo', { sys_user_id: id, ...body }, d.token);
    expect(await edit({ realname: '' })).toMatchObject({ code: 400, error: M.realnameRequired });
    expect(await edit({})).toMatchObject({ code: 400, error: M.realnameRequired });
    expect(await edit({ realname: '一二三四五六七八九十一二三' })).toMatchObject({
      code: 400,
      error: M.realnameTooLong,
    });
    expect(await edit({ realname: '周雨桐', email: 'not-an-email' })).toMatchObject({
      code: 400,
      error: M.emailInvalid,
    });
    expect(await edit({ realname: '周雨桐', email: 'a@b' })).toMatchObject({
      code: 400,
      error: M.emailInvalid,
    });
    const ok = await edit({ realname: '周雨桐二', email: 'zhouyt@example.com', username: '13111111111' });
    expect(ok).toMatchObject({
      code: 200,
      data: { realname: '周雨桐二', email: 'zhouyt@example.com', username: '13900000006' },
    });
    const row = await t.db.kysely
      .selectFrom('sys_user')
      .selectAll()
      .where('sys_user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ realname: '周雨桐二', email: 'zhouyt@example.com', username: '13900000006' });
    expect((await edit({ realname: '周雨桐', email: '' })).data).toMatchObject({ email: null });
  });

  it('getemailInfo answers {valid} on both paths without a session', async () => {
    for (const url of ['/admin/base/getemailInfo', '/api/ShopProduct/getemailInfo']) {
      expect(await t.post(url, { email: 'shopper@example.com' })).toMatchObject({
        code: 200,
        data: { valid: true },
      });
      expect(await t.post(url, { email: 'shopper@example' })).toMatchObject({
        code: 200,
        data: { valid: false },
      });
      expect(await t.post(url, { email: '' })).toMatchObject({ code: 200, data: { valid: false } });
    }
  });

  it('checkAccount answers whether a phone has an account', async () => {
    expect(await t.post('/admin/base/checkAccount', { username: '13600000000' })).toMatchObject({
      data: { exists: true },
    });
    expect(await t.post('/admin/base/checkAccount', { username: '13611112222' })).toMatchObject({
      data: { exists: false },
    });
    expect(await t.post('/admin/base/checkAccount', { username: '' })).toMatchObject({
      code: 400,
      error: M.phoneRequired,
    });
  });

  it('lock screen: the right password unlocks, a wrong one answers 400 密码错误', async () => {
    const d = await t.login('13700000008');
    expect(await t.post('/admin/Users/checkUserPassword', { password: 'wrong' }, d.token)).toMatchObject({
      code: 400,
      error: M.lockWrongPassword,
    });
    expect(await t.post('/admin/Users/checkUserPassword', { password: '' }, d.token)).toMatchObject({
      code: 400,
      error: M.loginPasswordRequired,
    });
    expect(
      await t.post('/admin/Users/checkUserPassword', { password: DEMO_PASSWORD }, d.token),
    ).toMatchObject({
      code: 200,
      data: { ok: true },
    });
    expect(await t.post('/admin/Users/checkUserPassword', { password: DEMO_PASSWORD })).toMatchObject({
      code: 4001,
    });
  });

  it('multiUser: lists linked accounts, refuses the current organisation and unlinked targets, switches', async () => {
    const d = await t.login('13900000020');
    const me = d.userInfo;
    const list = await t.post<
      { sys_user_id: number; usr_agent_id: number; current: boolean; agent_name: string }[]
    >(
      '/sys/Usragentrel/multiUser',
      { type: 3, sys_user_id: me.sys_user_id, usr_agent_id: me.usr_agent_id, sys_module_id: 5 },
      d.token,
    );
    expect(list.code).toBe(200);
    expect(list.data).toHaveLength(3);
    expect(list.data.filter((a) => a.current).map((a) => a.sys_user_id)).toEqual([me.sys_user_id]);
    expect(new Set(list.data.map((a) => a.usr_agent_id))).toEqual(new Set([200, 210, 511]));
    expect(list.data.every((a) => a.agent_name.length > 0)).toBe(true);

    expect(
      await t.post(
        '/sys/Usragentrel/multiUser',
        { type: 2, sys_user_id: me.sys_user_id, usr_agent_id: me.usr_agent_id },
        d.token,
      ),
    ).toMatchObject({ code: 400, error: M.alreadyInOrganisation });
    const stranger = await t.userId('13700000004');
    expect(
      await t.post(
        '/sys/Usragentrel/multiUser',
        { type: 2, sys_user_id: stranger, usr_agent_id: 401 },
        d.token,
      ),
    ).toMatchObject({ code: 403, error: M.accountNotLinked });
    const target = list.data.find((a) => !a.current)!;
    // a linked user id with another organisation's id is refused too
    expect(
      await t.post(
        '/sys/Usragentrel/multiUser',
        { type: 2, sys_user_id: target.sys_user_id, usr_agent_id: 401 },
        d.token,
      ),
    ).toMatchObject({ code: 403 });
    const sw = await t.post<LoginData>(
      '/sys/Usragentrel/multiUser',
      { type: 2, sys_user_id: target.sys_user_id, usr_agent_id: target.usr_agent_id },
      d.token,
    );
    expect(sw.code, sw.error ?? '').toBe(200);
    expect(sw.data.landing).toBe('/data/seek');
    expect(sw.data.userInfo).toMatchObject({
      sys_user_id: target.sys_user_id,
      usr_agent_id: target.usr_agent_id,
    });
    expect(sw.data.token).not.toBe(d.token);
    expect(await t.post('/admin/base/checkLogin', undefined, d.token)).toMatchObject({ code: 4001 });
    const now = await t.post<{ userInfo: { sys_user_id: number } }>(
      '/admin/base/checkLogin',
      undefined,
      sw.data.token,
    );
    expect(now.data.userInfo.sys_user_id).toBe(target.sys_user_id);
    // an unlinked user has just itself
    const solo = await t.login('13900000005');
    const soloList = await t.post<unknown[]>(
      '/sys/Usragentrel/multiUser',
      { type: 3, sys_user_id: solo.userInfo.sys_user_id, usr_agent_id: 200 },
      solo.token,
    );
    expect(soloList.data).toHaveLength(1);
  });

  describe('avatar upload', () => {
    let d: LoginData;
    beforeAll(async () => {
      d = await t.login('13600000000');
    });
    async function upload(
      file: Buffer | null,
      filename = 'me.png',
      userId?: number,
      token: string = d.token,
    ) {
      const parts: Parameters<typeof multipart>[0] = [
        { name: 'sys_user_id', value: String(userId ?? d.userInfo.sys_user_id) },
      ];
      if (file) parts.push({ name: 'file', value: file, filename, type: 'image/png' });
      const body = multipart(parts);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sys/Users/uploadPhoto',
        payload: body.payload,
        headers: { 'content-type': body.contentType, authorization: token },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { code: number; data: { headimgurl: string } | null; error: string | null };
    }

    it('accepts real PNG and JPEG bytes and serves them at /files/', async () => {
      for (const [name, type] of [
        ['avatar.png', 'image/png'],
        ['avatar.jpg', 'image/jpeg'],
      ] as const) {
        const bytes = fs.readFileSync(path.join(fixtures, name));
        const res = await upload(bytes, name);
        expect(res.code, res.error ?? '').toBe(200);
        const url = res.data!.headimgurl;
        expect(url).toMatch(/^\/files\/avatars\/\d+-[0-9a-f]{16}\.(png|jpg)$/);
        const served = await t.app.inject(url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
        const row = await t.db.kysely
          .selectFrom('sys_user')
          .select('headimgurl')
          .where('sys_user_id', '=', d.userInfo.sys_user_id)
          .executeTakeFirstOrThrow();
        expect(row.headimgurl).toBe(url);
      }
      // no directory listing, missing files are a 404 envelope
      const dir = await t.app.inject('/files/avatars/');
      expect([403, 404]).toContain(dir.statusCode);
      expect(dir.body).not.toMatch(/\.png|\.jpg/);
      expect((await t.app.inject('/files/avatars/nothing.png')).statusCode).toBe(404);
    });

    it('refuses a renamed text file by its content, and files over 2048 KB', async () => {
      expect(await upload(Buffer.from('just some text, not an image'), 'photo.png')).toMatchObject({
        code: 400,
        error: M.avatarFormat,
      });
      const png = fs.readFileSync(path.join(fixtures, 'avatar.png'));
      const big = Buffer.concat([png, Buffer.alloc(2049 * 1024 - png.length)]);
      expect(await upload(big, 'big.png')).toMatchObject({ code: 400, error: M.avatarTooLarge });
      const limit = Buffer.concat([png, Buffer.alloc(2048 * 1024 - png.length)]);
      expect((await upload(limit, 'limit.png')).code).toBe(200);
      expect(await upload(null)).toMatchObject({ code: 400, error: M.avatarFailed });
    });
  });

  describe('login by link', () => {
    let admin: LoginData;
    beforeAll(async () => {
      admin = await t.login('13800000000');
    });

    it('only an admin with sys:user:update issues links', async () => {
      const target = await t.userId('13900000005');
      const auditor = await t.login('13800000002');
      expect(
        await t.post('/admin/Users/createLoginLink', { sys_user_id: target, minutes: 10 }, auditor.token),
      ).toMatchObject({
        code: 403,
      });
      const user = await t.login('13900000006');
      expect(
        await t.post('/admin/Users/createLoginLink', { sys_user_id: target, minutes: 10 }, user.token),
      ).toMatchObject({
        code: 403,
      });
      expect(
        await t.post('/admin/Users/createLoginLink', { sys_user_id: 999999, minutes: 10 }, admin.token),
      ).toMatchObject({
        code: 404,
      });
    });

    it('preLogin checks, login consumes once and lands on the link path', async () => {
      const target = await t.userId('13900000005');
      const link = await t.post<{ token: string; expires_at: string }>(
        '/admin/Users/createLoginLink',
        { sys_user_id: target, minutes: 10 },
        admin.token,
      );
      expect(link.code).toBe(200);
      const token = link.data.token;
      const row = await t.db.kysely
        .selectFrom('login_link')
        .selectAll()
        .orderBy('login_link_id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        sys_user_id: target,
        kind: 'user',
        used_at: null,
        created_by: admin.userInfo.sys_user_id,
      });
      expect(row.token_hash).not.toBe(token);
      expect(
        await t.post('/admin/base/preLogin', { username: '13900000005', token, orign: 'mail' }),
      ).toMatchObject({
        code: 200,
        data: { valid: true, realname: '林晓峰' },
      });
      expect(await t.post('/admin/base/preLogin', { username: '13900000006', token })).toMatchObject({
        code: 400,
        error: M.linkInvalid,
      });
      // an agent-kind login path does not accept a user link
      expect(
        await t.post('/api/Agent/loginCheck', {
          username: '13900000005',
          agent_token: 'whatever1',
          login_token: token,
        }),
      ).toMatchObject({ code: 400, error: M.linkInvalid });
      const login = await t.post<LoginData>('/admin/base/login', { username: '13900000005', token });
      expect(login.code, login.error ?? '').toBe(200);
      expect(login.data.landing).toBe('/ven');
      expect(await t.post('/admin/base/login', { username: '13900000005', token })).toMatchObject({
        code: 400,
        error: M.linkInvalid,
      });
      expect(await t.post('/admin/base/preLogin', { username: '13900000005', token })).toMatchObject({
        code: 400,
      });
    });

    it('an expired link is refused', async () => {
      const target = await t.userId('13900000006');
      const link = await t.post<{ token: string }>(
        '/admin/Users/createLoginLink',
        { sys_user_id: target, minutes: 5 },
        admin.token,
      );
      t.clock.minutes(5);
      expect(
        await t.post('/admin/base/login', { username: '13900000006', token: link.data.token }),
      ).toMatchObject({
        code: 400,
        error: M.linkInvalid,
      });
    });

    it('agent link: the organisation string plus a one-time agent token', async () => {
      const target = await t.userId('13900000511');
      const agent = await t.db.kysely
        .selectFrom('usr_agent')
        .select('agent_unique_string')
        .where('usr_agent_id', '=', 511)
        .executeTakeFirstOrThrow();
      const other = await t.db.kysely
        .selectFrom('usr_agent')
        .select('agent_unique_string')
        .where('usr_agent_id', '=', 200)
        .executeTakeFirstOrThrow();
      const link = await t.post<{ token: string }>(
        '/admin/Users/createLoginLink',
        { sys_user_id: target, minutes: 10, kind: 'agent' },
        admin.token,
      );
      const body = {
        username: '13900000511',
        agent_token: agent.agent_unique_string,
        login_token: link.data.token,
      };
      expect(await t.post('/api/Agent/loginCheck', body)).toMatchObject({ code: 200, data: { valid: true } });
      expect(
        await t.post('/api/Agent/loginAction', { ...body, agent_token: other.agent_unique_string }),
      ).toMatchObject({
        code: 400,
        error: M.linkInvalid,
      });
      // user-kind paths do not take agent links
      expect(
        await t.post('/admin/base/login', { username: '13900000511', token: link.data.token }),
      ).toMatchObject({ code: 400 });
      const res = await t.post<LoginData>('/api/Agent/loginAction', body);
      expect(res.code, res.error ?? '').toBe(200);
      expect(res.data.landing).toBe('/ven');
      expect(res.data.userInfo.sys_user_id).toBe(target);
      expect(await t.post('/api/Agent/loginAction', body)).toMatchObject({ code: 400, error: M.linkInvalid });
      const logs = await t.db.kysely
        .selectFrom('login_log')
        .select(['reason', 'success'])
        .where('username', '=', '13900000511')
        .execute();
      expect(logs).toEqual(
        expect.arrayContaining([
          { reason: 'agent_link', success: 1 },
          { reason: 'link_invalid', success: 0 },
        ]),
      );
    });
  });
});
