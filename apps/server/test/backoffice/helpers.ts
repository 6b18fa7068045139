import type { Selectable } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import type { DialectName } from '../../src/db/connection.ts';
import { createIdentityApp, type Envelope, type IdentityApp } from '../identity/helpers.ts';

export type { Envelope };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface BackofficeApp extends IdentityApp {
  /** any method; GET/DELETE send `payload` as the query string, POST/PUT as JSON */
  call<T = unknown>(
    method: Method,
    url: string,
    token: string,
    payload?: Record<string, unknown>,
  ): Promise<Envelope<T>>;
  /** signs in and answers the token */
  tokenOf(phone: string): Promise<string>;
  /** the operation-log entries of one row, oldest first */
  logsOf(entity: string, id: number | string): Promise<OperationLogRow[]>;
  /** the deliveries of one order, in sequence */
  deliveriesOf(kind: 'shop_order' | 'per_order', orderId: number): Promise<DeliveryRow[]>;
}

type OperationLogRow = Selectable<Database['operation_log']>;
type DeliveryRow = Selectable<Database['data_delivery']>;

/** Demo accounts the back-office tests use (see db/seed/demo-accounts.ts). */
export const Demo = {
  /** 超级管理员, organisation 1 */
  admin: '13800000000',
  /** 审计员: logs only */
  auditor: '13800000002',
  /** organisation 200 管理员 (data search) */
  orgAdmin200: '13900000005',
  /** organisation 200 普通用户 */
  orgUser200: '13900000006',
} as const;

function queryString(payload: Record<string, unknown> | undefined): string {
  if (!payload) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue;
    for (const one of Array.isArray(v) ? v : [v]) params.append(k, String(one));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A seeded server with the demo accounts, plus a call helper for resource-style calls. */
export async function createBackofficeApp(
  dialect: DialectName,
  opts: Parameters<typeof createIdentityApp>[1] = {},
): Promise<BackofficeApp> {
  const base = await createIdentityApp(dialect, opts);
  const tokens = new Map<string, string>();
  const t: BackofficeApp = Object.assign(base, {
    async call<T>(method: Method, url: string, token: string, payload?: Record<string, unknown>) {
      const hasBody = method === 'POST' || method === 'PUT';
      const res = await base.app.inject({
        method,
        url: `/api${url}${hasBody ? '' : queryString(payload)}`,
        headers: { authorization: token },
        ...(hasBody ? { payload: payload ?? {} } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Envelope<T>>();
    },
    logsOf(entity: string, id: number | string) {
      return base.db.kysely
        .selectFrom('operation_log')
        .selectAll()
        .where('entity', '=', entity)
        .where('entity_id', '=', String(id))
        .orderBy('operation_log_id')
        .execute();
    },
    deliveriesOf(kind: 'shop_order' | 'per_order', orderId: number) {
      return base.db.kysely
        .selectFrom('data_delivery')
        .selectAll()
        .where('order_kind', '=', kind)
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .execute();
    },
    async tokenOf(phone: string) {
      const known = tokens.get(phone);
      if (known) return known;
      const { token } = await base.login(phone);
      tokens.set(phone, token);
      return token;
    },
  });
  return t;
}
