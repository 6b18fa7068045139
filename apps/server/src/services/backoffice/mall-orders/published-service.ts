import {
  MallOrderMessages as M,
  type DownloadLink,
  type Page,
  type PublishedRow,
  type ResendResult,
} from '@qishu/contract';
import { AppError, badRequest, notFound } from '../../../shared/errors.ts';
import type {
  PublishedDataRepository,
  PublishedSearch,
} from '../../../repositories/published-data-repository.ts';
import type { Actor, AuditService } from '../../audit/audit-service.ts';
import type { DeliveryScheduler, OrderRef } from '../../shop/delivery/types.ts';
import { deliveryView } from './order-service.ts';
import type { Resender } from './resender.ts';

const isOrderKind = (k: string): k is OrderRef['kind'] => k === 'shop_order' || k === 'per_order';

/** 已发布数据 (/malldata/publisheddata): every data file delivered to a buyer; download and resend. */
export class PublishedDataService {
  constructor(
    private readonly published: PublishedDataRepository,
    private readonly delivery: DeliveryScheduler,
    private readonly audit: AuditService,
    private readonly resender: Resender,
  ) {}

  async page(q: PublishedSearch & { page: number; limit: number }): Promise<Page<PublishedRow>> {
    const page = await this.published.page(q, q.page, q.limit);
    return {
      list: page.list.map((d) => ({
        ...deliveryView(d),
        order_kind: d.order_kind,
        order_id: d.order_id,
        order_code: d.order_code ?? '',
        order_name: d.order_name ?? '',
        sys_user_id: d.sys_user_id,
        phone: d.phone ?? '',
        realname: d.realname ?? '',
        agent_name: d.agent_name ?? '',
      })),
      total: page.total,
    };
  }

  /** An expiring download link of the delivered file (audited: who fetched a buyer's data). */
  async download(actor: Actor, id: number): Promise<DownloadLink> {
    const d = await this.published.one(id);
    if (!d) throw notFound(M.deliveryMissing);
    if (!d.file_path) throw badRequest(M.fileNotReady);
    let link: DownloadLink;
    try {
      link = await this.delivery.downloadLink(id);
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw badRequest(M.downloadUnavailable);
    }
    // nothing of ours is written: the entry records who fetched a buyer's data, on its own
    await this.audit.record(actor, {
      action: 'download',
      entity: 'data_delivery',
      entityId: id,
      after: { file_name: link.file_name, expires_at: link.expires_at },
    });
    return link;
  }

  async resend(actor: Actor, id: number, email: string | undefined): Promise<ResendResult> {
    const d = await this.published.one(id);
    if (!d || !isOrderKind(d.order_kind)) throw notFound(M.deliveryMissing);
    // default: the address this file went to
    return this.resender.resend(actor, { kind: d.order_kind, orderId: d.order_id }, email ?? d.email);
  }
}
