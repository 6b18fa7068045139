import { afterAll, beforeAll } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../apps/server/test/support/smtp-receiver.ts';
import { openBrowser, type BrowserSession } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface MailJourney {
  smtp: SmtpReceiver;
  server: RunningServer;
  browser: BrowserSession;
}

/**
 * The setup of the buying journeys, registered as the suite's beforeAll/afterAll: a real SMTP
 * receiver, the server mailing to it (jobs polled every 200 ms) and a browser. Read the fields
 * inside the tests, once beforeAll has run.
 */
export function mailJourney(): MailJourney {
  const ctx = {} as MailJourney;
  beforeAll(async () => {
    ctx.smtp = await startSmtpReceiver();
    ctx.server = await startServer({
      MAIL_TRANSPORT: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(ctx.smtp.port),
      JOBS_POLL_MS: '200',
    });
    ctx.browser = await openBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
    await ctx.smtp?.close();
  });
  return ctx;
}
