import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';

/** Sends through the configured SMTP server (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER/PASS). */
export class SmtpSender {
  private readonly transporter: Transporter;

  constructor(config: Config) {
    this.transporter = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } } : {}),
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 120_000,
    });
  }

  /** Answers the Message-ID the server accepted. */
  async send(options: SendMailOptions): Promise<string> {
    const info = (await this.transporter.sendMail(options)) as { messageId?: string };
    return info.messageId ?? String(options.messageId ?? '');
  }
}
