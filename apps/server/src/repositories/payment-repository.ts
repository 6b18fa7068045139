import type { Selectable } from 'kysely';
import type { DialectName } from '../db/connection.ts';
import type { Executor } from '../db/executor.ts';
import type { PaymentTable } from '../db/tables/shop.ts';
import { ofBuyer, type BuyerScope } from './buyer-scope.ts';
import type { OrderKind } from './order-kind.ts';

export type PaymentRow = Selectable<PaymentTable>;

/** What a waiting payment is open for: a precise order, or a shopper's purchase of a product. */
export function openKeyOf(
  target:
    { kind: 'per_order'; perOrderId: number } | { kind: 'shop_order'; userId: number; shopProductId: number },
): string {
  return target.kind === 'per_order'
    ? `per_order:${target.perOrderId}`
    : `shop_product:${target.userId}:${target.shopProductId}`;
}

/**
 * Payments (one per QR shown; the order they pay is `order_kind` + `order_id`) of the scope's buyer
 * (every buyer's for settling the provider's word and closing expired ones).
 */
export class PaymentRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: BuyerScope,
    private readonly dialect: DialectName,
  ) {}

  private owned() {
    return this.db.selectFrom('payment').where(ofBuyer('sys_user_id', this.scope));
  }

  async insert(values: {
    out_trade_no: string;
    provider: string;
    order_kind: OrderKind;
    order_id: number;
    sys_user_id: number;
    amount_fen: number;
    code_url: string;
    created_at: string;
    /** what it pays while it waits (openKeyOf); unique: a second insert of the same key fails */
    open_key: string;
  }): Promise<number> {
    const row = await this.db
      .insertInto('payment')
      .values({ ...values, status: 0, updated_at: values.created_at })
      .returning('payment_id')
      .executeTakeFirstOrThrow();
    return row.payment_id;
  }

  /** The waiting payment that holds `openKey` (one at most: the key is unique). */
  openFor(openKey: string): Promise<PaymentRow | undefined> {
    return this.owned().selectAll().where('open_key', '=', openKey).executeTakeFirst();
  }

  byTradeNo(outTradeNo: string): Promise<PaymentRow | undefined> {
    return this.owned().selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst();
  }

  /**
   * The payment row, locked until the transaction ends (PostgreSQL FOR UPDATE; SQLite transactions
   * are serialised, so the row cannot change under us there either).
   */
  lockByTradeNo(outTradeNo: string): Promise<PaymentRow | undefined> {
    const q = this.owned().selectAll().where('out_trade_no', '=', outTradeNo);
    return (this.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  }

  /** Waiting/failed/closed → paid; answers false when the row was already paid (nothing changed). */
  async markPaid(
    paymentId: number,
    values: { provider_txn_id: string | null; paid_at: string; notify_json: string },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('payment')
      .set({ ...values, status: 1, updated_at: values.paid_at, open_key: null })
      .where('payment_id', '=', paymentId)
      .where('status', '!=', 1)
      .where(ofBuyer('sys_user_id', this.scope))
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Changes an unpaid payment's status (2 failed, 3 closed); a paid one is never touched. */
  async markUnpaid(paymentId: number, status: 2 | 3, at: string, notifyJson?: string): Promise<boolean> {
    const r = await this.db
      .updateTable('payment')
      .set({
        status,
        updated_at: at,
        open_key: null,
        ...(notifyJson !== undefined ? { notify_json: notifyJson } : {}),
      })
      .where('payment_id', '=', paymentId)
      .where('status', '=', 0)
      .where(ofBuyer('sys_user_id', this.scope))
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Keeps a notification that was not applied (amount mismatch), for the investigation. */
  async storeNotice(paymentId: number, notifyJson: string, at: string): Promise<void> {
    await this.db
      .updateTable('payment')
      .set({ notify_json: notifyJson, updated_at: at })
      .where('payment_id', '=', paymentId)
      .where(ofBuyer('sys_user_id', this.scope))
      .execute();
  }

  /** When each paid order of `kind` was paid (its paid payment). */
  async paidAt(kind: OrderKind, orderIds: readonly number[]): Promise<Map<number, string>> {
    if (!orderIds.length) return new Map();
    const rows = await this.owned()
      .select(['order_id', 'paid_at'])
      .where('order_kind', '=', kind)
      .where('order_id', 'in', [...orderIds])
      .where('status', '=', 1)
      .execute();
    return new Map(rows.flatMap((r) => (r.paid_at ? [[r.order_id, r.paid_at] as const] : [])));
  }
}
