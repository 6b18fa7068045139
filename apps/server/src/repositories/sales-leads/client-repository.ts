import {
  contractStatuses,
  followKindLabel,
  leadEventKinds,
  LeadMessages,
  leadStages,
  orderStatuses,
  visitStatuses,
  type TimelineItem,
} from '@qishu/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { notFound } from '../../shared/errors.ts';
import { shanghaiTime } from '../../shared/shanghai-time.ts';
import { contains } from '../../shared/text-match.ts';
import { LeadRepository } from './lead-repository.ts';
import { ownerVisible, type LeadScope } from './lead-scope.ts';
import { companyName } from './company-name.ts';

/** Items of each kind a timeline reads at most (the page shows the newest). */
const TIMELINE_EACH = 200;

export type ClientSort = 'won_at' | 'contract_fen' | 'received_fen';

/**
 * Clients (won leads) with their contract and order totals, and one lead's page: its detail and
 * its timeline (history, follow-ups, visits, contracts, orders).
 */
export class ClientRepository {
  private readonly leads: LeadRepository;
  constructor(
    private readonly db: Executor,
    private readonly scope: LeadScope,
  ) {
    this.leads = new LeadRepository(db, scope);
  }

  async clients(
    filter: { keyword?: string; labelId?: number; ownerId?: number },
    by: { sort: ClientSort; order: 'asc' | 'desc' },
    page: { offset: number; limit: number },
  ) {
    const tenant = this.scope.tenant;
    const base = () => {
      let q = this.db
        .selectFrom('sale_lead as l')
        .where('l.usr_agent_id', '=', tenant)
        .where('l.stage', '=', 'won')
        .where('l.owner_id', 'is not', null)
        .where(ownerVisible('l.owner_id', this.scope));
      if (filter.keyword) q = q.where(contains('l.company_name', filter.keyword));
      if (filter.ownerId !== undefined) q = q.where('l.owner_id', '=', filter.ownerId);
      if (filter.labelId !== undefined) {
        const labelId = filter.labelId;
        q = q.where('l.lead_id', 'in', (eb) =>
          eb.selectFrom('sale_lead_label').select('lead_id').where('label_id', '=', labelId),
        );
      }
      return q;
    };
    const counted = await base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // the totals of a page's clients only (each one an index lookup), unless the order needs them all
    const of = (table: 'sale_contract' | 'sale_order', what: string) =>
      sql<number>`(select ${sql.raw(what)} from ${sql.table(table)} x where x.lead_id = l.lead_id)`;
    let q = base()
      .leftJoin('sys_user as u', 'u.sys_user_id', 'l.owner_id')
      .select([
        'l.lead_id',
        'l.company_id',
        companyName(),
        'l.owner_id',
        'u.realname as owner_name',
        sql<string>`coalesce(l.won_at, l.updated_at)`.as('won_at'),
        of('sale_contract', 'count(*)').as('contract_count'),
        of('sale_contract', 'coalesce(sum(amount_fen), 0)').as('contract_fen'),
        of('sale_contract', 'coalesce(sum(received_fen), 0)').as('received_fen'),
        of('sale_order', 'count(*)').as('order_count'),
        of('sale_order', 'coalesce(sum(amount_fen), 0)').as('order_fen'),
        sql<string | null>`(select max(ordered_on) from sale_order x where x.lead_id = l.lead_id)`.as(
          'last_ordered_on',
        ),
      ]);
    // by when it was won: the won_at index's order (a lead won before won_at was kept sorts last)
    q =
      by.sort === 'won_at'
        ? q.orderBy(sql`l.won_at ${sql.raw(by.order === 'desc' ? 'desc nulls last' : 'asc nulls first')}`)
        : q.orderBy(sql.ref(by.sort), by.order);
    const rows = await q.orderBy('l.lead_id', 'desc').limit(page.limit).offset(page.offset).execute();
    const labels = await this.leads.labelsOf(rows.map((r) => r.lead_id));
    return {
      total: Number(counted.n),
      rows: rows.map((r) => ({
        ...r,
        won_at: String(r.won_at),
        contract_count: Number(r.contract_count),
        contract_fen: Number(r.contract_fen),
        received_fen: Number(r.received_fen),
        order_count: Number(r.order_count),
        order_fen: Number(r.order_fen),
        last_ordered_on: (r.last_ordered_on as string | null) ?? null,
        labels: labels.get(r.lead_id) ?? [],
      })),
    };
  }

  /** A lead the user sees, with its company and whether the user may change it. */
  async detail(leadId: number) {
    const row = await this.db
      .selectFrom('sale_lead as l')
      .leftJoin('company as c', 'c.company_id', 'l.company_id')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'l.owner_id')
      .select([
        'l.lead_id',
        'l.company_id',
        companyName(),
        'c.ccode',
        'c.legal_person',
        'c.reg_capital',
        'c.reg_date',
        'c.status as company_status',
        'c.address',
        'l.owner_id',
        'u.realname as owner_name',
        'l.stage',
        'l.lost_reason',
        'l.amount_fen',
        'l.source',
        'l.next_follow_at',
        'l.next_action',
        'l.last_follow_at',
        'l.created_at',
        'l.owned_at',
      ])
      .where('l.lead_id', '=', leadId)
      .where('l.usr_agent_id', '=', this.scope.tenant)
      .where((eb) => eb.or([eb('l.owner_id', 'is', null), ownerVisible('l.owner_id', this.scope)]))
      .executeTakeFirst();
    if (!row) throw notFound(LeadMessages.notFound);
    const labels = await this.leads.labelsOf([leadId]);
    return {
      ...row,
      ccode: row.ccode ?? '',
      legal_person: row.legal_person ?? '',
      reg_date: row.reg_date ?? '',
      company_status: row.company_status ?? '',
      address: row.address ?? '',
      amount_fen: Number(row.amount_fen),
      reg_capital: Number(row.reg_capital ?? 0),
      labels: labels.get(leadId) ?? [],
      owned: row.owner_id !== null,
    };
  }

  /** Everything that happened to a lead the user sees, newest first (times as stored, UTC). */
  async timeline(leadId: number): Promise<TimelineItem[]> {
    await this.detail(leadId);
    const t = this.scope.tenant;
    const [events, follows, visits, contracts, orders] = await Promise.all([
      this.db
        .selectFrom('sale_lead_event')
        .select(['kind', 'by_user_id', 'from_value', 'to_value', 'note', 'created_at'])
        .where('lead_id', '=', leadId)
        .where('usr_agent_id', '=', t)
        .orderBy('event_id', 'desc')
        .limit(TIMELINE_EACH)
        .execute(),
      this.db
        .selectFrom('sale_follow')
        .select(['kind', 'user_id', 'content', 'next_action', 'next_at', 'created_at'])
        .where('lead_id', '=', leadId)
        .where('usr_agent_id', '=', t)
        .orderBy('follow_id', 'desc')
        .limit(TIMELINE_EACH)
        .execute(),
      this.db
        .selectFrom('sale_visit')
        .select(['status', 'user_id', 'purpose', 'outcome', 'planned_at', 'checked_in_at', 'created_at'])
        .where('lead_id', '=', leadId)
        .where('usr_agent_id', '=', t)
        .orderBy('visit_id', 'desc')
        .limit(TIMELINE_EACH)
        .execute(),
      this.db
        .selectFrom('sale_contract')
        .select(['status', 'owner_id', 'code', 'title', 'amount_fen', 'created_at'])
        .where('lead_id', '=', leadId)
        .where('usr_agent_id', '=', t)
        .orderBy('contract_id', 'desc')
        .limit(TIMELINE_EACH)
        .execute(),
      this.db
        .selectFrom('sale_order')
        .select(['status', 'owner_id', 'title', 'amount_fen', 'ordered_on', 'created_at'])
        .where('lead_id', '=', leadId)
        .where('usr_agent_id', '=', t)
        .orderBy('order_id', 'desc')
        .limit(TIMELINE_EACH)
        .execute(),
    ]);
    const ids = [
      ...events.flatMap((e) => [e.by_user_id, Number(e.from_value), Number(e.to_value)]),
      ...follows.map((f) => f.user_id),
      ...visits.map((v) => v.user_id),
      ...contracts.map((k) => k.owner_id),
      ...orders.map((o) => o.owner_id),
    ].filter((id): id is number => Number.isInteger(id) && (id as number) > 0);
    const names = await this.leads.userNames(ids);
    const name = (id: number | string | null) => (id === null ? null : (names.get(Number(id)) ?? null));
    const at = (iso: string) => shanghaiTime(iso).slice(0, 16);
    const yuan = (fen: number) =>
      `¥${(Number(fen) / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`;
    const stage = (v: string | null) => leadStages.find((x) => x.key === v)?.label ?? v ?? '';
    const note = (n: string | null) => (n ? `（${n}）` : '');
    const items: TimelineItem[] = [
      ...events.map((e) => ({
        kind: 'event' as const,
        sub: e.kind,
        at: e.created_at,
        by_name: name(e.by_user_id),
        title: leadEventKinds.find((k) => k.key === e.kind)?.label ?? e.kind,
        detail:
          e.kind === 'stage'
            ? `${stage(e.from_value)} → ${stage(e.to_value)}${note(e.note)}`
            : ['assign', 'claim', 'return'].includes(e.kind)
              ? `${name(e.from_value) ?? '公海'} → ${name(e.to_value) ?? '公海'}${note(e.note)}`
              : e.kind === 'amount'
                ? `${yuan(Number(e.from_value))} → ${yuan(Number(e.to_value))}`
                : e.note,
      })),
      ...follows.map((f) => ({
        kind: 'follow' as const,
        sub: f.kind,
        at: f.created_at,
        by_name: name(f.user_id),
        title: `${followKindLabel(f.kind)}：${f.content}`,
        detail: f.next_action ? `下一步：${f.next_action}${f.next_at ? `（${at(f.next_at)}）` : ''}` : null,
      })),
      ...visits.map((v) => ({
        kind: 'visit' as const,
        sub: v.status,
        at: v.checked_in_at ?? v.created_at,
        by_name: name(v.user_id),
        title: `拜访${visitStatuses.find((x) => x.key === v.status)?.label ?? ''}：${v.purpose}`,
        detail: v.outcome ?? `计划 ${at(v.planned_at)}`,
      })),
      ...contracts.map((k) => ({
        kind: 'contract' as const,
        sub: k.status,
        at: k.created_at,
        by_name: name(k.owner_id),
        title: `合同 ${k.code}：${k.title}`,
        detail: `${yuan(k.amount_fen)} · ${contractStatuses.find((x) => x.key === k.status)?.label ?? k.status}`,
      })),
      ...orders.map((o) => ({
        kind: 'order' as const,
        sub: o.status,
        at: o.created_at,
        by_name: name(o.owner_id),
        title: `订单：${o.title}`,
        detail: `${yuan(o.amount_fen)} · ${o.ordered_on} · ${orderStatuses.find((x) => x.key === o.status)?.label ?? o.status}`,
      })),
    ];
    return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  }

  /** Sets a lead's expected amount (an owned lead within the scope), recorded in its history. */
  async setAmount(leadId: number, amountFen: number, now: string): Promise<void> {
    const lead = await this.detail(leadId);
    if (!lead.owned) throw notFound(LeadMessages.notFound);
    if (lead.amount_fen === amountFen) return;
    await this.db
      .updateTable('sale_lead')
      .set({ amount_fen: amountFen, updated_at: now })
      .where('lead_id', '=', leadId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
    await this.leads.recordOne(
      { lead_id: leadId, kind: 'amount', from_value: String(lead.amount_fen), to_value: String(amountFen) },
      now,
    );
  }
}
