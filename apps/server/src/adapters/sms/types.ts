/** A text message carrying a verification code. */
export interface SmsMessage {
  phone: string;
  /** our template name; the provider maps it to its own template */
  template: 'verification-code';
  params: { code: string };
  /** the rendered Chinese text (the outbox stores it; providers with templates ignore it) */
  content: string;
}

/** The SMS provider behind one interface (ARCHITECTURE.md adapters: outbox | aliyun). */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
