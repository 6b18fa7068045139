import {
  closedLeadStages,
  FollowMessages as M,
  LeadMessages,
  type DueRange,
  type FollowKind,
} from '@qishu/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { contains } from '../../shared/text-match.ts';
import { ownerVisible, type LeadScope } from './lead-scope.ts';
import { companyName } from './company-name.ts';
import { leadLabelled } from './labelled.ts';

const DAY_MS = 86_400_000;

export interface FollowListRow {
  follow_id: number;
  lead_id: number;
  company_id: number;
  company_name: string;
  kind: string;
  content: string;
  next_action: string | null;
  next_at: string | null;
  user_id: number;
  user_name: string | null;
  created_at: string;
}

export interface DueListRow {
  lead_id: number;
  company_id: number;
  company_name: string;
  stage: string;
  next_action: string | null;
  next_at: string;
  last_follow_at: string | null;
}

export type FollowFilter = {
  leadId?: number;
  labelId?: number;
  kind?: FollowKind;
  userId?: number;
  keyword?: string;
  from?: string;
  to?: string;
};

/** The bounds of the due ranges, from the start of today in Asia/Shanghai. */
export function dueBounds(todayStart: Date) {
  const iso = (days: number) => new Date(todayStart.getTime() + days * DAY_MS).toISOString();
  return { today: iso(0), tomorrow: iso(1), week: iso(8) };
}

/**
 * Follow-up records: logging one on a lead the user sees (it sets the lead's next follow-up), the
 * records the user sees (their authors within the data scope; on one lead, all of its records), and
 * the user's own leads due for follow-up.
 */
export class FollowRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: LeadScope,
  ) {}

  /** Logs a follow-up on an owned lead the user sees; the lead's next follow-up becomes this one's. */
  async log(
    input: {
      leadId: number;
      kind: FollowKind;
      content: string;
      nextAction: string | null;
      nextAt: string | null;
    },
    now: Date,
    todayStart: Date,
  ): Promise<number> {
    const lead = await this.db
      .selectFrom('sale_lead')
      .select(['lead_id', 'stage'])
      .where('lead_id', '=', input.leadId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .where('owner_id', 'is not', null)
      .where(ownerVisible('owner_id', this.scope))
      .executeTakeFirst();
    if (!lead) throw notFound(LeadMessages.notFound);
    if (input.nextAt !== null) {
      if ((closedLeadStages as readonly string[]).includes(lead.stage)) throw badRequest(M.leadClosed);
      if (input.nextAt < todayStart.toISOString()) throw badRequest(M.nextAtPast);
    }
    const at = now.toISOString();
    const row = await this.db
      .insertInto('sale_follow')
      .values({
        lead_id: input.leadId,
        usr_agent_id: this.scope.tenant,
        user_id: this.scope.userId,
        kind: input.kind,
        content: input.content,
        next_action: input.nextAction,
        next_at: input.nextAt,
        created_at: at,
      })
      .returning('follow_id')
      .executeTakeFirstOrThrow();
    await this.db
      .updateTable('sale_lead')
      .set({
        last_follow_at: at,
        next_follow_at: input.nextAt,
        next_action: input.nextAction,
        updated_at: at,
      })
      .where('lead_id', '=', input.leadId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
    return row.follow_id;
  }

  /** A page of records, newest first, with the exact count. */
  async records(
    filter: FollowFilter,
    page: { offset: number; limit: number },
  ): Promise<{ total: number; rows: FollowListRow[] }> {
    if (filter.leadId !== undefined) await this.leadVisible(filter.leadId);
    const kw = filter.keyword;
    // the organisation's leads of that name, read from the narrow name index (migration 0037);
    // their records are the organisation's as their leads are
    const namedLeads = () =>
      this.db
        .selectFrom('sale_lead as kl')
        .select('kl.lead_id')
        .where('kl.usr_agent_id', '=', this.scope.tenant)
        .where(contains('kl.company_name', kw ?? ''));
    /** the filter; `followFirst`: the name is tested per record read newest first (see below) */
    const base = (followFirst = false) => {
      let q = this.db.selectFrom('sale_follow as f');
      if (!kw) q = q.where('f.usr_agent_id', '=', this.scope.tenant);
      else if (followFirst)
        // `+` keeps the planner off the lead index: it reads the organisation's records newest
        // first and stops at the page, rather than every named lead's records and a sort
        q = q
          .where('f.usr_agent_id', '=', this.scope.tenant)
          .where(sql<number>`+${sql.ref('f.lead_id')}`, 'in', namedLeads());
      else q = q.where('f.lead_id', 'in', namedLeads());
      // one lead's timeline shows every record of it; otherwise the authors within the data scope
      q =
        filter.leadId !== undefined
          ? q.where('f.lead_id', '=', filter.leadId)
          : q.where(ownerVisible('f.user_id', this.scope));
      if (filter.kind) q = q.where('f.kind', '=', filter.kind);
      if (filter.labelId !== undefined) q = q.where(leadLabelled('f.lead_id', filter.labelId));
      if (filter.userId !== undefined) q = q.where('f.user_id', '=', filter.userId);
      if (filter.from) q = q.where('f.created_at', '>=', filter.from);
      if (filter.to) q = q.where('f.created_at', '<=', filter.to);
      return q;
    };
    const counted = await base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const total = Number(counted.n);
    // The page's ids from the filter alone, then their details (joins for 20 rows, not for every
    // match). With a name matched by many records (科技: 111,243 of 1,000,000), reading the records
    // newest first finds a page after a few hundred; with few, those few are read and sorted (newest
    // first over the organisation would read all of its records to find them).
    const followFirst = !!kw && total >= 50 * (page.offset + page.limit);
    const ids = (
      await base(followFirst)
        .select('f.follow_id')
        .orderBy('f.follow_id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute()
    ).map((r) => r.follow_id);
    const rows = ids.length
      ? await this.db
          .selectFrom('sale_follow as f')
          .innerJoin('sale_lead as l', 'l.lead_id', 'f.lead_id')
          .leftJoin('sys_user as u', 'u.sys_user_id', 'f.user_id')
          .select([
            'f.follow_id',
            'f.lead_id',
            'l.company_id',
            companyName(),
            'f.kind',
            'f.content',
            'f.next_action',
            'f.next_at',
            'f.user_id',
            'u.realname as user_name',
            'f.created_at',
          ])
          .where('f.follow_id', 'in', ids)
          .orderBy('f.follow_id', 'desc')
          .execute()
      : [];
    return { total, rows };
  }

  /**
   * The user's own open leads due for follow-up in a range (overdue: before today; today; the next 7
   * days after today), soonest first, and how many each range holds.
   */
  async due(
    range: DueRange,
    page: { offset: number; limit: number },
    todayStart: Date,
  ): Promise<{ total: number; rows: DueListRow[]; counts: Record<DueRange, number> }> {
    const b = dueBounds(todayStart);
    const mine = () =>
      this.db
        .selectFrom('sale_lead as l')
        .where('l.usr_agent_id', '=', this.scope.tenant)
        .where('l.owner_id', '=', this.scope.userId)
        .where('l.next_follow_at', 'is not', null)
        .where('l.next_follow_at', '<', b.week)
        .where('l.stage', 'not in', [...closedLeadStages]);
    const counted = await mine()
      .select([
        sql<number>`sum(case when l.next_follow_at < ${b.today} then 1 else 0 end)`.as('overdue'),
        sql<number>`sum(case when l.next_follow_at >= ${b.today} and l.next_follow_at < ${b.tomorrow} then 1 else 0 end)`.as(
          'today',
        ),
        sql<number>`sum(case when l.next_follow_at >= ${b.tomorrow} then 1 else 0 end)`.as('week'),
      ])
      .executeTakeFirstOrThrow();
    const counts = {
      overdue: Number(counted.overdue ?? 0),
      today: Number(counted.today ?? 0),
      week: Number(counted.week ?? 0),
    };
    let q = mine();
    if (range === 'overdue') q = q.where('l.next_follow_at', '<', b.today);
    else if (range === 'today')
      q = q.where('l.next_follow_at', '>=', b.today).where('l.next_follow_at', '<', b.tomorrow);
    else q = q.where('l.next_follow_at', '>=', b.tomorrow);
    const rows = await q
      .select([
        'l.lead_id',
        'l.company_id',
        companyName(),
        'l.stage',
        'l.next_action',
        'l.next_follow_at as next_at',
        'l.last_follow_at',
      ])
      .orderBy('l.next_follow_at')
      .orderBy('l.lead_id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { total: counts[range], rows: rows.map((r) => ({ ...r, next_at: r.next_at! })), counts };
  }

  private async leadVisible(leadId: number): Promise<void> {
    const row = await this.db
      .selectFrom('sale_lead')
      .select('lead_id')
      .where('lead_id', '=', leadId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .where((eb) => eb.or([eb('owner_id', 'is', null), ownerVisible('owner_id', this.scope)]))
      .executeTakeFirst();
    if (!row) throw notFound(LeadMessages.notFound);
  }
}
