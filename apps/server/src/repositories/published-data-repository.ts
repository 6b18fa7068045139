import type { Page } from '@qishu/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { DataDeliveryTable } from '../db/tables/delivery.ts';
import { contains } from '../shared/text-match.ts';
import { countedPage } from './row-count.ts';

export interface PublishedSearch {
  keyword?: string | undefined;
  status?: string | undefined;
  reason?: string | undefined;
  order_kind?: string | undefined;
  start_time?: string | undefined;
  end_time?: string | undefined;
}

export type DeliveryRecord = Selectable<DataDeliveryTable> & {
  mail_status: string | null;
  mail_error: string | null;
};
export type PublishedRecord = DeliveryRecord & {
  order_code: string | null;
  order_name: string | null;
  phone: string | null;
  realname: string | null;
  agent_name: string | null;
};

/**
 * Data files delivered to buyers (data_delivery, every organisation's: the pages are the
 * platform's) with their mail and the order of either kind they belong to, for the back-office's
 * 已发布数据 and the deliveries 订单管理 shows.
 */
export class PublishedDataRepository {
  constructor(private readonly db: Executor) {}

  private base() {
    return this.db
      .selectFrom('data_delivery as d')
      .leftJoin('shop_order as so', (j) =>
        j.onRef('so.shop_order_id', '=', 'd.order_id').on('d.order_kind', '=', 'shop_order'),
      )
      .leftJoin('per_order as po', (j) =>
        j.onRef('po.per_order_id', '=', 'd.order_id').on('d.order_kind', '=', 'per_order'),
      )
      .leftJoin('sys_user as u', 'u.sys_user_id', 'd.sys_user_id')
      .leftJoin('usr_agent as a', 'a.usr_agent_id', 'd.usr_agent_id')
      .leftJoin('mail_log as m', 'm.mail_log_id', 'd.mail_log_id');
  }

  page(s: PublishedSearch, page: number, limit: number): Promise<Page<PublishedRecord>> {
    let q = this.base();
    if (s.keyword) {
      const k = s.keyword;
      q = q.where((eb) =>
        eb.or([
          contains('so.order_code', k),
          contains('po.order_code', k),
          contains('so.order_name', k),
          contains('po.order_name', k),
          contains('u.username', k),
          contains('d.email', k),
          contains('d.file_name', k),
        ]),
      );
    }
    if (s.status) q = q.where('d.status', '=', s.status);
    if (s.reason) q = q.where('d.reason', '=', s.reason);
    if (s.order_kind) q = q.where('d.order_kind', '=', s.order_kind);
    if (s.start_time) q = q.where('d.created_at', '>=', s.start_time);
    if (s.end_time) q = q.where('d.created_at', '<=', s.end_time);
    const newestFirst = q
      .selectAll('d')
      .select((eb) => [
        eb.fn.coalesce('so.order_code', 'po.order_code').as('order_code'),
        eb.fn.coalesce('so.order_name', 'po.order_name').as('order_name'),
        'u.username as phone',
        'u.realname as realname',
        'a.name as agent_name',
        'm.status as mail_status',
        'm.error as mail_error',
      ])
      .orderBy('d.created_at', 'desc')
      .orderBy('d.data_delivery_id', 'desc');
    return countedPage(newestFirst, q, { page, limit });
  }

  one(id: number): Promise<Selectable<DataDeliveryTable> | undefined> {
    return this.db
      .selectFrom('data_delivery')
      .selectAll()
      .where('data_delivery_id', '=', id)
      .executeTakeFirst();
  }

  /** deliveries of orders of one kind, by sequence */
  ofOrders(kind: string, orderIds: number[]): Promise<DeliveryRecord[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('data_delivery as d')
      .leftJoin('mail_log as m', 'm.mail_log_id', 'd.mail_log_id')
      .selectAll('d')
      .select(['m.status as mail_status', 'm.error as mail_error'])
      .where('d.order_kind', '=', kind)
      .where('d.order_id', 'in', orderIds)
      .orderBy('d.order_id')
      .orderBy('d.seq')
      .execute();
  }

  /** payment status and e-mail of the order (either kind) files are delivered for; undefined: none */
  async orderOf(kind: string, id: number): Promise<{ status: number; email: string } | undefined> {
    if (kind === 'per_order')
      return this.db
        .selectFrom('per_order')
        .select(['status', 'email'])
        .where('per_order_id', '=', id)
        .executeTakeFirst();
    return this.db
      .selectFrom('shop_order')
      .select(['status', 'email'])
      .where('shop_order_id', '=', id)
      .executeTakeFirst();
  }
}
