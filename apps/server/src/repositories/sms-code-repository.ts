import type { Executor } from '../db/executor.ts';

/** SMS codes (sms_code, hashed): sending throttles and verification. The outbox is SmsOutboxRepository. */
export class SmsCodeRepository {
  constructor(private readonly db: Executor) {}

  async insertCode(row: {
    phone: string;
    purpose: string;
    code_hash: string;
    ip: string | null;
    created_at: string;
    expires_at: string;
  }): Promise<void> {
    await this.db.insertInto('sms_code').values(row).execute();
  }

  async countByPhoneSince(phone: string, from: string): Promise<number> {
    const r = await this.db
      .selectFrom('sms_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone', '=', phone)
      .where('created_at', '>', from)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async countByIpSince(ip: string, from: string): Promise<number> {
    const r = await this.db
      .selectFrom('sms_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', from)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** The newest code of a phone for a purpose. */
  latest(phone: string, purpose: string) {
    return this.db
      .selectFrom('sms_code')
      .selectAll()
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .orderBy('sms_code_id', 'desc')
      .executeTakeFirst();
  }

  async addAttempt(id: number): Promise<void> {
    await this.db
      .updateTable('sms_code')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('sms_code_id', '=', id)
      .execute();
  }

  /** Marks a code used; false when someone else used it first. */
  async markUsed(id: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('sms_code')
      .set({ used_at: at })
      .where('sms_code_id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
