import fs from 'node:fs';
import path from 'node:path';
import { Messages, ResultCode } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createIdentityApp, multipart, type IdentityApp, type LoginData } from './helpers.ts';

/**
 * The identity rule: a token can never read or change another user's or another organisation's
 * data. Every call whose body carries sys_user_id / usr_agent_id is tried with someone else's ids.
 */
describe.each(testDialects)('identity isolation on %s', (dialect) => {
  let t: IdentityApp;
  let me: LoginData;
  beforeAll(async () => {
    t = await createIdentityApp(dialect);
    me = await t.login('13900000006'); // 普通用户 of organisation 200
  });
  afterAll(() => t.close());

  const snapshot = async () => ({
    users: await t.db.kysely.selectFrom('sys_user').selectAll().orderBy('sys_user_id').execute(),
    sessions: await t.db.kysely
      .selectFrom('session')
      .select(['session_id', 'sys_user_id', 'revoked_at', 'temporary_ends_at'])
      .orderBy('session_id')
      .execute(),
    codes: await t.db.kysely.selectFrom('sms_code').select(['sms_code_id', 'used_at', 'attempts']).execute(),
    files: fs.existsSync(path.join(t.config.DATA_DIR, 'files', 'avatars'))
      ? fs.readdirSync(path.join(t.config.DATA_DIR, 'files', 'avatars'))
      : [],
  });

  /** Every identity-carrying body, built for a (user, organisation) pair. */
  const bodies = (sys_user_id: number, usr_agent_id: number): [string, Record<string, unknown>][] => [
    ['/sys/Users/getUserInfo', { sys_user_id }],
    ['/sys/Users/editUserInfo', { sys_user_id, realname: '篡改者', email: 'evil@example.com' }],
    [
      '/sys/Users/editPass',
      { sys_user_id, code: '123456', password: 'Hacked#2026', next_password: 'Hacked#2026' },
    ],
    ['/sys/Usragentrel/multiUser', { type: 3, sys_user_id, usr_agent_id, sys_module_id: 5 }],
    ['/sys/users/updateUserPower', { usr_agent_id, sys_module_id: 5 }],
  ];

  async function uploadAs(token: string, sys_user_id: number) {
    const png = fs.readFileSync(
      path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures', 'avatar.png'),
    );
    const body = multipart([
      { name: 'sys_user_id', value: String(sys_user_id) },
      { name: 'file', value: png, filename: 'a.png', type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/Users/uploadPhoto',
      payload: body.payload,
      headers: { 'content-type': body.contentType, authorization: token },
    });
    return res.json() as { code: number; error: string | null };
  }

  it("answers 403 for another user's or organisation's ids in every body, and changes nothing", async () => {
    const colleague = await t.userId('13900000005'); // same organisation
    const stranger = await t.userId('13700000004'); // organisation 401
    const mine = me.userInfo;
    const cases: [number, number][] = [
      [colleague, mine.usr_agent_id],
      [stranger, 401],
      [mine.sys_user_id, 401], // own user id, someone else's organisation
      [stranger, mine.usr_agent_id],
    ];
    const before = await snapshot();
    let tried = 0;
    for (const [uid, aid] of cases) {
      for (const [url, body] of bodies(uid, aid)) {
        // a body without the changed field is not a case for this pair
        const carriesChange =
          ('sys_user_id' in body && body.sys_user_id !== mine.sys_user_id) ||
          ('usr_agent_id' in body && body.usr_agent_id !== mine.usr_agent_id);
        if (!carriesChange) continue;
        const res = await t.post(url, body, me.token);
        expect(res, `${url} ${JSON.stringify(body)}`).toMatchObject({
          code: ResultCode.forbidden,
          error: Messages.forbidden,
          data: null,
        });
        tried++;
      }
      if (uid !== mine.sys_user_id) {
        expect(await uploadAs(me.token, uid)).toMatchObject({ code: ResultCode.forbidden });
        tried++;
      }
    }
    expect(tried).toBeGreaterThanOrEqual(17);
    expect(await snapshot()).toEqual(before);
    // and the same bodies with the caller's own ids succeed (the test can fail the other way)
    expect((await t.post('/sys/Users/getUserInfo', { sys_user_id: mine.sys_user_id }, me.token)).code).toBe(
      200,
    );
    expect((await uploadAs(me.token, mine.sys_user_id)).code).toBe(200);
  });

  it("an organisation's own administrator may not act for its members either", async () => {
    const orgAdmin = await t.login('13900000005'); // 管理员 of organisation 200 (module 5)
    for (const [url, body] of bodies(me.userInfo.sys_user_id, 200).slice(0, 3)) {
      expect(await t.post(url, body, orgAdmin.token), url).toMatchObject({ code: 403 });
    }
  });

  it('a platform administrator with sys:user:update may read and edit others, but never their password or sessions', async () => {
    const admin = await t.login('13800000000');
    expect(admin.userInfo).toMatchObject({ sys_module_id: 0 });
    const target = me.userInfo.sys_user_id;
    const read = await t.post<{ sys_user_id: number; sessionId: string }>(
      '/sys/Users/getUserInfo',
      { sys_user_id: target },
      admin.token,
    );
    expect(read).toMatchObject({ code: 200, data: { sys_user_id: target, sessionId: '' } });
    const edit = await t.post(
      '/sys/Users/editUserInfo',
      { sys_user_id: target, realname: '周同学' },
      admin.token,
    );
    expect(edit).toMatchObject({ code: 200, data: { realname: '周同学' } });
    for (const [url, body] of bodies(target, 200).slice(2)) {
      expect(await t.post(url, body, admin.token), url).toMatchObject({ code: 403 });
    }
    // the auditor (module 0 without sys:user:update) may not
    const auditor = await t.login('13800000002');
    expect(await t.post('/sys/Users/getUserInfo', { sys_user_id: target }, auditor.token)).toMatchObject({
      code: 403,
    });
  });

  it('without a session every protected call answers 4001 and changes nothing', async () => {
    const before = await snapshot();
    for (const [url, body] of bodies(me.userInfo.sys_user_id, me.userInfo.usr_agent_id)) {
      expect(await t.post(url, body), url).toMatchObject({ code: 4001 });
      expect(await t.post(url, body, 'forged-token-forged-token-forged-token-xx'), url).toMatchObject({
        code: 4001,
      });
    }
    expect(await uploadAs('', me.userInfo.sys_user_id)).toMatchObject({ code: 4001 });
    expect(await snapshot()).toEqual(before);
  });
});
