import {
  CUSTOM_MIN_PRICE_FEN,
  customPriceFen,
  CustomRequestMessages as M,
  CustomRequestStatus as S,
  customRequestTransitions,
  fenToYuan,
  PREVIEW_ROWS,
  type applySpecialDataRequest,
  type ApplySpecialDataResponse,
  type customOrderRequest,
  type CustomOrderResponse,
  type CustomPreviewResponse,
  type CustomPricingResponse,
  type CustomRequestRow,
  type Page,
  type PageQuery,
} from '@qishu/contract';
import type { z } from 'zod';
import type { CustomRequestRow as Row } from '../../../repositories/custom-request-repository.ts';
import { badRequest, notFound } from '../../../shared/errors.ts';
import type { Actor } from '../../audit/audit-service.ts';
import { assertSelf } from '../../identity/guard.ts';
import { withNewOrderCode } from '../payment/codes.ts';
import type { DataSource } from './data-source.ts';
import { DROPPED_DATA, type CustomRequestDeps, type RequestStore } from './request-store.ts';
import { priceOf, requestView } from './views.ts';

export type ApplyInput = z.output<typeof applySpecialDataRequest>;
export type OrderInput = z.output<typeof customOrderRequest>;
/** The body of the calls on one request: its id and, when sent, the caller's own id. */
export interface RequestRef {
  agent_label_apply_id: number;
  sys_user_id?: number | undefined;
}

const ENTITY = 'agent_label_apply';

/**
 * The requester's side (data-shop.md §2 /custom and 我的数据 → 个性化定制): file, edit, withdraw and
 * delete their own requests, see them with their data and order, preview and price a processed one
 * and order it. Every call works in the caller's own scope: another user's request is 404, a
 * sys_user_id in a body other than the caller's is 403.
 */
export class RequesterService {
  constructor(
    private readonly deps: CustomRequestDeps,
    private readonly store: RequestStore,
    private readonly data: DataSource,
  ) {}

  /** The caller's scope, after checking a sys_user_id sent in the body (admins included). */
  private self(actor: Actor, body: { sys_user_id?: number | undefined }) {
    assertSelf(actor.auth, { sys_user_id: body.sys_user_id }, { allowAdmin: false });
    return actor.scope;
  }

  /** A processed request of the caller (400 notDone before). */
  private async done(actor: Actor, ref: RequestRef): Promise<Row> {
    const row = await this.store.existing(
      this.deps.db.kysely,
      this.self(actor, ref),
      ref.agent_label_apply_id,
    );
    if (row.status !== S.done) throw badRequest(M.notDone);
    return row;
  }

  async apply(actor: Actor, input: ApplyInput): Promise<ApplySpecialDataResponse> {
    const scope = this.self(actor, input);
    const action = input.type === 1 ? 'submit' : 'saveDraft';
    const status = customRequestTransitions[action].to as number;
    const fields = {
      name: input.name,
      label_year: input.label_year,
      explain: input.explain,
      filter_condition: input.filter_condition,
      del_condition: input.del_condition,
      status,
    };
    const now = this.deps.now().toISOString();
    const saved = await this.deps.writes.audited(actor, async (tx, log) => {
      if (input.agent_label_apply_id === undefined) {
        const me = actor.auth.user;
        const row = await this.store.requests(tx, scope).insert({
          ...fields,
          sys_user_id: me.sys_user_id,
          usr_agent_id: me.usr_agent_id,
          created_at: now,
          updated_at: now,
        });
        await log({ action: 'create', entity: ENTITY, entityId: row.agent_label_apply_id, after: row });
        return row;
      }
      const before = await this.store.existing(tx, scope, input.agent_label_apply_id);
      // an edit answers the rejection: the reason goes with it
      const row = await this.store.move(tx, scope, before, action, {
        ...fields,
        app_remark: null,
        label_remark: null,
        updated_at: now,
      });
      await log({ action: 'update', entity: ENTITY, entityId: row.agent_label_apply_id, before, after: row });
      return row;
    });
    return {
      agent_label_apply_id: saved.agent_label_apply_id,
      status: saved.status,
      message: input.type === 1 ? M.submitted : M.drafted,
    };
  }

  async list(actor: Actor, q: PageQuery): Promise<Page<CustomRequestRow>> {
    const page = await this.store.requests(this.deps.db.kysely, actor.scope).page(q);
    return { list: await this.store.viewed(actor.scope, page.list, requestView), total: page.total };
  }

  async detail(actor: Actor, id: number): Promise<CustomRequestRow> {
    const [row] = await this.store.viewed(
      actor.scope,
      [await this.store.record(actor.scope, id)],
      requestView,
    );
    return row!;
  }

  /** 撤回: under review or in processing → a draft again; the data staff attached is dropped. */
  async withdraw(actor: Actor, ref: RequestRef): Promise<{ message: string }> {
    const scope = this.self(actor, ref);
    const before = await this.deps.writes.audited(actor, async (tx, log) => {
      const row = await this.store.existing(tx, scope, ref.agent_label_apply_id);
      const after = await this.store.move(tx, scope, row, 'withdraw', {
        status: S.draft,
        ...DROPPED_DATA,
        reviewed_by: null,
        reviewed_at: null,
        updated_at: this.deps.now().toISOString(),
      });
      await log({
        action: 'withdraw',
        entity: ENTITY,
        entityId: row.agent_label_apply_id,
        before: row,
        after,
      });
      return row;
    });
    this.store.files.remove(before.data_file_path);
    return { message: M.withdrawn };
  }

  /** 删除: a draft or a rejected request. */
  async remove(actor: Actor, ref: RequestRef): Promise<{ message: string }> {
    const scope = this.self(actor, ref);
    const before = await this.deps.writes.audited(actor, async (tx, log) => {
      const row = await this.store.existing(tx, scope, ref.agent_label_apply_id);
      await this.store.remove(tx, scope, row);
      await log({ action: 'delete', entity: ENTITY, entityId: row.agent_label_apply_id, before: row });
      return row;
    });
    this.store.files.remove(before.data_file_path);
    return { message: M.removed };
  }

  /** getPreviewInfo: how many records the requester buys and the first 10 of them. */
  async preview(actor: Actor, ref: RequestRef): Promise<CustomPreviewResponse> {
    const row = await this.done(actor, ref);
    const count = row.nums ?? 0;
    return { count, data: await this.data.preview(row, Math.min(count, PREVIEW_ROWS)) };
  }

  /** getCustomizedDataPricing: the count and the price staff set, at least 1 yuan. */
  async pricing(actor: Actor, ref: RequestRef): Promise<CustomPricingResponse> {
    const row = await this.done(actor, ref);
    return { nums: row.nums ?? 0, price: priceOf(row) ?? '', min_price: fenToYuan(CUSTOM_MIN_PRICE_FEN) };
  }

  /**
   * addPerCustDataOrders: the order that pays a processed request (then getPayUrl with its
   * per_order_id). One unpaid order per request: it is reused with the new e-mail; a paid one ends it.
   * The request row is locked meanwhile, so two calls at once make one order.
   */
  async order(actor: Actor, input: OrderInput): Promise<CustomOrderResponse> {
    const scope = this.self(actor, input);
    const now = this.deps.now();
    return withNewOrderCode(now, 'PO', (orderCode) =>
      this.deps.writes.transaction(async (tx) => {
        const row = await this.store.requests(tx, scope).locked(input.agent_label_apply_id);
        if (!row) throw notFound(M.notFound);
        if (row.status !== S.done) throw badRequest(M.notDone);
        const orders = this.store.orders(tx, scope);
        const existing = await orders.ofRequests([row.agent_label_apply_id]);
        if (existing.some((o) => o.status === 1)) throw badRequest(M.alreadyPaid);
        const values = {
          email: input.email,
          nums: row.nums ?? 0,
          amount_fen: customPriceFen(row.price_fen ?? 0),
          order_name: row.name,
        };
        const answer = (perOrderId: number, code: string): CustomOrderResponse => ({
          per_order_id: perOrderId,
          order_code: code,
          order_name: values.order_name,
          nums: values.nums,
          amount: fenToYuan(values.amount_fen),
        });
        const unpaid = existing.find((o) => o.status === 0);
        if (unpaid && (await orders.updateUnpaid(unpaid.per_order_id, values))) {
          return answer(unpaid.per_order_id, unpaid.order_code);
        }
        const id = await orders.insert({
          ...values,
          order_code: orderCode,
          sys_user_id: scope.userId,
          usr_agent_id: row.usr_agent_id,
          shop_search_condition_id: null,
          agent_label_apply_id: row.agent_label_apply_id,
          search_arr: '[]',
          send_remark: null,
          excel_url: null,
          code_url: null,
          exported_at: null,
          created_at: now.toISOString(),
        });
        return answer(id, orderCode);
      }),
    );
  }
}
