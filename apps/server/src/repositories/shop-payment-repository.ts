import type { Kysely, Selectable } from 'kysely';
import type { DialectName } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';
import type { PaymentTable } from '../db/tables/shop.ts';

export type PaymentRow = Selectable<PaymentTable>;
export type OrderKind = 'shop_order' | 'per_order';

/** Payments and the orders they pay (shop_order, per_order). Pass a transaction to write inside it. */
export class ShopPaymentRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** The same queries inside a transaction. */
  in(tx: Kysely<Database>): ShopPaymentRepository {
    return new ShopPaymentRepository(tx, this.dialect);
  }

  product(shopProductId: number) {
    return this.db
      .selectFrom('shop_product')
      .select(['shop_product_id', 'name', 'price_fen', 'status'])
      .where('shop_product_id', '=', shopProductId)
      .executeTakeFirst();
  }

  /** A precise order, only when it is the user's. */
  perOrderOf(sysUserId: number, perOrderId: number) {
    return this.db
      .selectFrom('per_order')
      .select(['per_order_id', 'order_code', 'order_name', 'amount_fen', 'status', 'email'])
      .where('per_order_id', '=', perOrderId)
      .where('sys_user_id', '=', sysUserId)
      .executeTakeFirst();
  }

  async insertShopOrder(values: {
    order_code: string;
    order_name: string;
    sys_user_id: number;
    usr_agent_id: number;
    shop_product_id: number;
    amount_fen: number;
    email: string;
    created_at: string;
  }): Promise<number> {
    const row = await this.db
      .insertInto('shop_order')
      .values({ ...values, status: 0, is_send: 0 })
      .returning('shop_order_id')
      .executeTakeFirstOrThrow();
    return row.shop_order_id;
  }

  async setPerOrderPayment(perOrderId: number, values: { email: string; code_url: string }): Promise<void> {
    await this.db.updateTable('per_order').set(values).where('per_order_id', '=', perOrderId).execute();
  }

  async insertPayment(values: {
    out_trade_no: string;
    provider: string;
    order_kind: OrderKind;
    order_id: number;
    sys_user_id: number;
    amount_fen: number;
    code_url: string;
    created_at: string;
  }): Promise<number> {
    const row = await this.db
      .insertInto('payment')
      .values({ ...values, status: 0, updated_at: values.created_at })
      .returning('payment_id')
      .executeTakeFirstOrThrow();
    return row.payment_id;
  }

  byTradeNo(outTradeNo: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payment')
      .selectAll()
      .where('out_trade_no', '=', outTradeNo)
      .executeTakeFirst();
  }

  /** The user's own payment (another user's answers undefined). */
  ownByTradeNo(sysUserId: number, outTradeNo: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payment')
      .selectAll()
      .where('out_trade_no', '=', outTradeNo)
      .where('sys_user_id', '=', sysUserId)
      .executeTakeFirst();
  }

  /**
   * The payment row, locked until the transaction ends (PostgreSQL FOR UPDATE; SQLite transactions
   * are serialised, so the row cannot change under us there either).
   */
  lockByTradeNo(outTradeNo: string): Promise<PaymentRow | undefined> {
    const q = this.db.selectFrom('payment').selectAll().where('out_trade_no', '=', outTradeNo);
    return (this.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  }

  /** Waiting/failed/closed → paid; answers false when the row was already paid (nothing changed). */
  async markPaid(
    paymentId: number,
    values: { provider_txn_id: string | null; paid_at: string; notify_json: string },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('payment')
      .set({ ...values, status: 1, updated_at: values.paid_at })
      .where('payment_id', '=', paymentId)
      .where('status', '!=', 1)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Changes an unpaid payment's status (2 failed, 3 closed); a paid one is never touched. */
  async markUnpaid(paymentId: number, status: 2 | 3, at: string, notifyJson?: string): Promise<boolean> {
    const r = await this.db
      .updateTable('payment')
      .set({ status, updated_at: at, ...(notifyJson !== undefined ? { notify_json: notifyJson } : {}) })
      .where('payment_id', '=', paymentId)
      .where('status', '=', 0)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Keeps a notification that was not applied (amount mismatch), for the investigation. */
  async storeNotice(paymentId: number, notifyJson: string, at: string): Promise<void> {
    await this.db
      .updateTable('payment')
      .set({ notify_json: notifyJson, updated_at: at })
      .where('payment_id', '=', paymentId)
      .execute();
  }

  /** Marks the order paid (once); answers whether it changed. */
  async markOrderPaid(kind: OrderKind, orderId: number, paidAt: string): Promise<boolean> {
    const r =
      kind === 'shop_order'
        ? await this.db
            .updateTable('shop_order')
            .set({ status: 1, paid_at: paidAt })
            .where('shop_order_id', '=', orderId)
            .where('status', '=', 0)
            .executeTakeFirst()
        : await this.db
            .updateTable('per_order')
            .set({ status: 1 })
            .where('per_order_id', '=', orderId)
            .where('status', '=', 0)
            .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** The order's name and send state (what getOrderStatus and the sandbox page show). */
  order(kind: OrderKind, orderId: number) {
    return kind === 'shop_order'
      ? this.db
          .selectFrom('shop_order')
          .select(['order_name', 'order_code', 'is_send', 'send_remark'])
          .where('shop_order_id', '=', orderId)
          .executeTakeFirst()
      : this.db
          .selectFrom('per_order')
          .select(['order_name', 'order_code', 'is_send', 'send_remark'])
          .where('per_order_id', '=', orderId)
          .executeTakeFirst();
  }
}
