import { IdentityMessages as M, ResultCode, SHOPPER_ROLE_NAME } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createIdentityApp, DEMO_PASSWORD, type IdentityApp, type LoginData } from './helpers.ts';

const CODE = '/admin/base/mobileCode';
const REG = '/admin/base/regUser';
const REVISE = '/admin/base/revisePass';

describe.each(testDialects)('SMS codes, registration and password reset on %s', (dialect) => {
  let t: IdentityApp;
  let n = 0;
  /** a phone nobody has used yet */
  const newPhone = () => `1510000${String(++n).padStart(4, '0')}`;
  beforeAll(async () => {
    t = await createIdentityApp(dialect);
  });
  afterAll(() => t.close());

  /** asks for a code; a pinned `ip` exercises the per-IP limit, otherwise each call has its own address */
  async function send(phone: string, from?: number, ip?: string) {
    const body = { phone, ...(from !== undefined ? { from } : {}) };
    if (!ip) return t.post(CODE, body);
    const res = await t.app.inject({ method: 'POST', url: `/api${CODE}`, payload: body, remoteAddress: ip });
    return res.json() as { code: number; error: string | null };
  }

  it('validates the phone with the spec texts', async () => {
    expect(await t.post(CODE, {})).toMatchObject({ code: 400, error: M.codePhoneEmpty });
    expect(await t.post(CODE, { phone: '' })).toMatchObject({ code: 400, error: M.codePhoneEmpty });
    expect(await t.post(CODE, { phone: '1234' })).toMatchObject({ code: 400, error: M.phoneInvalid });
  });

  it('registration codes only for phones new to the shop; other codes only for existing accounts', async () => {
    expect(await t.post(CODE, { phone: '13600000000', from: 1 })).toMatchObject({
      code: 400,
      error: M.phoneRegistered,
    });
    expect(await t.post(CODE, { phone: '13900000100', from: 1 })).toMatchObject({
      code: 400,
      error: M.phoneRegistered,
    });
    expect(await t.post(CODE, { phone: newPhone() })).toMatchObject({
      code: 400,
      error: M.phoneNotRegistered,
    });
    const ok = await t.post(CODE, { phone: newPhone(), from: 1 });
    expect(ok).toMatchObject({ code: 200, data: { sent: true, ttl_minutes: 5 } });
    const row = await t.db.kysely
      .selectFrom('sms_code')
      .selectAll()
      .orderBy('sms_code_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const outbox = await t.db.kysely
      .selectFrom('sms_outbox')
      .selectAll()
      .orderBy('sms_outbox_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ provider: 'outbox', status: 'sent', phone: row.phone });
    expect(outbox.content).toMatch(/验证码为\d{6}/);
    expect(row.code_hash).not.toContain(/\d{6}/.exec(outbox.content)![0]);
  });

  it('throttles per phone: 1 a minute, 5 an hour, 10 a calendar day', async () => {
    const phone = newPhone();
    expect((await send(phone, 1)).code).toBe(200);
    expect(await send(phone, 1)).toMatchObject({
      code: ResultCode.tooManyRequests,
      error: M.codeTooFrequent,
    });
    for (let i = 2; i <= 5; i++) {
      t.clock.minutes(1);
      expect((await send(phone, 1)).code, `code ${i}`).toBe(200);
    }
    t.clock.minutes(1);
    expect(await send(phone, 1)).toMatchObject({ code: ResultCode.tooManyRequests, error: M.codeHourLimit });
    t.clock.minutes(60);
    for (let i = 6; i <= 10; i++) {
      expect((await send(phone, 1)).code, `code ${i}`).toBe(200);
      t.clock.minutes(1);
    }
    t.clock.minutes(60);
    expect(await send(phone, 1)).toMatchObject({ code: ResultCode.tooManyRequests, error: M.codeDayLimit });
    // the next day in China (UTC+8) starts at 16:00 UTC
    const d = new Date(t.clock.t);
    const nextDay = Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth(),
      d.getUTCDate() + (d.getUTCHours() >= 16 ? 1 : 0),
      16,
    );
    t.clock.t = nextDay + 1000;
    expect((await send(phone, 1)).code).toBe(200);
  });

  it('throttles per IP: 30 an hour', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < 30; i++) expect((await send(newPhone(), 1, ip)).code, `code ${i}`).toBe(200);
    expect(await send(newPhone(), 1, ip)).toMatchObject({
      code: ResultCode.tooManyRequests,
      error: M.codeIpLimit,
    });
    expect((await send(newPhone(), 1, '192.0.2.8')).code).toBe(200);
    t.clock.minutes(61);
    expect((await send(newPhone(), 1, ip)).code).toBe(200);
  });

  it("registers a shopper in the shop organisation with the shop's own role (no group management), once per phone", async () => {
    const phone = newPhone();
    expect((await send(phone, 1)).code).toBe(200);
    const code = await t.lastCode(phone);
    expect(await t.post(REG, { username: phone, code, password: 'short' })).toMatchObject({
      code: 400,
      error: M.passwordLength,
    });
    expect(await t.post(REG, { username: phone, code, password: 'x'.repeat(21) })).toMatchObject({
      error: M.passwordLength,
    });
    expect(await t.post(REG, { username: phone, code: '', password: 'GoodPass#1' })).toMatchObject({
      error: M.codeRequired,
    });
    expect(await t.post(REG, { username: phone, password: 'GoodPass#1' })).toMatchObject({
      error: M.codeRequired,
    });
    expect(await t.post(REG, { username: phone, code, password: '' })).toMatchObject({
      error: M.newPasswordRequired,
    });
    const res = await t.post<LoginData>(REG, { username: phone, code, password: 'GoodPass#1' });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.landing).toBe('/mall');
    const user = await t.db.kysely
      .selectFrom('sys_user')
      .innerJoin('sys_role', 'sys_role.sys_role_id', 'sys_user.sys_role_id')
      .select([
        'sys_user.usr_agent_id',
        'sys_user.sys_module_id',
        'sys_user.is_shopper',
        'sys_role.role_name',
        'sys_role.sys_module_id as role_module',
        'sys_role.usr_agent_id as role_agent',
      ])
      .where('username', '=', phone)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      usr_agent_id: 100,
      sys_module_id: 5,
      is_shopper: 1,
      role_name: SHOPPER_ROLE_NAME,
      role_module: 5,
      role_agent: 100,
    });
    // a new shopper cannot reach the shop organisation's groups (issue 18)
    const groups = await t.app.inject({
      method: 'GET',
      url: '/api/admin/usrcate',
      headers: { authorization: res.data.token },
    });
    expect(groups.json()).toMatchObject({ code: ResultCode.forbidden });
    expect((await t.login(phone, { entry: 'shop', password: 'GoodPass#1' })).landing).toBe('/mall');
    t.clock.minutes(1);
    expect(await send(phone, 1)).toMatchObject({ code: 400, error: M.phoneRegistered });
    expect(await t.post(REG, { username: phone, code, password: 'GoodPass#1' })).toMatchObject({
      code: 400,
      error: M.phoneRegistered,
    });
  });

  it('a code is single use, expires after 5 minutes and dies after 5 wrong tries', async () => {
    // single use
    let phone = newPhone();
    await send(phone, 1);
    let code = await t.lastCode(phone);
    expect((await t.post(REG, { username: phone, code, password: 'GoodPass#1' })).code).toBe(200);
    const other = await t.post(REVISE, { phone, code, password: 'Other#2026', passwdCheck: 'Other#2026' });
    expect(other).toMatchObject({ code: 400 });
    t.clock.minutes(1);
    await send(phone);
    code = await t.lastCode(phone);
    expect(
      (await t.post(REVISE, { phone, code, password: 'Other#2026', passwdCheck: 'Other#2026' })).code,
    ).toBe(200);
    expect(
      await t.post(REVISE, { phone, code, password: 'Other#2027', passwdCheck: 'Other#2027' }),
    ).toMatchObject({
      code: 400,
      error: M.codeExpired,
    });

    // expiry
    phone = newPhone();
    await send(phone, 1);
    code = await t.lastCode(phone);
    t.clock.minutes(5);
    expect(await t.post(REG, { username: phone, code, password: 'GoodPass#1' })).toMatchObject({
      code: 400,
      error: M.codeExpired,
    });

    // 5 wrong tries, then even the right code is refused
    phone = newPhone();
    await send(phone, 1);
    code = await t.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      expect(
        await t.post(REG, { username: phone, code: wrong, password: 'GoodPass#1' }),
        `try ${i}`,
      ).toMatchObject({
        code: 400,
        error: M.codeWrong,
      });
    }
    expect(await t.post(REG, { username: phone, code, password: 'GoodPass#1' })).toMatchObject({
      code: 400,
      error: M.codeTooManyTries,
    });
    // a new code works again
    t.clock.minutes(1);
    await send(phone, 1);
    expect(
      (await t.post(REG, { username: phone, code: await t.lastCode(phone), password: 'GoodPass#1' })).code,
    ).toBe(200);
  });

  it('revisePass resets every account of the phone, clears a forced change and ends their sessions', async () => {
    const phone = '13900000020';
    const old = await t.login(phone);
    await t.db.kysely.updateTable('sys_user').set({ after_login: 1 }).where('username', '=', phone).execute();
    expect(
      await t.post(REVISE, { phone, code: '123456', password: 'Reset#2026', passwdCheck: 'Reset#2027' }),
    ).toMatchObject({
      code: 400,
      error: M.confirmMismatch,
    });
    expect(
      await t.post(REVISE, { phone, code: '', password: 'Reset#2026', passwdCheck: 'Reset#2026' }),
    ).toMatchObject({
      error: M.forgotCodeRequired,
    });
    expect(
      await t.post(REVISE, { phone, code: '123456', password: 'Reset#2026', passwdCheck: '' }),
    ).toMatchObject({
      error: M.confirmRequired,
    });
    expect(
      await t.post(REVISE, { code: '123456', password: 'Reset#2026', passwdCheck: 'Reset#2026' }),
    ).toMatchObject({
      error: M.phoneRequired,
    });
    // 412 on the shop entry first
    expect(
      await t.post('/admin/base/userLogin', { username: phone, password: DEMO_PASSWORD, entry: 'shop' }),
    ).toMatchObject({
      code: 412,
    });
    t.clock.minutes(2);
    expect((await send(phone)).code).toBe(200);
    const code = await t.lastCode(phone);
    // the reset dialog sends the phone as username
    const res = await t.post(REVISE, {
      username: phone,
      code,
      password: 'Reset#2026',
      passwdCheck: 'Reset#2026',
      type: 'forgetPassword',
    });
    expect(res).toMatchObject({ code: 200, data: { updated: 3 } });
    expect(await t.post('/admin/base/checkLogin', undefined, old.token)).toMatchObject({ code: 4001 });
    const rows = await t.db.kysely
      .selectFrom('sys_user')
      .select(['after_login'])
      .where('username', '=', phone)
      .execute();
    expect(rows.every((r) => r.after_login === 0)).toBe(true);
    expect((await t.login(phone, { password: 'Reset#2026', entry: 'shop' })).landing).toBe('/mall');
    expect(await t.post('/admin/base/userLogin', { username: phone, password: DEMO_PASSWORD })).toMatchObject(
      {
        code: 400,
        error: M.wrongCredentials,
      },
    );
  });

  it('editPass needs a code sent to the own phone and a new password of 8–20 characters', async () => {
    const d = await t.login('13700000031');
    const id = d.userInfo.sys_user_id;
    const body = (over: Record<string, unknown>) => ({
      sys_user_id: id,
      code: '123456',
      password: 'Changed#2026',
      next_password: 'Changed#2026',
      ...over,
    });
    expect(
      await t.post('/sys/Users/editPass', body({ next_password: 'Changed#2027' }), d.token),
    ).toMatchObject({
      error: M.confirmMismatch,
    });
    expect(
      await t.post('/sys/Users/editPass', body({ password: '1234567', next_password: '1234567' }), d.token),
    ).toMatchObject({
      error: M.passwordLength,
    });
    expect(await t.post('/sys/Users/editPass', body({ next_password: '' }), d.token)).toMatchObject({
      error: M.confirmRequired,
    });
    expect(await t.post('/sys/Users/editPass', body({}), d.token)).toMatchObject({
      code: 400,
      error: M.codeWrong,
    });
    // a code sent to another phone does not count
    t.clock.minutes(2);
    await send('13700000009');
    expect(
      await t.post('/sys/Users/editPass', body({ code: await t.lastCode('13700000009') }), d.token),
    ).toMatchObject({ code: 400 });
    await send('13700000031');
    const ok = await t.post('/sys/Users/editPass', body({ code: await t.lastCode('13700000031') }), d.token);
    expect(ok).toMatchObject({ code: 200, data: { ok: true } });
    expect((await t.login('13700000031', { password: 'Changed#2026' })).landing).toBe('/garden');
  });
});
