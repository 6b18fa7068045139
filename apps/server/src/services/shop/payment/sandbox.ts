import { formatYuan, PaymentMessages as M, PaymentStatus, type SandboxSubmitResponse } from '@qishu/contract';
import { SandboxPaymentProvider } from '../../../adapters/payment/sandbox.ts';
import { EVERY_BUYER } from '../../../repositories/buyer-scope.ts';
import { ordersOf, type OrderKind } from '../../../repositories/order-kind.ts';
import type { PaymentRow } from '../../../repositories/payment-repository.ts';
import { conflict, forbidden, notFound } from '../../../shared/errors.ts';
import { shanghaiTime } from '../../../shared/shanghai-time.ts';
import type { AuthContext } from '../../identity/session-service.ts';
import { paymentsOf, type PaymentDeps } from './deps.ts';
import { messagePage, payPage } from './sandbox-html.ts';
import type { createSettlement } from './settle.ts';

export interface HtmlAnswer {
  status: number;
  html: string;
}

/** Why the payment cannot be paid on the page (any more): the HTTP status, a title and a line. */
interface Stop {
  status: number;
  title: string;
  detail: string;
}

/**
 * The sandbox provider's page and its two buttons. The page needs no session (it only shows the
 * order); its buttons are calls of the payer's session (the page's script sends the token the shop
 * stored in this browser), so a trade number alone pays or fails nobody's payment (issue 18). They
 * build a signed notification and hand it to the same `notify` path a provider's notification takes.
 */
export function createSandboxPages(deps: PaymentDeps, settlement: ReturnType<typeof createSettlement>) {
  const expiryOf = (createdAt: string) =>
    new Date(Date.parse(createdAt) + deps.config.PAYMENT_TIMEOUT_MINUTES * 60_000);

  const sandbox = () => (deps.provider instanceof SandboxPaymentProvider ? deps.provider : null);

  /** The sandbox's payment of the trade number, whoever's (the page and the owner check read it). */
  async function paymentOf(outTradeNo: string): Promise<PaymentRow | undefined> {
    if (!outTradeNo) return undefined;
    const payment = await paymentsOf(deps, deps.db.kysely, EVERY_BUYER).byTradeNo(outTradeNo);
    return payment?.provider === 'sandbox' ? payment : undefined;
  }

  /** Why the payment can no longer be paid here, or null while it waits. */
  function stopOf(payment: PaymentRow): Stop | null {
    const expired = deps.now().getTime() >= expiryOf(payment.created_at).getTime();
    if (payment.status === PaymentStatus.paid)
      return { status: 200, title: '订单已支付', detail: M.orderPaid };
    if (payment.status === PaymentStatus.closed || (payment.status === PaymentStatus.waiting && expired)) {
      return { status: 200, title: '订单已关闭', detail: M.payClosed };
    }
    if (payment.status !== PaymentStatus.waiting) {
      return { status: 200, title: M.payFailed, detail: '该订单支付失败，请重新下单。' };
    }
    return null;
  }

  const answerOf = (payment: PaymentRow, stop: Stop): SandboxSubmitResponse => ({
    status: payment.status === PaymentStatus.waiting ? PaymentStatus.closed : payment.status,
    title: stop.title,
    detail: stop.detail,
  });

  return {
    async page(outTradeNo: string): Promise<HtmlAnswer> {
      if (!sandbox()) {
        return { status: 404, html: messagePage(M.sandboxOff, '当前使用的是真实支付服务。') };
      }
      const payment = await paymentOf(outTradeNo);
      if (!payment) return { status: 404, html: messagePage('订单不存在', M.orderNotFound) };
      const stop = stopOf(payment);
      if (stop) return { status: stop.status, html: messagePage(stop.title, stop.detail) };
      const order = await ordersOf(payment.order_kind as OrderKind, deps.db.kysely, EVERY_BUYER).sendState(
        payment.order_id,
      );
      return {
        status: 200,
        html: payPage({
          outTradeNo: payment.out_trade_no,
          orderName: order?.order_name ?? '',
          amount: formatYuan(payment.amount_fen),
          expiresAt: shanghaiTime(expiryOf(payment.created_at).toISOString()),
        }),
      };
    },

    /**
     * 确认支付 / 模拟支付失败 by the payer's session: a signed notice of the payment's own amount,
     * through `notify`. Anyone else is refused (403) and nothing changes.
     */
    async submit(
      auth: AuthContext,
      outTradeNo: string,
      outcome: 'paid' | 'failed',
    ): Promise<SandboxSubmitResponse> {
      const provider = sandbox();
      if (!provider) throw notFound(M.sandboxOff);
      const payment = await paymentOf(outTradeNo);
      if (!payment) throw notFound(M.orderNotFound);
      if (payment.sys_user_id !== auth.user.sys_user_id) throw forbidden(M.sandboxNotPayer);
      const stop = stopOf(payment);
      if (stop) return answerOf(payment, stop);
      const { headers, rawBody } = provider.simulate(payment.out_trade_no, payment.amount_fen, outcome);
      if ((await settlement.notify(headers, rawBody)) !== 'applied') {
        const now = await paymentOf(outTradeNo);
        const nowStop = now && stopOf(now);
        if (now && nowStop) return answerOf(now, nowStop);
        throw conflict(M.sandboxNotApplied);
      }
      return outcome === 'paid'
        ? {
            status: PaymentStatus.paid,
            title: M.paySuccess,
            detail: '付款已完成，数据将发送到您填写的邮箱。',
          }
        : { status: PaymentStatus.failed, title: M.payFailed, detail: '已模拟支付失败。' };
    },
  };
}
