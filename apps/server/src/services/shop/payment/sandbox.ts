import { formatYuan, PaymentMessages as M, PaymentStatus } from '@qishu/contract';
import { SandboxPaymentProvider } from '../../../adapters/payment/sandbox.ts';
import { EVERY_BUYER } from '../../../repositories/buyer-scope.ts';
import { ordersOf, type OrderKind } from '../../../repositories/order-kind.ts';
import { shanghaiTime } from '../../../shared/shanghai-time.ts';
import { paymentsOf, type PaymentDeps } from './deps.ts';
import { messagePage, payPage } from './sandbox-html.ts';
import type { createSettlement } from './settle.ts';

export interface HtmlAnswer {
  status: number;
  html: string;
}

/**
 * The sandbox provider's page (no session: a phone scanning the QR has none). Its buttons build a
 * signed notification and hand it to the same `notify` path a provider's notification takes.
 */
export function createSandboxPages(deps: PaymentDeps, settlement: ReturnType<typeof createSettlement>) {
  const expiryOf = (createdAt: string) =>
    new Date(Date.parse(createdAt) + deps.config.PAYMENT_TIMEOUT_MINUTES * 60_000);

  /** The waiting payment, or the page that says why there is none to pay. */
  async function waiting(outTradeNo: string) {
    const provider = deps.provider;
    if (!(provider instanceof SandboxPaymentProvider)) {
      return { stop: { status: 404, html: messagePage('沙箱支付未启用', '当前使用的是真实支付服务。') } };
    }
    // no session: the trade number is all the page knows
    const payment = await paymentsOf(deps, deps.db.kysely, EVERY_BUYER).byTradeNo(outTradeNo);
    if (payment?.provider !== 'sandbox') {
      return { stop: { status: 404, html: messagePage('订单不存在', M.orderNotFound) } };
    }
    const expired = deps.now().getTime() >= expiryOf(payment.created_at).getTime();
    if (payment.status === PaymentStatus.paid) {
      return { stop: { status: 200, html: messagePage('订单已支付', M.orderPaid) } };
    }
    if (payment.status === PaymentStatus.closed || (payment.status === PaymentStatus.waiting && expired)) {
      return { stop: { status: 200, html: messagePage('订单已关闭', M.payClosed) } };
    }
    if (payment.status !== PaymentStatus.waiting) {
      return { stop: { status: 200, html: messagePage(M.payFailed, '该订单支付失败，请重新下单。') } };
    }
    return { payment, provider };
  }

  return {
    async page(outTradeNo: string): Promise<HtmlAnswer> {
      const w = await waiting(outTradeNo);
      if (w.stop) return w.stop;
      const { payment } = w;
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

    /** 确认支付 / 模拟支付失败: a signed notice of the payment's own amount, through `notify`. */
    async submit(outTradeNo: string, outcome: 'paid' | 'failed'): Promise<HtmlAnswer> {
      const w = await waiting(outTradeNo);
      if (w.stop) return w.stop;
      const { payment, provider } = w;
      const { headers, rawBody } = provider.simulate(payment.out_trade_no, payment.amount_fen, outcome);
      const result = await settlement.notify(headers, rawBody);
      if (result !== 'applied') {
        const now = await waiting(outTradeNo);
        return now.stop ?? { status: 409, html: messagePage(M.payFailed, '支付未能完成，请重新下单。') };
      }
      return outcome === 'paid'
        ? { status: 200, html: messagePage(M.paySuccess, '付款已完成，数据将发送到您填写的邮箱。') }
        : { status: 200, html: messagePage(M.payFailed, '已模拟支付失败。') };
    },
  };
}
