// The durable job queue (table `job`) and its in-process worker.
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Clock } from '../services/identity/clock.ts';
import { JobRepository, type JobRow } from './job-repository.ts';
import type { JobHandler, JobQueue } from './types.ts';

export type { JobContext, JobHandler, JobQueue, NewJob } from './types.ts';

/**
 * How the queue behaves (read this before writing a handler):
 * - `enqueue(tx, job)` writes the row in the caller's transaction: the job exists exactly when the
 *   caller's change commits. With `uniqueKey`, enqueueing while a queued or running job holds the key
 *   does nothing (a finished job gives its key up).
 * - A worker claims one due job at a time atomically (PostgreSQL `FOR UPDATE SKIP LOCKED`, so several
 *   server instances can share the table), runs its handler, then marks it `done`. A handler that
 *   throws is retried with exponential back-off (10 s · 2^(attempt-1), at most 10 min) until
 *   `maxAttempts` (default 5), then the job is `failed` with `last_error` (异常处理 lists it).
 * - A job whose worker died is run again: a running job whose lease (`locked_at`, refreshed while the
 *   handler runs) is older than `leaseMs` is claimed by any worker, and `start()` re-queues at once the
 *   jobs a previous process of this host left running. Either counts as an attempt.
 * - Therefore **handlers must be idempotent**: a handler may run again after it did part (or all) of
 *   its work without the job being marked done. Check what is already done (e.g. a delivery row's
 *   state) and reuse stable ids (mail Message-ID) so a repeat changes nothing visible.
 * - A job of a type no handler is registered for fails at once with a clear `last_error`.
 */
export interface JobQueueDeps {
  db: Db;
  config: Config;
  now: Clock;
  log?: FastifyBaseLogger;
  /** a running job whose lease is older than this is taken again (default 5 min) */
  leaseMs?: number;
  /** this worker's id in `job.locked_by` (default `<hostname>#<pid>`; tests simulate other processes) */
  workerId?: string;
}

export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 10_000;
const BACKOFF_MAX_MS = 10 * 60_000;
const ERROR_MAX_CHARS = 2000;

/** Delay before the next attempt after attempt `attempt` (1-based) failed. */
export function retryDelayMs(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), BACKOFF_MAX_MS);
}

export const JobErrors = {
  unknownType: (type: string) => `未知的任务类型“${type}”：没有注册处理程序`,
  badPayload: '任务参数不是合法的 JSON',
  interrupted: '任务执行中断（进程退出或超时），已重新排队',
  interruptedTooOften: '任务执行中断（进程退出或超时），且已达到最大尝试次数',
} as const;

function errorText(e: unknown): string {
  const text = e instanceof Error ? e.message || e.name : String(e);
  return text.length > ERROR_MAX_CHARS ? `${text.slice(0, ERROR_MAX_CHARS)}…` : text;
}

/** True when a process with this pid exists on this host. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function createJobQueue(deps: JobQueueDeps): JobQueue {
  const repo = new JobRepository(deps.db.kysely, deps.db.dialect);
  const hostPrefix = `${os.hostname()}#`;
  const workerId = deps.workerId ?? `${hostPrefix}${process.pid}`;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const handlers = new Map<string, JobHandler>();
  /** jobs this process is running now (never "recovered" from under itself) */
  const active = new Set<number>();
  const iso = (ms: number) => new Date(ms).toISOString();
  const nowMs = () => deps.now().getTime();

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let tick: Promise<void> | null = null;
  /** bumped by start(): a chain of an earlier start() never schedules again */
  let generation = 0;

  /** Keeps the lease of a running job fresh so a long handler is not taken by another worker. */
  function heartbeat(jobId: number): () => void {
    const every = Math.max(1000, Math.floor(leaseMs / 3));
    const t = setInterval(() => {
      deps.db.kysely
        .updateTable('job')
        .set({ locked_at: iso(nowMs()) })
        .where('job_id', '=', jobId)
        .where('status', '=', 'running')
        .where('locked_by', '=', workerId)
        .execute()
        .catch((e: unknown) => deps.log?.warn({ err: e, jobId }, 'job lease refresh failed'));
    }, every);
    t.unref();
    return () => clearInterval(t);
  }

  async function execute(row: JobRow): Promise<void> {
    const attempt = row.attempts;
    if (attempt > row.max_attempts) {
      await repo.fail(row.job_id, workerId, JobErrors.interruptedTooOften, iso(nowMs()));
      return;
    }
    const handler = handlers.get(row.type);
    if (!handler) {
      deps.log?.error({ jobId: row.job_id, type: row.type }, 'job of an unknown type');
      await repo.fail(row.job_id, workerId, JobErrors.unknownType(row.type), iso(nowMs()));
      return;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(row.payload_json) as unknown;
    } catch {
      await repo.fail(row.job_id, workerId, JobErrors.badPayload, iso(nowMs()));
      return;
    }
    const stopHeartbeat = heartbeat(row.job_id);
    try {
      await handler(payload, { jobId: row.job_id, attempt, maxAttempts: row.max_attempts });
    } catch (e) {
      stopHeartbeat();
      const message = errorText(e);
      const now = nowMs();
      if (attempt >= row.max_attempts) {
        deps.log?.error({ err: e, jobId: row.job_id, type: row.type, attempt }, 'job failed for good');
        await repo.fail(row.job_id, workerId, message, iso(now));
      } else {
        deps.log?.warn({ err: e, jobId: row.job_id, type: row.type, attempt }, 'job failed, will retry');
        await repo.retryLater(row.job_id, workerId, iso(now + retryDelayMs(attempt)), message, iso(now));
      }
      return;
    }
    stopHeartbeat();
    await repo.done(row.job_id, workerId, iso(nowMs()));
  }

  /** Claims and runs one due job; false when none was due. */
  async function runOne(): Promise<boolean> {
    const now = nowMs();
    const row = await repo.claim(workerId, iso(now), iso(now - leaseMs));
    if (!row) return false;
    active.add(row.job_id);
    try {
      await execute(row);
    } finally {
      active.delete(row.job_id);
    }
    return true;
  }

  /** Re-queues the jobs a previous process of this host left running (it is gone: no lease wait). */
  async function recoverOwn(): Promise<void> {
    for (const r of await repo.runningOf(hostPrefix)) {
      const lockedBy = r.locked_by ?? '';
      if (active.has(r.job_id)) continue;
      const pid = Number(lockedBy.slice(hostPrefix.length));
      const gone = lockedBy === workerId || !Number.isInteger(pid) || pid <= 0 || !processAlive(pid);
      if (!gone) continue; // another live process on this host: its lease decides
      const giveUp = r.attempts >= r.max_attempts;
      deps.log?.warn({ jobId: r.job_id, lockedBy, giveUp }, 'job left running by a previous process');
      await repo.recover(
        r.job_id,
        lockedBy,
        giveUp,
        giveUp ? JobErrors.interruptedTooOften : JobErrors.interrupted,
        iso(nowMs()),
      );
    }
  }

  function schedule(ms: number, gen: number): void {
    if (stopping || gen !== generation) return;
    timer = setTimeout(() => {
      timer = null;
      tick = (async () => {
        try {
          while (!stopping && (await runOne()));
        } catch (e) {
          deps.log?.error({ err: e }, 'job worker tick failed');
        }
      })();
      void tick.then(() => schedule(deps.config.JOBS_POLL_MS, gen));
    }, ms);
    timer.unref();
  }

  return {
    async enqueue(tx, job) {
      const now = nowMs();
      await repo.insert(tx, {
        type: job.type,
        payloadJson: JSON.stringify(job.payload ?? null),
        uniqueKey: job.uniqueKey ?? null,
        runAt: iso(job.runAt ? job.runAt.getTime() : now),
        maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        now: iso(now),
      });
    },
    register(type, handler) {
      handlers.set(type, handler);
    },
    start() {
      if (started) return;
      started = true;
      stopping = false;
      const gen = ++generation;
      tick = recoverOwn().catch((e: unknown) => {
        deps.log?.error({ err: e }, 'job recovery at start failed');
      });
      void tick.then(() => schedule(0, gen));
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await tick;
      started = false;
    },
    async drain() {
      let n = 0;
      while (await runOne()) n++;
      return n;
    },
  };
}
