import type { Db } from '../../db/connection.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Clock } from '../identity/clock.ts';
import type { SessionService } from '../identity/session-service.ts';

/** What every back-office service factory gets. */
export interface BackofficeDeps {
  db: Db;
  audit: AuditService;
  sessions: SessionService;
  now: Clock;
}
