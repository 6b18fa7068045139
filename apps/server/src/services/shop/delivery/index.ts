import fs from 'node:fs';
import { DeliveryMessages as M } from '@qishu/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../../adapters/mail/types.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/connection.ts';
import type { Executor } from '../../../db/executor.ts';
import { createSearchEngine, type CompanySearchEngine } from '../../../search/index.ts';
import { badRequest, notFound } from '../../../shared/errors.ts';
import { isUniqueViolation } from '../../../shared/db-errors.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import { EVERY_BUYER, type BuyerScope } from '../../../repositories/buyer-scope.ts';
import { CompanyRepository } from '../../../repositories/company-repository.ts';
import { DeliveryRepository, type DeliveryRow } from '../../../repositories/delivery-repository.ts';
import { ordersOf, type DeliverableOrder } from '../../../repositories/order-kind.ts';
import { dataScopeOf } from '../../access/permits.ts';
import type { AuditService } from '../../audit/audit-service.ts';
import type { Writes } from '../../audit/writes.ts';
import type { Clock } from '../../identity/clock.ts';
import type { AuthContext } from '../../identity/session-service.ts';
import { DELIVERY_JOB, deliveryJobHandler } from './delivery-job.ts';
import { downloadPath, ExportFiles, refreshedLink } from './download-link.ts';
import type { DeliveryScheduler, OrderRef } from './types.ts';

export { DELIVERY_FAILED_REMARK, DELIVERY_JOB, deliveryMessageId } from './delivery-job.ts';
export { XLSX_CONTENT_TYPE } from './xlsx-writer.ts';

export interface DeliveryDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
  mailer: Mailer;
  audit: AuditService;
  /** the one way to open a transaction */
  writes: Writes;
  now: Clock;
  /** the company search engine the exports read their ids from (default: createSearchEngine(db)) */
  search?: CompanySearchEngine;
  log?: FastifyBaseLogger;
}

/** A fresh expiring link to a delivery's file. */
export interface DownloadLink {
  /** path on this host, /api/download/<token> */
  url: string;
  file_name: string;
  /** ISO UTC */
  expires_at: string;
}

/** What the download route streams, or why it cannot. */
export type DownloadTarget =
  { ok: true; path: string; file_name: string; bytes: number } | { ok: false; reason: 'unknown' | 'expired' };

/** The caller's order in a shop call: a precise order or an account order. */
export interface OrderChoice {
  per_order_id?: number | undefined;
  shop_order_id?: number | undefined;
}

/** Delivery services: the DeliveryScheduler the payment and back-office use, and the shop's calls. */
export interface DeliveryServices extends DeliveryScheduler {
  /** DownloadDirectly: a fresh link to the caller's own paid order's file. */
  downloadDirectly(auth: AuthContext, input: OrderChoice): Promise<DownloadLink>;
  /** sendEmailDatas: a new delivery of the caller's own paid order to `email` (one per minute). */
  sendEmailDatas(auth: AuthContext, input: OrderChoice & { email: string }): Promise<{ message: string }>;
  /** The file behind a download token. */
  download(token: string): Promise<DownloadTarget>;
}

/** A user may ask for a resend of an order at most this often. */
export const RESEND_INTERVAL_MS = 60_000;

const refOf = (input: OrderChoice): OrderRef =>
  input.per_order_id !== undefined
    ? { kind: 'per_order', orderId: input.per_order_id }
    : { kind: 'shop_order', orderId: input.shop_order_id ?? 0 };

/**
 * A shopper's calls see their own orders and deliveries (their request's scope); the payment's
 * schedule, the back-office's resend and link, a download by its token and the job see every buyer's.
 */
export function createDeliveryServices(deps: DeliveryDeps): DeliveryServices {
  const { db, config, jobs, mailer, now, writes } = deps;
  const files = new ExportFiles(config.DATA_DIR);
  const search = deps.search ?? createSearchEngine(db);
  const companies = new CompanyRepository(db.kysely, db.sqlite);
  jobs.register(
    DELIVERY_JOB,
    deliveryJobHandler({ db, config, mailer, now, writes, companies, search, files, log: deps.log }),
  );
  const deliveries = (x: Executor, scope: BuyerScope) => new DeliveryRepository(x, scope);

  async function enqueue(tx: Executor, id: number): Promise<void> {
    await jobs.enqueue(tx, {
      type: DELIVERY_JOB,
      payload: { data_delivery_id: id },
      uniqueKey: `delivery:${id}`,
    });
  }

  /** The scope's paid order, else 404 (another user's order does not exist for a shopper). */
  async function paidOrder(scope: BuyerScope, ref: OrderRef): Promise<DeliverableOrder> {
    const order = await ordersOf(ref.kind, db.kysely, scope).deliverable(ref.orderId);
    if (!order) throw notFound(M.orderNotFound);
    if (order.status !== 1) throw badRequest(M.notPaid);
    return order;
  }

  /** The order's newest delivery whose file still exists. */
  async function builtDelivery(
    scope: BuyerScope,
    order: DeliverableOrder,
  ): Promise<{ row: DeliveryRow; abs: string } | undefined> {
    for (const row of await deliveries(db.kysely, scope).ofOrder(order.kind, order.id)) {
      if (row.status !== 'built' && row.status !== 'sent' && row.status !== 'failed') continue;
      const abs = files.existing(row.file_path);
      if (abs && row.file_name) return { row, abs };
    }
    return undefined;
  }

  async function freshLink(scope: BuyerScope, row: DeliveryRow): Promise<DownloadLink> {
    const link = refreshedLink(row, now(), config.DOWNLOAD_LINK_TTL_HOURS);
    await deliveries(db.kysely, scope).update(row.data_delivery_id, {
      download_token: link.token,
      expires_at: link.expires_at,
      updated_at: now().toISOString(),
    });
    return { url: downloadPath(link.token), file_name: row.file_name ?? '', expires_at: link.expires_at };
  }

  async function resend(
    scope: BuyerScope,
    ref: OrderRef,
    options: { email?: string; reason: 'resend' | 'admin' },
  ): Promise<{ data_delivery_id: number }> {
    const order = await paidOrder(scope, ref);
    // reuse the newest built file while it exists (the job rebuilds when it has gone meanwhile)
    const reuse = await builtDelivery(scope, order);
    const at = now().toISOString();
    try {
      return await writes.transaction(async (tx) => {
        const rows = deliveries(tx, scope);
        const [last] = await rows.ofOrder(order.kind, order.id);
        const id = await rows.insert({
          order_kind: order.kind,
          order_id: order.id,
          seq: (last?.seq ?? 0) + 1,
          sys_user_id: order.sys_user_id,
          usr_agent_id: order.usr_agent_id,
          email: options.email ?? order.email,
          reason: options.reason,
          status: reuse ? 'built' : 'pending',
          file_path: reuse?.row.file_path ?? null,
          file_name: reuse?.row.file_name ?? null,
          rows: reuse?.row.rows ?? null,
          bytes: reuse?.row.bytes ?? null,
          created_at: at,
          updated_at: at,
        });
        await enqueue(tx, id);
        // an order not delivered yet (or failed) shows "sending" again; a delivered one stays delivered
        if (order.is_send !== 1) {
          await ordersOf(order.kind, tx, scope).markSend(order.id, { is_send: 0, send_remark: null });
        }
        return { data_delivery_id: id };
      });
    } catch (err) {
      // two resends of one order at the same moment: the second loses the (order, seq) constraint
      if (isUniqueViolation(err)) throw badRequest(M.tooOften);
      throw err;
    }
  }

  return {
    async schedule(tx, ref) {
      const rows = deliveries(tx, EVERY_BUYER);
      if (await rows.byOrderSeq(ref.kind, ref.orderId, 1)) return;
      const orders = ordersOf(ref.kind, tx, EVERY_BUYER);
      const order = await orders.deliverable(ref.orderId);
      if (!order) throw new Error(`schedule delivery: ${ref.kind} ${ref.orderId} not found`);
      const at = now().toISOString();
      const id = await rows.insert({
        order_kind: order.kind,
        order_id: order.id,
        seq: 1,
        sys_user_id: order.sys_user_id,
        usr_agent_id: order.usr_agent_id,
        email: order.email,
        reason: 'payment',
        status: 'pending',
        created_at: at,
        updated_at: at,
      });
      await enqueue(tx, id);
      await orders.markSend(order.id, { is_send: 0, send_remark: null });
    },

    resend: (ref, options) => resend(EVERY_BUYER, ref, options),

    async downloadLink(dataDeliveryId) {
      const row = await deliveries(db.kysely, EVERY_BUYER).byId(dataDeliveryId);
      if (!row) throw notFound(M.orderNotFound);
      if (!files.existing(row.file_path) || !row.file_name) throw badRequest(M.notReady);
      return freshLink(EVERY_BUYER, row);
    },

    async downloadDirectly(auth, input) {
      const scope = dataScopeOf(auth);
      const order = await paidOrder(scope, refOf(input));
      const built = await builtDelivery(scope, order);
      if (!built) throw badRequest(M.notReady);
      return freshLink(scope, built.row);
    },

    async sendEmailDatas(auth, input) {
      const scope = dataScopeOf(auth);
      const order = await paidOrder(scope, refOf(input));
      const since = now().getTime() - RESEND_INTERVAL_MS;
      const recent = (await deliveries(db.kysely, scope).ofOrder(order.kind, order.id)).some(
        (d) => d.reason === 'resend' && Date.parse(d.created_at) > since,
      );
      if (recent) throw badRequest(M.tooOften);
      await resend(scope, { kind: order.kind, orderId: order.id }, { email: input.email, reason: 'resend' });
      return { message: M.sent };
    },

    async download(token) {
      // the token is the credential, whoever holds it
      const row = await deliveries(db.kysely, EVERY_BUYER).byToken(token);
      if (!row?.expires_at) return { ok: false, reason: 'unknown' };
      if (Date.parse(row.expires_at) <= now().getTime()) return { ok: false, reason: 'expired' };
      const abs = files.existing(row.file_path);
      if (!abs || !row.file_name) return { ok: false, reason: 'expired' };
      return { ok: true, path: abs, file_name: row.file_name, bytes: fs.statSync(abs).size };
    },
  };
}
