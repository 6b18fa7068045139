import type { Db } from '../../../db/connection.ts';
import { MallOrderRepository } from '../../../repositories/mall-order-repository.ts';
import { PublishedDataRepository } from '../../../repositories/published-data-repository.ts';
import type { AuditService } from '../../audit/audit-service.ts';
import type { Writes } from '../../audit/writes.ts';
import type { Clock } from '../../identity/clock.ts';
import type { DeliveryScheduler } from '../../shop/delivery/types.ts';
import { MallOrderService } from './order-service.ts';
import { PublishedDataService } from './published-service.ts';
import { Resender } from './resender.ts';
import { SpecialSubjectService } from './subject-service.ts';

export interface MallOperationDeps {
  db: Db;
  /** the operation log of what the delivery service writes in transactions of its own */
  audit: AuditService;
  /** the one way to open a transaction; `audited` for writes the operation log records */
  writes: Writes;
  delivery: DeliveryScheduler;
  now: Clock;
}

/** Shop operations of the back-office: 订单管理, 已发布数据, 专题管理 (and the shop's 专题推荐). */
export function createMallOperationServices(deps: MallOperationDeps) {
  // 订单管理 and 已发布数据 only read: one pair over the database serves every request
  const orders = new MallOrderRepository(deps.db.kysely);
  const published = new PublishedDataRepository(deps.db.kysely);
  const resender = new Resender(published, deps.delivery, deps.audit);
  return {
    orders: new MallOrderService(orders, published, resender, deps.now),
    published: new PublishedDataService(published, deps.delivery, deps.audit, resender),
    subjects: new SpecialSubjectService(deps),
  };
}
