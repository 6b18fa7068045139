import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payment/types.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/connection.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import { ShopPaymentRepository } from '../../../repositories/shop-payment-repository.ts';
import type { AuditService } from '../../audit/audit-service.ts';
import type { Clock } from '../../identity/clock.ts';
import type { DeliveryScheduler } from '../delivery/types.ts';
import { CLOSE_JOB, createCheckout } from './checkout.ts';
import { createSandboxPages } from './sandbox.ts';
import { createSettlement } from './settle.ts';
import { createStatus } from './status.ts';

export type { SettleResult } from './settle.ts';

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

/**
 * Payment (data-shop.md §3, §4, §7): getPayUrl, getOrderStatus, the provider's notification, the
 * sandbox page and the close-on-expiry job. Every way a payment ends goes through `settlement`.
 */
export function createPaymentServices(deps: PaymentDeps) {
  const repo = new ShopPaymentRepository(deps.db.kysely, deps.db.dialect);
  const settlement = createSettlement(deps, repo);
  deps.jobs.register(CLOSE_JOB, async (payload) => {
    const no = (payload as { out_trade_no?: unknown } | null)?.out_trade_no;
    if (typeof no === 'string') await settlement.closeExpired(no);
  });
  return {
    /** the configured provider's name (the notification URL's :provider) */
    providerName: deps.provider.name,
    getPayUrl: createCheckout(deps, repo),
    getOrderStatus: createStatus(deps, repo, settlement),
    /** a provider's notification exactly as it arrived; throws PaymentNoticeRejected when it does not verify */
    notify: settlement.notify,
    /** the payment.close job's work (also callable directly) */
    closeExpired: settlement.closeExpired,
    sandbox: createSandboxPages(deps, repo, settlement),
  };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;
