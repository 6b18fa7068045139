import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activeStatuses } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { OrderRef } from '../src/services/shop/delivery/types.ts';
import { createTestDb, testDialects, type TestDb } from './helpers/test-db.ts';
import { startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver.ts';

const SHOPPER = '13600000000';

/**
 * A crash between payment and delivery loses nothing (the durable job runs after a
 * restart) and the buyer gets exactly one mail, also when the crash came after the mail was sent.
 * Each "process" is a separate app over the same database and DATA_DIR.
 */
describe.each(testDialects)('delivery across a restart (%s)', (dialect) => {
  let db: TestDb;
  let smtp: SmtpReceiver;
  let dataDir: string;
  const apps: FastifyInstance[] = [];

  async function start(worker: boolean): Promise<FastifyInstance> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      JOBS_WORKER: worker ? 'true' : 'false',
      JOBS_POLL_MS: '50',
      MAIL_TRANSPORT: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
    });
    const app = await buildApp({ config, db, logger: false });
    await app.ready();
    apps.push(app);
    return app;
  }

  /** A paid order of a new on-shelf product (one district's companies), delivery scheduled as the payment does. */
  async function paidAndScheduled(app: FastifyInstance, n: number): Promise<OrderRef> {
    const k = db.kysely;
    const districts = await k
      .selectFrom('company')
      .select('district_code')
      .where('status', 'in', [...activeStatuses])
      .groupBy('district_code')
      .having((eb) => eb.fn.countAll(), '>=', 2)
      .orderBy('district_code')
      .execute();
    const district = districts[n]!.district_code;
    const cate = await k
      .selectFrom('shop_product_cate')
      .select('shop_product_cate_id')
      .executeTakeFirstOrThrow();
    const product = await k
      .insertInto('shop_product')
      .values({
        shop_product_cate_id: cate.shop_product_cate_id,
        name: `重启测试 ${n}`,
        gs_basic_counts: 2,
        sys_area_id: district,
        sys_area_name: '测试区',
        industry: '全部行业',
        industry_code: null,
        year: '2026',
        source: '公开信息',
        ext: 'xlsx',
        size: '1MB',
        price_fen: 100,
        status: 1,
        is_hot: 0,
        brief: '',
        filter_json: JSON.stringify({ regionCodes: [district] }),
      })
      .returning('shop_product_id')
      .executeTakeFirstOrThrow();
    const user = await k
      .selectFrom('sys_user')
      .select(['sys_user_id', 'usr_agent_id'])
      .where('username', '=', SHOPPER)
      .orderBy('sys_user_id')
      .executeTakeFirstOrThrow();
    const order = await k
      .insertInto('shop_order')
      .values({
        order_code: `R${Date.now()}${n}`,
        order_name: `重启测试 ${n}`,
        sys_user_id: user.sys_user_id,
        usr_agent_id: user.usr_agent_id,
        shop_product_id: product.shop_product_id,
        amount_fen: 100,
        email: `restart${n}@example.com`,
        status: 1,
        paid_at: new Date().toISOString(),
      })
      .returning('shop_order_id')
      .executeTakeFirstOrThrow();
    const ref: OrderRef = { kind: 'shop_order', orderId: order.shop_order_id };
    await k.transaction().execute((tx) => app.services.shop.delivery.schedule(tx, ref));
    return ref;
  }

  const mailsTo = (address: string) =>
    smtp.mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
  const isSend = async (ref: OrderRef) =>
    (
      await db.kysely
        .selectFrom('shop_order')
        .select('is_send')
        .where('shop_order_id', '=', ref.orderId)
        .executeTakeFirstOrThrow()
    ).is_send;
  async function jobOf(ref: OrderRef) {
    const d = await db.kysely
      .selectFrom('data_delivery')
      .select('data_delivery_id')
      .where('order_kind', '=', ref.kind)
      .where('order_id', '=', ref.orderId)
      .where('seq', '=', 1)
      .executeTakeFirstOrThrow();
    return db.kysely
      .selectFrom('job')
      .select(['job_id', 'status', 'attempts'])
      .where('unique_key', '=', `delivery:${d.data_delivery_id}`)
      .executeTakeFirstOrThrow();
  }
  /**
   * Runs every due job and answers how many delivery jobs ran. A worker also queues the daily
   * checks for 08:00 Shanghai (00:00 UTC); in a run that crosses midnight UTC they fall due here
   * too, and they are not what this file counts.
   */
  async function drainDeliveries(app: FastifyInstance): Promise<number> {
    const attempts = async () =>
      Number(
        (
          await db.kysely
            .selectFrom('job')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('attempts'), eb.lit(0)).as('n'))
            .where('unique_key', 'like', 'delivery:%')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await attempts();
    await app.services.jobs.drain();
    return (await attempts()) - before;
  }
  /** Closes an app ("the process ends"). */
  async function stop(app: FastifyInstance) {
    apps.splice(apps.indexOf(app), 1);
    await app.close();
  }

  beforeAll(async () => {
    db = await createTestDb(dialect, { seeded: true });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-restart-'));
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp?.close();
    await db?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a job scheduled before the crash runs after the restart: exactly one mail', async () => {
    const first = await start(false);
    const ref = await paidAndScheduled(first, 0);
    await stop(first); // the process dies before any job ran
    expect(mailsTo('restart0@example.com')).toHaveLength(0);
    expect(await isSend(ref)).toBe(0);

    const second = await start(true); // the worker of the new process picks the job up
    await smtp.waitFor(1);
    for (let i = 0; i < 100 && (await isSend(ref)) !== 1; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await isSend(ref)).toBe(1);
    await stop(second);
    const third = await start(false);
    expect(await drainDeliveries(third)).toBe(0);
    expect(mailsTo('restart0@example.com')).toHaveLength(1);
    expect(mailsTo('restart0@example.com')[0]!.attachments).toHaveLength(1);
    expect((await jobOf(ref)).status).toBe('done');
    await stop(third);
  });

  it('a crash after the mail was sent but before the job was marked done sends no second mail', async () => {
    const app = await start(false);
    const ref = await paidAndScheduled(app, 1);
    const before = smtp.mails.length;
    expect(await drainDeliveries(app)).toBe(1);
    await smtp.waitFor(before + 1);
    expect(mailsTo('restart1@example.com')).toHaveLength(1);
    await stop(app);
    // what the job row looks like when the process died inside the handler: still running, its
    // lease long stale, locked by a worker that is gone
    const job = await jobOf(ref);
    await db.kysely
      .updateTable('job')
      .set({
        status: 'running',
        locked_at: new Date(Date.now() - 3600_000).toISOString(),
        locked_by: 'another-host#4242',
      })
      .where('job_id', '=', job.job_id)
      .execute();

    const next = await start(false);
    expect(await drainDeliveries(next)).toBe(1); // the job runs again …
    expect((await jobOf(ref)).status).toBe('done');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo('restart1@example.com')).toHaveLength(1); // … and sends nothing
    expect(await isSend(ref)).toBe(1);
    await stop(next);
  });
});
