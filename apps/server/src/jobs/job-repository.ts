import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DialectName } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import type { JobTable } from '../db/tables/platform.ts';

export type JobRow = Selectable<JobTable>;

/** Values of job.status (the back-office 异常处理 page reads 'failed'). */
export const JobStatus = {
  queued: 'queued',
  running: 'running',
  done: 'done',
  failed: 'failed',
} as const;

export interface InsertJob {
  type: string;
  payloadJson: string;
  uniqueKey: string | null;
  runAt: string;
  maxAttempts: number;
  now: string;
}

/** SQL of the `job` table: insert with dedupe, atomic claim, finish, retry, recovery. */
export class JobRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /**
   * Inserts a job in `tx` (the caller's transaction). With a unique key: a finished (done/failed) job
   * holding the key gives it up first, then the insert does nothing when a live (queued/running) job
   * still holds it. The key column is UNIQUE, so two concurrent enqueues of one key end with one row
   * on both dialects (PostgreSQL makes the second insert wait for the first and then skip it).
   */
  async insert(tx: Kysely<Database>, job: InsertJob): Promise<boolean> {
    if (job.uniqueKey !== null) {
      await tx
        .updateTable('job')
        .set({ unique_key: null })
        .where('unique_key', '=', job.uniqueKey)
        .where('status', 'in', [JobStatus.done, JobStatus.failed])
        .execute();
    }
    const res = await tx
      .insertInto('job')
      .values({
        type: job.type,
        payload_json: job.payloadJson,
        unique_key: job.uniqueKey,
        status: JobStatus.queued,
        attempts: 0,
        max_attempts: job.maxAttempts,
        run_at: job.runAt,
        created_at: job.now,
        updated_at: job.now,
      })
      .onConflict((oc) => oc.column('unique_key').doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /**
   * Claims one job atomically: the oldest due queued job, or a running one whose lease ran out
   * (its worker died). The claim counts as an attempt. Answers null when nothing is due.
   */
  async claim(workerId: string, now: string, staleBefore: string): Promise<JobRow | null> {
    const due = sql`(status = ${JobStatus.queued} and run_at <= ${now})
      or (status = ${JobStatus.running} and locked_at < ${staleBefore})`;
    const set = sql`status = ${JobStatus.running}, attempts = attempts + 1, locked_at = ${now},
      locked_by = ${workerId}, updated_at = ${now}`;
    // PostgreSQL: rows another worker is claiming are skipped, never waited for nor taken twice.
    // SQLite: one statement is atomic (writers are serialised); the outer condition re-checks.
    const query =
      this.dialect === 'postgres'
        ? sql<JobRow>`update job set ${set}
            where job_id = (select job_id from job where ${due}
              order by run_at, job_id limit 1 for update skip locked)
            returning *`
        : sql<JobRow>`update job set ${set}
            where job_id = (select job_id from job where ${due} order by run_at, job_id limit 1)
              and (${due})
            returning *`;
    const res = await query.execute(this.db);
    return res.rows[0] ?? null;
  }

  /** Ends a claim: updates a running job only while this worker still holds it. */
  private async release(jobId: number, workerId: string, values: Updateable<JobTable>): Promise<void> {
    await this.db
      .updateTable('job')
      .set({ locked_at: null, ...values })
      .where('job_id', '=', jobId)
      .where('status', '=', JobStatus.running)
      .where('locked_by', '=', workerId)
      .execute();
  }

  /** Marks a claimed job done. */
  done(jobId: number, workerId: string, now: string): Promise<void> {
    return this.release(jobId, workerId, { status: JobStatus.done, last_error: null, updated_at: now });
  }

  /** Puts a claimed job back in the queue for a later attempt. */
  retryLater(jobId: number, workerId: string, runAt: string, error: string, now: string): Promise<void> {
    return this.release(jobId, workerId, {
      status: JobStatus.queued,
      run_at: runAt,
      locked_by: null,
      last_error: error,
      updated_at: now,
    });
  }

  /** Gives up on a claimed job. */
  fail(jobId: number, workerId: string, error: string, now: string): Promise<void> {
    return this.release(jobId, workerId, { status: JobStatus.failed, last_error: error, updated_at: now });
  }

  /** Jobs left running by a worker whose id starts with `prefix` (a previous process of this host). */
  async runningOf(
    prefix: string,
  ): Promise<Pick<JobRow, 'job_id' | 'locked_by' | 'attempts' | 'max_attempts'>[]> {
    const rows = await this.db
      .selectFrom('job')
      .select(['job_id', 'locked_by', 'attempts', 'max_attempts'])
      .where('status', '=', JobStatus.running)
      .execute();
    return rows.filter((r) => r.locked_by?.startsWith(prefix));
  }

  /** Re-queues (due now) or fails a job a dead worker left running; the lost run was an attempt. */
  async recover(jobId: number, lockedBy: string, giveUp: boolean, error: string, now: string): Promise<void> {
    await this.db
      .updateTable('job')
      .set(
        giveUp
          ? { status: JobStatus.failed, locked_at: null, last_error: error, updated_at: now }
          : {
              status: JobStatus.queued,
              run_at: now,
              locked_at: null,
              locked_by: null,
              last_error: error,
              updated_at: now,
            },
      )
      .where('job_id', '=', jobId)
      .where('status', '=', JobStatus.running)
      .where('locked_by', '=', lockedBy)
      .execute();
  }
}
