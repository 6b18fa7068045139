import type { Db } from '../../db/connection.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Writes } from '../audit/writes.ts';
import type { Clock } from '../identity/clock.ts';
import type { SessionService } from '../identity/session-service.ts';

/** What every back-office service factory gets. */
export interface BackofficeDeps {
  db: Db;
  audit: AuditService;
  /** the one way to open a transaction; `audited` for writes the operation log records */
  writes: Writes;
  sessions: SessionService;
  now: Clock;
}
