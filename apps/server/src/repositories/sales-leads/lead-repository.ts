import {
  LeadLimits,
  LeadMessages as M,
  leadStageKeys,
  type LeadEventKind,
  type LeadSource,
  type LeadStage,
} from '@qishu/contract';
import { sql, type Selectable } from 'kysely';
import type { SaleLeadEventTable } from '../../db/tables/sales-leads.ts';
import type { Executor } from '../../db/executor.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { ownerVisible, type LeadScope } from './lead-scope.ts';

/** Ids per statement: well under SQLite's 32,766 bound variables and PostgreSQL's 65,535. */
const CHUNK = 500;
const chunks = <T>(xs: readonly T[]) =>
  Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/** What a list or the kanban is narrowed to (pool: the leads without an owner). */
type LeadFilter = { stage?: LeadStage; ownerId?: number; cateId?: number; pool?: boolean };

export interface LeadListRow {
  lead_id: number;
  company_id: number;
  company_name: string;
  owner_id: number | null;
  owner_name: string | null;
  stage: string;
  amount_fen: number;
  updated_at: string;
}

/** One entry of a lead's history, as read. */
export type LeadEventRow = Omit<Selectable<SaleLeadEventTable>, 'lead_id' | 'usr_agent_id'>;

/**
 * An organisation's leads as one user may see and change them (scope: lead-scope.ts). Every query
 * is within the scope's organisation; lists and changes of owned leads also within its owners.
 * Writes are meant for a transaction's executor (collect writes leads, links and events together).
 */
export class LeadRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: LeadScope,
  ) {}

  /**
   * Collects companies as leads of the user into one of their groups (or none): companies already
   * held by the organisation are merged (linked to the group, never added twice), unknown ids are
   * skipped. The group's label_number is counted again. Answers the leads added and merged.
   */
  async collect(input: {
    companyIds: readonly number[];
    cateId: number | null;
    source: LeadSource;
    now: string;
  }): Promise<{ added: number; merged: number; leadIds: number[] }> {
    const { tenant, userId } = this.scope;
    if (input.cateId !== null) {
      const cate = await this.db
        .selectFrom('usr_cate')
        .select('usr_cate_id')
        .where('usr_cate_id', '=', input.cateId)
        .where('usr_agent_id', '=', tenant)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!cate) throw notFound(M.groupNotFound);
    }
    const wanted = [...new Set(input.companyIds)];
    const known = new Set<number>();
    const held = new Map<number, number>();
    for (const part of chunks(wanted)) {
      const rows = await this.db
        .selectFrom('company')
        .select('company_id')
        .where('company_id', 'in', part)
        .execute();
      for (const r of rows) known.add(r.company_id);
      const leads = await this.db
        .selectFrom('sale_lead')
        .select(['lead_id', 'company_id'])
        .where('usr_agent_id', '=', tenant)
        .where('company_id', 'in', part)
        .execute();
      for (const l of leads) held.set(l.company_id, l.lead_id);
    }
    const fresh = wanted.filter((id) => known.has(id) && !held.has(id));
    const added: number[] = [];
    for (const part of chunks(fresh)) {
      const rows = await this.db
        .insertInto('sale_lead')
        .values(
          part.map((company_id) => ({
            usr_agent_id: tenant,
            company_id,
            owner_id: userId,
            source: input.source,
            created_by: userId,
            created_at: input.now,
            updated_at: input.now,
            owned_at: input.now,
          })),
        )
        .returning('lead_id')
        .execute();
      added.push(...rows.map((r) => r.lead_id));
    }
    const merged = wanted.filter((id) => held.has(id)).map((id) => held.get(id)!);
    await this.record(
      [
        ...added.map((lead_id) => ({ lead_id, kind: 'collect' as const, to_value: input.source })),
        ...merged.map((lead_id) => ({ lead_id, kind: 'merge' as const, to_value: input.source })),
      ],
      input.now,
    );
    const leadIds = [...added, ...merged];
    if (input.cateId !== null) {
      for (const part of chunks(leadIds)) {
        await this.db
          .insertInto('sale_lead_cate')
          .values(part.map((lead_id) => ({ lead_id, usr_cate_id: input.cateId! })))
          .onConflict((oc) => oc.columns(['lead_id', 'usr_cate_id']).doNothing())
          .execute();
      }
      await this.recountGroup(input.cateId);
    }
    return { added: added.length, merged: merged.length, leadIds };
  }

  /** usr_cate.label_number: the leads the group holds. */
  async recountGroup(cateId: number): Promise<void> {
    await this.db
      .updateTable('usr_cate')
      .set({
        label_number: sql<number>`(select count(*) from sale_lead_cate where usr_cate_id = ${cateId})`,
      })
      .where('usr_cate_id', '=', cateId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
  }

  /**
   * A page of the leads the user sees (the pool apart: `pool` lists the leads without an owner), with
   * the exact count, newest change first.
   */
  async list(
    filter: LeadFilter,
    page: { offset: number; limit: number },
  ): Promise<{ total: number; rows: LeadListRow[] }> {
    const counted = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { total: Number(counted.n), rows: await this.rows(filter, page) };
  }

  /**
   * The kanban: per stage, how many leads the user sees and their expected amount, and the most
   * recently changed `cards` of them.
   */
  async board(
    filter: { ownerId?: number; cateId?: number },
    cards: number,
  ): Promise<{ stage: LeadStage; count: number; amount_fen: number; cards: LeadListRow[] }[]> {
    const totals = await this.filtered(filter)
      .select((eb) => [
        'l.stage',
        eb.fn.countAll<number>().as('n'),
        eb.fn.coalesce(eb.fn.sum<number>('l.amount_fen'), eb.lit(0)).as('amount'),
      ])
      .groupBy('l.stage')
      .execute();
    const byStage = new Map(totals.map((t) => [t.stage, t]));
    return Promise.all(
      leadStageKeys.map(async (stage) => {
        const t = byStage.get(stage);
        const count = Number(t?.n ?? 0);
        const rows = count > 0 ? await this.rows({ ...filter, stage }, { offset: 0, limit: cards }) : [];
        return { stage, count, amount_fen: Number(t?.amount ?? 0), cards: rows };
      }),
    );
  }

  /**
   * The leads the user sees with a filter: the organisation's, within the data scope (or the pool),
   * whose company is still there. Lists, their counts and the kanban all read this one query.
   */
  private filtered(filter: LeadFilter) {
    let q = this.db
      .selectFrom('sale_lead as l')
      .innerJoin('company as c', 'c.company_id', 'l.company_id')
      .where('l.usr_agent_id', '=', this.scope.tenant);
    q = filter.pool ? q.where('l.owner_id', 'is', null) : q.where(ownerVisible('l.owner_id', this.scope));
    if (filter.stage) q = q.where('l.stage', '=', filter.stage);
    if (filter.ownerId !== undefined) q = q.where('l.owner_id', '=', filter.ownerId);
    if (filter.cateId !== undefined) {
      const cateId = filter.cateId;
      q = q.where('l.lead_id', 'in', (eb) =>
        eb.selectFrom('sale_lead_cate').select('lead_id').where('usr_cate_id', '=', cateId),
      );
    }
    return q;
  }

  /** One page of `filtered`, newest change first. */
  private async rows(filter: LeadFilter, page: { offset: number; limit: number }): Promise<LeadListRow[]> {
    const rows = await this.filtered(filter)
      .leftJoin('sys_user as o', 'o.sys_user_id', 'l.owner_id')
      .select([
        'l.lead_id',
        'l.company_id',
        'c.name as company_name',
        'l.owner_id',
        'o.realname as owner_name',
        'l.stage',
        'l.amount_fen',
        'l.updated_at',
      ])
      .orderBy('l.updated_at', 'desc')
      .orderBy('l.lead_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map((r) => ({ ...r, amount_fen: Number(r.amount_fen) }));
  }

  /** A lead the user sees (not found otherwise: another organisation's, or beyond the data scope). */
  async visible(leadId: number): Promise<{ lead_id: number; stage: string; owner_id: number | null }> {
    const row = await this.db
      .selectFrom('sale_lead')
      .select(['lead_id', 'stage', 'owner_id'])
      .where('lead_id', '=', leadId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .where((eb) => eb.or([eb('owner_id', 'is', null), ownerVisible('owner_id', this.scope)]))
      .executeTakeFirst();
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /** Moves a lead to a stage (lost with its reason), recorded in its history. */
  async moveStage(leadId: number, stage: LeadStage, lostReason: string | null, now: string): Promise<void> {
    const reason = lostReason?.trim() || null;
    if (stage === 'lost' && !reason) throw badRequest(M.lostReasonRequired);
    if (reason && reason.length > LeadLimits.lostReasonMax) throw badRequest(M.lostReasonTooLong);
    const lead = await this.visible(leadId);
    if (lead.stage === stage) return;
    await this.db
      .updateTable('sale_lead')
      .set({ stage, lost_reason: stage === 'lost' ? reason : null, updated_at: now })
      .where('lead_id', '=', leadId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
    await this.record(
      [{ lead_id: leadId, kind: 'stage', from_value: lead.stage, to_value: stage, note: reason }],
      now,
    );
  }

  /** A lead's history, oldest first. */
  async events(leadId: number): Promise<LeadEventRow[]> {
    await this.visible(leadId);
    return this.db
      .selectFrom('sale_lead_event')
      .select(['event_id', 'kind', 'by_user_id', 'from_value', 'to_value', 'note', 'created_at'])
      .where('lead_id', '=', leadId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .orderBy('event_id')
      .execute();
  }

  private async record(
    events: {
      lead_id: number;
      kind: LeadEventKind;
      from_value?: string | null;
      to_value?: string | null;
      note?: string | null;
    }[],
    now: string,
  ): Promise<void> {
    for (const part of chunks(events)) {
      await this.db
        .insertInto('sale_lead_event')
        .values(
          part.map((e) => ({
            lead_id: e.lead_id,
            usr_agent_id: this.scope.tenant,
            kind: e.kind,
            by_user_id: this.scope.userId,
            from_value: e.from_value ?? null,
            to_value: e.to_value ?? null,
            note: e.note ?? null,
            created_at: now,
          })),
        )
        .execute();
    }
  }
}
