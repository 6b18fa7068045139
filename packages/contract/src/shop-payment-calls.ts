import { describeCall, noBody } from './call.ts';
import {
  getOrderStatusRequest,
  getOrderStatusResponse,
  getPayUrlRequest,
  getPayUrlResponse,
  sandboxParams,
  sandboxSubmitResponse,
} from './shop-payment.ts';

// the payment's paths and calls apart from its schemas: in the browser build a call keeps only its method
// and path (contract-without-call-schemas), so a page that starts a payment loads no zod

/** Paths under /api. */
export const PaymentPaths = {
  getPayUrl: '/sys/Payment/getPayUrl',
  getOrderStatus: '/sys/Payment/getOrderStatus',
  /** where a provider posts its payment notification (:provider = sandbox | wechat) */
  notify: '/pay/notify/:provider',
  /** the sandbox provider's payment page: code_url points here */
  sandboxPage: '/pay/sandbox/:out_trade_no',
  /** the page's buttons: the payer's session confirms or fails the payment */
  sandboxConfirm: '/pay/sandbox/:out_trade_no/confirm',
  sandboxFail: '/pay/sandbox/:out_trade_no/fail',
  /** the page's script (the CSP allows no inline script) */
  sandboxScript: '/pay/sandbox-page.js',
} as const;

/**
 * The shopper's payment calls (session required). The provider's notification and the sandbox page
 * itself are not calls; the sandbox page's two buttons are, and only the payer's session may use them.
 */
export const PaymentCalls = {
  getPayUrl: describeCall({
    method: 'POST',
    path: PaymentPaths.getPayUrl,
    summary: '下单并取支付二维码（服务器按商品或精准订单计价，money 须与之相等）',
    input: getPayUrlRequest,
    output: getPayUrlResponse,
  }),
  getOrderStatus: describeCall({
    method: 'POST',
    path: PaymentPaths.getOrderStatus,
    summary: '查询我的支付状态（0 待支付 1 已支付 2 失败 3 已关闭）及数据发送状态',
    input: getOrderStatusRequest,
    output: getOrderStatusResponse,
  }),
  sandboxConfirm: describeCall({
    method: 'POST',
    path: PaymentPaths.sandboxConfirm,
    summary: '沙箱支付：确认支付（仅下单用户本人）',
    input: noBody,
    params: sandboxParams,
    output: sandboxSubmitResponse,
  }),
  sandboxFail: describeCall({
    method: 'POST',
    path: PaymentPaths.sandboxFail,
    summary: '沙箱支付：模拟支付失败（仅下单用户本人）',
    input: noBody,
    params: sandboxParams,
    output: sandboxSubmitResponse,
  }),
};
