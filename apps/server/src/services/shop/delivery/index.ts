// Filled in by the delivery work (session 3).
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../../adapters/mail/types.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/connection.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import type { AuditService } from '../../audit/audit-service.ts';
import type { Clock } from '../../identity/clock.ts';
import type { DeliveryScheduler } from './types.ts';

export interface DeliveryDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
  mailer: Mailer;
  audit: AuditService;
  now: Clock;
  log?: FastifyBaseLogger;
}

export function createDeliveryServices(_deps: DeliveryDeps): DeliveryScheduler {
  const notYet = () => Promise.reject(new Error('not built yet'));
  return { schedule: notYet, resend: notYet };
}
