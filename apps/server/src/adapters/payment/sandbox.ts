import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  PaymentNoticeRejected,
  type CreateNativePayment,
  type PaymentNotice,
  type PaymentProvider,
  type PaymentQueryResult,
} from './types.ts';

/** Header carrying the sandbox notification's signature: hex HMAC-SHA256 of the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const noticeBody = z.object({
  out_trade_no: z.string().min(6).max(32),
  transaction_id: z.string().min(1).max(64).nullable(),
  amount_fen: z.number().int().positive(),
  outcome: z.enum(['paid', 'failed']),
});
type NoticeBody = z.infer<typeof noticeBody>;

/**
 * The development/test provider: the QR encodes a page of this server (`/api/pay/sandbox/<no>`) whose
 * buttons produce a notification signed with a secret only this process knows, verified by
 * parseNotification like a real provider's. It remembers what it was told, so `query` answers like a
 * provider would (paid after the page confirmed, closed after close).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly secret = randomBytes(32);
  private readonly states = new Map<string, PaymentQueryResult>();

  constructor(private readonly publicUrl: string) {}

  createNative(request: CreateNativePayment): Promise<{ codeUrl: string }> {
    this.states.set(request.outTradeNo, { outTradeNo: request.outTradeNo, outcome: 'waiting' });
    return Promise.resolve({
      codeUrl: `${this.publicUrl}/api/pay/sandbox/${encodeURIComponent(request.outTradeNo)}`,
    });
  }

  /** What the sandbox page posts through the notification path: a signed body and its headers. */
  simulate(
    outTradeNo: string,
    amountFen: number,
    outcome: 'paid' | 'failed',
  ): { headers: Record<string, string>; rawBody: string } {
    const body: NoticeBody = {
      out_trade_no: outTradeNo,
      transaction_id: outcome === 'paid' ? `SANDBOX${randomBytes(10).toString('hex')}` : null,
      amount_fen: amountFen,
      outcome,
    };
    const rawBody = JSON.stringify(body);
    return {
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: this.sign(rawBody) },
      rawBody,
    };
  }

  parseNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<PaymentNotice> {
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    const expected = Buffer.from(this.sign(rawBody), 'hex');
    const actual =
      typeof given === 'string' && /^[0-9a-f]{64}$/.test(given) ? Buffer.from(given, 'hex') : null;
    if (!actual || !timingSafeEqual(actual, expected)) {
      return Promise.reject(new PaymentNoticeRejected('sandbox signature does not verify'));
    }
    let parsed: NoticeBody;
    try {
      parsed = noticeBody.parse(JSON.parse(rawBody));
    } catch {
      return Promise.reject(new PaymentNoticeRejected('sandbox notification body is malformed'));
    }
    const notice: PaymentNotice = {
      outTradeNo: parsed.out_trade_no,
      providerTxnId: parsed.transaction_id,
      amountFen: parsed.amount_fen,
      outcome: parsed.outcome,
      raw: parsed,
    };
    this.states.set(notice.outTradeNo, notice);
    return Promise.resolve(notice);
  }

  query(outTradeNo: string): Promise<PaymentQueryResult> {
    // a trade created before a restart: its page still works (it signs with the new secret)
    return Promise.resolve(this.states.get(outTradeNo) ?? { outTradeNo, outcome: 'waiting' as const });
  }

  close(outTradeNo: string): Promise<void> {
    const state = this.states.get(outTradeNo);
    if (!state || state.outcome === 'waiting') this.states.set(outTradeNo, { outTradeNo, outcome: 'closed' });
    return Promise.resolve();
  }

  private sign(rawBody: string): string {
    return createHmac('sha256', this.secret).update(rawBody, 'utf8').digest('hex');
  }
}
