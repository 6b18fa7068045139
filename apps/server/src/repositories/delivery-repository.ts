import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { DataDeliveryTable } from '../db/tables/delivery.ts';
import { ofBuyer, type BuyerScope } from './buyer-scope.ts';
import type { OrderKind } from './order-kind.ts';

export type DeliveryRow = Selectable<DataDeliveryTable>;

/**
 * Deliveries of orders' data (data_delivery: the .xlsx built and the mail that carried it) to the
 * scope's buyer (every buyer's for the delivery job, a download by its token and the back-office).
 */
export class DeliveryRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: BuyerScope,
  ) {}

  private owned() {
    return this.db.selectFrom('data_delivery').where(ofBuyer('sys_user_id', this.scope));
  }

  byId(id: number): Promise<DeliveryRow | undefined> {
    return this.owned().selectAll().where('data_delivery_id', '=', id).executeTakeFirst();
  }

  byOrderSeq(kind: OrderKind, orderId: number, seq: number): Promise<DeliveryRow | undefined> {
    return this.owned()
      .selectAll()
      .where('order_kind', '=', kind)
      .where('order_id', '=', orderId)
      .where('seq', '=', seq)
      .executeTakeFirst();
  }

  /** The order's deliveries, newest first. */
  ofOrder(kind: OrderKind, orderId: number): Promise<DeliveryRow[]> {
    return this.owned()
      .selectAll()
      .where('order_kind', '=', kind)
      .where('order_id', '=', orderId)
      .orderBy('seq', 'desc')
      .execute();
  }

  byToken(token: string): Promise<DeliveryRow | undefined> {
    return this.owned().selectAll().where('download_token', '=', token).executeTakeFirst();
  }

  /** The deliveries of orders of `kind`: how many, and the newest one's id and whether it has a file. */
  async summaries(
    kind: OrderKind,
    orderIds: readonly number[],
  ): Promise<Map<number, { count: number; newest: number; withFile: number | null }>> {
    const out = new Map<number, { count: number; newest: number; withFile: number | null }>();
    if (!orderIds.length) return out;
    const rows = await this.owned()
      .select(['order_id', 'data_delivery_id', 'file_path'])
      .where('order_kind', '=', kind)
      .where('order_id', 'in', [...orderIds])
      .orderBy('seq')
      .execute();
    for (const r of rows) {
      const o = out.get(r.order_id) ?? { count: 0, newest: 0, withFile: null };
      o.count += 1;
      o.newest = r.data_delivery_id;
      if (r.file_path) o.withFile = r.data_delivery_id;
      out.set(r.order_id, o);
    }
    return out;
  }

  async insert(row: Insertable<DataDeliveryTable>): Promise<number> {
    const r = await this.db
      .insertInto('data_delivery')
      .values(row)
      .returning('data_delivery_id')
      .executeTakeFirstOrThrow();
    return r.data_delivery_id;
  }

  /** Updates a delivery; with `unlessSent` a row already 'sent' is left alone. Answers whether it changed. */
  async update(
    id: number,
    change: Updateable<DataDeliveryTable>,
    opts: { unlessSent?: boolean } = {},
  ): Promise<boolean> {
    let q = this.db
      .updateTable('data_delivery')
      .set(change)
      .where('data_delivery_id', '=', id)
      .where(ofBuyer('sys_user_id', this.scope));
    if (opts.unlessSent) q = q.where('status', '!=', 'sent');
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}
