import { createHmac, randomUUID } from 'node:crypto';
import type { SmsMessage, SmsProvider } from './types.ts';

/**
 * Aliyun's percent-encoding for RPC signatures: RFC 3986 unreserved characters (A–Z a–z 0–9 - _ . ~)
 * stay, everything else is %XX of its UTF-8 bytes in upper case; a space is %20, never '+'.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** RPC signature v1: HMAC-SHA1 over `METHOD&%2F&encode(canonical query)` with key `secret&`. */
export function aliyunRpcSignature(
  params: Record<string, string>,
  accessKeySecret: string,
  method: 'GET' | 'POST' = 'GET',
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint?: string;
  now?: () => Date;
  fetch?: typeof fetch;
}

/** Aliyun Dysmsapi SendSms over HTTPS (production). Never called in tests. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(private readonly o: AliyunSmsOptions) {}

  /** The signed query string of one SendSms call (exposed for tests). */
  signedQuery(m: SmsMessage, nonce: string = randomUUID()): string {
    const params: Record<string, string> = {
      AccessKeyId: this.o.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: m.phone,
      RegionId: 'cn-hangzhou',
      SignName: this.o.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      TemplateCode: this.o.templateCode,
      TemplateParam: JSON.stringify(m.params),
      Timestamp: (this.o.now ?? (() => new Date()))()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = aliyunRpcSignature(params, this.o.accessKeySecret);
    const query = Object.keys(params)
      .sort()
      .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k] ?? '')}`)
      .join('&');
    return `Signature=${aliyunPercentEncode(signature)}&${query}`;
  }

  async send(m: SmsMessage): Promise<void> {
    const endpoint = this.o.endpoint ?? 'https://dysmsapi.aliyuncs.com/';
    const res = await (this.o.fetch ?? fetch)(`${endpoint}?${this.signedQuery(m)}`, {
      method: 'GET',
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!res.ok || body.Code !== 'OK') {
      throw new Error(`aliyun SendSms failed: ${res.status} ${body.Code ?? ''} ${body.Message ?? ''}`);
    }
  }
}
