import { authorizationHeader, nonceString } from './signing.ts';
import { verifyWechatpaySignature, WechatPaySignatureError } from './verify.ts';
import type { WechatPayOptions } from './options.ts';

/** WeChat Pay answered with an error status; `code`/`message` are WeChat's own (message usually Chinese). */
export class WechatPayApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly wechatMessage: string;
  constructor(status: number, code: string, wechatMessage: string) {
    super(`微信支付接口错误 ${code}：${wechatMessage}`);
    this.name = 'WechatPayApiError';
    this.status = status;
    this.code = code;
    this.wechatMessage = wechatMessage;
  }
}

export interface WechatPayAnswer {
  status: number;
  /** raw body text ('' for 204) */
  text: string;
  /** parsed body, undefined when empty */
  json: unknown;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Signed HTTP calls to the WeChat Pay APIv3: every request carries the merchant's Authorization
 * signature, every successful answer must carry a valid WeChat Pay signature (public-key mode), else it
 * is treated as forged. Error answers become WechatPayApiError.
 */
export class WechatPayClient {
  private readonly baseUrl: string;
  constructor(private readonly o: WechatPayOptions) {
    this.baseUrl = o.baseUrl.replace(/\/+$/, '');
  }

  private now(): Date {
    return (this.o.now ?? (() => new Date()))();
  }

  async request(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<WechatPayAnswer> {
    const url = new URL(this.baseUrl + path);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = authorizationHeader({
      mchid: this.o.mchid,
      serialNo: this.o.merchantSerialNo,
      privateKey: this.o.merchantPrivateKey,
      method,
      url: url.pathname + url.search,
      body,
      timestamp: String(Math.floor(this.now().getTime() / 1000)),
      nonce: nonceString(),
    });
    const headers: Record<string, string> = {
      Authorization: authorization,
      Accept: 'application/json',
      'User-Agent': 'qishu-server/1.0 (node)',
      // public-key mode: tells WeChat Pay which of its keys we verify with
      'Wechatpay-Serial': this.o.wechatPayPublicKeyId,
    };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await (this.o.fetch ?? fetch)(url, {
        method,
        headers,
        ...(method === 'POST' ? { body } : {}),
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new Error(`微信支付接口不可达：${(error as Error).message}`, { cause: error });
    }
    const text = await res.text();
    const signed = res.headers.has('Wechatpay-Signature');
    // A successful answer without a valid signature is forged; an error answer is verified when signed.
    if (res.ok || signed) {
      try {
        verifyWechatpaySignature(res.headers, text, {
          publicKey: this.o.wechatPayPublicKey,
          publicKeyId: this.o.wechatPayPublicKeyId,
          now: this.now(),
          windowSeconds: this.o.replayWindowSeconds ?? 300,
        });
      } catch (error) {
        if (error instanceof WechatPaySignatureError) {
          throw new Error(`微信支付应答验签失败：${error.message}`, { cause: error });
        }
        throw error;
      }
    }
    const json = parseJson(text);
    if (!res.ok) {
      const e = (json ?? {}) as { code?: unknown; message?: unknown };
      throw new WechatPayApiError(
        res.status,
        typeof e.code === 'string' ? e.code : `HTTP_${res.status}`,
        typeof e.message === 'string' ? e.message : text.slice(0, 200) || res.statusText,
      );
    }
    return { status: res.status, text, json };
  }
}
