// Filled in by the payment work (session 3): picks the configured provider.
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './types.ts';

export function createPaymentProvider(_config: Config): PaymentProvider {
  const notYet = () => Promise.reject(new Error('not built yet'));
  return { name: 'sandbox', createNative: notYet, parseNotification: notYet, query: notYet, close: notYet };
}
