import { IdentityMessages as M } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliyunSmsProvider } from '../../src/adapters/sms/aliyun.ts';
import { OutboxSmsProvider } from '../../src/adapters/sms/outbox.ts';
import { loadConfig } from '../../src/config.ts';
import { createServices } from '../../src/services/index.ts';
import { createIdentityApp, DEMO_PASSWORD, type IdentityApp } from './helpers.ts';

describe('SMS provider selection and failure', () => {
  it('SMS_PROVIDER=aliyun needs its four settings', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/ALIYUN_ACCESS_KEY_ID/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    const config = loadConfig({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '企数通',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    });
    // the provider is chosen by configuration; it is never called here
    const fakeDb = { kysely: {} } as never;
    const services = createServices({ config, db: fakeDb });
    expect((services.identity.sms as unknown as { provider: unknown }).provider).toBeInstanceOf(
      AliyunSmsProvider,
    );
    const outbox = createServices({ config: loadConfig({}), db: fakeDb });
    expect((outbox.identity.sms as unknown as { provider: unknown }).provider).toBeInstanceOf(
      OutboxSmsProvider,
    );
  });

  it('the signed SendSms query carries every parameter and a signature', () => {
    const p = new AliyunSmsProvider({
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      signName: '企数通',
      templateCode: 'SMS_1',
      now: () => new Date('2026-11-22T02:00:00.123Z'),
    });
    const q = new URLSearchParams(
      p.signedQuery(
        { phone: '13900000005', template: 'verification-code', params: { code: '123456' }, content: '' },
        'nonce-1',
      ),
    );
    expect(Object.fromEntries(q)).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13900000005',
      SignName: '企数通',
      TemplateCode: 'SMS_1',
      TemplateParam: '{"code":"123456"}',
      Timestamp: '2026-11-22T02:00:00Z',
      SignatureNonce: 'nonce-1',
    });
    expect(q.get('Signature')).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });

  describe('a failing provider', () => {
    let t: IdentityApp;
    beforeAll(async () => {
      t = await createIdentityApp('sqlite', {
        smsProvider: {
          name: 'broken',
          send: () => Promise.reject(new Error('gateway down')),
        },
      });
    });
    afterAll(() => t.close());

    it('answers 400 with the send-failed text', async () => {
      expect(await t.post('/admin/base/mobileCode', { phone: '13900000005' })).toMatchObject({
        code: 400,
        error: M.smsSendFailed,
      });
    });

    it('lock-screen failures count towards the sign-in lockout', async () => {
      const d = await t.login('13700000003');
      for (let i = 0; i < 4; i++) {
        expect(
          await t.post('/admin/Users/checkUserPassword', { password: `bad-${i}` }, d.token),
        ).toMatchObject({
          error: M.lockWrongPassword,
        });
      }
      expect(await t.post('/admin/Users/checkUserPassword', { password: 'bad-5' }, d.token)).toMatchObject({
        error: M.accountLocked,
      });
      expect(
        await t.post('/admin/base/userLogin', { username: '13700000003', password: DEMO_PASSWORD }),
      ).toMatchObject({
        error: M.accountLocked,
      });
      t.clock.minutes(15);
      expect(
        (await t.post('/admin/Users/checkUserPassword', { password: DEMO_PASSWORD }, d.token)).code,
      ).toBe(200);
    });

    it('publishes every identity call in the OpenAPI document', async () => {
      const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
      for (const p of [
        '/api/admin/base/userLogin',
        '/api/admin/base/login',
        '/api/admin/base/preLogin',
        '/api/admin/base/mobileCode',
        '/api/admin/base/regUser',
        '/api/admin/base/revisePass',
        '/api/admin/base/checkAccount',
        '/api/admin/base/checkLogin',
        '/api/admin/base/logout',
        '/api/admin/base/getemailInfo',
        '/api/api/ShopProduct/getemailInfo',
        '/api/api/Agent/loginCheck',
        '/api/api/Agent/loginAction',
        '/api/sys/Users/getUserInfo',
        '/api/sys/Users/editUserInfo',
        '/api/sys/Users/editPass',
        '/api/sys/Users/uploadPhoto',
        '/api/sys/users/updateUserPower',
        '/api/sys/Usragentrel/multiUser',
        '/api/admin/Users/checkUserPassword',
        '/api/admin/Users/upAfterLogin',
        '/api/admin/Users/createLoginLink',
      ]) {
        expect(doc.paths, p).toHaveProperty([p]);
      }
    });
  });
});
