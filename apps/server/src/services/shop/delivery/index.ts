import fs from 'node:fs';
import { DeliveryMessages as M } from '@qishu/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../../adapters/mail/types.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/connection.ts';
import type { Database } from '../../../db/schema.ts';
import { createSearchEngine, type CompanySearchEngine } from '../../../search/index.ts';
import { badRequest, notFound } from '../../../shared/errors.ts';
import { isUniqueViolation } from '../../../shared/db-errors.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import {
  DeliveryRepository,
  type DeliverableOrder,
  type DeliveryRow,
} from '../../../repositories/delivery-repository.ts';
import type { AuditService } from '../../audit/audit-service.ts';
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

export function createDeliveryServices(deps: DeliveryDeps): DeliveryServices {
  const { db, config, jobs, mailer, now } = deps;
  const repo = new DeliveryRepository(db.kysely, db.sqlite);
  const files = new ExportFiles(config.DATA_DIR);
  const search = deps.search ?? createSearchEngine(db);
  jobs.register(
    DELIVERY_JOB,
    deliveryJobHandler({ db, config, mailer, now, repo, search, files, log: deps.log }),
  );

  async function enqueue(tx: Kysely<Database>, id: number): Promise<void> {
    await jobs.enqueue(tx, {
      type: DELIVERY_JOB,
      payload: { data_delivery_id: id },
      uniqueKey: `delivery:${id}`,
    });
  }

  /** The caller's own paid order, else 404 (another user's order does not exist for them). */
  async function ownPaidOrder(auth: AuthContext, ref: OrderRef): Promise<DeliverableOrder> {
    const order = await repo.order(ref.kind, ref.orderId);
    if (!order || order.sys_user_id !== auth.user.sys_user_id) throw notFound(M.orderNotFound);
    if (order.status !== 1) throw badRequest(M.notPaid);
    return order;
  }

  /** The order's newest delivery whose file still exists. */
  async function builtDelivery(
    order: DeliverableOrder,
  ): Promise<{ row: DeliveryRow; abs: string } | undefined> {
    for (const row of await repo.ofOrder(order.kind, order.id)) {
      if (row.status !== 'built' && row.status !== 'sent' && row.status !== 'failed') continue;
      const abs = files.existing(row.file_path);
      if (abs && row.file_name) return { row, abs };
    }
    return undefined;
  }

  async function freshLink(row: DeliveryRow): Promise<DownloadLink> {
    const link = refreshedLink(row, now(), config.DOWNLOAD_LINK_TTL_HOURS);
    await repo.update(row.data_delivery_id, {
      download_token: link.token,
      expires_at: link.expires_at,
      updated_at: now().toISOString(),
    });
    return { url: downloadPath(link.token), file_name: row.file_name ?? '', expires_at: link.expires_at };
  }

  async function resend(
    ref: OrderRef,
    options: { email?: string; reason: 'resend' | 'admin' },
  ): Promise<{ data_delivery_id: number }> {
    const order = await repo.order(ref.kind, ref.orderId);
    if (!order) throw notFound(M.orderNotFound);
    if (order.status !== 1) throw badRequest(M.notPaid);
    // reuse the newest built file while it exists (the job rebuilds when it has gone meanwhile)
    const reuse = await builtDelivery(order);
    const at = now().toISOString();
    try {
      return await db.kysely.transaction().execute(async (tx) => {
        const [last] = await repo.ofOrder(order.kind, order.id, tx);
        const id = await repo.insert(
          {
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
          },
          tx,
        );
        await enqueue(tx, id);
        // an order not delivered yet (or failed) shows "sending" again; a delivered one stays delivered
        if (order.is_send !== 1) await repo.markOrder(order, { is_send: 0, send_remark: null }, tx);
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
      if (await repo.byOrderSeq(ref.kind, ref.orderId, 1, tx)) return;
      const order = await repo.order(ref.kind, ref.orderId, tx);
      if (!order) throw new Error(`schedule delivery: ${ref.kind} ${ref.orderId} not found`);
      const at = now().toISOString();
      const id = await repo.insert(
        {
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
        },
        tx,
      );
      await enqueue(tx, id);
      await repo.markOrder(order, { is_send: 0, send_remark: null }, tx);
    },

    resend,

    async downloadLink(dataDeliveryId) {
      const row = await repo.byId(dataDeliveryId);
      if (!row) throw notFound(M.orderNotFound);
      if (!files.existing(row.file_path) || !row.file_name) throw badRequest(M.notReady);
      return freshLink(row);
    },

    async downloadDirectly(auth, input) {
      const order = await ownPaidOrder(auth, refOf(input));
      const built = await builtDelivery(order);
      if (!built) throw badRequest(M.notReady);
      return freshLink(built.row);
    },

    async sendEmailDatas(auth, input) {
      const order = await ownPaidOrder(auth, refOf(input));
      const since = now().getTime() - RESEND_INTERVAL_MS;
      const recent = (await repo.ofOrder(order.kind, order.id)).some(
        (d) => d.reason === 'resend' && Date.parse(d.created_at) > since,
      );
      if (recent) throw badRequest(M.tooOften);
      await resend({ kind: order.kind, orderId: order.id }, { email: input.email, reason: 'resend' });
      return { message: M.sent };
    },

    async download(token) {
      const row = await repo.byToken(token);
      if (!row?.expires_at) return { ok: false, reason: 'unknown' };
      if (Date.parse(row.expires_at) <= now().getTime()) return { ok: false, reason: 'expired' };
      const abs = files.existing(row.file_path);
      if (!abs || !row.file_name) return { ok: false, reason: 'expired' };
      return { ok: true, path: abs, file_name: row.file_name, bytes: fs.statSync(abs).size };
    },
  };
}
