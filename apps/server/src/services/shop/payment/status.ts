import { PaymentMessages as M, PaymentStatus, type GetOrderStatusResponse } from '@qishu/contract';
import { notFound } from '../../../shared/errors.ts';
import { ordersOf, type OrderKind } from '../../../repositories/order-kind.ts';
import type { PaymentRow } from '../../../repositories/payment-repository.ts';
import { dataScopeOf } from '../../access/permits.ts';
import type { AuthContext } from '../../identity/session-service.ts';
import { paymentsOf, type PaymentDeps } from './deps.ts';
import type { createSettlement } from './settle.ts';

/** A QR younger than this is not worth asking the provider about. */
const QUERY_AFTER_MS = 10_000;
/** At most one provider query per payment in this window (the client polls every 2 s). */
const QUERY_EVERY_MS = 5_000;

/**
 * getOrderStatus (§4 payment polling): the caller's own payment and its order's send state. While
 * the payment waits, the provider is asked now and then, so a lost notification does not leave the
 * buyer waiting; its answer goes through the same settlement as a notification.
 */
export function createStatus(deps: PaymentDeps, settlement: ReturnType<typeof createSettlement>) {
  const lastQuery = new Map<number, number>();

  async function askProvider(payment: PaymentRow): Promise<boolean> {
    const now = deps.now().getTime();
    if (now - Date.parse(payment.created_at) < QUERY_AFTER_MS) return false;
    if (now - (lastQuery.get(payment.payment_id) ?? 0) < QUERY_EVERY_MS) return false;
    if (lastQuery.size > 10_000) lastQuery.clear();
    lastQuery.set(payment.payment_id, now);
    try {
      const outcome = await settlement.reconcile(payment.out_trade_no);
      return outcome === 'paid' || outcome === 'failed';
    } catch (err) {
      deps.log?.warn({ err, outTradeNo: payment.out_trade_no }, 'payment query failed');
      return false;
    }
  }

  return async function getOrderStatus(
    auth: AuthContext,
    input: { order_id: string },
  ): Promise<GetOrderStatusResponse> {
    const scope = dataScopeOf(auth);
    const payments = paymentsOf(deps, deps.db.kysely, scope);
    let payment = await payments.byTradeNo(input.order_id);
    if (!payment) throw notFound(M.orderNotFound);
    if (payment.status === PaymentStatus.waiting && (await askProvider(payment))) {
      payment = (await payments.byTradeNo(input.order_id)) ?? payment;
    }
    if (payment.status !== PaymentStatus.waiting) lastQuery.delete(payment.payment_id);
    const order =
      payment.status === PaymentStatus.paid
        ? await ordersOf(payment.order_kind as OrderKind, deps.db.kysely, scope).sendState(payment.order_id)
        : undefined;
    return {
      status: payment.status,
      is_send: order?.is_send ?? 0,
      send_remark: order?.send_remark ?? null,
    };
  };
}
