import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { ActionMessages, Messages } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackofficeApp, Demo, type BackofficeApp } from './backoffice/helpers.ts';
import { multipart } from './identity/helpers.ts';
import { testDialects } from './helpers/test-db.ts';

const SHOPPER = '13600000000';
const NUL = 'a\u0000b';

interface Answer {
  status: number;
  body: string;
}

/**
 * A real client over a socket: sends `body` in 64 KB pieces as the network would, then reads the
 * answer. Any socket error meanwhile (the server resetting the connection under the upload) fails it.
 */
function upload(port: number, body: Buffer, opts: { chunked: boolean }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answer: Answer | null = null;
    let sent = false;
    const settle = () => {
      if (answer && sent) resolve(answer);
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/api/ShopProduct/getShopDatas',
        agent: false,
        headers: {
          'content-type': 'application/json',
          ...(opts.chunked ? {} : { 'content-length': body.length }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, body: text };
          settle();
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    void (async () => {
      for (let at = 0; at < body.length; at += 65_536) {
        if (!req.write(body.subarray(at, at + 65_536))) await once(req, 'drain');
      }
      req.end(() => {
        sent = true;
        settle();
      });
    })().catch(reject);
  });
}

/**
 * Issue 18 points 1, 2, 6 and 7, one test each, on both databases: NUL bytes, prototype keys,
 * wrong-typed ids and the transport limits all answer the envelope with a Chinese message, never an
 * HTTP 500, and change nothing. (The same inputs over every registered call: malformed-input.test.ts.)
 */
describe.each(testDialects)('input at the boundary (%s)', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  let shopper: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
    shopper = await t.tokenOf(SHOPPER);
    adminId = await t.userId(Demo.admin);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const realnameOf = async (id: number) =>
    (
      await t.db.kysely
        .selectFrom('sys_user')
        .select('realname')
        .where('sys_user_id', '=', id)
        .executeTakeFirstOrThrow()
    ).realname;
  const paramCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('sys_param')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('point 1: a NUL byte in a body, query, key or path answers code 400 in Chinese and changes nothing', async () => {
    const before = { name: await realnameOf(adminId), params: await paramCount() };
    const cases: [string, () => ReturnType<typeof send>][] = [
      [
        'anonymous getShopDatas industry',
        () => send('POST', '/api/api/ShopProduct/getShopDatas', undefined, { industry: NUL }),
      ],
      ['a NUL key', () => send('POST', '/api/api/ShopProduct/getShopDatas', undefined, { [NUL]: 1 })],
      [
        'deep in a list',
        () => send('POST', '/api/api/ShopProduct/getShopDatas', undefined, { label: [[[NUL]]] }),
      ],
      ['the download link', () => send('GET', '/api/download/%00')],
      ['the download link, inside', () => send('GET', '/api/download/a%00b')],
      [
        'getOrderStatus order_id',
        () => send('POST', '/api/sys/Payment/getOrderStatus', shopper, { order_id: NUL }),
      ],
      [
        'sign-in',
        () => send('POST', '/api/admin/base/userLogin', undefined, { username: NUL, password: NUL }),
      ],
      ['admin user list filter', () => send('GET', '/api/sys/users?realname=a%00b', admin)],
      ['admin parameter list filter', () => send('GET', '/api/sys/param?keyword=a%00b', admin)],
      ['admin login log filter', () => send('GET', '/api/admin/loglogin/getData?phone=a%00b', admin)],
      ['a path parameter', () => send('GET', '/api/sys/param/a%00b', admin)],
      [
        'a rename',
        () => send('POST', '/api/sys/Users/editUserInfo', admin, { sys_user_id: adminId, realname: NUL }),
      ],
      [
        'a new parameter',
        () => send('POST', '/api/sys/param', admin, { param_key: 'nul.key', name: NUL, param_value: '1' }),
      ],
    ];
    for (const [what, call] of cases) {
      const res = await call();
      expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
      expect(res.json(), what).toEqual({ code: 400, data: null, error: Messages.nulCharacter });
    }
    expect({ name: await realnameOf(adminId), params: await paramCount() }).toEqual(before);
  });

  it('point 2: prototype keys are unknown parameter keys and attachment types, never a 500', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { param_value: '1' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await send(method, `/api/sys/param/${key}`, admin, payload);
        expect(res.statusCode, `${method} ${key}: ${res.body}`).toBe(200);
        expect(res.json(), `${method} ${key}`).toEqual({ code: 404, data: null, error: Messages.notFound });
      }
    }
    // a custom key may be called so; it is no seeded key (no rule, no hint, deletable)
    const created = await send('POST', '/api/sys/param', admin, {
      param_key: 'constructor',
      name: '自定义',
      param_value: '任意文本',
    });
    expect(created.json(), created.body).toMatchObject({ code: 200, data: { protected: false, hint: null } });
    expect((await send('DELETE', '/api/sys/param/constructor', admin)).json()).toMatchObject({ code: 200 });

    const seller = await t.tokenOf(Demo.orgAdmin200);
    for (const ext of ['constructor', '__proto__', 'toString']) {
      const body = multipart([
        { name: 'file', value: Buffer.from('%PDF-1.4\n'), filename: `合同.${ext}`, type: 'application/pdf' },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/action/contract/1/attachment',
        headers: { authorization: seller, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode, `${ext}: ${res.body}`).toBe(200);
      expect(res.json(), ext).toEqual({ code: 400, data: null, error: ActionMessages.attachmentType });
    }
  });

  it('point 6: an id is a positive integer or its digits; true, [1], "0x1" and "1e0" rename nobody', async () => {
    const name = await realnameOf(adminId);
    const wrongs: unknown[] = [
      true,
      [adminId],
      `0x${adminId.toString(16)}`,
      `${adminId}e0`,
      `${adminId}.0`,
      ` ${adminId}`,
      adminId + 0.5,
      0,
      -adminId,
    ];
    for (const wrong of wrongs) {
      const res = await send('POST', '/api/sys/Users/editUserInfo', admin, {
        sys_user_id: wrong,
        realname: '被改名',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ code: number }>().code, `${JSON.stringify(wrong)}: ${res.body}`).toBe(400);
    }
    expect(await realnameOf(adminId)).toBe(name);
    // digits and the number itself still name the user
    for (const id of [String(adminId), adminId]) {
      const res = await send('POST', '/api/sys/Users/editUserInfo', admin, {
        sys_user_id: id,
        realname: name,
      });
      expect(res.json(), res.body).toMatchObject({ code: 200 });
    }
    // in paths and query strings too
    for (const wrong of [`0x${adminId.toString(16)}`, `${adminId}e0`, 'true', `${adminId}.0`]) {
      const one = await send('GET', `/api/sys/users/${encodeURIComponent(wrong)}`, admin);
      expect(one.json<{ code: number }>().code, `${wrong}: ${one.body}`).toBe(400);
      const list = await send('GET', `/api/sys/users?usr_agent_id=${encodeURIComponent(wrong)}`, admin);
      expect(list.json<{ code: number }>().code, `${wrong}: ${list.body}`).toBe(400);
    }
    expect((await send('GET', `/api/sys/users/${adminId}`, admin)).json()).toMatchObject({ code: 200 });
  });

  it('point 7: a long or broken path answers the envelope in Chinese, not Fastify’s English echo of the URL', async () => {
    // 150 characters: past Fastify's default of 100, now the call's own rule answers (a key is ≤ 100)
    const longish = await send('GET', `/api/sys/param/${'k'.repeat(150)}`, admin);
    expect(longish.statusCode, longish.body).toBe(200);
    expect(longish.json()).toMatchObject({
      code: 400,
      data: null,
      error: expect.stringMatching(/[\u4e00-\u9fa5]/),
    });
    // past the router's limit: 414 in the envelope, without the URL
    const tooLong = await send('GET', `/api/sys/param/${'k'.repeat(1500)}`, admin);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ code: 414, data: null, error: Messages.urlTooLong });
    expect(tooLong.body).not.toContain('kkkk');
    const broken = await send('GET', '/api/sys/param/%E0%A4%A', admin);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 400, data: null, error: Messages.badUrl });
  });

  it('point 7: a body over the limit answers 413 in the envelope to a client still uploading it', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const big = Buffer.from(JSON.stringify({ keywords: 'x'.repeat(t.config.BODY_LIMIT * 8) }));
    for (const chunked of [false, true]) {
      const answer = await upload(port, big, { chunked });
      expect(answer.status, `chunked ${chunked}`).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ code: 413, data: null, error: Messages.bodyTooLarge });
    }
    // the server still answers on a new connection
    const after = await upload(port, Buffer.from('{}'), { chunked: false });
    expect(JSON.parse(after.body)).toMatchObject({ code: 200 });
  });
});
