import { verify, type KeyObject } from 'node:crypto';

/** Why a WeChat Pay answer or notification did not verify (the caller turns it into its own error). */
export class WechatPaySignatureError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WechatPaySignatureError';
  }
}

export interface WechatpaySignedHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

type HeaderBag = Record<string, string | string[] | undefined> | Headers;

function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== lower) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** Reads Wechatpay-Timestamp / -Nonce / -Signature / -Serial; null when any is missing or empty. */
export function readSignedHeaders(headers: HeaderBag): WechatpaySignedHeaders | null {
  const timestamp = header(headers, 'Wechatpay-Timestamp');
  const nonce = header(headers, 'Wechatpay-Nonce');
  const signature = header(headers, 'Wechatpay-Signature');
  const serial = header(headers, 'Wechatpay-Serial');
  if (!timestamp || !nonce || !signature || !serial) return null;
  return { timestamp, nonce, signature, serial };
}

/** The answer / notification signature string: `timestamp\nnonce\nbody\n`. */
export function answerSignatureMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export interface VerifyOptions {
  /** the WeChat Pay public key (public-key mode) */
  publicKey: KeyObject;
  /** its id, PUB_KEY_ID_…; Wechatpay-Serial must equal it */
  publicKeyId: string;
  now: Date;
  /** largest allowed distance between Wechatpay-Timestamp and now, in seconds */
  windowSeconds: number;
}

/**
 * Verifies a signed answer or notification in public-key mode: the serial names our WeChat Pay public
 * key, the timestamp lies within the replay window, and Wechatpay-Signature is RSA-SHA256 (PKCS#1 v1.5)
 * by that key over `timestamp\nnonce\nbody\n`. Throws WechatPaySignatureError otherwise.
 */
export function verifyWechatpaySignature(
  headers: HeaderBag,
  body: string,
  o: VerifyOptions,
): WechatpaySignedHeaders {
  const h = readSignedHeaders(headers);
  if (!h) throw new WechatPaySignatureError('missing Wechatpay-* signature headers');
  if (h.serial !== o.publicKeyId) {
    throw new WechatPaySignatureError(`unknown Wechatpay-Serial ${h.serial.slice(0, 64)}`);
  }
  if (!/^\d{1,12}$/.test(h.timestamp)) throw new WechatPaySignatureError('bad Wechatpay-Timestamp');
  const skew = Math.abs(Math.floor(o.now.getTime() / 1000) - Number(h.timestamp));
  if (skew > o.windowSeconds) {
    throw new WechatPaySignatureError(`Wechatpay-Timestamp is ${skew}s away from now`);
  }
  const ok = verify(
    'sha256',
    Buffer.from(answerSignatureMessage(h.timestamp, h.nonce, body), 'utf8'),
    o.publicKey,
    Buffer.from(h.signature, 'base64'),
  );
  if (!ok) throw new WechatPaySignatureError('Wechatpay-Signature does not verify');
  return h;
}
