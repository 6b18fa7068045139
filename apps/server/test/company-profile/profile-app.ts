import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DialectName } from '../../src/db/connection.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { seedIfEmpty } from '../../src/db/seed/index.ts';
import { createTestDb, type TestDb } from '../helpers/test-db.ts';

/** The server's clock in these tests (Asia/Shanghai 2026-11-22). */
export const TODAY_ISO = '2026-11-22T02:00:00.000Z';

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  error: string | null;
}

/** Demo accounts (db/seed/demo-accounts.ts) by what they can do with profiles. */
export const Who = {
  /** organisation 200, 管理员 of module 5: details and contacts */
  admin: '13900000005',
  /** organisation 200, 普通用户 of module 5: details, contacts masked */
  user: '13900000006',
  /** the shop's shopper (module 5 普通用户) */
  shopper: '13600000000',
  /** 审计员 of the back-office: no data:search:details */
  auditor: '13800000002',
  /** park workspace (module 3): no data:search:details */
  park: '13700000003',
} as const;

export interface ProfileApp {
  app: FastifyInstance;
  db: TestDb;
  /** the server's DATA_DIR */
  dataDir: string;
  /** GET `/api${url}` with the query `query` as `token` (no token: anonymous); the envelope */
  get<T = unknown>(url: string, token?: string, query?: Record<string, unknown>): Promise<Envelope<T>>;
  /** POST `/api${url}` with a JSON body as `token`; the envelope */
  post<T = unknown>(
    url: string,
    token: string | undefined,
    body: Record<string, unknown>,
  ): Promise<Envelope<T>>;
  tokenOf(phone: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A server over a fresh database with the demo organisations, roles and accounts but no generated
 * companies: the profile tests insert every company and profile row by hand (fixtures.ts).
 */
export async function createProfileApp(
  dialect: DialectName,
  opts: { now?: () => Date } = {},
): Promise<ProfileApp> {
  const db = await createTestDb(dialect);
  await seedIfEmpty(db, { companies: 0, seed: 1 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-profile-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    JOBS_WORKER: 'false',
  });
  // a fixed day: qualifications' validity is judged on it
  const app = await buildApp({ config, db, logger: false, now: opts.now ?? (() => new Date(TODAY_ISO)) });
  await app.ready();
  const tokens = new Map<string, string>();
  let client = 0;
  return {
    app,
    db,
    dataDir,
    async get<T>(url: string, token?: string, query: Record<string, unknown> = {}) {
      const qs = new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
      ).toString();
      const res = await app.inject({
        method: 'GET',
        url: `/api${url}${qs ? `?${qs}` : ''}`,
        headers: token ? { authorization: token } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Envelope<T>>();
    },
    async post<T>(url: string, token: string | undefined, body: Record<string, unknown>) {
      const res = await app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: token ? { authorization: token } : {},
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Envelope<T>>();
    },
    async tokenOf(phone: string) {
      const known = tokens.get(phone);
      if (known) return known;
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/base/userLogin',
        remoteAddress: `10.9.0.${++client}`,
        payload: { username: phone, password: DEMO_PASSWORD },
      });
      const body = res.json<Envelope<{ token: string }>>();
      expect(body.code, body.error ?? '').toBe(200);
      tokens.set(phone, body.data.token);
      return body.data.token;
    },
    async close() {
      await app.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
