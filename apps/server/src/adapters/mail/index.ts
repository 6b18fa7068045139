// Filled in by the mail work (session 3): file outbox (.eml under DATA_DIR/outbox) or SMTP.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../../services/identity/clock.ts';
import type { Mailer } from './types.ts';

export interface MailerDeps {
  db: Db;
  config: Config;
  now: Clock;
  log?: FastifyBaseLogger;
}

export function createMailer(_deps: MailerDeps): Mailer {
  return { send: () => Promise.reject(new Error('not built yet')) };
}
