import { randomBytes, sign, type KeyObject } from 'node:crypto';

/** The only authentication type WeChat Pay APIv3 accepts in the Authorization header. */
export const WECHATPAY_AUTH_TYPE = 'WECHATPAY2-SHA256-RSA2048';

/**
 * The request signature string: five lines, each ending with \n (the last one too):
 * HTTP method, URL without scheme and host (path plus `?query`), timestamp (seconds), nonce, body
 * ('' for GET).
 */
export function requestSignatureMessage(
  method: string,
  url: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** SHA256 with RSA (PKCS#1 v1.5), base64. */
export function rsaSha256Sign(message: string, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(message, 'utf8'), privateKey).toString('base64');
}

/** 32 upper-case hex characters. */
export function nonceString(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export interface AuthorizationInput {
  mchid: string;
  /** serial number of the merchant API certificate */
  serialNo: string;
  privateKey: KeyObject;
  method: string;
  /** path plus query, exactly as sent */
  url: string;
  body: string;
  timestamp: string;
  nonce: string;
}

/** `WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"` */
export function authorizationHeader(a: AuthorizationInput): string {
  const signature = rsaSha256Sign(
    requestSignatureMessage(a.method, a.url, a.timestamp, a.nonce, a.body),
    a.privateKey,
  );
  return (
    `${WECHATPAY_AUTH_TYPE} mchid="${a.mchid}",nonce_str="${a.nonce}",` +
    `signature="${signature}",timestamp="${a.timestamp}",serial_no="${a.serialNo}"`
  );
}
