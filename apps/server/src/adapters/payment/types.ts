/**
 * One interface for every payment provider (ARCHITECTURE.md adapters/payment). The payment service
 * creates the order here, and every way a payment can end — the provider's notification, an order
 * query, the sandbox page — arrives as a PaymentNotice through the same service path.
 */

export type PaymentProviderName = 'sandbox' | 'wechat';

export interface CreateNativePayment {
  /** our trade number (payment.out_trade_no), 6–32 characters [0-9A-Za-z_-] */
  outTradeNo: string;
  /** integer fen, > 0 */
  amountFen: number;
  /** shown to the payer (product or order name), at most 127 bytes for WeChat */
  description: string;
  /** the QR stops working at this time; the provider closes the order */
  expiresAt: Date;
  /** absolute URL the provider posts its notification to */
  notifyUrl: string;
}

/** What a provider says about a payment, after its signature was verified and its body decrypted. */
export interface PaymentNotice {
  outTradeNo: string;
  /** the provider's own transaction id (WeChat transaction_id); null when it failed before one existed */
  providerTxnId: string | null;
  /** the amount the provider says was paid, integer fen */
  amountFen: number;
  outcome: 'paid' | 'failed';
  /** the decoded notification or query answer, stored with the payment (no secrets) */
  raw: unknown;
}

export type PaymentQueryResult = PaymentNotice | { outTradeNo: string; outcome: 'waiting' | 'closed' };

/** Thrown when a notification's signature, timestamp or body does not verify: answer 401, change nothing. */
export class PaymentNoticeRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentNoticeRejected';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Native (scan) payment: the text to draw as the QR code. */
  createNative(request: CreateNativePayment): Promise<{ codeUrl: string }>;
  /** Verifies and decodes a notification exactly as it arrived (raw body bytes as text). */
  parseNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<PaymentNotice>;
  /** Asks the provider how the payment stands (polling fallback when a notification is late). */
  query(outTradeNo: string): Promise<PaymentQueryResult>;
  /** Closes an unpaid order (timeout); closing an already closed order is not an error. */
  close(outTradeNo: string): Promise<void>;
}
