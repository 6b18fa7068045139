import type { FastifyBaseLogger } from 'fastify';
import type { SmsOutboxRepository } from '../../repositories/sms-outbox-repository.ts';
import type { SmsMessage, SmsProvider } from './types.ts';

/** Default provider: writes the message to table sms_outbox; in development also logs the code. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(
    private readonly sms: SmsOutboxRepository,
    private readonly opts: { now: () => Date; logCodes: boolean; log?: FastifyBaseLogger | undefined },
  ) {}

  async send(m: SmsMessage): Promise<void> {
    await this.sms.outbox({
      phone: m.phone,
      template: m.template,
      content: m.content,
      provider: this.name,
      status: 'sent',
      error: null,
      created_at: this.opts.now().toISOString(),
    });
    if (this.opts.logCodes)
      this.opts.log?.info({ phone: m.phone, code: m.params.code }, '短信验证码（开发环境）');
  }
}
