import { fenToYuan, PaymentPaths, type GetPayUrlResponse } from '@qishu/contract';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentNoticeRejected, type PaymentNotice } from '../src/adapters/payment/types.ts';
import {
  decryptResource,
  encryptResource,
  truncateUtf8,
  WechatPayApiError,
  wechatPayOptionsFromConfig,
  WechatPayProvider,
  type WechatPayOptions,
} from '../src/adapters/payment/wechat/index.ts';
import { loadConfig } from '../src/config.ts';
import { shanghaiRfc3339 } from '../src/shared/shanghai-time.ts';
import { createBackofficeApp, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';
import { startFakeWechatPay, type FakeNotification, type FakeWechatPay } from './support/fake-wechat-pay.ts';

const lower = (h: Record<string, string>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

const SHOPPER = '13600000000';

let seq = 0;
const tradeNo = () => `WXT${Date.now()}${String(++seq).padStart(4, '0')}`;

describe('WeChat Pay v3 helpers', () => {
  it('cuts the description to 127 bytes of UTF-8 without splitting a character', () => {
    const text = '企业数据'.repeat(20); // 240 bytes
    const cut = truncateUtf8(text, 127);
    expect(Buffer.byteLength(cut)).toBe(126); // 42 characters of 3 bytes
    expect(text.startsWith(cut)).toBe(true);
    expect(truncateUtf8('ab😀c', 5)).toBe('ab'); // the 4-byte emoji does not fit
    expect(truncateUtf8('short', 127)).toBe('short');
  });

  it('writes RFC 3339 in Beijing time', () => {
    expect(shanghaiRfc3339(new Date('2026-11-22T16:30:05.123Z'))).toBe('2026-11-23T00:30:05+08:00');
  });

  it('AEAD_AES_256_GCM round trip; a changed byte, nonce, associated data or key does not decrypt', () => {
    const key = 'k'.repeat(32);
    const sealed = encryptResource(key, '{"a":1}', 'transaction');
    expect(sealed.nonce).toHaveLength(12);
    expect(decryptResource(key, sealed)).toBe('{"a":1}');
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => decryptResource(key, { ...sealed, ciphertext: bytes.toString('base64') })).toThrow();
    expect(() => decryptResource(key, { ...sealed, associated_data: 'other' })).toThrow();
    expect(() => decryptResource(key, { ...sealed, nonce: 'AAAAAAAAAAAA' })).toThrow();
    expect(() => decryptResource('x'.repeat(32), sealed)).toThrow();
  });
});

describe('WechatPayProvider against a local fake of WeChat Pay', () => {
  let fake: FakeWechatPay;
  let dir: string;
  let options: WechatPayOptions;
  let provider: WechatPayProvider;
  const notifyUrl = 'https://shop.example.com/api/pay/notify/wechat';

  beforeAll(async () => {
    fake = await startFakeWechatPay();
    dir = mkdtempSync(path.join(tmpdir(), 'wxpay-'));
    // real PEM files, read through the real configuration
    options = wechatPayOptionsFromConfig(loadConfig({ ...fake.writeEnv(dir), DATA_DIR: dir }));
    provider = new WechatPayProvider(options);
  });
  afterAll(async () => {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    fake.answerSigning = 'wechat';
  });

  async function created(amountFen = 1990): Promise<string> {
    const outTradeNo = tradeNo();
    await provider.createNative({
      outTradeNo,
      amountFen,
      description: '企数通-上海市软件企业名录',
      expiresAt: new Date(Date.now() + 30 * 60_000),
      notifyUrl,
    });
    return outTradeNo;
  }

  it('reads the options from the WECHAT_PAY_* settings and refuses missing ones', () => {
    expect(options.mchid).toBe(fake.mchid);
    expect(options.wechatPayPublicKeyId).toMatch(/^PUB_KEY_ID_/);
    expect(options.merchantPrivateKey.type).toBe('private');
    expect(options.wechatPayPublicKey.type).toBe('public');
    expect(options.baseUrl).toBe(fake.baseUrl);
    expect(() => wechatPayOptionsFromConfig(loadConfig({ DATA_DIR: dir }))).toThrow(/WECHAT_PAY_API_V3_KEY/);
  });

  it('creates a Native order: signed request, verified answer, code_url', async () => {
    const outTradeNo = tradeNo();
    const expiresAt = new Date('2026-11-22T12:30:00.000Z');
    const { codeUrl } = await provider.createNative({
      outTradeNo,
      amountFen: 12345,
      description: '企业数据'.repeat(40),
      expiresAt,
      notifyUrl,
    });
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w+$/);
    const order = fake.orders.get(outTradeNo);
    expect(order).toMatchObject({
      appid: fake.appid,
      mchid: fake.mchid,
      total: 12345,
      notifyUrl,
      timeExpire: '2026-11-22T20:30:00+08:00',
      state: 'NOTPAY',
      codeUrl,
    });
    expect(Buffer.byteLength(order?.description ?? '')).toBe(126);
    const request = fake.requests.at(-1);
    expect(request?.headers.authorization).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="\d+",nonce_str="\w+",signature="[^"]+",timestamp="\d+",serial_no="\w+"$/,
    );
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ amount: { total: 12345, currency: 'CNY' } });

    // same request again: the same code_url; same number with another amount: WeChat's error
    const again = await provider.createNative({
      outTradeNo,
      amountFen: 12345,
      description: '企业数据'.repeat(40),
      expiresAt,
      notifyUrl,
    });
    expect(again.codeUrl).toBe(codeUrl);
    const dup = provider.createNative({ outTradeNo, amountFen: 1, description: 'x', expiresAt, notifyUrl });
    await expect(dup).rejects.toBeInstanceOf(WechatPayApiError);
    await expect(dup).rejects.toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
  });

  it("turns WeChat's error answer into an error with its code and message", async () => {
    const error = await provider
      .createNative({
        outTradeNo: tradeNo(),
        amountFen: 100,
        description: '',
        expiresAt: new Date(),
        notifyUrl,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatPayApiError);
    expect(error).toMatchObject({ code: 'PARAM_ERROR', status: 400 });
    expect((error as Error).message).toContain('description');
    await expect(
      provider.createNative({
        outTradeNo: 'bad no!',
        amountFen: 100,
        description: 'x',
        expiresAt: new Date(),
        notifyUrl,
      }),
    ).rejects.toThrow(/out_trade_no/);
    await expect(
      provider.createNative({
        outTradeNo: tradeNo(),
        amountFen: 1.5,
        description: 'x',
        expiresAt: new Date(),
        notifyUrl,
      }),
    ).rejects.toThrow(/amountFen/);
  });

  it('the fake refuses a request signed with another merchant key (it really checks)', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const impostor = new WechatPayProvider({ ...options, merchantPrivateKey: other.privateKey });
    const before = fake.orders.size;
    const error = await impostor
      .createNative({
        outTradeNo: tradeNo(),
        amountFen: 100,
        description: 'x',
        expiresAt: new Date(),
        notifyUrl,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SIGN_ERROR', status: 401 });
    expect(fake.requests.at(-1)?.status).toBe(401);
    expect(fake.orders.size).toBe(before);
    // a wrong serial or a stale timestamp are refused too
    const wrongSerial = new WechatPayProvider({ ...options, merchantSerialNo: '0123456789ABCDEF' });
    await expect(wrongSerial.query('NOSUCHORDER1')).rejects.toMatchObject({ code: 'SIGN_ERROR' });
    const late = new WechatPayProvider({ ...options, now: () => new Date(Date.now() - 3_600_000) });
    // (the fake's signed 401 is an hour off the late clock too, so the provider also distrusts it)
    await expect(late.query('NOSUCHORDER1')).rejects.toThrow();
    expect(fake.requests.at(-1)?.status).toBe(401);
    // and no Authorization at all
    const raw = await fetch(`${fake.baseUrl}/v3/pay/transactions/native`, { method: 'POST', body: '{}' });
    expect(raw.status).toBe(401);
  });

  it('refuses an answer signed by another key, with another serial, or unsigned', async () => {
    for (const mode of ['other-key', 'other-serial', 'none'] as const) {
      fake.answerSigning = mode;
      await expect(
        provider.createNative({
          outTradeNo: tradeNo(),
          amountFen: 100,
          description: 'x',
          expiresAt: new Date(),
          notifyUrl,
        }),
        mode,
      ).rejects.toThrow(/验签失败/);
    }
    fake.answerSigning = 'wechat';
    const ok = await provider.createNative({
      outTradeNo: tradeNo(),
      amountFen: 100,
      description: 'x',
      expiresAt: new Date(),
      notifyUrl,
    });
    expect(ok.codeUrl).toMatch(/^weixin:/);
  });

  it('verifies and decrypts a notification into a paid notice', async () => {
    const outTradeNo = await created(1990);
    const n = await fake.pay(outTradeNo);
    expect(JSON.parse(n.body)).toMatchObject({
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      resource: {
        algorithm: 'AEAD_AES_256_GCM',
        associated_data: 'transaction',
        original_type: 'transaction',
      },
    });
    const notice = await provider.parseNotification(lower(n.headers), n.body);
    const txnId = fake.orders.get(outTradeNo)?.transactionId;
    expect(txnId).toMatch(/^\d{28}$/);
    expect(notice).toEqual<PaymentNotice>({
      outTradeNo,
      providerTxnId: txnId ?? '',
      amountFen: 1990,
      outcome: 'paid',
      raw: expect.objectContaining({
        out_trade_no: outTradeNo,
        trade_state: 'SUCCESS',
        transaction_id: txnId,
      }),
    });
    // header names in any case (as they arrive through other servers)
    await expect(provider.parseNotification(n.headers, n.body)).resolves.toMatchObject({ outcome: 'paid' });
    // a replay inside the window verifies again; deduplication is the payment service's job
    await expect(provider.parseNotification(lower(n.headers), n.body)).resolves.toMatchObject({
      amountFen: 1990,
    });
  });

  it('passes a validly signed wrong amount through unchanged (the payment service compares it)', async () => {
    const outTradeNo = await created(1990);
    const n = await fake.pay(outTradeNo, { amountFen: 1 });
    await expect(provider.parseNotification(lower(n.headers), n.body)).resolves.toMatchObject({
      amountFen: 1,
    });
  });

  describe('rejects a notification that does not verify', () => {
    let outTradeNo: string;
    let good: FakeNotification;
    beforeAll(async () => {
      outTradeNo = await created(500);
      good = await fake.pay(outTradeNo);
    });

    const rejects = (headers: Record<string, string>, body: string) =>
      expect(provider.parseNotification(lower(headers), body)).rejects.toBeInstanceOf(PaymentNoticeRejected);

    it('the untouched one verifies (control)', async () => {
      await expect(provider.parseNotification(lower(good.headers), good.body)).resolves.toMatchObject({
        outcome: 'paid',
      });
    });

    it('tampered body', async () => {
      await rejects(good.headers, good.body.replace('"summary":"支付成功"', '"summary":"支付成功 "'));
      const b = JSON.parse(good.body) as { resource: { ciphertext: string } };
      const bytes = Buffer.from(b.resource.ciphertext, 'base64');
      bytes[3] = (bytes[3] ?? 0) ^ 0xff;
      b.resource.ciphertext = bytes.toString('base64');
      await rejects(good.headers, JSON.stringify(b));
    });

    it('wrong signature', async () => {
      const n = await fake.pay(outTradeNo, { badSignature: true });
      await rejects(n.headers, n.body);
      await rejects(
        {
          ...good.headers,
          'Wechatpay-Signature': `WECHATPAY/SIGNTEST/${good.headers['Wechatpay-Signature']}`,
        },
        good.body,
      );
    });

    it('wrong serial', async () => {
      const n = await fake.pay(outTradeNo, { serial: 'PUB_KEY_ID_0000000000000000000000000000000001' });
      await rejects(n.headers, n.body);
    });

    it('stale or future timestamp (replay window 5 minutes)', async () => {
      const stale = await fake.pay(outTradeNo, { timestampOffsetSeconds: -301 });
      await rejects(stale.headers, stale.body);
      const future = await fake.pay(outTradeNo, { timestampOffsetSeconds: 400 });
      await rejects(future.headers, future.body);
      const fresh = await fake.pay(outTradeNo, { timestampOffsetSeconds: -200 });
      await expect(provider.parseNotification(lower(fresh.headers), fresh.body)).resolves.toMatchObject({
        outcome: 'paid',
      });
    });

    it('resource encrypted with another APIv3 key, missing headers, not JSON', async () => {
      const n = await fake.pay(outTradeNo, { apiV3Key: 'Z'.repeat(32) });
      await rejects(n.headers, n.body);
      const { ['Wechatpay-Nonce']: _nonce, ...noNonce } = good.headers;
      await rejects(noNonce, good.body);
      await rejects({}, good.body);
      await rejects(good.headers, 'not json');
    });
  });

  it('queries: NOTPAY → waiting, USERPAYING → waiting, paid → paid notice, closed → closed, PAYERROR → failed', async () => {
    const a = await created(880);
    await expect(provider.query(a)).resolves.toEqual({ outTradeNo: a, outcome: 'waiting' });
    fake.setTradeState(a, 'USERPAYING');
    await expect(provider.query(a)).resolves.toEqual({ outTradeNo: a, outcome: 'waiting' });
    await fake.pay(a);
    const paid = await provider.query(a);
    expect(paid).toMatchObject({
      outTradeNo: a,
      outcome: 'paid',
      amountFen: 880,
      providerTxnId: fake.orders.get(a)?.transactionId,
    });

    const b = await created(990);
    await provider.close(b);
    await expect(provider.query(b)).resolves.toEqual({ outTradeNo: b, outcome: 'closed' });

    const c = await created(770);
    fake.setTradeState(c, 'PAYERROR');
    await expect(provider.query(c)).resolves.toMatchObject({
      outcome: 'failed',
      amountFen: 770,
      providerTxnId: null,
    });

    await expect(provider.query('NOSUCHORDER2')).rejects.toMatchObject({ code: 'ORDER_NOT_EXIST' });
    fake.answerSigning = 'other-key';
    await expect(provider.query(a)).rejects.toThrow(/验签失败/);
  });

  it('close is idempotent; a paid order is not closed', async () => {
    const a = await created(100);
    await provider.close(a);
    await provider.close(a);
    expect(fake.orders.get(a)?.state).toBe('CLOSED');
    await expect(provider.close('NOSUCHORDER3')).resolves.toBeUndefined();
    const b = await created(100);
    await fake.pay(b);
    await expect(provider.close(b)).rejects.toMatchObject({ code: 'ORDERPAID' });
    expect(fake.orders.get(b)?.state).toBe('SUCCESS');
    // a 204 without a valid signature is not taken as closed
    const c = await created(100);
    fake.answerSigning = 'other-key';
    await expect(provider.close(c)).rejects.toThrow(/验签失败/);
  });
});

describe.each(testDialects)('WeChat Pay through the shop (%s)', (dialect) => {
  let fake: FakeWechatPay;
  let dir: string;
  let t: BackofficeApp;
  let token: string;
  let product: { shop_product_id: number; price_fen: number };

  beforeAll(async () => {
    fake = await startFakeWechatPay();
    dir = mkdtempSync(path.join(tmpdir(), 'wxpay-app-'));
    const env = fake.writeEnv(dir);
    // the app builds its provider from the configuration, as in production
    t = await createBackofficeApp(dialect, { env: { ...env, PAYMENT_PROVIDER: 'wechat' } });
    token = await t.tokenOf(SHOPPER);
    product = await t.db.kysely
      .selectFrom('shop_product')
      .select(['shop_product_id', 'price_fen'])
      .where('status', '=', 1)
      .orderBy('shop_product_id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function buy(): Promise<GetPayUrlResponse> {
    const pay = await t.call<GetPayUrlResponse>('POST', PaymentPaths.getPayUrl, token, {
      money: fenToYuan(product.price_fen),
      shop_product_id: product.shop_product_id,
      email: 'shopper@example.com',
      type: 1,
      pay_type: 0,
    });
    expect(pay.code, JSON.stringify(pay)).toBe(200);
    expect(pay.data.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(fake.orders.get(pay.data.order_id)).toMatchObject({ total: product.price_fen, state: 'NOTPAY' });
    return pay.data;
  }
  const status = async (orderId: string) =>
    (await t.call<{ status: number }>('POST', PaymentPaths.getOrderStatus, token, { order_id: orderId })).data
      .status;
  const paymentRows = (outTradeNo: string) =>
    t.db.kysely.selectFrom('payment').selectAll().where('out_trade_no', '=', outTradeNo).execute();
  const post = (n: FakeNotification) =>
    t.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: n.headers, payload: n.body });

  it('getPayUrl → WeChat code_url; the signed notification marks the order paid, exactly once', async () => {
    const { order_id: no } = await buy();
    expect(fake.orders.get(no)?.notifyUrl).toMatch(/\/api\/pay\/notify\/wechat$/);
    expect(await status(no)).toBe(0);

    // a forged notification and a validly signed wrong amount change nothing
    const forged = await post(await fake.pay(no, { badSignature: true }));
    expect(forged.statusCode).toBe(401);
    const wrongAmount = await post(await fake.pay(no, { amountFen: product.price_fen - 1 }));
    expect(wrongAmount.statusCode).toBe(400);
    expect(await status(no)).toBe(0);

    const n = await fake.pay(no);
    const res = await post(n);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'SUCCESS' });
    expect(await status(no)).toBe(1);
    const rows = await paymentRows(no);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 1,
      provider: 'wechat',
      amount_fen: product.price_fen,
      provider_txn_id: fake.orders.get(no)?.transactionId,
    });

    // WeChat resends the same notification: answered 200, nothing changes
    const replay = await post(n);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(await status(no)).toBe(1);
    expect(await paymentRows(no)).toEqual(rows);
  });

  it('a lost notification: polling asks WeChat Pay and books the payment', async () => {
    const { order_id: no } = await buy();
    await fake.pay(no); // paid at WeChat, notification never arrives
    expect(await status(no)).toBe(0); // too young to ask
    t.clock.advance(11_000);
    expect(await status(no)).toBe(1);
    expect((await paymentRows(no))[0]?.provider_txn_id).toBe(fake.orders.get(no)?.transactionId);
  });

  it('an expired unpaid order is closed at WeChat Pay by the close job', async () => {
    const { order_id: no } = await buy();
    t.clock.minutes(t.config.PAYMENT_TIMEOUT_MINUTES + 1);
    await t.app.services.jobs.drain();
    expect(fake.orders.get(no)?.state).toBe('CLOSED');
    expect(await status(no)).toBe(3);
  });
});
