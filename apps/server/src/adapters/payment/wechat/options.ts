import { readFileSync } from 'node:fs';
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { Config } from '../../../config.ts';

export interface WechatPayOptions {
  /** 直连商户号 */
  mchid: string;
  /** the official-account / app id bound to the merchant */
  appid: string;
  /** serial number of the merchant API certificate (serial_no of our Authorization header) */
  merchantSerialNo: string;
  /** merchant API private key: signs our requests */
  merchantPrivateKey: KeyObject;
  /** id of the WeChat Pay public key, PUB_KEY_ID_… (Wechatpay-Serial of its answers) */
  wechatPayPublicKeyId: string;
  /** WeChat Pay public key: verifies answers and notifications */
  wechatPayPublicKey: KeyObject;
  /** APIv3 key (32 bytes): decrypts notification resources */
  apiV3Key: string;
  /** https://api.mch.weixin.qq.com, or a local fake in tests */
  baseUrl: string;
  /** largest clock distance of a signed answer or notification, seconds (default 300) */
  replayWindowSeconds?: number;
  /** per request (default 10 s) */
  timeoutMs?: number;
  now?: () => Date;
  fetch?: typeof fetch;
}

function required(config: Config, key: keyof Config): string {
  const value = config[key];
  if (typeof value !== 'string' || value === '') {
    throw new Error(`${String(key)} is required when PAYMENT_PROVIDER=wechat`);
  }
  return value;
}

function readPem(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${what} ${file}: ${(error as Error).message}`);
  }
}

/** Builds the provider options from the WECHAT_PAY_* settings; the two PEM files are read once, here. */
export function wechatPayOptionsFromConfig(config: Config): WechatPayOptions {
  const apiV3Key = required(config, 'WECHAT_PAY_API_V3_KEY');
  if (Buffer.byteLength(apiV3Key, 'utf8') !== 32) throw new Error('WECHAT_PAY_API_V3_KEY must be 32 bytes');
  return {
    mchid: required(config, 'WECHAT_PAY_MCHID'),
    appid: required(config, 'WECHAT_PAY_APPID'),
    merchantSerialNo: required(config, 'WECHAT_PAY_CERT_SERIAL'),
    merchantPrivateKey: createPrivateKey(
      readPem(required(config, 'WECHAT_PAY_PRIVATE_KEY_FILE'), 'WECHAT_PAY_PRIVATE_KEY_FILE'),
    ),
    wechatPayPublicKeyId: required(config, 'WECHAT_PAY_PUBLIC_KEY_ID'),
    wechatPayPublicKey: createPublicKey(
      readPem(required(config, 'WECHAT_PAY_PUBLIC_KEY_FILE'), 'WECHAT_PAY_PUBLIC_KEY_FILE'),
    ),
    apiV3Key,
    baseUrl: config.WECHAT_PAY_BASE_URL,
  };
}
