import {
  fenToYuan,
  PaymentMessages as M,
  ProductStatus,
  type GetPayUrlResponse,
  type getPayUrlRequest,
} from '@qishu/contract';
import type { z } from 'zod';
import { badRequest, notFound } from '../../../shared/errors.ts';
import { isUniqueViolation } from '../../../shared/db-errors.ts';
import type { DataScope } from '../../../repositories/data-scope.ts';
import { ordersOf, type OrderKind } from '../../../repositories/order-kind.ts';
import { openKeyOf, type PaymentRow } from '../../../repositories/payment-repository.ts';
import { PreciseOrderRepository } from '../../../repositories/precise-order-repository.ts';
import { ShopOrderRepository } from '../../../repositories/shop-order-repository.ts';
import { ShopProductRepository } from '../../../repositories/shop-product-repository.ts';
import { dataScopeOf } from '../../access/permits.ts';
import { assertSelf } from '../../identity/guard.ts';
import type { AuthContext } from '../../identity/session-service.ts';
import { newOrderCode, newTradeNo, paymentDescription } from './codes.ts';
import { paymentsOf, type PaymentDeps } from './deps.ts';
import type { createSettlement } from './settle.ts';

export type GetPayUrlInput = z.output<typeof getPayUrlRequest>;

/** The durable job that closes an unpaid payment when its QR expires. */
export const CLOSE_JOB = 'payment.close';

/** Yuan as sent (at most two decimals) → fen; anything finer is not an amount. */
function toFen(money: number): number {
  const fen = Math.round(money * 100);
  if (Math.abs(money * 100 - fen) > 1e-6) throw badRequest(M.amountInvalid);
  return fen;
}

interface Target {
  kind: OrderKind;
  /** existing precise order, or null when a shop order is created */
  perOrderId: number | null;
  shopProductId: number | null;
  /** the precise order's code (a shop order gets its code when it is created) */
  orderCode: string;
  name: string;
  amountFen: number;
}

/** What the payment is open for while it waits (payment.open_key): one open payment each. */
function openKeyOfTarget(scope: DataScope, target: Target): string {
  return target.perOrderId !== null
    ? openKeyOf({ kind: 'per_order', perOrderId: target.perOrderId })
    : openKeyOf({ kind: 'shop_order', userId: scope.userId, shopProductId: target.shopProductId ?? 0 });
}

/**
 * getPayUrl (§3 payment request): prices the order itself, asks the provider for a QR first, then
 * creates the order, the payment and its close-on-expiry job in one transaction. A provider failure
 * therefore leaves nothing behind (no order, no payment row): the shopper simply tries again.
 *
 * One open payment per order (issue 18): while a payment of the precise order — or of the shopper's
 * purchase of the product — still waits and its QR has not expired, the request is answered that
 * payment (its e-mail updated), never a second one; `payment.open_key` is unique, so two concurrent
 * requests cannot both open one (the loser closes its QR and answers the winner's). An expired one
 * whose close job has not run yet is closed first.
 */
export function createCheckout(deps: PaymentDeps, settlement: ReturnType<typeof createSettlement>) {
  const products = new ShopProductRepository(deps.db.kysely);
  const timeoutMs = deps.config.PAYMENT_TIMEOUT_MINUTES * 60_000;
  const expiryOf = (payment: PaymentRow) => new Date(Date.parse(payment.created_at) + timeoutMs);

  async function targetOf(scope: DataScope, input: GetPayUrlInput, fen: number): Promise<Target> {
    if (input.shop_product_id !== undefined) {
      const product = await products.one(input.shop_product_id);
      if (!product) throw notFound(M.productNotFound);
      if (product.status !== ProductStatus.onShelf) throw badRequest(M.withdrawn);
      if (product.price_fen !== fen) throw badRequest(M.priceChanged);
      return {
        kind: 'shop_order',
        perOrderId: null,
        shopProductId: product.shop_product_id,
        orderCode: '',
        name: product.name,
        amountFen: product.price_fen,
      };
    }
    if (input.per_order_id === undefined) throw badRequest(M.orderTarget);
    const order = await new PreciseOrderRepository(deps.db.kysely, scope).payable(input.per_order_id);
    if (!order) throw notFound(M.orderNotFound);
    if (order.status !== 0) throw badRequest(M.orderPaid);
    if (order.amount_fen !== fen) throw badRequest(M.amountInvalid);
    return {
      kind: 'per_order',
      perOrderId: order.per_order_id,
      shopProductId: null,
      orderCode: order.order_code,
      name: order.order_name,
      amountFen: order.amount_fen,
    };
  }

  /**
   * The open payment of `openKey` as getPayUrl answers it (the buyer's e-mail taken); null when there
   * is none, 'closed' when there was one that could no longer be paid and was closed now.
   */
  async function stillOpen(
    scope: DataScope,
    openKey: string,
    target: Target,
    email: string,
  ): Promise<GetPayUrlResponse | 'closed' | null> {
    const payment = await paymentsOf(deps, deps.db.kysely, scope).openFor(openKey);
    if (!payment) return null;
    if (deps.now().getTime() >= expiryOf(payment).getTime() || payment.amount_fen !== target.amountFen) {
      // its QR expired, or the price it asks changed: close it (a late payment found then counts)
      try {
        await settlement.closeExpired(payment.out_trade_no);
      } catch (err) {
        deps.log?.warn({ err, outTradeNo: payment.out_trade_no }, 'payment provider could not close');
        throw badRequest(M.providerDown);
      }
      return 'closed';
    }
    const kind = payment.order_kind as OrderKind;
    const order = await ordersOf(kind, deps.db.kysely, scope).sendState(payment.order_id);
    if (!order) return null;
    if (kind === 'per_order') {
      await new PreciseOrderRepository(deps.db.kysely, scope).setPayment(payment.order_id, {
        email,
        code_url: payment.code_url ?? '',
      });
    } else {
      await new ShopOrderRepository(deps.db.kysely, scope).setUnpaidEmail(payment.order_id, email);
    }
    return {
      code_url: payment.code_url ?? '',
      per_order_id: kind === 'per_order' ? payment.order_id : null,
      shop_order_id: kind === 'shop_order' ? payment.order_id : null,
      order_id: payment.out_trade_no,
      order_code: order.order_code,
      order_name: order.order_name,
      amount: fenToYuan(payment.amount_fen),
      expires_at: expiryOf(payment).toISOString(),
    };
  }

  return async function getPayUrl(auth: AuthContext, input: GetPayUrlInput): Promise<GetPayUrlResponse> {
    assertSelf(auth, { sys_user_id: input.sys_user_id }, { allowAdmin: false });
    const scope = dataScopeOf(auth);
    const fen = toFen(input.money);
    let target = await targetOf(scope, input, fen);
    const openKey = openKeyOfTarget(scope, target);
    const open = await stillOpen(scope, openKey, target, input.email);
    if (open === 'closed') {
      // closing it may have found it paid late: the order is checked again
      target = await targetOf(scope, input, fen);
    } else if (open) {
      return open;
    }

    const now = deps.now();
    const createdAt = now.toISOString();
    const expiresAt = new Date(now.getTime() + timeoutMs);
    const outTradeNo = newTradeNo(now);
    const provider = deps.provider;
    let codeUrl: string;
    try {
      ({ codeUrl } = await provider.createNative({
        outTradeNo,
        amountFen: target.amountFen,
        description: paymentDescription(target.name),
        expiresAt,
        notifyUrl: `${deps.config.PUBLIC_URL}/api/pay/notify/${provider.name}`,
      }));
    } catch (err) {
      deps.log?.warn({ err, outTradeNo }, 'payment provider refused to create the order');
      throw badRequest(M.providerDown);
    }

    try {
      const made = await deps.writes.transaction(async (tx) => {
        let orderId = target.perOrderId;
        let orderCode = target.orderCode;
        if (target.kind === 'shop_order' && target.shopProductId !== null) {
          orderCode = newOrderCode(now);
          orderId = await new ShopOrderRepository(tx, scope).insert({
            order_code: orderCode,
            order_name: target.name,
            sys_user_id: scope.userId,
            usr_agent_id: auth.user.usr_agent_id,
            shop_product_id: target.shopProductId,
            amount_fen: target.amountFen,
            email: input.email,
            created_at: createdAt,
          });
        } else if (orderId !== null) {
          await new PreciseOrderRepository(tx, scope).setPayment(orderId, {
            email: input.email,
            code_url: codeUrl,
          });
        }
        if (orderId === null) throw new Error('no order to pay');
        await paymentsOf(deps, tx, scope).insert({
          out_trade_no: outTradeNo,
          provider: provider.name,
          order_kind: target.kind,
          order_id: orderId,
          sys_user_id: scope.userId,
          amount_fen: target.amountFen,
          code_url: codeUrl,
          created_at: createdAt,
          open_key: openKey,
        });
        await deps.jobs.enqueue(tx, {
          type: CLOSE_JOB,
          payload: { out_trade_no: outTradeNo },
          uniqueKey: `${CLOSE_JOB}:${outTradeNo}`,
          runAt: expiresAt,
        });
        return { orderId, orderCode };
      });
      return {
        code_url: codeUrl,
        per_order_id: target.kind === 'per_order' ? made.orderId : null,
        shop_order_id: target.kind === 'shop_order' ? made.orderId : null,
        order_id: outTradeNo,
        order_code: made.orderCode,
        order_name: target.name,
        amount: fenToYuan(target.amountFen),
        expires_at: expiresAt.toISOString(),
      };
    } catch (err) {
      // the provider has an order we will never show: close it (best effort; it expires anyway)
      await provider.close(outTradeNo).catch(() => undefined);
      // a concurrent request opened the payment first: answer that one
      const first = isUniqueViolation(err) ? await stillOpen(scope, openKey, target, input.email) : null;
      if (first && first !== 'closed') return first;
      throw err;
    }
  };
}
