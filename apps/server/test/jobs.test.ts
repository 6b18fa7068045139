import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { createJobQueue, DEFAULT_LEASE_MS, retryDelayMs, type JobQueueDeps } from '../src/jobs/index.ts';
import type { JobContext, JobQueue } from '../src/jobs/types.ts';
import { createTestDb, testDialects, type TestDb } from './helpers/test-db.ts';
import { TestClock } from './identity/helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDialects)('durable jobs (%s)', (dialect) => {
  let db: TestDb;
  let config: Config;
  let clock: TestClock;
  let dataDir: string;
  const queues: JobQueue[] = [];

  function queue(extra: Partial<JobQueueDeps> = {}): JobQueue {
    const q = createJobQueue({ db, config, now: clock.now, ...extra });
    queues.push(q);
    return q;
  }
  const rows = () => db.kysely.selectFrom('job').selectAll().orderBy('job_id').execute();
  const row = async (id: number) =>
    db.kysely.selectFrom('job').selectAll().where('job_id', '=', id).executeTakeFirstOrThrow();

  beforeEach(async () => {
    db = await createTestDb(dialect);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-jobs-'));
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JOBS_WORKER: 'false',
      JOBS_POLL_MS: '50',
    });
    clock = new TestClock();
  });
  afterEach(async () => {
    for (const q of queues.splice(0)) await q.stop();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('enqueues inside the caller transaction: a rollback leaves nothing, a commit leaves the job', async () => {
    const q = queue();
    await expect(
      db.kysely.transaction().execute(async (tx) => {
        await q.enqueue(tx, { type: 'noop', payload: { a: 1 } });
        expect(await tx.selectFrom('job').select('job_id').execute()).toHaveLength(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await rows()).toEqual([]);

    await db.kysely.transaction().execute((tx) => q.enqueue(tx, { type: 'noop', payload: { a: 2 } }));
    const [job] = await rows();
    expect(job).toMatchObject({
      type: 'noop',
      payload_json: '{"a":2}',
      status: 'queued',
      attempts: 0,
      max_attempts: 5,
      run_at: clock.now().toISOString(),
    });
  });

  it('runs a job once with its payload and context, then marks it done', async () => {
    const q = queue();
    const calls: [unknown, JobContext][] = [];
    q.register('hello', (payload, ctx) => {
      calls.push([payload, ctx]);
      return Promise.resolve();
    });
    await q.enqueue(db.kysely, { type: 'hello', payload: { name: '张三' }, maxAttempts: 2 });
    expect(await q.drain()).toBe(1);
    expect(await q.drain()).toBe(0);
    const [job] = await rows();
    expect(calls).toEqual([[{ name: '张三' }, { jobId: job?.job_id, attempt: 1, maxAttempts: 2 }]]);
    expect(job).toMatchObject({ status: 'done', attempts: 1, last_error: null });
  });

  it('does not run a job before its run_at (the injected clock decides)', async () => {
    const q = queue();
    let ran = 0;
    q.register('later', () => {
      ran++;
      return Promise.resolve();
    });
    await q.enqueue(db.kysely, { type: 'later', payload: null, runAt: new Date(clock.t + 60_000) });
    expect(await q.drain()).toBe(0);
    clock.advance(60_000);
    expect(await q.drain()).toBe(1);
    expect(ran).toBe(1);
  });

  it('dedupes by uniqueKey while a job with the key is queued or running, not after it finished', async () => {
    const q = queue();
    await q.enqueue(db.kysely, { type: 'k', payload: 1, uniqueKey: 'deliver:1' });
    await q.enqueue(db.kysely, { type: 'k', payload: 2, uniqueKey: 'deliver:1' });
    await q.enqueue(db.kysely, { type: 'k', payload: 3, uniqueKey: 'deliver:2' });
    expect((await rows()).map((r) => [r.payload_json, r.unique_key])).toEqual([
      ['1', 'deliver:1'],
      ['3', 'deliver:2'],
    ]);

    // while running: still a no-op
    let enqueuedWhileRunning = false;
    q.register('k', async (payload) => {
      if (payload === 1) {
        await q.enqueue(db.kysely, { type: 'k', payload: 4, uniqueKey: 'deliver:1' });
        enqueuedWhileRunning = true;
      }
    });
    expect(await q.drain()).toBe(2);
    expect(enqueuedWhileRunning).toBe(true);
    expect(await rows()).toHaveLength(2);

    // finished: the key is free again
    await q.enqueue(db.kysely, { type: 'k', payload: 5, uniqueKey: 'deliver:1' });
    const all = await rows();
    expect(all.map((r) => [r.payload_json, r.status, r.unique_key])).toEqual([
      ['1', 'done', null],
      ['3', 'done', 'deliver:2'],
      ['5', 'queued', 'deliver:1'],
    ]);
  });

  it('dedupes concurrent enqueues of one key from separate transactions', async () => {
    const q = queue();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        db.kysely.transaction().execute(async (tx) => {
          await q.enqueue(tx, { type: 'k', payload: i, uniqueKey: 'same' });
          await sleep(20);
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill('fulfilled'));
    expect(await rows()).toHaveLength(1);
  });

  it('retries a failing handler with exponential back-off, then fails it with last_error', async () => {
    const q = queue();
    const attempts: number[] = [];
    q.register('flaky', (_payload, ctx) => {
      attempts.push(ctx.attempt);
      return Promise.reject(new Error(`邮件服务器拒绝 #${ctx.attempt}`));
    });
    await q.enqueue(db.kysely, { type: 'flaky', payload: {}, maxAttempts: 3 });
    const start = clock.t;

    expect(await q.drain()).toBe(1);
    let [job] = await rows();
    expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: '邮件服务器拒绝 #1' });
    expect(job?.run_at).toBe(new Date(start + 10_000).toISOString());

    clock.advance(9_999);
    expect(await q.drain()).toBe(0);
    clock.advance(1);
    expect(await q.drain()).toBe(1);
    [job] = await rows();
    expect(job).toMatchObject({ status: 'queued', attempts: 2, last_error: '邮件服务器拒绝 #2' });
    expect(job?.run_at).toBe(new Date(clock.t + 20_000).toISOString());

    clock.advance(20_000);
    expect(await q.drain()).toBe(1);
    [job] = await rows();
    expect(job).toMatchObject({ status: 'failed', attempts: 3, last_error: '邮件服务器拒绝 #3' });
    expect(job?.locked_at).toBeNull();
    clock.advance(3_600_000);
    expect(await q.drain()).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
    expect([1, 2, 3, 6, 7, 10].map(retryDelayMs)).toEqual([
      10_000, 20_000, 40_000, 320_000, 600_000, 600_000,
    ]);
  });

  it('fails a job of an unknown type with a clear last_error', async () => {
    const q = queue();
    await q.enqueue(db.kysely, { type: 'no-such-type', payload: {} });
    expect(await q.drain()).toBe(1);
    const [job] = await rows();
    expect(job?.status).toBe('failed');
    expect(job?.last_error).toContain('no-such-type');
    expect(job?.last_error).toContain('没有注册处理程序');
  });

  it('takes a running job again once its lease ran out (a dead worker), counting the attempt', async () => {
    const q = queue({ leaseMs: 60_000 });
    const seen: JobContext[] = [];
    q.register('export', (_p, ctx) => {
      seen.push(ctx);
      return Promise.resolve();
    });
    await q.enqueue(db.kysely, { type: 'export', payload: {}, maxAttempts: 3 });
    const [queued] = await rows();
    // another instance claimed it and died
    await db.kysely
      .updateTable('job')
      .set({
        status: 'running',
        attempts: 1,
        locked_at: clock.now().toISOString(),
        locked_by: 'other-host#42',
      })
      .execute();

    clock.advance(59_000);
    expect(await q.drain()).toBe(0);
    clock.advance(2_000);
    expect(await q.drain()).toBe(1);
    expect(seen).toEqual([{ jobId: queued?.job_id, attempt: 2, maxAttempts: 3 }]);
    expect(await row(queued?.job_id ?? 0)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a stale running job that already used its last attempt instead of running it', async () => {
    const q = queue();
    let ran = 0;
    q.register('export', () => {
      ran++;
      return Promise.resolve();
    });
    await q.enqueue(db.kysely, { type: 'export', payload: {}, maxAttempts: 2 });
    await db.kysely
      .updateTable('job')
      .set({
        status: 'running',
        attempts: 2,
        locked_at: clock.now().toISOString(),
        locked_by: 'other-host#42',
      })
      .execute();
    clock.advance(DEFAULT_LEASE_MS + 1);
    expect(await q.drain()).toBe(1);
    expect(ran).toBe(0);
    const [job] = await rows();
    expect(job?.status).toBe('failed');
    expect(job?.last_error).toContain('中断');
  });

  it('start() re-queues what a previous process of this host left running, runs it, and stop() waits', async () => {
    const q = queue();
    const done: unknown[] = [];
    q.register('mail', async (payload) => {
      await sleep(30);
      done.push(payload);
    });
    await q.enqueue(db.kysely, { type: 'mail', payload: 'from-dead-process' });
    await q.enqueue(db.kysely, { type: 'mail', payload: 'from-live-process' });
    const [dead, live] = await rows();
    const fresh = clock.now().toISOString();
    const host = os.hostname();
    // a pid that does not exist (previous process), and one that does (another live process here)
    await db.kysely
      .updateTable('job')
      .set({ status: 'running', attempts: 1, locked_at: fresh, locked_by: `${host}#2147483000` })
      .where('job_id', '=', dead?.job_id ?? 0)
      .execute();
    await db.kysely
      .updateTable('job')
      .set({ status: 'running', attempts: 1, locked_at: fresh, locked_by: `${host}#${process.ppid}` })
      .where('job_id', '=', live?.job_id ?? 0)
      .execute();

    q.start();
    q.start(); // no-op
    const deadline = Date.now() + 5_000;
    // the handler has run once `done` has its payload; the row is marked done just after it returns
    while (
      (done.length === 0 || (await row(dead?.job_id ?? 0))?.status !== 'done') &&
      Date.now() < deadline
    ) {
      await sleep(20);
    }
    expect(done).toEqual(['from-dead-process']);
    expect(await row(dead?.job_id ?? 0)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await row(live?.job_id ?? 0)).toMatchObject({ status: 'running', attempts: 1 });

    // stop() waits for the job in progress
    await q.enqueue(db.kysely, { type: 'mail', payload: 'last' });
    while (done.length < 2 && Date.now() < deadline) {
      const r = await db.kysely
        .selectFrom('job')
        .select('status')
        .where('payload_json', '=', '"last"')
        .execute();
      if (r[0]?.status === 'running') break;
      await sleep(5);
    }
    await q.stop();
    expect(done).toEqual(['from-dead-process', 'last']);
    const last = await db.kysely.selectFrom('job').selectAll().where('payload_json', '=', '"last"').execute();
    expect(last[0]?.status).toBe('done');
  });

  it('two workers draining at once never run one job twice', async () => {
    const calls = new Map<number, number>();
    // The first job waits (up to 5 s) until a second one runs beside it: the worker that claimed it is
    // held, so the other one must claim work too. Without the wait, on a loaded machine one worker
    // could drain all 30 before the other's first claim, and "both worked" would fail by chance.
    let inFlight = 0;
    let overlapped = false;
    let firstHeld = false;
    const handler = async (_p: unknown, ctx: JobContext) => {
      calls.set(ctx.jobId, (calls.get(ctx.jobId) ?? 0) + 1);
      inFlight++;
      if (inFlight >= 2) overlapped = true;
      if (!firstHeld) {
        firstHeld = true;
        const until = Date.now() + 5_000;
        while (!overlapped && Date.now() < until) await sleep(2);
      }
      await sleep(3);
      inFlight--;
    };
    const a = queue({ workerId: 'host-a#1' });
    const b = queue({ workerId: 'host-b#1' });
    a.register('n', handler);
    b.register('n', handler);
    const total = 30;
    await db.kysely.transaction().execute(async (tx) => {
      for (let i = 0; i < total; i++) await a.enqueue(tx, { type: 'n', payload: i });
    });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(total);
    if (dialect === 'postgres') {
      // both really worked in parallel
      expect(overlapped).toBe(true);
      expect(ranA).toBeGreaterThan(0);
      expect(ranB).toBeGreaterThan(0);
    }
    expect(calls.size).toBe(total);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    const all = await rows();
    expect(all.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
    const lockedBy = new Set(all.map((r) => r.locked_by));
    expect([...lockedBy].every((w) => w === 'host-a#1' || w === 'host-b#1')).toBe(true);
  });
});
