import { CLOSE_JOB, createCheckout } from './checkout.ts';
import type { PaymentDeps } from './deps.ts';
import { createSandboxPages } from './sandbox.ts';
import { createSettlement } from './settle.ts';
import { createStatus } from './status.ts';

export type { PaymentDeps } from './deps.ts';
export type { SettleResult } from './settle.ts';

/**
 * Payment (data-shop.md §3, §4, §7): getPayUrl, getOrderStatus, the provider's notification, the
 * sandbox page and the close-on-expiry job. Every way a payment ends goes through `settlement`.
 */
export function createPaymentServices(deps: PaymentDeps) {
  const settlement = createSettlement(deps);
  deps.jobs.register(CLOSE_JOB, async (payload) => {
    const no = (payload as { out_trade_no?: unknown } | null)?.out_trade_no;
    if (typeof no === 'string') await settlement.closeExpired(no);
  });
  return {
    /** the configured provider's name (the notification URL's :provider) */
    providerName: deps.provider.name,
    getPayUrl: createCheckout(deps, settlement),
    getOrderStatus: createStatus(deps, settlement),
    /** a provider's notification exactly as it arrived; throws PaymentNoticeRejected when it does not verify */
    notify: settlement.notify,
    /** the payment.close job's work (also callable directly) */
    closeExpired: settlement.closeExpired,
    sandbox: createSandboxPages(deps, settlement),
  };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;
