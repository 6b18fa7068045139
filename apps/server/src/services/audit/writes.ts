import type { Executor } from '../../db/executor.ts';
import type { Actor, AuditEntry, AuditService } from './audit-service.ts';

/** Records one operation-log entry inside the write's transaction. */
export type LogEntry = (entry: AuditEntry) => Promise<void>;

/**
 * The one way a service opens a transaction. `audited` is the back-office write: the change and
 * its operation-log entries (who, what, the row before and after) commit together or not at all.
 */
export class Writes {
  constructor(
    private readonly db: Executor,
    private readonly audit: AuditService,
  ) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  audited<T>(actor: Actor, work: (tx: Executor, log: LogEntry) => Promise<T>): Promise<T> {
    return this.transaction((tx) => work(tx, (entry) => this.audit.record(actor, entry, tx)));
  }
}
