// Filled in by the mall-operations work (session 3): order management, published data, special subjects.
import type { Db } from '../../../db/connection.ts';
import type { AuditService } from '../../audit/audit-service.ts';
import type { Clock } from '../../identity/clock.ts';
import type { DeliveryScheduler } from '../../shop/delivery/types.ts';

export interface MallOperationDeps {
  db: Db;
  audit: AuditService;
  delivery: DeliveryScheduler;
  now: Clock;
}

export function createMallOperationServices(_deps: MallOperationDeps) {
  return {};
}
