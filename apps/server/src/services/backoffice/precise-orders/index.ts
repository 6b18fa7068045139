import {
  MallOrderMessages as M,
  type DownloadLink,
  type Page,
  type PreciseAdminQuery,
  type PreciseAdminRow,
  type ResendResult,
} from '@qishu/contract';
import type { Db } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../shared/errors.ts';
import { EVERY_BUYER } from '../../../repositories/buyer-scope.ts';
import { DeliveryRepository } from '../../../repositories/delivery-repository.ts';
import { PaymentRepository } from '../../../repositories/payment-repository.ts';
import { PreciseOrderRepository } from '../../../repositories/precise-order-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import { preciseOrderView } from '../../shop/precise/index.ts';
import type { PublishedDataService } from '../mall-orders/published-service.ts';

export interface PreciseOrderAdminDeps {
  db: Db;
  /** 已发布数据: downloading and resending a delivered file (reused, not duplicated) */
  published: PublishedDataService;
}

/**
 * 精准查询订单 (/malldata/precisequery): every precise-search order with its buyer, payment and send
 * state. Download and resend go through 已发布数据's service on the order's newest delivery, so the
 * file, the link, the new delivery and the operation log are the same as on that page.
 */
export function createPreciseOrderAdminServices(deps: PreciseOrderAdminDeps) {
  // the platform's page: every buyer's orders
  const orders = new PreciseOrderRepository(deps.db.kysely, EVERY_BUYER);
  const payments = new PaymentRepository(deps.db.kysely, EVERY_BUYER, deps.db.dialect);
  const deliveries = new DeliveryRepository(deps.db.kysely, EVERY_BUYER);

  async function paidOrder(id: number) {
    const order = await orders.searchOrder(id);
    if (!order) throw notFound();
    if (order.status !== 1) throw badRequest(M.notPaid);
    return order;
  }

  return {
    async page(q: PreciseAdminQuery): Promise<Page<PreciseAdminRow>> {
      const page = await orders.adminPage(q, q.page, q.limit);
      const ids = page.list.map((o) => o.per_order_id);
      const [paid, sent] = await Promise.all([
        payments.paidAt('per_order', ids),
        deliveries.summaries('per_order', ids),
      ]);
      return {
        total: page.total,
        list: page.list.map((o) => {
          const d = sent.get(o.per_order_id);
          return {
            ...preciseOrderView(o),
            sys_user_id: o.sys_user_id,
            username: o.username ?? '',
            realname: o.realname,
            usr_agent_id: o.usr_agent_id,
            agent_name: o.agent_name ?? '',
            paid_at: paid.get(o.per_order_id) ?? null,
            delivery_count: d?.count ?? 0,
            data_delivery_id: d?.newest ?? null,
          };
        }),
      };
    },

    /** A fresh link to the order's newest built file (audited like 已发布数据's download). */
    async download(actor: Actor, id: number): Promise<DownloadLink> {
      await paidOrder(id);
      const d = (await deliveries.summaries('per_order', [id])).get(id);
      if (!d?.withFile) throw badRequest(M.fileNotReady);
      return deps.published.download(actor, d.withFile);
    },

    /** A new delivery of the paid order, to its own e-mail unless another is given (audited). */
    async resend(actor: Actor, id: number, email: string | undefined): Promise<ResendResult> {
      const order = await paidOrder(id);
      const d = (await deliveries.summaries('per_order', [id])).get(id);
      if (!d) throw notFound(M.deliveryMissing);
      return deps.published.resend(actor, d.newest, email ?? order.email);
    },
  };
}

export type PreciseOrderAdminServices = ReturnType<typeof createPreciseOrderAdminServices>;
