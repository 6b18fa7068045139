import type { ClaimStatus } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { contains } from '../../shared/text-match.ts';
import { chunks } from './chunks.ts';
import { ownerVisible, type LeadScope } from './lead-scope.ts';
import { companyName } from './company-name.ts';

export interface ClaimListRow {
  claim_id: number;
  lead_id: number;
  company_id: number;
  company_name: string;
  user_id: number;
  user_name: string | null;
  reason: string | null;
  status: string;
  decided_by_name: string | null;
  decide_note: string | null;
  created_at: string;
  decided_at: string | null;
}

/**
 * Applications to claim leads of the shared pool: a user files them for pool leads; a manager
 * reviews those of the applicants within their data scope.
 */
export class ClaimRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: LeadScope,
  ) {}

  /**
   * Files one pending application per lead still in the pool that the user has no open application
   * for; answers how many were filed.
   */
  async file(leadIds: readonly number[], reason: string | null, now: string): Promise<number> {
    let filed = 0;
    for (const part of chunks([...new Set(leadIds)])) {
      const open = await this.db
        .selectFrom('sale_lead as l')
        .select('l.lead_id')
        .where('l.usr_agent_id', '=', this.scope.tenant)
        .where('l.lead_id', 'in', part)
        .where('l.owner_id', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('sale_claim as k')
                .select('k.claim_id')
                .whereRef('k.lead_id', '=', 'l.lead_id')
                .where('k.user_id', '=', this.scope.userId)
                .where('k.status', '=', 'pending'),
            ),
          ),
        )
        .execute();
      if (!open.length) continue;
      await this.db
        .insertInto('sale_claim')
        .values(
          open.map((l) => ({
            usr_agent_id: this.scope.tenant,
            lead_id: l.lead_id,
            user_id: this.scope.userId,
            reason,
            created_at: now,
          })),
        )
        .execute();
      filed += open.length;
    }
    return filed;
  }

  /** The user's own applications, or (review) those of the applicants within the data scope. */
  async list(
    filter: { status?: ClaimStatus; review: boolean; keyword?: string },
    page: { offset: number; limit: number },
  ): Promise<{ total: number; rows: ClaimListRow[] }> {
    const base = () => {
      let q = this.db
        .selectFrom('sale_claim as k')
        .innerJoin('sale_lead as l', 'l.lead_id', 'k.lead_id')
        .where('k.usr_agent_id', '=', this.scope.tenant);
      q = filter.review
        ? q.where(ownerVisible('k.user_id', this.scope))
        : q.where('k.user_id', '=', this.scope.userId);
      if (filter.status) q = q.where('k.status', '=', filter.status);
      if (filter.keyword) q = q.where(contains('l.company_name', filter.keyword));
      return q;
    };
    const counted = await base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await base()
      .leftJoin('sys_user as u', 'u.sys_user_id', 'k.user_id')
      .leftJoin('sys_user as d', 'd.sys_user_id', 'k.decided_by')
      .select([
        'k.claim_id',
        'k.lead_id',
        'l.company_id',
        companyName(),
        'k.user_id',
        'u.realname as user_name',
        'k.reason',
        'k.status',
        'd.realname as decided_by_name',
        'k.decide_note',
        'k.created_at',
        'k.decided_at',
      ])
      .orderBy('k.claim_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { total: Number(counted.n), rows };
  }

  /** A pending application the user may decide (an applicant within the scope), with its lead's owner now. */
  async pending(
    claimId: number,
  ): Promise<{ claim_id: number; lead_id: number; user_id: number; owner_id: number | null } | undefined> {
    return this.db
      .selectFrom('sale_claim as k')
      .innerJoin('sale_lead as l', 'l.lead_id', 'k.lead_id')
      .select(['k.claim_id', 'k.lead_id', 'k.user_id', 'l.owner_id'])
      .where('k.claim_id', '=', claimId)
      .where('k.usr_agent_id', '=', this.scope.tenant)
      .where('k.status', '=', 'pending')
      .where(ownerVisible('k.user_id', this.scope))
      .executeTakeFirst();
  }

  /** Decides one application (only while pending: a second decision changes nothing). */
  async decide(claimId: number, status: Exclude<ClaimStatus, 'pending'>, note: string | null, now: string) {
    const r = await this.db
      .updateTable('sale_claim')
      .set({ status, decided_by: this.scope.userId, decide_note: note, decided_at: now })
      .where('claim_id', '=', claimId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** The other open applications for a lead that was just given out are rejected with `note`. */
  async closeOthers(leadId: number, note: string, now: string): Promise<void> {
    await this.db
      .updateTable('sale_claim')
      .set({ status: 'rejected', decided_by: this.scope.userId, decide_note: note, decided_at: now })
      .where('lead_id', '=', leadId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .where('status', '=', 'pending')
      .execute();
  }
}
