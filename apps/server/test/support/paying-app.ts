import { SandboxPaymentProvider } from '../../src/adapters/payment/sandbox.ts';
import type { DialectName } from '../../src/db/connection.ts';
import { createBackofficeApp, type BackofficeApp } from '../backoffice/helpers.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.ts';

/** The public address the paying app's links and sandbox QR codes use. */
export const SHOP_URL = 'https://shop.example.test';

export interface PayingApp {
  t: BackofficeApp;
  /** a real SMTP receiver every mail of the app goes to */
  smtp: SmtpReceiver;
  /** the sandbox provider, to sign payment notifications */
  provider: SandboxPaymentProvider;
  close(): Promise<void>;
}

/** A seeded app that takes sandbox payments and mails deliveries over real SMTP (orders end to end). */
export async function createPayingApp(dialect: DialectName): Promise<PayingApp> {
  const smtp = await startSmtpReceiver();
  const provider = new SandboxPaymentProvider(SHOP_URL);
  const t = await createBackofficeApp(dialect, {
    env: {
      PUBLIC_URL: SHOP_URL,
      MAIL_TRANSPORT: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
    },
    paymentProvider: provider,
  });
  return {
    t,
    smtp,
    provider,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
