import { MallOrderMessages as M, type ResendResult } from '@qishu/contract';
import { badRequest, notFound } from '../../../shared/errors.ts';
import type { PublishedDataRepository } from '../../../repositories/published-data-repository.ts';
import type { Actor, AuditService } from '../../audit/audit-service.ts';
import type { DeliveryScheduler, OrderRef } from '../../shop/delivery/types.ts';

/**
 * A new delivery of a paid order made from the back-office (reason 'admin'), for both pages; unpaid
 * orders are refused. The delivery service writes the row and its job; the operation log records who.
 */
export class Resender {
  constructor(
    private readonly published: PublishedDataRepository,
    private readonly delivery: DeliveryScheduler,
    private readonly audit: AuditService,
  ) {}

  async resend(actor: Actor, order: OrderRef, email: string | undefined): Promise<ResendResult> {
    const current = await this.published.orderOf(order.kind, order.orderId);
    if (!current) throw notFound();
    if (current.status !== 1) throw badRequest(M.notPaid);
    const to = email ?? current.email;
    const { data_delivery_id } = await this.delivery.resend(order, { email: to, reason: 'admin' });
    // the delivery service commits the delivery in a transaction of its own before the entry is written
    await this.audit.record(actor, {
      action: 'resend',
      entity: order.kind,
      entityId: order.orderId,
      after: { data_delivery_id, email: to, reason: 'admin' },
    });
    return { data_delivery_id, email: to };
  }
}
