import {
  PaymentNoticeRejected,
  type CreateNativePayment,
  type PaymentNotice,
  type PaymentProvider,
  type PaymentQueryResult,
} from '../types.ts';
import { decryptResource } from './aead.ts';
import { WechatPayApiError, WechatPayClient } from './client.ts';
import { shanghaiRfc3339 } from '../../../shared/shanghai-time.ts';
import { truncateUtf8 } from './format.ts';
import type { WechatPayOptions } from './options.ts';
import { verifyWechatpaySignature, WechatPaySignatureError } from './verify.ts';

/** The transaction object of an order query answer or a decrypted notification (fields we read). */
export interface WechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_type?: string;
  trade_state?: string;
  trade_state_desc?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
  [key: string]: unknown;
}

const OUT_TRADE_NO = /^[0-9A-Za-z_\-*]{6,32}$/;
const DESCRIPTION_MAX_BYTES = 127;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * WeChat Pay APIv3 Native (scan) payment, public-key mode: requests are signed with the merchant API
 * key, answers and notifications are verified with the WeChat Pay public key (PUB_KEY_ID_…), and the
 * notification resource is decrypted with the APIv3 key.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat' as const;
  private readonly client: WechatPayClient;

  constructor(private readonly o: WechatPayOptions) {
    this.client = new WechatPayClient(o);
  }

  private now(): Date {
    return (this.o.now ?? (() => new Date()))();
  }

  private tradePath(outTradeNo: string): string {
    if (!OUT_TRADE_NO.test(outTradeNo)) throw new Error(`invalid out_trade_no ${outTradeNo.slice(0, 40)}`);
    return `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;
  }

  async createNative(r: CreateNativePayment): Promise<{ codeUrl: string }> {
    if (!Number.isInteger(r.amountFen) || r.amountFen <= 0)
      throw new Error('amountFen must be a positive integer');
    if (!OUT_TRADE_NO.test(r.outTradeNo))
      throw new Error(`invalid out_trade_no ${r.outTradeNo.slice(0, 40)}`);
    const answer = await this.client.request('POST', '/v3/pay/transactions/native', {
      appid: this.o.appid,
      mchid: this.o.mchid,
      description: truncateUtf8(r.description, DESCRIPTION_MAX_BYTES),
      out_trade_no: r.outTradeNo,
      time_expire: shanghaiRfc3339(r.expiresAt), // RFC 3339 in Beijing time, as WeChat Pay wants it
      notify_url: r.notifyUrl,
      amount: { total: r.amountFen, currency: 'CNY' },
    });
    const codeUrl = isObject(answer.json) ? answer.json.code_url : undefined;
    if (typeof codeUrl !== 'string' || !codeUrl.startsWith('weixin://')) {
      throw new Error('微信支付下单应答缺少 code_url');
    }
    return { codeUrl };
  }

  async parseNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<PaymentNotice> {
    try {
      verifyWechatpaySignature(headers, rawBody, {
        publicKey: this.o.wechatPayPublicKey,
        publicKeyId: this.o.wechatPayPublicKeyId,
        now: this.now(),
        windowSeconds: this.o.replayWindowSeconds ?? 300,
      });
    } catch (error) {
      if (error instanceof WechatPaySignatureError) throw new PaymentNoticeRejected(error.message);
      throw error;
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new PaymentNoticeRejected('notification body is not JSON');
    }
    if (!isObject(body) || body.resource_type !== 'encrypt-resource' || !isObject(body.resource)) {
      throw new PaymentNoticeRejected('notification has no encrypted resource');
    }
    const { algorithm, ciphertext, nonce, associated_data: associatedData } = body.resource;
    if (
      algorithm !== 'AEAD_AES_256_GCM' ||
      typeof ciphertext !== 'string' ||
      typeof nonce !== 'string' ||
      (associatedData !== undefined && typeof associatedData !== 'string')
    ) {
      throw new PaymentNoticeRejected('unsupported notification resource');
    }
    let transaction: unknown;
    try {
      transaction = JSON.parse(
        decryptResource(this.o.apiV3Key, { ciphertext, nonce, associated_data: associatedData ?? '' }),
      );
    } catch {
      throw new PaymentNoticeRejected('notification resource does not decrypt');
    }
    if (!isObject(transaction)) throw new PaymentNoticeRejected('notification resource is not a transaction');
    const notice = this.noticeOf(transaction as WechatTransaction);
    if (typeof notice === 'string') throw new PaymentNoticeRejected(notice);
    return notice;
  }

  /** A verified transaction → PaymentNotice, or the reason it cannot be one. */
  private noticeOf(t: WechatTransaction, expectOutTradeNo?: string): PaymentNotice | string {
    if (t.mchid !== this.o.mchid) return 'transaction of another merchant';
    if (t.appid !== undefined && t.appid !== this.o.appid) return 'transaction of another appid';
    if (typeof t.out_trade_no !== 'string' || t.out_trade_no === '')
      return 'transaction without out_trade_no';
    if (expectOutTradeNo !== undefined && t.out_trade_no !== expectOutTradeNo) {
      return 'answer is about another out_trade_no';
    }
    const outcome = t.trade_state === 'SUCCESS' ? 'paid' : t.trade_state === 'PAYERROR' ? 'failed' : null;
    if (!outcome) return `unexpected trade_state ${String(t.trade_state).slice(0, 32)}`;
    const total = t.amount?.total;
    if (typeof total !== 'number' || !Number.isInteger(total) || total < 0)
      return 'transaction without amount';
    if (outcome === 'paid' && (typeof t.transaction_id !== 'string' || t.transaction_id === '')) {
      return 'paid transaction without transaction_id';
    }
    return {
      outTradeNo: t.out_trade_no,
      providerTxnId:
        typeof t.transaction_id === 'string' && t.transaction_id !== '' ? t.transaction_id : null,
      amountFen: total,
      outcome,
      raw: t,
    };
  }

  async query(outTradeNo: string): Promise<PaymentQueryResult> {
    const answer = await this.client.request(
      'GET',
      `${this.tradePath(outTradeNo)}?mchid=${encodeURIComponent(this.o.mchid)}`,
    );
    if (!isObject(answer.json)) throw new Error('微信支付查单应答不是 JSON');
    const t = answer.json as WechatTransaction;
    if (t.out_trade_no !== outTradeNo) throw new Error('微信支付查单应答的订单号不符');
    switch (t.trade_state) {
      case 'NOTPAY':
      case 'USERPAYING':
        return { outTradeNo, outcome: 'waiting' };
      case 'CLOSED':
      case 'REVOKED':
        return { outTradeNo, outcome: 'closed' };
      // REFUND: the payment did succeed (and was refunded later): it counts as paid here.
      case 'SUCCESS':
      case 'REFUND':
      case 'PAYERROR': {
        const notice = this.noticeOf(
          t.trade_state === 'REFUND' ? { ...t, trade_state: 'SUCCESS' } : t,
          outTradeNo,
        );
        if (typeof notice === 'string') throw new Error(`微信支付查单应答无效：${notice}`);
        return { ...notice, raw: t };
      }
      default:
        throw new Error(`微信支付查单返回未知状态 ${String(t.trade_state).slice(0, 32)}`);
    }
  }

  /**
   * Closes an unpaid order. Already closed (or never created) is fine; a paid order throws
   * WechatPayApiError with code ORDERPAID, so the caller queries and books the payment instead.
   */
  async close(outTradeNo: string): Promise<void> {
    try {
      await this.client.request('POST', `${this.tradePath(outTradeNo)}/close`, { mchid: this.o.mchid });
    } catch (error) {
      if (
        error instanceof WechatPayApiError &&
        ['ORDER_CLOSED', 'ORDERCLOSED', 'ORDER_NOT_EXIST'].includes(error.code)
      ) {
        return;
      }
      throw error;
    }
  }
}
