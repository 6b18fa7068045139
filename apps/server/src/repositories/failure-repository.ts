import { sql } from 'kysely';
import type { FailureKind, FailureQuery, Page } from '@qishu/contract';
import type { Executor } from '../db/executor.ts';
import { contains } from '../shared/text-match.ts';
import { countRows } from './row-count.ts';

export interface FailureRecord {
  kind: FailureKind;
  id: number;
  title: string;
  target: string | null;
  error: string | null;
  attempts: number | null;
  detail: string | null;
  failed_at: string;
  handled_at: string | null;
  handled_by: string | null;
  remark: string | null;
}

type FailureFilter = Partial<Omit<FailureQuery, 'page' | 'limit'>>;

/**
 * Failures and their handling: failed durable jobs (job) and failed mails (mail_log), each with its
 * handling record (failure_handling), and putting a failed job back in the queue.
 */
export class FailureRepository {
  constructor(private readonly db: Executor) {}

  private jobFailures(f: FailureFilter) {
    let q = this.db
      .selectFrom('job')
      .leftJoin('failure_handling as h', (j) =>
        j.onRef('h.ref_id', '=', 'job.job_id').on('h.kind', '=', 'job'),
      )
      .leftJoin('sys_user as hu', 'hu.sys_user_id', 'h.handled_by')
      .where('job.status', '=', 'failed');
    if (f.state === 'open') q = q.where('h.failure_handling_id', 'is', null);
    if (f.state === 'handled') q = q.where('h.failure_handling_id', 'is not', null);
    if (f.keyword) {
      const k = f.keyword;
      q = q.where((eb) => eb.or([contains('job.type', k), contains('job.last_error', k)]));
    }
    if (f.start_time) q = q.where('job.updated_at', '>=', f.start_time);
    if (f.end_time) q = q.where('job.updated_at', '<=', f.end_time);
    return q.select([
      sql<FailureKind>`'job'`.as('kind'),
      'job.job_id as id',
      'job.type as title',
      sql<string | null>`null`.as('target'),
      'job.last_error as error',
      sql<number | null>`job.attempts`.as('attempts'),
      sql<string | null>`job.payload_json`.as('detail'),
      'job.updated_at as failed_at',
      sql<string | null>`h.handled_at`.as('handled_at'),
      sql<string | null>`hu.realname`.as('handled_by'),
      sql<string | null>`h.remark`.as('remark'),
    ]);
  }

  private mailFailures(f: FailureFilter) {
    let q = this.db
      .selectFrom('mail_log as m')
      .leftJoin('failure_handling as h', (j) =>
        j.onRef('h.ref_id', '=', 'm.mail_log_id').on('h.kind', '=', 'mail'),
      )
      .leftJoin('sys_user as hu', 'hu.sys_user_id', 'h.handled_by')
      .where('m.status', '=', 'failed');
    if (f.state === 'open') q = q.where('h.failure_handling_id', 'is', null);
    if (f.state === 'handled') q = q.where('h.failure_handling_id', 'is not', null);
    if (f.keyword) {
      const k = f.keyword;
      q = q.where((eb) =>
        eb.or([contains('m.subject', k), contains('m.to_address', k), contains('m.error', k)]),
      );
    }
    if (f.start_time) q = q.where('m.created_at', '>=', f.start_time);
    if (f.end_time) q = q.where('m.created_at', '<=', f.end_time);
    return q.select([
      sql<FailureKind>`'mail'`.as('kind'),
      'm.mail_log_id as id',
      'm.subject as title',
      sql<string | null>`m.to_address`.as('target'),
      'm.error as error',
      sql<number | null>`null`.as('attempts'),
      sql<string | null>`m.transport || coalesce(' ' || m.file_path, '')`.as('detail'),
      'm.created_at as failed_at',
      sql<string | null>`h.handled_at`.as('handled_at'),
      sql<string | null>`hu.realname`.as('handled_by'),
      sql<string | null>`h.remark`.as('remark'),
    ]);
  }

  private failureUnion(f: FailureFilter) {
    if (f.kind === 'job') return this.jobFailures(f);
    if (f.kind === 'mail') return this.mailFailures(f);
    return this.jobFailures(f).unionAll(this.mailFailures(f));
  }

  async page(q: FailureQuery): Promise<Page<FailureRecord>> {
    const union = this.failureUnion(q).as('u');
    const [list, count] = await Promise.all([
      this.db
        .selectFrom(union)
        .selectAll()
        .orderBy('failed_at', 'desc')
        .orderBy('kind')
        .orderBy('id', 'desc')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      countRows(this.db.selectFrom(this.failureUnion(q).as('u'))),
    ]);
    return { list: list as FailureRecord[], total: count };
  }

  /** Failures nobody handled yet (the 错误处理 counter). */
  async openCount(): Promise<number> {
    return countRows(this.db.selectFrom(this.failureUnion({ state: 'open' }).as('u')));
  }

  /** One failure (handled or not); undefined when the row is missing or did not fail. */
  async one(kind: FailureKind, id: number): Promise<FailureRecord | undefined> {
    const f = { state: 'all' as const };
    return kind === 'job'
      ? this.jobFailures(f).where('job.job_id', '=', id).executeTakeFirst()
      : this.mailFailures(f).where('m.mail_log_id', '=', id).executeTakeFirst();
  }

  async markHandled(row: {
    kind: FailureKind;
    ref_id: number;
    remark: string;
    handled_by: number;
    handled_at: string;
  }): Promise<void> {
    await this.db.insertInto('failure_handling').values(row).execute();
  }

  /** Requeues a failed job (due now, attempts from zero) and forgets its handling. */
  async requeueJob(id: number, now: string): Promise<boolean> {
    const res = await this.db
      .updateTable('job')
      .set({ status: 'queued', run_at: now, attempts: 0, locked_at: null, locked_by: null, updated_at: now })
      .where('job_id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    await this.db.deleteFrom('failure_handling').where('kind', '=', 'job').where('ref_id', '=', id).execute();
    return Number(res.numUpdatedRows) > 0;
  }

  jobSnapshot(id: number) {
    return this.db
      .selectFrom('job')
      .select(['job_id', 'type', 'status', 'attempts', 'run_at', 'last_error', 'updated_at'])
      .where('job_id', '=', id)
      .executeTakeFirst();
  }
}
