import { sql, type Kysely } from 'kysely';
import type {
  FailureKind,
  FailureQuery,
  LoginLogFilter,
  OperationLogFilter,
  Page,
  SmsOutboxQuery,
  SmsOutboxRow,
} from '@qishu/contract';
import type { Database } from '../db/schema.ts';
import { contains } from '../shared/text-match.ts';


export interface LoginLogRecord {
  login_log_id: number;
  created_at: string;
  username: string;
  realname: string | null;
  usr_agent_id: number | null;
  agent_name: string | null;
  success: number;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface OperationLogRecord {
  operation_log_id: number;
  created_at: string;
  sys_user_id: number | null;
  operator: string | null;
  operator_phone: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  ip: string | null;
  before_json: string | null;
  after_json: string | null;
}

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

/** Rows per round trip when an export walks a log. */
const BATCH = 1000;

/** Reads of the login and operation logs and the failures of jobs and mails (platform only). */
export class BackofficeLogsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // ── sms_outbox ─────────────────────────────────────────────────────────────────────────

  async smsPage(q: SmsOutboxQuery): Promise<Page<SmsOutboxRow>> {
    let base = this.db.selectFrom('sms_outbox');
    if (q.phone) base = base.where(contains('phone', q.phone));
    if (q.status) base = base.where('status', '=', q.status);
    if (q.start_time) base = base.where('created_at', '>=', q.start_time);
    if (q.end_time) base = base.where('created_at', '<=', q.end_time);
    const [list, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('sms_outbox_id', 'desc')
        .limit(q.limit)
        .offset((q.page - 1) * q.limit)
        .execute(),
      base.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list, total: Number(count.n) };
  }

  // ── login_log ──────────────────────────────────────────────────────────────────────────

  private loginBase(f: LoginLogFilter) {
    let q = this.db
      .selectFrom('login_log as l')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'l.sys_user_id')
      .leftJoin('usr_agent as a', 'a.usr_agent_id', 'l.usr_agent_id');
    if (f.phone) q = q.where(contains('l.username', f.phone));
    if (f.agent_name) q = q.where(contains('a.name', f.agent_name));
    if (f.success !== undefined) q = q.where('l.success', '=', f.success);
    if (f.start_time) q = q.where('l.created_at', '>=', f.start_time);
    if (f.end_time) q = q.where('l.created_at', '<=', f.end_time);
    return q;
  }

  private loginSelect(f: LoginLogFilter) {
    return this.loginBase(f).select([
      'l.login_log_id',
      'l.created_at',
      'l.username',
      'u.realname',
      'l.usr_agent_id',
      'a.name as agent_name',
      'l.success',
      'l.reason',
      'l.ip',
      'l.user_agent',
    ]);
  }

  async loginPage(f: LoginLogFilter, page: number, limit: number): Promise<Page<LoginLogRecord>> {
    const [list, total] = await Promise.all([
      this.loginSelect(f)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.login_log_id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.loginCount(f),
    ]);
    return { list, total };
  }

  async loginCount(f: LoginLogFilter): Promise<number> {
    const row = await this.loginBase(f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Every matching row, newest first, fetched in batches (keyset on the id). */
  async *loginRows(f: LoginLogFilter): AsyncGenerator<LoginLogRecord> {
    let before: number | null = null;
    for (;;) {
      let q = this.loginSelect(f);
      if (before !== null) q = q.where('l.login_log_id', '<', before);
      const rows = await q.orderBy('l.login_log_id', 'desc').limit(BATCH).execute();
      yield* rows;
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) return;
      before = last.login_log_id;
    }
  }

  // ── operation_log ──────────────────────────────────────────────────────────────────────

  private operationBase(f: Partial<OperationLogFilter>) {
    let q = this.db
      .selectFrom('operation_log as o')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'o.sys_user_id');
    if (f.operator) {
      const text = f.operator;
      q = q.where((eb) => eb.or([contains('u.realname', text), contains('u.username', text)]));
    }
    if (f.action) q = q.where('o.action', '=', f.action);
    if (f.entity) q = q.where(contains('o.entity', f.entity));
    if (f.start_time) q = q.where('o.created_at', '>=', f.start_time);
    if (f.end_time) q = q.where('o.created_at', '<=', f.end_time);
    return q;
  }

  private operationSelect(f: Partial<OperationLogFilter>) {
    return this.operationBase(f).select([
      'o.operation_log_id',
      'o.created_at',
      'o.sys_user_id',
      'u.realname as operator',
      'u.username as operator_phone',
      'o.action',
      'o.entity',
      'o.entity_id',
      'o.ip',
      'o.before_json',
      'o.after_json',
    ]);
  }

  async operationPage(f: OperationLogFilter, page: number, limit: number): Promise<Page<OperationLogRecord>> {
    const [list, total] = await Promise.all([
      this.operationSelect(f)
        .orderBy('o.created_at', 'desc')
        .orderBy('o.operation_log_id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.operationCount(f),
    ]);
    return { list, total };
  }

  async operationCount(f: OperationLogFilter): Promise<number> {
    const row = await this.operationBase(f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  operationById(id: number): Promise<OperationLogRecord | undefined> {
    return this.operationSelect({}).where('o.operation_log_id', '=', id).executeTakeFirst();
  }

  async *operationRows(f: OperationLogFilter): AsyncGenerator<OperationLogRecord> {
    let before: number | null = null;
    for (;;) {
      let q = this.operationSelect(f);
      if (before !== null) q = q.where('o.operation_log_id', '<', before);
      const rows = await q.orderBy('o.operation_log_id', 'desc').limit(BATCH).execute();
      yield* rows;
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) return;
      before = last.operation_log_id;
    }
  }

  // ── failures: job (status failed) and mail_log (status failed) ─────────────────────────

  private jobFailures(f: FailureFilter, db: Kysely<Database> = this.db) {
    let q = db
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

  private mailFailures(f: FailureFilter, db: Kysely<Database> = this.db) {
    let q = db
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

  async failurePage(q: FailureQuery): Promise<Page<FailureRecord>> {
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
      this.db
        .selectFrom(this.failureUnion(q).as('u'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { list: list as FailureRecord[], total: Number(count.n) };
  }

  /** Failures nobody handled yet (the 错误处理 counter). */
  async openFailureCount(): Promise<number> {
    const row = await this.db
      .selectFrom(this.failureUnion({ state: 'open' }).as('u'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One failure (handled or not); undefined when the row is missing or did not fail. */
  async failure(
    kind: FailureKind,
    id: number,
    db: Kysely<Database> = this.db,
  ): Promise<FailureRecord | undefined> {
    const f = { state: 'all' as const };
    return kind === 'job'
      ? this.jobFailures(f, db).where('job.job_id', '=', id).executeTakeFirst()
      : this.mailFailures(f, db).where('m.mail_log_id', '=', id).executeTakeFirst();
  }

  async markHandled(
    db: Kysely<Database>,
    row: { kind: FailureKind; ref_id: number; remark: string; handled_by: number; handled_at: string },
  ): Promise<void> {
    await db.insertInto('failure_handling').values(row).execute();
  }

  /** Requeues a failed job (due now, attempts from zero) and forgets its handling. */
  async requeueJob(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
    const res = await db
      .updateTable('job')
      .set({ status: 'queued', run_at: now, attempts: 0, locked_at: null, locked_by: null, updated_at: now })
      .where('job_id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    await db.deleteFrom('failure_handling').where('kind', '=', 'job').where('ref_id', '=', id).execute();
    return Number(res.numUpdatedRows) > 0;
  }

  jobSnapshot(db: Kysely<Database>, id: number) {
    return db
      .selectFrom('job')
      .select(['job_id', 'type', 'status', 'attempts', 'run_at', 'last_error', 'updated_at'])
      .where('job_id', '=', id)
      .executeTakeFirst();
  }
}
