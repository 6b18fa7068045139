// Filled in by the payment work (session 3).
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payment/types.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/connection.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import type { AuditService } from '../../audit/audit-service.ts';
import type { Clock } from '../../identity/clock.ts';
import type { DeliveryScheduler } from '../delivery/types.ts';

export interface PaymentDeps {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  jobs: JobQueue;
  delivery: DeliveryScheduler;
  audit: AuditService;
  now: Clock;
  log?: FastifyBaseLogger;
}

export function createPaymentServices(_deps: PaymentDeps) {
  return {};
}
