import type { Config } from '../../config.ts';
import { SandboxPaymentProvider } from './sandbox.ts';
import type { PaymentProvider } from './types.ts';
import { WechatPayProvider, wechatPayOptionsFromConfig } from './wechat/index.ts';

/** The configured payment provider (PAYMENT_PROVIDER); the sandbox is the default. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'wechat') return new WechatPayProvider(wechatPayOptionsFromConfig(config));
  return new SandboxPaymentProvider(config.PUBLIC_URL);
}
