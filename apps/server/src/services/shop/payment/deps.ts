import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payment/types.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/connection.ts';
import type { Executor } from '../../../db/executor.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import type { BuyerScope } from '../../../repositories/buyer-scope.ts';
import { PaymentRepository } from '../../../repositories/payment-repository.ts';
import type { AuditService } from '../../audit/audit-service.ts';
import type { Writes } from '../../audit/writes.ts';
import type { Clock } from '../../identity/clock.ts';
import type { DeliveryScheduler } from '../delivery/types.ts';

export interface PaymentDeps {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  jobs: JobQueue;
  delivery: DeliveryScheduler;
  audit: AuditService;
  /** the one way to open a transaction */
  writes: Writes;
  now: Clock;
  log?: FastifyBaseLogger;
}

/** The payments `scope` sees, read and written through `db` (the database or a transaction). */
export function paymentsOf(deps: PaymentDeps, db: Executor, scope: BuyerScope): PaymentRepository {
  return new PaymentRepository(db, scope, deps.db.dialect);
}
