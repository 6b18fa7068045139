import { ActionMessages as M, LeadMessages, type VisitStatus } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { contains } from '../../shared/text-match.ts';
import { ownerVisible, type LeadScope } from './lead-scope.ts';
import { companyName } from './company-name.ts';
import { leadLabelled } from './labelled.ts';

export interface VisitListRow {
  visit_id: number;
  lead_id: number;
  company_id: number;
  company_name: string;
  user_id: number;
  user_name: string | null;
  planned_at: string;
  address: string | null;
  purpose: string;
  status: string;
  checked_in_at: string | null;
  outcome: string | null;
  created_at: string;
}

export interface VisitFields {
  planned_at: string;
  address: string | null;
  purpose: string;
}

/**
 * Visits: planned on an owned lead the user sees, listed by their visitor within the data scope
 * (on one lead, all of its visits), changed and checked in while planned.
 */
export class VisitRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: LeadScope,
  ) {}

  /** An owned lead within the scope (the ones actions can be recorded on). */
  async workableLead(leadId: number): Promise<{ lead_id: number; owner_id: number; stage: string }> {
    const lead = await this.db
      .selectFrom('sale_lead')
      .select(['lead_id', 'owner_id', 'stage'])
      .where('lead_id', '=', leadId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .where('owner_id', 'is not', null)
      .where(ownerVisible('owner_id', this.scope))
      .executeTakeFirst();
    if (!lead) throw notFound(LeadMessages.notFound);
    return { ...lead, owner_id: lead.owner_id! };
  }

  async create(leadId: number, fields: VisitFields, now: string): Promise<number> {
    await this.workableLead(leadId);
    const row = await this.db
      .insertInto('sale_visit')
      .values({
        usr_agent_id: this.scope.tenant,
        lead_id: leadId,
        user_id: this.scope.userId,
        ...fields,
        created_at: now,
      })
      .returning('visit_id')
      .executeTakeFirstOrThrow();
    return row.visit_id;
  }

  /** A visit the user sees (its visitor within the scope). */
  async visible(visitId: number): Promise<{ visit_id: number; lead_id: number; status: string }> {
    const row = await this.db
      .selectFrom('sale_visit')
      .select(['visit_id', 'lead_id', 'status'])
      .where('visit_id', '=', visitId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .where(ownerVisible('user_id', this.scope))
      .executeTakeFirst();
    if (!row) throw notFound(M.visitNotFound);
    return row;
  }

  private async planned(visitId: number) {
    const v = await this.visible(visitId);
    if (v.status !== 'planned') throw badRequest(M.visitNotPlanned);
    return v;
  }

  async update(visitId: number, fields: VisitFields): Promise<void> {
    await this.planned(visitId);
    await this.db
      .updateTable('sale_visit')
      .set(fields)
      .where('visit_id', '=', visitId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
  }

  /** Ends a planned visit (done with its outcome, or cancelled); answers its lead. */
  async close(visitId: number, status: Exclude<VisitStatus, 'planned'>, outcome: string | null, now: string) {
    const v = await this.planned(visitId);
    await this.db
      .updateTable('sale_visit')
      .set({ status, outcome, checked_in_at: status === 'done' ? now : null })
      .where('visit_id', '=', visitId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
    return v.lead_id;
  }

  async list(
    filter: { status?: VisitStatus; leadId?: number; labelId?: number; userId?: number; keyword?: string },
    order: { sort: 'planned_at' | 'created_at'; order: 'asc' | 'desc' },
    page: { offset: number; limit: number },
  ): Promise<{ total: number; rows: VisitListRow[] }> {
    const base = () => {
      let q = this.db
        .selectFrom('sale_visit as v')
        .innerJoin('sale_lead as l', 'l.lead_id', 'v.lead_id')
        .where('v.usr_agent_id', '=', this.scope.tenant);
      q =
        filter.leadId !== undefined
          ? q
              .where('v.lead_id', '=', filter.leadId)
              .where((eb) =>
                eb.or([
                  eb('l.owner_id', 'is', null),
                  ownerVisible('l.owner_id', this.scope),
                  ownerVisible('v.user_id', this.scope),
                ]),
              )
          : q.where(ownerVisible('v.user_id', this.scope));
      if (filter.status) q = q.where('v.status', '=', filter.status);
      if (filter.labelId !== undefined) q = q.where(leadLabelled('v.lead_id', filter.labelId));
      if (filter.userId !== undefined) q = q.where('v.user_id', '=', filter.userId);
      if (filter.keyword) q = q.where(contains('l.company_name', filter.keyword));
      return q;
    };
    const counted = await base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await base()
      .leftJoin('sys_user as u', 'u.sys_user_id', 'v.user_id')
      .select([
        'v.visit_id',
        'v.lead_id',
        'l.company_id',
        companyName(),
        'v.user_id',
        'u.realname as user_name',
        'v.planned_at',
        'v.address',
        'v.purpose',
        'v.status',
        'v.checked_in_at',
        'v.outcome',
        'v.created_at',
      ])
      .orderBy(`v.${order.sort}`, order.order)
      .orderBy('v.visit_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { total: Number(counted.n), rows };
  }
}
