import type { Db } from '../../../db/connection.ts';
import { BackofficeMallOrdersRepository } from '../../../repositories/backoffice-mall-orders-repository.ts';
import { SpecialSubjectRepository } from '../../../repositories/backoffice-special-subject-repository.ts';
import type { AuditService } from '../../audit/audit-service.ts';
import type { Clock } from '../../identity/clock.ts';
import type { DeliveryScheduler } from '../../shop/delivery/types.ts';
import { MallOrderService } from './order-service.ts';
import { PublishedDataService } from './published-service.ts';
import { Resender } from './resender.ts';
import { SpecialSubjectService } from './subject-service.ts';

export interface MallOperationDeps {
  db: Db;
  audit: AuditService;
  delivery: DeliveryScheduler;
  now: Clock;
}

/** Shop operations of the back-office: 订单管理, 已发布数据, 专题管理 (and the shop's 专题推荐). */
export function createMallOperationServices(deps: MallOperationDeps) {
  const repo = new BackofficeMallOrdersRepository(deps.db.kysely);
  const resender = new Resender(repo, deps.delivery, deps.audit);
  return {
    orders: new MallOrderService(repo, resender, deps.now),
    published: new PublishedDataService(repo, deps.delivery, deps.audit, resender),
    subjects: new SpecialSubjectService(
      deps.db,
      new SpecialSubjectRepository(deps.db.kysely),
      deps.audit,
      deps.now,
    ),
  };
}
