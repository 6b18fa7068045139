import {
  createCipheriv,
  generateKeyPairSync,
  randomBytes,
  randomInt,
  randomUUID,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local stand-in for the WeChat Pay APIv3 endpoints the provider uses, with real keys and real
 * signatures (written from WeChat Pay's documentation, independent of the provider's own code):
 * - checks the merchant's `Authorization: WECHATPAY2-SHA256-RSA2048 …` over
 *   `METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n` with the merchant public key (401 SIGN_ERROR otherwise);
 * - signs every answer with the "WeChat Pay public key" pair (Wechatpay-Timestamp/-Nonce/-Signature over
 *   `TIMESTAMP\nNONCE\nBODY\n`, Wechatpay-Serial = PUB_KEY_ID_…);
 * - keeps orders in memory; `pay()` marks one paid and builds the notification exactly as WeChat does
 *   (resource encrypted with AEAD_AES_256_GCM under the APIv3 key).
 */

export type FakeTradeState = 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'CLOSED' | 'REVOKED' | 'PAYERROR';

export interface FakeOrder {
  appid: string;
  mchid: string;
  outTradeNo: string;
  description: string;
  notifyUrl: string;
  timeExpire: string | undefined;
  total: number;
  /** canonical body of the creating request (a different one with the same out_trade_no is refused) */
  requestBody: string;
  codeUrl: string;
  state: FakeTradeState;
  transactionId?: string;
  successTime?: string;
  payerTotal?: number;
}

export interface FakeRequestLog {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  status: number;
}

export interface FakeNotification {
  headers: Record<string, string>;
  body: string;
  /** the decrypted resource, for assertions */
  transaction: Record<string, unknown>;
  /** when `post` was asked: what the notify_url answered */
  delivered?: { status: number; body: string };
}

export interface PayOptions {
  /** POST the notification to the order's notify_url (otherwise only return it) */
  post?: boolean;
  /** tamper: the notification says this amount (fen) instead of the order's, validly signed */
  amountFen?: number;
  /** tamper: sign the notification with a key that is not the WeChat Pay key */
  badSignature?: boolean;
  /** tamper: Wechatpay-Timestamp this many seconds off now (e.g. -600 for a stale notification) */
  timestampOffsetSeconds?: number;
  /** tamper: another Wechatpay-Serial */
  serial?: string;
  /** encrypt with another APIv3 key */
  apiV3Key?: string;
}

/** How the fake signs its answers (tests switch it to prove the provider checks). */
export type AnswerSigning = 'wechat' | 'other-key' | 'other-serial' | 'none';

export interface FakeWechatPay {
  baseUrl: string;
  mchid: string;
  appid: string;
  merchantSerialNo: string;
  publicKeyId: string;
  apiV3Key: string;
  merchantPrivateKeyPem: string;
  wechatPayPublicKeyPem: string;
  orders: Map<string, FakeOrder>;
  requests: FakeRequestLog[];
  answerSigning: AnswerSigning;
  /** writes the two PEM files into `dir` and answers the WECHAT_PAY_* environment for them */
  writeEnv(dir: string): Record<string, string>;
  pay(outTradeNo: string, opts?: PayOptions): Promise<FakeNotification>;
  /** sets an order's trade_state directly (USERPAYING, PAYERROR, REVOKED, …) */
  setTradeState(outTradeNo: string, state: FakeTradeState): void;
  close(): Promise<void>;
}

export interface FakeWechatPayOptions {
  mchid?: string;
  appid?: string;
  merchantSerialNo?: string;
  publicKeyId?: string;
  apiV3Key?: string;
  /** the fake's clock (Wechatpay-Timestamp of answers and notifications, request freshness) */
  now?: () => Date;
}

const AUTH_TYPE = 'WECHATPAY2-SHA256-RSA2048';

function rsaPair() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

function alnum(n: number): string {
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let s = '';
  for (let i = 0; i < n; i++) s += chars[randomInt(chars.length)];
  return s;
}

function beijing(d: Date): string {
  return `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

function parseAuthorization(value: string | undefined): Record<string, string> | null {
  if (!value || !value.startsWith(`${AUTH_TYPE} `)) return null;
  const fields: Record<string, string> = {};
  for (const m of value.slice(AUTH_TYPE.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[m[1] as string] = m[2] as string;
  }
  return fields;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

class HttpFail extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startFakeWechatPay(options: FakeWechatPayOptions = {}): Promise<FakeWechatPay> {
  const now = options.now ?? (() => new Date());
  const merchant = rsaPair();
  const wechat = rsaPair();
  const rogue = rsaPair();
  const mchid = options.mchid ?? '1900000109';
  const appid = options.appid ?? 'wxd678efh567hg6787';
  const merchantSerialNo = options.merchantSerialNo ?? randomBytes(20).toString('hex').toUpperCase();
  const publicKeyId =
    options.publicKeyId ?? `PUB_KEY_ID_0119000001092026112200000000${randomInt(1000, 9999)}`;
  const apiV3Key = options.apiV3Key ?? alnum(32);
  const orders = new Map<string, FakeOrder>();
  const requests: FakeRequestLog[] = [];

  function signed(
    body: string,
    key: KeyObject,
    serial: string,
    timestamp = Math.floor(now().getTime() / 1000),
  ) {
    const nonce = alnum(32);
    const ts = String(timestamp);
    const signature = sign('sha256', Buffer.from(`${ts}\n${nonce}\n${body}\n`, 'utf8'), key).toString(
      'base64',
    );
    return {
      'Wechatpay-Timestamp': ts,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': serial,
      'Wechatpay-Signature-Type': AUTH_TYPE,
    };
  }

  function checkSignature(req: IncomingMessage, body: string): Record<string, string> {
    const auth = parseAuthorization(req.headers.authorization);
    if (!auth) throw new HttpFail(401, 'SIGN_ERROR', 'Authorization 格式错误');
    const { mchid: who, nonce_str: nonce, signature, timestamp, serial_no: serial } = auth;
    if (!who || !nonce || !signature || !timestamp || !serial) {
      throw new HttpFail(401, 'SIGN_ERROR', '签名信息不完整');
    }
    if (who !== mchid) throw new HttpFail(401, 'SIGN_ERROR', '商户号与签名不符');
    if (serial !== merchantSerialNo) throw new HttpFail(401, 'SIGN_ERROR', '商户证书序列号错误');
    if (Math.abs(Math.floor(now().getTime() / 1000) - Number(timestamp)) > 300) {
      throw new HttpFail(401, 'SIGN_ERROR', '请求时间戳过期');
    }
    const message = `${req.method}\n${req.url}\n${timestamp}\n${nonce}\n${body}\n`;
    if (
      !verify('sha256', Buffer.from(message, 'utf8'), merchant.publicKey, Buffer.from(signature, 'base64'))
    ) {
      throw new HttpFail(401, 'SIGN_ERROR', '签名错误');
    }
    return auth;
  }

  function paramError(message: string): never {
    throw new HttpFail(400, 'PARAM_ERROR', message);
  }

  function createNative(body: string): { status: number; json: unknown } {
    let b: Record<string, unknown>;
    try {
      b = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return paramError('请求体不是合法的 JSON');
    }
    if (b.appid !== appid) paramError('appid 与商户号不匹配');
    if (b.mchid !== mchid) paramError('mchid 错误');
    const description = b.description;
    if (typeof description !== 'string' || description === '' || Buffer.byteLength(description) > 127) {
      paramError('description 长度应为 1–127 字节');
    }
    const no = b.out_trade_no;
    if (typeof no !== 'string' || !/^[0-9A-Za-z_\-*]{6,32}$/.test(no)) paramError('out_trade_no 格式错误');
    const notifyUrl = b.notify_url;
    if (typeof notifyUrl !== 'string' || !/^https?:\/\/[^?#\s]+$/.test(notifyUrl)) {
      paramError('notify_url 格式错误');
    }
    const timeExpire = b.time_expire;
    if (
      timeExpire !== undefined &&
      (typeof timeExpire !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/.test(timeExpire))
    ) {
      paramError('time_expire 格式错误');
    }
    const amount = b.amount as { total?: unknown; currency?: unknown } | undefined;
    if (!amount || typeof amount.total !== 'number' || !Number.isInteger(amount.total) || amount.total <= 0) {
      paramError('amount.total 应为正整数（分）');
    }
    if (amount.currency !== 'CNY') paramError('amount.currency 应为 CNY');
    const canonical = JSON.stringify(b, Object.keys(b).sort());
    const known = orders.get(no);
    if (known) {
      if (known.state === 'SUCCESS') throw new HttpFail(400, 'ORDERPAID', '该订单已支付');
      if (known.state === 'CLOSED') throw new HttpFail(400, 'ORDER_CLOSED', '订单已关闭');
      if (known.requestBody !== canonical) throw new HttpFail(400, 'INVALID_REQUEST', '201 商户订单号重复');
      return { status: 200, json: { code_url: known.codeUrl } };
    }
    const order: FakeOrder = {
      appid,
      mchid,
      outTradeNo: no,
      description,
      notifyUrl,
      timeExpire,
      total: amount.total,
      requestBody: canonical,
      codeUrl: `weixin://wxpay/bizpayurl?pr=${alnum(7)}`,
      state: 'NOTPAY',
    };
    orders.set(no, order);
    return { status: 200, json: { code_url: order.codeUrl } };
  }

  function transactionOf(o: FakeOrder): Record<string, unknown> {
    const t: Record<string, unknown> = {
      appid: o.appid,
      mchid: o.mchid,
      out_trade_no: o.outTradeNo,
      trade_state: o.state,
      trade_state_desc: {
        NOTPAY: '订单未支付',
        USERPAYING: '用户支付中',
        SUCCESS: '支付成功',
        CLOSED: '订单已关闭',
        REVOKED: '已撤销',
        PAYERROR: '支付失败',
      }[o.state],
      attach: '',
      amount: { total: o.total, currency: 'CNY', payer_currency: 'CNY' },
    };
    if (o.state === 'SUCCESS' || o.transactionId) {
      Object.assign(t, {
        transaction_id: o.transactionId,
        trade_type: 'NATIVE',
        bank_type: 'OTHERS',
        success_time: o.successTime,
        payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
        amount: { total: o.total, payer_total: o.payerTotal, currency: 'CNY', payer_currency: 'CNY' },
      });
    }
    return t;
  }

  function orderOf(no: string): FakeOrder {
    const o = orders.get(decodeURIComponent(no));
    if (!o) throw new HttpFail(404, 'ORDER_NOT_EXIST', '订单不存在');
    return o;
  }

  async function handle(req: IncomingMessage, body: string): Promise<{ status: number; json?: unknown }> {
    const auth = checkSignature(req, body);
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/native') return createNative(body);
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && query) {
      if (url.searchParams.get('mchid') !== mchid || auth.mchid !== mchid) paramError('mchid 错误');
      return { status: 200, json: transactionOf(orderOf(query[1] as string)) };
    }
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(url.pathname);
    if (req.method === 'POST' && close) {
      let b: { mchid?: unknown } = {};
      try {
        b = JSON.parse(body) as { mchid?: unknown };
      } catch {
        paramError('请求体不是合法的 JSON');
      }
      if (b.mchid !== mchid) paramError('mchid 错误');
      const o = orderOf(close[1] as string);
      if (o.state === 'SUCCESS') throw new HttpFail(400, 'ORDERPAID', '该订单已支付');
      o.state = 'CLOSED';
      return { status: 204 };
    }
    throw new HttpFail(404, 'NOT_FOUND', '接口不存在');
  }

  const fake: FakeWechatPay = {
    baseUrl: '',
    mchid,
    appid,
    merchantSerialNo,
    publicKeyId,
    apiV3Key,
    merchantPrivateKeyPem: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    wechatPayPublicKeyPem: wechat.publicKey.export({ type: 'spki', format: 'pem' }) as string,
    orders,
    requests,
    answerSigning: 'wechat',
    writeEnv(dir) {
      const privateKeyFile = path.join(dir, 'apiclient_key.pem');
      const publicKeyFile = path.join(dir, 'pub_key.pem');
      writeFileSync(privateKeyFile, fake.merchantPrivateKeyPem);
      writeFileSync(publicKeyFile, fake.wechatPayPublicKeyPem);
      return {
        PAYMENT_PROVIDER: 'wechat',
        WECHAT_PAY_MCHID: mchid,
        WECHAT_PAY_APPID: appid,
        WECHAT_PAY_CERT_SERIAL: merchantSerialNo,
        WECHAT_PAY_PRIVATE_KEY_FILE: privateKeyFile,
        WECHAT_PAY_PUBLIC_KEY_ID: publicKeyId,
        WECHAT_PAY_PUBLIC_KEY_FILE: publicKeyFile,
        WECHAT_PAY_API_V3_KEY: apiV3Key,
        WECHAT_PAY_BASE_URL: fake.baseUrl,
      };
    },
    async pay(outTradeNo, opts = {}) {
      const o = orders.get(outTradeNo);
      if (!o) throw new Error(`fake WeChat Pay: no order ${outTradeNo}`);
      if (o.state === 'CLOSED' || o.state === 'REVOKED')
        throw new Error(`fake WeChat Pay: order ${outTradeNo} is closed`);
      if (o.state !== 'SUCCESS') {
        o.state = 'SUCCESS';
        o.transactionId = `4200${Date.now().toString().slice(-10)}${String(randomInt(1e9)).padStart(14, '0')}`;
        o.successTime = beijing(now());
        o.payerTotal = opts.amountFen ?? o.total;
      }
      const transaction = transactionOf(o);
      if (opts.amountFen !== undefined) {
        transaction.amount = {
          total: opts.amountFen,
          payer_total: opts.amountFen,
          currency: 'CNY',
          payer_currency: 'CNY',
        };
      }
      const nonce = alnum(12);
      const key = Buffer.from(opts.apiV3Key ?? apiV3Key, 'utf8');
      const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(nonce, 'utf8'));
      cipher.setAAD(Buffer.from('transaction', 'utf8'));
      const sealed = Buffer.concat([
        cipher.update(JSON.stringify(transaction), 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      const body = JSON.stringify({
        id: randomUUID(),
        create_time: beijing(now()),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: sealed.toString('base64'),
          associated_data: 'transaction',
          nonce,
        },
      });
      const headers = {
        'Content-Type': 'application/json',
        ...signed(
          body,
          opts.badSignature ? rogue.privateKey : wechat.privateKey,
          opts.serial ?? publicKeyId,
          Math.floor(now().getTime() / 1000) + (opts.timestampOffsetSeconds ?? 0),
        ),
      };
      const notification: FakeNotification = { headers, body, transaction };
      if (opts.post) {
        const res = await fetch(o.notifyUrl, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(10_000),
        });
        notification.delivered = { status: res.status, body: await res.text() };
      }
      return notification;
    },
    setTradeState(outTradeNo, state) {
      const o = orders.get(outTradeNo);
      if (!o) throw new Error(`fake WeChat Pay: no order ${outTradeNo}`);
      o.state = state;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function answer(res: ServerResponse, status: number, json: unknown) {
    const body = json === undefined ? '' : JSON.stringify(json);
    let headers: Record<string, string> = {};
    if (fake.answerSigning === 'wechat') headers = signed(body, wechat.privateKey, publicKeyId);
    if (fake.answerSigning === 'other-key') headers = signed(body, rogue.privateKey, publicKeyId);
    if (fake.answerSigning === 'other-serial')
      headers = signed(body, wechat.privateKey, 'PUB_KEY_ID_0000000000000000000000000000000000');
    headers['Request-ID'] = randomUUID();
    if (body !== '') headers['Content-Type'] = 'application/json; charset=utf-8';
    res.writeHead(status, headers);
    res.end(body === '' ? undefined : body);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      let out: { status: number; json?: unknown };
      try {
        out = await handle(req, body);
      } catch (error) {
        out =
          error instanceof HttpFail
            ? { status: error.status, json: { code: error.code, message: error.message } }
            : { status: 500, json: { code: 'SYSTEM_ERROR', message: (error as Error).message } };
      }
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        status: out.status,
      });
      answer(res, out.status, out.json);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
