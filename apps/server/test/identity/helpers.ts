import type { PaymentProvider } from '../../src/adapters/payment/types.ts';
import { expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { SmsProvider } from '../../src/adapters/sms/types.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DialectName } from '../../src/db/connection.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { createTestDb, type TestDb } from '../helpers/test-db.ts';

export { DEMO_PASSWORD };

/** A clock the test moves by hand. */
export class TestClock {
  t = Date.parse('2026-11-22T02:00:00.000Z');
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
  minutes(n: number) {
    this.advance(n * 60_000);
  }
}

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  error: string | null;
}

export interface IdentityApp {
  app: FastifyInstance;
  db: TestDb;
  config: Config;
  clock: TestClock;
  /** POST a JSON body (optionally with a token) and answer the envelope */
  post<T = unknown>(
    url: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<Envelope<T> & { headers: Record<string, unknown> }>;
  /** sign in with the demo password; answers the token and response data */
  login(phone: string, extra?: Record<string, unknown>): Promise<LoginData>;
  /** the newest code sent to a phone, read from the SMS outbox */
  lastCode(phone: string): Promise<string>;
  userId(phone: string, agentId?: number): Promise<number>;
  close(): Promise<void>;
}

export interface LoginData {
  token: string;
  landing: string;
  userInfo: Record<string, unknown> & { sys_user_id: number; usr_agent_id: number; sessionId: string };
  menuList: unknown[];
  quickList: unknown[];
}

/** A seeded server (200 companies, demo users) with an injectable clock. */
export async function createIdentityApp(
  dialect: DialectName,
  opts: {
    smsProvider?: SmsProvider;
    paymentProvider?: PaymentProvider;
    env?: Record<string, string>;
    /** plugins on the server's database handle only, not on `db` (support/statement-log.ts) */
    plugins?: KyselyPlugin[];
  } = {},
): Promise<IdentityApp> {
  const db = await createTestDb(dialect, { seeded: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-id-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    JOBS_WORKER: 'false',
    ...opts.env,
  });
  const clock = new TestClock();
  const plugins = opts.plugins ?? [];
  const app = await buildApp({
    config,
    db: plugins.length ? { ...db, kysely: plugins.reduce((k, p) => k.withPlugin(p), db.kysely) } : db,
    logger: false,
    now: clock.now,
    ...(opts.smsProvider ? { smsProvider: opts.smsProvider } : {}),
    ...(opts.paymentProvider ? { paymentProvider: opts.paymentProvider } : {}),
  });
  await app.ready();
  let ipCounter = 0;
  const t: IdentityApp = {
    app,
    db,
    config,
    clock,
    async post(url, body, token, headers = {}) {
      const opts: InjectOptions = {
        method: 'POST',
        url: `/api${url}`,
        // a fresh client address per call unless a test pins one (the per-IP SMS limit)
        remoteAddress: `10.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`,
        headers: { ...(token !== undefined ? { authorization: token } : {}), ...headers },
        ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
      };
      const res = await app.inject(opts);
      expect(res.statusCode).toBe(200);
      return { ...(res.json() as Envelope<never>), headers: res.headers };
    },
    async login(phone, extra = {}) {
      const res = await t.post<LoginData>('/admin/base/userLogin', {
        username: phone,
        password: DEMO_PASSWORD,
        ...extra,
      });
      expect(res.code, res.error ?? '').toBe(200);
      return res.data;
    },
    async lastCode(phone) {
      const row = await db.kysely
        .selectFrom('sms_outbox')
        .select('content')
        .where('phone', '=', phone)
        .orderBy('sms_outbox_id', 'desc')
        .executeTakeFirstOrThrow();
      const m = /验证码为(\d{6})/.exec(row.content);
      if (!m?.[1]) throw new Error(`no code in ${row.content}`);
      return m[1];
    },
    async userId(phone, agentId) {
      let q = db.kysely.selectFrom('sys_user').select('sys_user_id').where('username', '=', phone);
      if (agentId !== undefined) q = q.where('usr_agent_id', '=', agentId);
      return (await q.orderBy('sys_user_id').executeTakeFirstOrThrow()).sys_user_id;
    },
    async close() {
      await app.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** A multipart body with the given parts. */
export function multipart(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
) {
  const boundary = `----qishu${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename)
      head += `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(`${head}\r\n\r\n`),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
