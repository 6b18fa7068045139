import type { Insertable } from 'kysely';
import type { SmsOutboxTable } from '../db/tables/identity.ts';
import type { Page, SmsOutboxQuery, SmsOutboxRow } from '@qishu/contract';
import type { Executor } from '../db/executor.ts';
import { contains } from '../shared/text-match.ts';
import { countedPage } from './row-count.ts';

/**
 * The SMS outbox (sms_outbox): the outbox SMS provider writes every message it "sends" here and the
 * platform back-office pages through it. The outbox is not owned by an organisation (a code goes to
 * a phone before anyone is signed in), so there is no scope.
 */
export class SmsOutboxRepository {
  constructor(private readonly db: Executor) {}

  async outbox(row: Insertable<SmsOutboxTable>): Promise<void> {
    await this.db.insertInto('sms_outbox').values(row).execute();
  }

  page(q: SmsOutboxQuery): Promise<Page<SmsOutboxRow>> {
    let base = this.db.selectFrom('sms_outbox');
    if (q.phone) base = base.where(contains('phone', q.phone));
    if (q.status) base = base.where('status', '=', q.status);
    if (q.start_time) base = base.where('created_at', '>=', q.start_time);
    if (q.end_time) base = base.where('created_at', '<=', q.end_time);
    return countedPage(base.selectAll().orderBy('sms_outbox_id', 'desc'), base, {
      page: q.page,
      limit: q.limit,
    });
  }
}
