import {
  LogMessages,
  type FailureKind,
  type FailureQuery,
  type FailureRow,
  type Page,
} from '@qishu/contract';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import type { Db } from '../../../db/connection.ts';
import type { BackofficeLogsRepository } from '../../../repositories/backoffice-logs-repository.ts';
import type { Actor, AuditService } from '../../audit/audit-service.ts';
import type { Clock } from '../../identity/clock.ts';

/**
 * 异常处理: failed durable jobs and failed mails nobody has handled yet. Handling records a remark;
 * 重试 puts a failed job back in the queue. Both are written to the operation log.
 */
export class FailureService {
  constructor(
    private readonly db: Db,
    private readonly repo: BackofficeLogsRepository,
    private readonly audit: AuditService,
    private readonly now: Clock,
  ) {}

  page(q: FailureQuery): Promise<Page<FailureRow>> {
    return this.repo.failurePage(q);
  }

  /** The admin top bar's 错误处理 badge. */
  openCount(): Promise<number> {
    return this.repo.openFailureCount();
  }

  async handle(actor: Actor, kind: FailureKind, id: number, remark: string): Promise<FailureRow> {
    return this.db.kysely.transaction().execute(async (tx) => {
      const before = await this.repo.failure(kind, id, tx);
      if (!before) throw notFound();
      if (before.handled_at) throw conflict(LogMessages.alreadyHandled);
      await this.repo.markHandled(tx, {
        kind,
        ref_id: id,
        remark,
        handled_by: actor.auth.user.sys_user_id,
        handled_at: this.now().toISOString(),
      });
      const after = await this.repo.failure(kind, id, tx);
      await this.audit.record(
        actor,
        {
          action: 'handle',
          entity: kind === 'job' ? 'job' : 'mail_log',
          entityId: id,
          before,
          after,
        },
        tx,
      );
      if (!after) throw notFound();
      return after;
    });
  }

  async retryJob(actor: Actor, id: number): Promise<{ job_id: number; status: string }> {
    return this.db.kysely.transaction().execute(async (tx) => {
      const before = await this.repo.jobSnapshot(tx, id);
      if (!before) throw notFound();
      if (before.status !== 'failed') throw badRequest(LogMessages.notFailed);
      await this.repo.requeueJob(tx, id, this.now().toISOString());
      const after = await this.repo.jobSnapshot(tx, id);
      await this.audit.record(actor, { action: 'retry', entity: 'job', entityId: id, before, after }, tx);
      return { job_id: id, status: after?.status ?? 'queued' };
    });
  }
}
