import { ActionMessages as M, type ContractStatus, type OrderStatus } from '@qishu/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { isUniqueViolation } from '../../shared/db-errors.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { contains } from '../../shared/text-match.ts';
import { ownerVisible, type LeadScope } from './lead-scope.ts';
import { companyName } from './company-name.ts';
import { leadLabelled } from './labelled.ts';

export interface ContractFields {
  code: string;
  title: string;
  amount_fen: number;
  received_fen: number;
  signed_on: string | null;
  start_on: string | null;
  end_on: string | null;
  status: ContractStatus;
  remark: string | null;
}

export interface OrderFields {
  contract_id: number | null;
  title: string;
  amount_fen: number;
  ordered_on: string;
  status: OrderStatus;
  remark: string | null;
}

type Page = { offset: number; limit: number };
type Sort<K extends string> = { sort: K; order: 'asc' | 'desc' };

/**
 * Contracts and business orders of the clients: recorded on an owned lead the user sees, owned by
 * the lead's owner, listed by their owner within the data scope (on one lead, all of its own).
 */
export class DealRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: LeadScope,
  ) {}

  /** Rows of owners within the scope; with a lead, every row of that lead when the user sees the lead. */
  private visibleTo(table: 'k' | 'o', leadId: number | undefined): Expression<SqlBool> {
    const own = ownerVisible(`${table}.owner_id`, this.scope);
    if (leadId === undefined) return own;
    return sql<SqlBool>`${sql.ref(`${table}.lead_id`)} = ${leadId} and (l.owner_id is null or ${ownerVisible('l.owner_id', this.scope)} or ${own})`;
  }

  /** One row the user may open and change: its owner, or its lead's owner, within the scope. */
  private reachable(table: 'k' | 'o'): Expression<SqlBool> {
    return sql<SqlBool>`(${ownerVisible(`${table}.owner_id`, this.scope)} or (l.owner_id is not null and ${ownerVisible('l.owner_id', this.scope)}))`;
  }

  // ── contracts ──────────────────────────────────────────────────────────────────────────

  async createContract(leadId: number, ownerId: number, f: ContractFields, now: string): Promise<number> {
    await this.refuseTakenCode(f.code, null);
    const row = await this.db
      .insertInto('sale_contract')
      .values({
        usr_agent_id: this.scope.tenant,
        lead_id: leadId,
        owner_id: ownerId,
        ...f,
        created_at: now,
        updated_at: now,
      })
      .returning('contract_id')
      .executeTakeFirstOrThrow()
      .catch((e: unknown) => {
        throw isUniqueViolation(e) ? badRequest(M.codeTaken(f.code)) : e;
      });
    return row.contract_id;
  }

  async updateContract(contractId: number, leadId: number, f: ContractFields, now: string): Promise<void> {
    await this.contract(contractId);
    await this.refuseTakenCode(f.code, contractId);
    await this.db
      .updateTable('sale_contract')
      .set({ ...f, lead_id: leadId, updated_at: now })
      .where('contract_id', '=', contractId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute()
      .catch((e: unknown) => {
        throw isUniqueViolation(e) ? badRequest(M.codeTaken(f.code)) : e;
      });
  }

  async removeContract(contractId: number): Promise<void> {
    await this.contract(contractId);
    await this.db
      .updateTable('sale_order')
      .set({ contract_id: null })
      .where('contract_id', '=', contractId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
    await this.db
      .deleteFrom('sale_contract')
      .where('contract_id', '=', contractId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
  }

  /** A contract the user sees (its owner within the scope, or on a lead the user sees). */
  async contract(contractId: number): Promise<{ contract_id: number; lead_id: number }> {
    const row = await this.db
      .selectFrom('sale_contract as k')
      .innerJoin('sale_lead as l', 'l.lead_id', 'k.lead_id')
      .select(['k.contract_id', 'k.lead_id'])
      .where('k.contract_id', '=', contractId)
      .where('k.usr_agent_id', '=', this.scope.tenant)
      .where(this.reachable('k'))
      .executeTakeFirst();
    if (!row) throw notFound(M.contractNotFound);
    return row;
  }

  async contracts(
    filter: { status?: ContractStatus; leadId?: number; labelId?: number; keyword?: string },
    by: Sort<'signed_on' | 'amount_fen' | 'created_at'>,
    page: Page,
  ) {
    const base = () => {
      let q = this.db
        .selectFrom('sale_contract as k')
        .innerJoin('sale_lead as l', 'l.lead_id', 'k.lead_id')
        .where('k.usr_agent_id', '=', this.scope.tenant)
        .where(this.visibleTo('k', filter.leadId));
      if (filter.status) q = q.where('k.status', '=', filter.status);
      if (filter.labelId !== undefined) q = q.where(leadLabelled('k.lead_id', filter.labelId));
      if (filter.keyword) {
        const kw = filter.keyword;
        q = q.where((eb) =>
          eb.or([contains('l.company_name', kw), contains('k.code', kw), contains('k.title', kw)]),
        );
      }
      return q;
    };
    const counted = await base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    let q = base()
      .leftJoin('sys_user as u', 'u.sys_user_id', 'k.owner_id')
      .select([
        'k.contract_id',
        'k.lead_id',
        'l.company_id',
        companyName(),
        'k.code',
        'k.title',
        'k.amount_fen',
        'k.received_fen',
        'k.signed_on',
        'k.start_on',
        'k.end_on',
        'k.status',
        'k.remark',
        'k.owner_id',
        'u.realname as owner_name',
        'k.created_at',
        sql<number>`(select count(*) from sale_attachment a where a.owner_kind = 'contract' and a.owner_ref = k.contract_id)`.as(
          'attachment_count',
        ),
      ]);
    if (by.sort === 'signed_on') q = q.orderBy(sql`case when k.signed_on is null then 1 else 0 end`);
    const rows = await q
      .orderBy(`k.${by.sort}`, by.order)
      .orderBy('k.contract_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return {
      total: Number(counted.n),
      rows: rows.map((r) => ({
        ...r,
        amount_fen: Number(r.amount_fen),
        received_fen: Number(r.received_fen),
        attachment_count: Number(r.attachment_count),
      })),
    };
  }

  private async refuseTakenCode(code: string, except: number | null): Promise<void> {
    let q = this.db
      .selectFrom('sale_contract')
      .select('contract_id')
      .where('usr_agent_id', '=', this.scope.tenant)
      .where('code', '=', code);
    if (except !== null) q = q.where('contract_id', '!=', except);
    if (await q.executeTakeFirst()) throw badRequest(M.codeTaken(code));
  }

  // ── orders ─────────────────────────────────────────────────────────────────────────────

  /** The contract an order names must be one of the same lead's. */
  private async checkContractOfLead(contractId: number | null, leadId: number): Promise<void> {
    if (contractId === null) return;
    const row = await this.db
      .selectFrom('sale_contract')
      .select('lead_id')
      .where('contract_id', '=', contractId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .executeTakeFirst();
    if (!row) throw notFound(M.contractNotFound);
    if (row.lead_id !== leadId) throw badRequest(M.contractOfOtherLead);
  }

  async createOrder(leadId: number, ownerId: number, f: OrderFields, now: string): Promise<number> {
    await this.checkContractOfLead(f.contract_id, leadId);
    const row = await this.db
      .insertInto('sale_order')
      .values({
        usr_agent_id: this.scope.tenant,
        lead_id: leadId,
        owner_id: ownerId,
        ...f,
        created_at: now,
        updated_at: now,
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    return row.order_id;
  }

  async updateOrder(orderId: number, leadId: number, f: OrderFields, now: string): Promise<void> {
    await this.order(orderId);
    await this.checkContractOfLead(f.contract_id, leadId);
    await this.db
      .updateTable('sale_order')
      .set({ ...f, lead_id: leadId, updated_at: now })
      .where('order_id', '=', orderId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
  }

  async removeOrder(orderId: number): Promise<void> {
    await this.order(orderId);
    await this.db
      .deleteFrom('sale_order')
      .where('order_id', '=', orderId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
  }

  async order(orderId: number): Promise<{ order_id: number; lead_id: number }> {
    const row = await this.db
      .selectFrom('sale_order as o')
      .innerJoin('sale_lead as l', 'l.lead_id', 'o.lead_id')
      .select(['o.order_id', 'o.lead_id'])
      .where('o.order_id', '=', orderId)
      .where('o.usr_agent_id', '=', this.scope.tenant)
      .where(this.reachable('o'))
      .executeTakeFirst();
    if (!row) throw notFound(M.orderNotFound);
    return row;
  }

  async orders(
    filter: {
      status?: OrderStatus;
      leadId?: number;
      labelId?: number;
      contractId?: number;
      keyword?: string;
    },
    by: Sort<'ordered_on' | 'amount_fen' | 'created_at'>,
    page: Page,
  ) {
    const base = () => {
      let q = this.db
        .selectFrom('sale_order as o')
        .innerJoin('sale_lead as l', 'l.lead_id', 'o.lead_id')
        .where('o.usr_agent_id', '=', this.scope.tenant)
        .where(this.visibleTo('o', filter.leadId));
      if (filter.status) q = q.where('o.status', '=', filter.status);
      if (filter.labelId !== undefined) q = q.where(leadLabelled('o.lead_id', filter.labelId));
      if (filter.contractId !== undefined) q = q.where('o.contract_id', '=', filter.contractId);
      if (filter.keyword) {
        const kw = filter.keyword;
        q = q.where((eb) => eb.or([contains('l.company_name', kw), contains('o.title', kw)]));
      }
      return q;
    };
    const counted = await base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await base()
      .leftJoin('sys_user as u', 'u.sys_user_id', 'o.owner_id')
      .leftJoin('sale_contract as k', 'k.contract_id', 'o.contract_id')
      .select([
        'o.order_id',
        'o.lead_id',
        'l.company_id',
        companyName(),
        'o.contract_id',
        'k.code as contract_code',
        'o.title',
        'o.amount_fen',
        'o.ordered_on',
        'o.status',
        'o.remark',
        'o.owner_id',
        'u.realname as owner_name',
        'o.created_at',
        sql<number>`(select count(*) from sale_attachment a where a.owner_kind = 'order' and a.owner_ref = o.order_id)`.as(
          'attachment_count',
        ),
      ])
      .orderBy(`o.${by.sort}`, by.order)
      .orderBy('o.order_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return {
      total: Number(counted.n),
      rows: rows.map((r) => ({
        ...r,
        amount_fen: Number(r.amount_fen),
        attachment_count: Number(r.attachment_count),
      })),
    };
  }
}
