// Filled in by the mail work (session 3): the back-office mail outbox (/sys/mailbox).
import type { Mailer } from '../../adapters/mail/types.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Clock } from '../identity/clock.ts';

export interface MailboxDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  audit: AuditService;
  now: Clock;
}

export function createMailboxServices(_deps: MailboxDeps) {
  return {};
}
