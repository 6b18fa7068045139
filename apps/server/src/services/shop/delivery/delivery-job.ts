import fs from 'node:fs';
import { companyFilterSchema, type CompanyFilter } from '@qishu/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../../adapters/mail/types.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/connection.ts';
import type { Executor } from '../../../db/executor.ts';
import type { JobHandler } from '../../../jobs/types.ts';
import { EVERY_BUYER } from '../../../repositories/buyer-scope.ts';
import type { CompanyRepository } from '../../../repositories/company-repository.ts';
import { DeliveryRepository, type DeliveryRow } from '../../../repositories/delivery-repository.ts';
import { ordersOf, type DeliverableOrder, type OrderKind } from '../../../repositories/order-kind.ts';
import { SearchConditionRepository } from '../../../repositories/search-condition-repository.ts';
import { ShopProductRepository } from '../../../repositories/shop-product-repository.ts';
import type { CompanySearchEngine } from '../../../search/engine.ts';
import type { Writes } from '../../audit/writes.ts';
import type { Clock } from '../../identity/clock.ts';
import {
  downloadPath,
  exportFileName,
  newDownloadToken,
  linkExpiry,
  type ExportFiles,
} from './download-link.ts';
import { deliveryMail } from './mail-text.ts';
import { dataFileRows } from '../custom-requests/data-file.ts';
import { exportRows } from './row-source.ts';
import { sheetNameOf, writeExportXlsx, type ExportRow } from './xlsx-writer.ts';

export const DELIVERY_JOB = 'delivery';

/** Shown to the buyer (purchase modal, my data) when the last attempt failed. */
export const DELIVERY_FAILED_REMARK = '数据发送失败：邮件服务暂不可用，客服将尽快为您补发';

export interface DeliveryJobContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  now: Clock;
  /** the one way to open a transaction */
  writes: Writes;
  /** what the export reads its rows with */
  companies: CompanyRepository;
  /** where the order's company ids come from */
  search: CompanySearchEngine;
  files: ExportFiles;
  log?: FastifyBaseLogger | undefined;
}

/** The Message-ID of a delivery's mail: the same on every attempt (file outbox overwrites, receivers dedupe). */
export function deliveryMessageId(row: Pick<DeliveryRow, 'data_delivery_id' | 'seq'>): string {
  return `<delivery-${row.data_delivery_id}-${row.seq}@qishu>`;
}

/** The job is no shopper's request: it reaches every buyer's deliveries and orders. */
function deliveries(db: Executor): DeliveryRepository {
  return new DeliveryRepository(db, EVERY_BUYER);
}

function ordersOfKind(kind: string, db: Executor) {
  return ordersOf(kind as OrderKind, db, EVERY_BUYER);
}

/** The filter that defines the order's data and how many rows at most (null = all). */
async function dataOf(
  db: Executor,
  order: DeliverableOrder,
): Promise<{ filter: CompanyFilter; limit: number | null }> {
  if (order.kind === 'shop_order') {
    const json = await new ShopProductRepository(db).filterJson(order.shop_product_id ?? 0);
    return { filter: companyFilterSchema.parse(JSON.parse(json)), limit: null };
  }
  const conditionId = order.shop_search_condition_id;
  if (conditionId === null) throw new Error(`per_order ${order.id} has no frozen search condition`);
  const json = await new SearchConditionRepository(db, EVERY_BUYER).conditionJson(conditionId);
  return { filter: companyFilterSchema.parse(JSON.parse(json)), limit: order.nums ?? 0 };
}

/**
 * The order's rows: a custom request's uploaded file when staff attached one (its first nums rows),
 * else the companies of the order's filter.
 */
async function rowsOf(c: DeliveryJobContext, order: DeliverableOrder): Promise<AsyncIterable<ExportRow[]>> {
  if (order.data_file_path) {
    const abs = c.files.existing(order.data_file_path);
    if (!abs) throw new Error(`per_order ${order.id}: the custom request's data file is missing`);
    return dataFileRows(abs, order.nums ?? 0);
  }
  const { filter, limit } = await dataOf(c.db.kysely, order);
  return exportRows(c.search, c.companies, filter, limit);
}

function deliveryIdOf(payload: unknown): number {
  const id = (payload as { data_delivery_id?: unknown } | null)?.data_delivery_id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
    throw new Error(`delivery job: bad payload ${JSON.stringify(payload)}`);
  }
  return id;
}

interface BuiltFile {
  abs: string;
  file_name: string;
  rows: number;
  bytes: number;
}

/**
 * The delivery's .xlsx: the one already built when its file still exists, else a new one written
 * to a temporary file and renamed into DATA_DIR/exports/YYYY/MM/<uuid>.xlsx (a crash mid-write
 * leaves only a .part file; a crash between the rename and the row update leaves an unreferenced
 * file that the next attempt does not reuse — harmless, it is only disk).
 */
async function ensureFile(
  c: DeliveryJobContext,
  d: DeliveryRow,
  order: DeliverableOrder,
): Promise<BuiltFile> {
  const existing = c.files.existing(d.file_path);
  if (existing && d.file_name && d.rows !== null && d.bytes !== null) {
    return { abs: existing, file_name: d.file_name, rows: d.rows, bytes: d.bytes };
  }
  const source = await rowsOf(c, order);
  const now = c.now();
  const { relative, abs, tmp } = c.files.newFile(now);
  let rows: number;
  try {
    rows = await writeExportXlsx(tmp, sheetNameOf(order.order_name), source);
    fs.renameSync(tmp, abs);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  const bytes = fs.statSync(abs).size;
  const file_name = exportFileName(order.order_name, now);
  await deliveries(c.db.kysely).update(
    d.data_delivery_id,
    { status: 'built', file_path: relative, file_name, rows, bytes, updated_at: now.toISOString() },
    { unlessSent: true },
  );
  return { abs, file_name, rows, bytes };
}

async function deliver(c: DeliveryJobContext, d: DeliveryRow): Promise<void> {
  const order = await ordersOfKind(d.order_kind, c.db.kysely).deliverable(d.order_id);
  if (!order)
    throw new Error(`delivery ${d.data_delivery_id}: order ${d.order_kind} ${d.order_id} not found`);
  if (order.status !== 1) throw new Error(`delivery ${d.data_delivery_id}: order is not paid`);
  const file = await ensureFile(c, d, order);

  // the link in the mail: kept across attempts while valid, so a retried mail carries the same link
  let token = d.download_token;
  let expiresAt = d.expires_at;
  if (!token || !expiresAt || Date.parse(expiresAt) <= c.now().getTime()) {
    token = newDownloadToken();
    expiresAt = linkExpiry(c.now(), c.config.DOWNLOAD_LINK_TTL_HOURS);
    await deliveries(c.db.kysely).update(
      d.data_delivery_id,
      { download_token: token, expires_at: expiresAt, updated_at: c.now().toISOString() },
      { unlessSent: true },
    );
  }

  // Exactly one mail per delivery. The row is re-read right before sending and the send is recorded
  // (status 'sent', only if not already) in one transaction right after it. The window that remains:
  // a crash (or a lost database connection) after the transport accepted the mail and before that
  // transaction commits makes the retried job send it again. That second copy carries the same
  // Message-ID, so the file outbox overwrites its .eml and SMTP receivers can drop the duplicate;
  // closing the window fully would need a transport that takes an idempotency key.
  const fresh = await deliveries(c.db.kysely).byId(d.data_delivery_id);
  if (!fresh || fresh.status === 'sent') return;
  const attach = file.bytes <= c.config.MAIL_ATTACHMENT_MAX_BYTES;
  const messageId = deliveryMessageId(d);
  const link = `${c.config.PUBLIC_URL}${downloadPath(token)}`;
  const sent = await c.mailer.send(
    deliveryMail({
      to: d.email,
      orderCode: order.order_code,
      orderName: order.order_name,
      rows: file.rows,
      fileName: file.file_name,
      filePath: file.abs,
      attach,
      link,
      expiresAt,
      supportPhone: c.config.SUPPORT_PHONE,
      messageId,
    }),
  );
  const at = c.now().toISOString();
  await c.writes.transaction(async (tx) => {
    const changed = await deliveries(tx).update(
      d.data_delivery_id,
      {
        status: 'sent',
        sent_at: at,
        message_id: sent.messageId || messageId,
        mail_log_id: sent.mailLogId,
        attached: attach ? 1 : 0,
        remark: null,
        updated_at: at,
      },
      { unlessSent: true },
    );
    if (!changed) return;
    await ordersOfKind(order.kind, tx).markSend(order.id, {
      is_send: 1,
      send_remark: null,
      ...(order.kind === 'per_order' ? { exported_at: at, excel_url: downloadPath(token) } : {}),
    });
  });
}

/**
 * The last attempt failed: the delivery becomes 'failed' and the buyer sees the remark (is_send 2).
 * A failed resend of an order that was already delivered leaves the order's flag at 1 (the data did
 * reach the buyer once); the back-office still sees the failed delivery.
 */
async function markFailed(c: DeliveryJobContext, d: DeliveryRow, err: unknown): Promise<void> {
  const at = c.now().toISOString();
  const reason = err instanceof Error ? err.message : String(err);
  await c.writes.transaction(async (tx) => {
    const changed = await deliveries(tx).update(
      d.data_delivery_id,
      { status: 'failed', remark: `${DELIVERY_FAILED_REMARK}（${reason}）`.slice(0, 500), updated_at: at },
      { unlessSent: true },
    );
    if (!changed) return;
    const orders = ordersOfKind(d.order_kind, tx);
    const order = await orders.deliverable(d.order_id);
    if (order && (d.reason === 'payment' || order.is_send !== 1)) {
      await orders.markSend(order.id, { is_send: 2, send_remark: DELIVERY_FAILED_REMARK });
    }
  });
}

/**
 * The 'delivery' job: build the .xlsx (once), make the download link, mail it, record it. Safe to
 * run again after a crash at any point: a built file is reused, a sent delivery is not mailed again.
 * Earlier failures throw (the queue retries with back-off); the last one also marks the delivery failed.
 */
export function deliveryJobHandler(c: DeliveryJobContext): JobHandler {
  return async (payload, context) => {
    const id = deliveryIdOf(payload);
    const d = await deliveries(c.db.kysely).byId(id);
    if (!d) {
      c.log?.warn({ data_delivery_id: id }, 'delivery job for a missing delivery');
      return;
    }
    if (d.status === 'sent') return;
    try {
      await deliver(c, d);
    } catch (err) {
      c.log?.warn({ err, data_delivery_id: id, attempt: context.attempt }, 'delivery attempt failed');
      if (context.attempt >= context.maxAttempts) await markFailed(c, d, err);
      throw err;
    }
  };
}
