/** The mail adapter (ARCHITECTURE.md adapters/mail): `.eml` files in DATA_DIR/outbox by default, SMTP when configured. */

export interface MailAttachment {
  filename: string;
  /** file on disk; streamed, never read whole into memory */
  path: string;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Stable Message-ID chosen by the caller (e.g. `<delivery-42@qishu>`): sending the same logical mail
   * twice reuses it, so the file outbox overwrites instead of duplicating and receivers can dedupe.
   */
  messageId: string;
}

export interface SentMail {
  transport: 'file' | 'smtp';
  messageId: string;
  /** the .eml file written (file transport) */
  filePath: string | null;
  /** mail_log row recorded for the back-office outbox */
  mailLogId: number;
}

export interface Mailer {
  /** Sends (or writes) the message and records it in mail_log; throws when the transport refuses it. */
  send(message: MailMessage): Promise<SentMail>;
}
