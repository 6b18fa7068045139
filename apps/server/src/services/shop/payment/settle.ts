import type { PaymentNotice } from '../../../adapters/payment/types.ts';
import { EVERY_BUYER } from '../../../repositories/buyer-scope.ts';
import { ordersOf, type DeliverableOrder, type OrderKind } from '../../../repositories/order-kind.ts';
import { ShopCartRepository } from '../../../repositories/shop-cart-repository.ts';
import type { Executor } from '../../../db/executor.ts';
import { paymentsOf, type PaymentDeps } from './deps.ts';

/**
 * What applying a provider's word did: `applied` (paid or failed recorded), `duplicate` (already
 * paid: a replay, nothing changed), `amountMismatch` (refused, nothing paid), `unknown` (no such trade).
 */
export type SettleResult = 'applied' | 'duplicate' | 'amountMismatch' | 'unknown';

/** A paid product leaves its buyer's cart (it is in 我的订单 now), in the settling transaction. */
async function leaveCart(tx: Executor, order: DeliverableOrder | undefined): Promise<void> {
  if (!order?.shop_product_id) return;
  const buyer = { tenant: null, userId: order.sys_user_id };
  await new ShopCartRepository(tx, buyer).removeProduct(order.shop_product_id);
}

/**
 * The one way a payment ends: a verified notice (notification, sandbox page or order query) applied
 * in one transaction with the payment row locked. Paid → payment 1, order 1 and its delivery
 * scheduled in the same transaction, exactly once whatever arrives twice or concurrently; a paid
 * product also leaves the buyer's cart then.
 */
export function createSettlement(deps: PaymentDeps) {
  async function settle(notice: PaymentNotice): Promise<SettleResult> {
    return deps.writes.transaction(async (tx) => {
      // the provider's word, not a shopper's request: whoever the buyer
      const r = paymentsOf(deps, tx, EVERY_BUYER);
      const payment = await r.lockByTradeNo(notice.outTradeNo);
      if (!payment) return 'unknown';
      if (payment.status === 1) return 'duplicate';
      const at = deps.now().toISOString();
      const json = JSON.stringify(notice.raw ?? null);
      if (notice.amountFen !== payment.amount_fen) {
        deps.log?.warn(
          { outTradeNo: notice.outTradeNo, expected: payment.amount_fen, got: notice.amountFen },
          'payment notification amount does not match; not applied',
        );
        await r.storeNotice(payment.payment_id, json, at);
        return 'amountMismatch';
      }
      if (notice.outcome === 'failed') {
        await r.markUnpaid(payment.payment_id, 2, at, json);
        return 'applied';
      }
      const paid = await r.markPaid(payment.payment_id, {
        provider_txn_id: notice.providerTxnId,
        paid_at: at,
        notify_json: json,
      });
      if (!paid) return 'duplicate';
      const kind = payment.order_kind as OrderKind;
      const orders = ordersOf(kind, tx, EVERY_BUYER);
      if (await orders.markPaid(payment.order_id, at)) {
        await deps.delivery.schedule(tx, { kind, orderId: payment.order_id });
        if (kind === 'shop_order') await leaveCart(tx, await orders.deliverable(payment.order_id));
      } else {
        // a second payment of an order that another payment already paid: money taken twice
        deps.log?.warn(
          { outTradeNo: notice.outTradeNo, kind, orderId: payment.order_id },
          'order was already paid by another payment; refund by hand',
        );
      }
      return 'applied';
    });
  }

  /** Verifies a notification exactly as it arrived (rejects with PaymentNoticeRejected) and applies it. */
  async function notify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<SettleResult> {
    return settle(await deps.provider.parseNotification(headers, rawBody));
  }

  /**
   * Asks the provider how a waiting payment stands and applies a final answer (lost notification,
   * late payment). Answers the provider's outcome.
   */
  async function reconcile(outTradeNo: string): Promise<'waiting' | 'closed' | 'paid' | 'failed'> {
    const answer = await deps.provider.query(outTradeNo);
    if (answer.outcome === 'paid' || answer.outcome === 'failed') await settle(answer as PaymentNotice);
    return answer.outcome;
  }

  /** The payment.close job: at expiry an unpaid payment is queried once more, then closed (status 3). */
  async function closeExpired(outTradeNo: string): Promise<void> {
    const payments = paymentsOf(deps, deps.db.kysely, EVERY_BUYER);
    const payment = await payments.byTradeNo(outTradeNo);
    if (payment?.status !== 0) return;
    if ((await reconcile(outTradeNo)) === 'paid') return;
    await deps.provider.close(outTradeNo);
    await payments.markUnpaid(payment.payment_id, 3, deps.now().toISOString());
  }

  return { settle, notify, reconcile, closeExpired };
}
