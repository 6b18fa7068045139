import {
  LogMessages,
  type FailureKind,
  type FailureQuery,
  type FailureRow,
  type Page,
} from '@qishu/contract';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import type { Executor } from '../../../db/executor.ts';
import { FailureRepository } from '../../../repositories/failure-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';

/**
 * 异常处理: failed durable jobs and failed mails nobody has handled yet. Handling records a remark;
 * 重试 puts a failed job back in the queue. Both are written to the operation log.
 */
export class FailureService {
  constructor(private readonly deps: BackofficeDeps) {}

  private failures(db: Executor) {
    return new FailureRepository(db);
  }

  page(q: FailureQuery): Promise<Page<FailureRow>> {
    return this.failures(this.deps.db.kysely).page(q);
  }

  /** The admin top bar's 错误处理 badge. */
  openCount(): Promise<number> {
    return this.failures(this.deps.db.kysely).openCount();
  }

  async handle(actor: Actor, kind: FailureKind, id: number, remark: string): Promise<FailureRow> {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const failures = this.failures(tx);
      const before = await failures.one(kind, id);
      if (!before) throw notFound();
      if (before.handled_at) throw conflict(LogMessages.alreadyHandled);
      await failures.markHandled({
        kind,
        ref_id: id,
        remark,
        handled_by: actor.auth.user.sys_user_id,
        handled_at: this.deps.now().toISOString(),
      });
      const after = await failures.one(kind, id);
      await log({
        action: 'handle',
        entity: kind === 'job' ? 'job' : 'mail_log',
        entityId: id,
        before,
        after,
      });
      if (!after) throw notFound();
      return after;
    });
  }

  async retryJob(actor: Actor, id: number): Promise<{ job_id: number; status: string }> {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const failures = this.failures(tx);
      const before = await failures.jobSnapshot(id);
      if (!before) throw notFound();
      if (before.status !== 'failed') throw badRequest(LogMessages.notFailed);
      await failures.requeueJob(id, this.deps.now().toISOString());
      const after = await failures.jobSnapshot(id);
      await log({ action: 'retry', entity: 'job', entityId: id, before, after });
      return { job_id: id, status: after?.status ?? 'queued' };
    });
  }
}
