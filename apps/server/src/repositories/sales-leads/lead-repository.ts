import {
  closedLeadStages,
  LeadLimits,
  LeadMessages as M,
  leadStageKeys,
  type LeadEventKind,
  type LeadSort,
  type LeadSource,
  type LeadStage,
} from '@qishu/contract';
import { sql, type Selectable } from 'kysely';
import type { SaleLeadEventTable } from '../../db/tables/sales-leads.ts';
import type { Executor } from '../../db/executor.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { contains } from '../../shared/text-match.ts';
import { chunks } from './chunks.ts';
import { ownerVisible, type LeadScope } from './lead-scope.ts';
import { companyName } from './company-name.ts';

/** What a list or the kanban is narrowed to (pool: the leads without an owner). */
export type LeadFilter = {
  stage?: LeadStage;
  ownerId?: number;
  cateId?: number;
  labelId?: number;
  /** part of the company's name */
  keyword?: string;
  pool?: boolean;
};

/** How a page is ordered (ties: the newest lead first). */
export type LeadOrder = { sort: LeadSort; order: 'asc' | 'desc' };
const NEWEST: LeadOrder = { sort: 'updated_at', order: 'desc' };

export interface LeadListRow {
  lead_id: number;
  company_id: number;
  company_name: string;
  owner_id: number | null;
  owner_name: string | null;
  stage: string;
  amount_fen: number;
  updated_at: string;
  next_follow_at: string | null;
  next_action: string | null;
  last_follow_at: string | null;
  labels: { label_id: number; name: string; color: string }[];
}

/** A delivery, claim or return as the moves list shows it. */
export interface MoveListRow {
  event_id: number;
  lead_id: number;
  company_id: number;
  company_name: string;
  kind: string;
  by_name: string | null;
  from_name: string | null;
  to_name: string | null;
  note: string | null;
  created_at: string;
}

/** A lead as delivery reads it. */
export interface DeliverableLead {
  lead_id: number;
  owner_id: number | null;
  stage: string;
  province_code: string;
  city_code: string;
  district_code: string;
  industry_section: string;
  industry_division: string;
  label_ids: number[];
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
    // the same company may sit under two knowledge-base rows: its unified code decides (issue 16 point 2)
    const codeOf = new Map<number, string>();
    const nameOf = new Map<number, string>();
    for (const part of chunks([...new Set(input.companyIds)])) {
      const rows = await this.db
        .selectFrom('company')
        .select(['company_id', 'ccode', 'name'])
        .where('company_id', 'in', part)
        .execute();
      for (const r of rows) {
        codeOf.set(r.company_id, r.ccode);
        nameOf.set(r.company_id, r.name);
      }
    }
    const keyOf = (companyId: number) => codeOf.get(companyId) || `#${companyId}`;
    // one company per code, in the order asked
    const wanted: number[] = [];
    const seen = new Set<string>();
    for (const id of input.companyIds) {
      if (!codeOf.has(id) || seen.has(keyOf(id))) continue;
      seen.add(keyOf(id));
      wanted.push(id);
    }
    const held = new Map<string, number>();
    const heldCompany = new Map<number, number>();
    for (const part of chunks(wanted)) {
      const codes = part.map((id) => codeOf.get(id)).filter((c): c is string => Boolean(c));
      const leads = await this.db
        .selectFrom('sale_lead')
        .select(['lead_id', 'company_id', 'ccode'])
        .where('usr_agent_id', '=', tenant)
        .where((eb) =>
          eb.or([eb('company_id', 'in', part), ...(codes.length ? [eb('ccode', 'in', codes)] : [])]),
        )
        .execute();
      for (const l of leads) {
        held.set(`#${l.company_id}`, l.lead_id);
        if (l.ccode) held.set(l.ccode, l.lead_id);
        heldCompany.set(l.lead_id, l.company_id);
      }
    }
    const heldLead = (id: number) => held.get(keyOf(id)) ?? held.get(`#${id}`);
    const fresh = wanted.filter((id) => heldLead(id) === undefined);
    const added: number[] = [];
    for (const part of chunks(fresh)) {
      const rows = await this.db
        .insertInto('sale_lead')
        .values(
          part.map((company_id) => ({
            usr_agent_id: tenant,
            company_id,
            ccode: codeOf.get(company_id) || null,
            company_name: nameOf.get(company_id) ?? null,
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
    const merged = [...new Set(wanted.map(heldLead).filter((id): id is number => id !== undefined))];
    // a lead whose company the knowledge base renumbered (same unified code) follows it to its new row
    for (const id of wanted) {
      const leadId = heldLead(id);
      if (leadId !== undefined && heldCompany.get(leadId) !== id) {
        const old = heldCompany.get(leadId)!;
        const stillThere = await this.db
          .selectFrom('company')
          .select('company_id')
          .where('company_id', '=', old)
          .executeTakeFirst();
        if (!stillThere) {
          await this.db
            .updateTable('sale_lead')
            .set({ company_id: id, company_name: nameOf.get(id) ?? null })
            .where('lead_id', '=', leadId)
            .where('usr_agent_id', '=', tenant)
            .execute();
        }
      }
    }
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
    by: LeadOrder = NEWEST,
  ): Promise<{ total: number; rows: LeadListRow[] }> {
    const counted = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { total: Number(counted.n), rows: await this.rows(filter, page, by) };
  }

  /**
   * The kanban: per stage, how many leads the user sees and their expected amount, and the most
   * recently changed `cards` of them.
   */
  async board(
    filter: Omit<LeadFilter, 'stage' | 'pool'>,
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
    let q = this.db.selectFrom('sale_lead as l').where('l.usr_agent_id', '=', this.scope.tenant);
    // the pool is listed apart: an owned lead within the scope, or (pool) one without an owner
    q = filter.pool
      ? q.where('l.owner_id', 'is', null)
      : q.where('l.owner_id', 'is not', null).where(ownerVisible('l.owner_id', this.scope));
    if (filter.stage) q = q.where('l.stage', '=', filter.stage);
    if (filter.ownerId !== undefined) q = q.where('l.owner_id', '=', filter.ownerId);
    if (filter.cateId !== undefined) {
      const cateId = filter.cateId;
      q = q.where('l.lead_id', 'in', (eb) =>
        eb.selectFrom('sale_lead_cate').select('lead_id').where('usr_cate_id', '=', cateId),
      );
    }
    if (filter.labelId !== undefined) {
      const labelId = filter.labelId;
      q = q.where('l.lead_id', 'in', (eb) =>
        eb.selectFrom('sale_lead_label').select('lead_id').where('label_id', '=', labelId),
      );
    }
    if (filter.keyword) q = q.where(contains('l.company_name', filter.keyword));
    return q;
  }

  /** One page of `filtered` in the asked order, with each lead's labels. */
  private async rows(
    filter: LeadFilter,
    page: { offset: number; limit: number },
    by: LeadOrder = NEWEST,
  ): Promise<LeadListRow[]> {
    let q = this.filtered(filter)
      .leftJoin('sys_user as o', 'o.sys_user_id', 'l.owner_id')
      .select([
        'l.lead_id',
        'l.company_id',
        companyName(),
        'l.owner_id',
        'o.realname as owner_name',
        'l.stage',
        'l.amount_fen',
        'l.updated_at',
        'l.next_follow_at',
        'l.next_action',
        'l.last_follow_at',
      ]);
    // empty dates (never followed, nothing planned) last either way, as a user expects of a date
    // column; said as the expression indexes of migration 0032 say it, so they serve the order
    if (by.sort === 'next_follow_at' || by.sort === 'last_follow_at') {
      q = q.orderBy(sql`(${sql.ref(`l.${by.sort}`)} is null)`);
    }
    const rows = await q
      .orderBy(`l.${by.sort}`, by.order)
      .orderBy('l.lead_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const labels = await this.labelsOf(rows.map((r) => r.lead_id));
    return rows.map((r) => ({ ...r, amount_fen: Number(r.amount_fen), labels: labels.get(r.lead_id) ?? [] }));
  }

  /** The labels of some leads (a page's), by lead. */
  async labelsOf(leadIds: readonly number[]): Promise<Map<number, LeadListRow['labels']>> {
    const out = new Map<number, LeadListRow['labels']>();
    if (!leadIds.length) return out;
    const rows = await this.db
      .selectFrom('sale_lead_label as ll')
      .innerJoin('sale_label as b', 'b.label_id', 'll.label_id')
      .select(['ll.lead_id', 'b.label_id', 'b.name', 'b.color'])
      .where('ll.lead_id', 'in', [...leadIds])
      .where('b.usr_agent_id', '=', this.scope.tenant)
      .orderBy('b.name')
      .execute();
    for (const r of rows) {
      const list = out.get(r.lead_id) ?? [];
      list.push({ label_id: r.label_id, name: r.name, color: r.color });
      out.set(r.lead_id, list);
    }
    return out;
  }

  /**
   * The leads among `leadIds` the user may hand on (in the pool, or owned within the data scope),
   * with what delivery rules read of their company.
   */
  async deliverable(leadIds: readonly number[]): Promise<DeliverableLead[]> {
    const out: DeliverableLead[] = [];
    for (const part of chunks([...new Set(leadIds)])) {
      const rows = await this.db
        .selectFrom('sale_lead as l')
        .leftJoin('company as c', 'c.company_id', 'l.company_id')
        .select([
          'l.lead_id',
          'l.owner_id',
          'l.stage',
          'c.province_code',
          'c.city_code',
          'c.district_code',
          'c.industry_section',
          'c.industry_division',
        ])
        .where('l.usr_agent_id', '=', this.scope.tenant)
        .where('l.lead_id', 'in', part)
        .where((eb) => eb.or([eb('l.owner_id', 'is', null), ownerVisible('l.owner_id', this.scope)]))
        .execute();
      const labels = await this.labelsOf(rows.map((r) => r.lead_id));
      out.push(
        ...rows.map((r) => ({
          ...r,
          // a company gone from the knowledge base matches no region or industry rule
          province_code: r.province_code ?? '',
          city_code: r.city_code ?? '',
          district_code: r.district_code ?? '',
          industry_section: r.industry_section ?? '',
          industry_division: r.industry_division ?? '',
          label_ids: (labels.get(r.lead_id) ?? []).map((b) => b.label_id),
        })),
      );
    }
    return out;
  }

  /**
   * Deliveries, claims and returns to the pool of the leads the user sees (or the pool's), newest
   * first, with the names of who moved them and from whom to whom.
   */
  async moves(
    filter: { kind?: 'assign' | 'claim' | 'return'; keyword?: string },
    page: { offset: number; limit: number },
  ): Promise<{ total: number; rows: MoveListRow[] }> {
    const base = () => {
      let q = this.db
        .selectFrom('sale_lead_event as e')
        .innerJoin('sale_lead as l', 'l.lead_id', 'e.lead_id')
        .where('e.usr_agent_id', '=', this.scope.tenant)
        .where('e.kind', 'in', filter.kind ? [filter.kind] : ['assign', 'claim', 'return'])
        .where((eb) => eb.or([eb('l.owner_id', 'is', null), ownerVisible('l.owner_id', this.scope)]));
      if (filter.keyword) q = q.where(contains('l.company_name', filter.keyword));
      return q;
    };
    const counted = await base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await base()
      .select([
        'e.event_id',
        'e.lead_id',
        'l.company_id',
        companyName(),
        'e.kind',
        'e.by_user_id',
        'e.from_value',
        'e.to_value',
        'e.note',
        'e.created_at',
      ])
      .orderBy('e.event_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const ids = rows.flatMap((r) => [r.by_user_id, Number(r.from_value), Number(r.to_value)]);
    const names = await this.userNames(ids.filter((id): id is number => Number.isInteger(id) && id! > 0));
    const name = (id: number | string | null) => (id === null ? null : (names.get(Number(id)) ?? null));
    return {
      total: Number(counted.n),
      rows: rows.map((r) => ({
        event_id: r.event_id,
        lead_id: r.lead_id,
        company_id: r.company_id,
        company_name: r.company_name,
        kind: r.kind,
        by_name: name(r.by_user_id),
        from_name: name(r.from_value),
        to_name: name(r.to_value),
        note: r.note,
        created_at: r.created_at,
      })),
    };
  }

  /** Real names of the organisation's users among `ids`. */
  async userNames(ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db
      .selectFrom('sys_user')
      .select(['sys_user_id', 'realname'])
      .where('usr_agent_id', '=', this.scope.tenant)
      .where('sys_user_id', 'in', unique)
      .execute();
    return new Map(rows.map((r) => [r.sys_user_id, r.realname]));
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
      .set({
        stage,
        lost_reason: stage === 'lost' ? reason : null,
        won_at: stage === 'won' ? now : null,
        updated_at: now,
        // a closed lead needs no next follow-up (it leaves the due list)
        ...(closedLeadStages.includes(stage) ? { next_follow_at: null, next_action: null } : {}),
      })
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

  /**
   * Gives leads to a user (null: back to the pool) as one move of `kind`, recorded in each lead's
   * history with the owners' ids (from → to). The lead leaves its former owner's groups, its clock
   * for the pool return starts again, and a lead back in the pool keeps no planned follow-up.
   * `by` null: a job did it.
   */
  async transfer(
    leads: readonly { lead_id: number; owner_id: number | null }[],
    to: number | null,
    kind: Extract<LeadEventKind, 'assign' | 'claim' | 'return'>,
    note: string | null,
    now: string,
    by: number | null = this.scope.userId,
  ): Promise<void> {
    const moving = leads.filter((l) => l.owner_id !== to);
    for (const part of chunks(moving)) {
      const ids = part.map((l) => l.lead_id);
      await this.db
        .updateTable('sale_lead')
        .set({
          owner_id: to,
          owned_at: to === null ? null : now,
          updated_at: now,
          ...(to === null ? { next_follow_at: null, next_action: null } : {}),
        })
        .where('usr_agent_id', '=', this.scope.tenant)
        .where('lead_id', 'in', ids)
        .execute();
      // the former owners' own groups no longer hold them
      const ownerOf = new Map(part.map((l) => [l.lead_id, l.owner_id]));
      const groups = (
        await this.db
          .selectFrom('sale_lead_cate as lc')
          .innerJoin('usr_cate as g', 'g.usr_cate_id', 'lc.usr_cate_id')
          .select(['lc.lead_id', 'lc.usr_cate_id', 'g.user_id'])
          .where('lc.lead_id', 'in', ids)
          .execute()
      ).filter((g) => g.user_id === ownerOf.get(g.lead_id));
      for (const g of groups) {
        await this.db
          .deleteFrom('sale_lead_cate')
          .where('lead_id', '=', g.lead_id)
          .where('usr_cate_id', '=', g.usr_cate_id)
          .execute();
      }
      for (const cateId of new Set(groups.map((g) => g.usr_cate_id))) await this.recountGroup(cateId);
      await this.record(
        part.map((l) => ({
          lead_id: l.lead_id,
          kind,
          from_value: l.owner_id === null ? null : String(l.owner_id),
          to_value: to === null ? null : String(to),
          note,
        })),
        now,
        by,
      );
    }
  }

  /** One entry of a lead's history by the user. */
  async recordOne(
    e: {
      lead_id: number;
      kind: LeadEventKind;
      from_value?: string | null;
      to_value?: string | null;
      note?: string | null;
    },
    now: string,
  ): Promise<void> {
    await this.record([e], now);
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
    by: number | null = this.scope.userId,
  ): Promise<void> {
    for (const part of chunks(events)) {
      await this.db
        .insertInto('sale_lead_event')
        .values(
          part.map((e) => ({
            lead_id: e.lead_id,
            usr_agent_id: this.scope.tenant,
            kind: e.kind,
            by_user_id: by,
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
