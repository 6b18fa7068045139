import type { Insertable } from 'kysely';
import type { ShopOrderTable } from '../db/tables/shop.ts';
import type { Executor } from '../db/executor.ts';
import { ofBuyer, type BuyerScope } from './buyer-scope.ts';
import type { DeliverableOrder, OrderSendState, OrdersOfKind, SendChange } from './order-kind.ts';
import { countedPage } from './row-count.ts';

/** Account orders (shop_order, buying a ready product) of the scope's buyer (every buyer's for the system). */
export class ShopOrderRepository implements OrdersOfKind {
  constructor(
    private readonly db: Executor,
    private readonly scope: BuyerScope,
  ) {}

  private owned() {
    return this.db.selectFrom('shop_order').where(ofBuyer('sys_user_id', this.scope));
  }

  /** A page of the orders in `status`, newest first, and how many there are. */
  async page(status: number, offset: number, limit: number) {
    const base = this.owned().where('status', '=', status);
    const newestFirst = base
      .select([
        'shop_order_id',
        'order_name',
        'order_code',
        'created_at',
        'amount_fen',
        'status',
        'shop_product_id',
        'sys_user_id',
        'email',
        'is_send',
        'send_remark',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('shop_order_id', 'desc');
    const { list, total } = await countedPage(newestFirst, base, { offset, limit });
    return { rows: list, count: total };
  }

  /** Which of the products the scope's buyer has a paid order of (bought already). */
  async paidProducts(shopProductIds: readonly number[]): Promise<Set<number>> {
    if (shopProductIds.length === 0) return new Set();
    const rows = await this.owned()
      .select('shop_product_id')
      .distinct()
      .where('status', '=', 1)
      .where('shop_product_id', 'in', [...shopProductIds])
      .execute();
    return new Set(rows.map((r) => r.shop_product_id));
  }

  /** A new unpaid order. */
  async insert(
    values: Pick<
      Insertable<ShopOrderTable>,
      | 'order_code'
      | 'order_name'
      | 'sys_user_id'
      | 'usr_agent_id'
      | 'shop_product_id'
      | 'amount_fen'
      | 'email'
      | 'created_at'
    >,
  ): Promise<number> {
    const row = await this.db
      .insertInto('shop_order')
      .values({ ...values, status: 0, is_send: 0 })
      .returning('shop_order_id')
      .executeTakeFirstOrThrow();
    return row.shop_order_id;
  }

  async deliverable(id: number): Promise<DeliverableOrder | undefined> {
    const o = await this.owned()
      .select([
        'shop_order_id as id',
        'order_code',
        'order_name',
        'sys_user_id',
        'usr_agent_id',
        'email',
        'status',
        'is_send',
        'shop_product_id',
      ])
      .where('shop_order_id', '=', id)
      .executeTakeFirst();
    return o && { ...o, kind: 'shop_order', shop_search_condition_id: null, nums: null };
  }

  sendState(id: number): Promise<OrderSendState | undefined> {
    return this.owned()
      .select(['order_name', 'order_code', 'is_send', 'send_remark'])
      .where('shop_order_id', '=', id)
      .executeTakeFirst();
  }

  async markPaid(id: number, paidAt: string): Promise<boolean> {
    const r = await this.db
      .updateTable('shop_order')
      .set({ status: 1, paid_at: paidAt })
      .where('shop_order_id', '=', id)
      .where('status', '=', 0)
      .where(ofBuyer('sys_user_id', this.scope))
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** The e-mail the data goes to, while the order is unpaid (a repeated getPayUrl takes the latest). */
  async setUnpaidEmail(id: number, email: string): Promise<void> {
    await this.db
      .updateTable('shop_order')
      .set({ email })
      .where('shop_order_id', '=', id)
      .where('status', '=', 0)
      .where(ofBuyer('sys_user_id', this.scope))
      .execute();
  }

  /** Sets the send flag (an account order records no export). */
  async markSend(id: number, change: SendChange): Promise<void> {
    await this.db
      .updateTable('shop_order')
      .set({ is_send: change.is_send, send_remark: change.send_remark })
      .where('shop_order_id', '=', id)
      .where(ofBuyer('sys_user_id', this.scope))
      .execute();
  }
}
