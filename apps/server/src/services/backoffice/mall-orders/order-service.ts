import {
  fenToYuan,
  MallOrderMessages as M,
  ORDER_EXPORT_MAX_ROWS,
  orderStatusText,
  paymentProviderText,
  sendStatusText,
  type MallOrderDetail,
  type MallOrderRow,
  type OrderDelivery,
  type Page,
  type ResendResult,
} from '@qishu/contract';
import { badRequest, notFound } from '../../../shared/errors.ts';
import type {
  MallOrderRepository,
  OrderRecord,
  OrderSearch,
  PaymentRecord,
} from '../../../repositories/mall-order-repository.ts';
import type {
  DeliveryRecord,
  PublishedDataRepository,
} from '../../../repositories/published-data-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { Clock } from '../../identity/clock.ts';
import { fileStamp, shanghaiTime } from '../../../shared/shanghai-time.ts';
import { xlsxStream, type XlsxColumn, type XlsxDownload } from '../../../adapters/xlsx/xlsx-stream.ts';
import type { Resender } from './resender.ts';

export function deliveryView(d: DeliveryRecord): OrderDelivery {
  return {
    data_delivery_id: d.data_delivery_id,
    seq: d.seq,
    email: d.email,
    reason: d.reason,
    status: d.status,
    file_name: d.file_name,
    rows: d.rows,
    bytes: d.bytes === null ? null : Number(d.bytes),
    attached: d.attached,
    expires_at: d.expires_at,
    sent_at: d.sent_at,
    remark: d.remark,
    created_at: d.created_at,
    mail_status: d.mail_status,
    mail_error: d.mail_error,
  };
}

function rowOf(o: OrderRecord, payments: PaymentRecord[], deliveries: DeliveryRecord[]): MallOrderRow {
  const pay = payments.at(-1);
  const last = deliveries.at(-1);
  return {
    shop_order_id: o.shop_order_id,
    order_code: o.order_code,
    order_name: o.order_name,
    shop_product_id: o.shop_product_id,
    product_name: o.product_name ?? '',
    amount: fenToYuan(o.amount_fen),
    status: o.status,
    is_send: o.is_send,
    send_remark: o.send_remark,
    email: o.email,
    created_at: o.created_at,
    paid_at: o.paid_at,
    sys_user_id: o.sys_user_id,
    phone: o.phone ?? '',
    realname: o.realname ?? '',
    agent_name: o.agent_name ?? '',
    pay_provider: pay?.provider ?? null,
    pay_status: pay?.status ?? null,
    out_trade_no: pay?.out_trade_no ?? null,
    provider_txn_id: pay?.provider_txn_id ?? null,
    delivery_count: deliveries.length,
    last_delivery_status: last?.status ?? null,
    last_delivery_at: last ? (last.sent_at ?? last.created_at) : null,
  };
}

const time = (iso: string | null) => (iso ? shanghaiTime(iso) : '');

/**
 * The export's columns (texts as the page shows them, times in China time, money in yuan); text a
 * buyer typed (name, e-mail …) is guarded against formula injection by xlsxStream, like every export.
 */
const exportColumns: XlsxColumn<MallOrderRow>[] = [
  { header: '订单号', width: 20, value: (r) => r.order_code },
  { header: '订单名称', width: 36, value: (r) => r.order_name },
  { header: '购买用户', width: 12, value: (r) => r.realname },
  { header: '手机号', width: 14, value: (r) => r.phone },
  { header: '所属机构', width: 20, value: (r) => r.agent_name },
  { header: '金额（元）', width: 12, value: (r) => r.amount },
  { header: '支付状态', width: 10, value: (r) => orderStatusText[r.status] ?? String(r.status) },
  {
    header: '支付方式',
    width: 10,
    value: (r) => (r.pay_provider ? (paymentProviderText[r.pay_provider] ?? r.pay_provider) : ''),
  },
  { header: '商户单号', width: 24, value: (r) => r.out_trade_no ?? '' },
  { header: '交易单号', width: 32, value: (r) => r.provider_txn_id ?? '' },
  { header: '发送状态', width: 10, value: (r) => sendStatusText[r.is_send] ?? String(r.is_send) },
  { header: '发送备注', width: 30, value: (r) => r.send_remark ?? '' },
  { header: '发送次数', width: 10, value: (r) => r.delivery_count },
  { header: '接收邮箱', width: 26, value: (r) => r.email },
  { header: '下单时间', width: 20, value: (r) => time(r.created_at) },
  { header: '支付时间', width: 20, value: (r) => time(r.paid_at) },
];

/** 订单管理 (/malldata/ordermanage): account orders with buyer, payment and delivery; 补发数据. */
export class MallOrderService {
  constructor(
    private readonly orders: MallOrderRepository,
    private readonly deliveries: PublishedDataRepository,
    private readonly resender: Resender,
    private readonly now: Clock,
  ) {}

  async page(q: OrderSearch & { page: number; limit: number }): Promise<Page<MallOrderRow>> {
    const page = await this.orders.page(q, q.page, q.limit);
    return { list: await this.rows(page.list), total: page.total };
  }

  /** The search result as a streamed .xlsx (at most ORDER_EXPORT_MAX_ROWS orders). */
  async export(filter: OrderSearch): Promise<XlsxDownload> {
    const n = await this.orders.total(filter);
    if (n > ORDER_EXPORT_MAX_ROWS) throw badRequest(M.exportTooMany(ORDER_EXPORT_MAX_ROWS));
    const batches = this.orders.batches(filter);
    const rows = async function* (self: MallOrderService) {
      for await (const batch of batches) yield* await self.rows(batch);
    };
    return {
      filename: `商城订单-${fileStamp(this.now())}.xlsx`,
      stream: xlsxStream('商城订单', exportColumns, rows(this)),
    };
  }

  private async rows(list: OrderRecord[]): Promise<MallOrderRow[]> {
    const ids = list.map((o) => o.shop_order_id);
    const [payments, deliveries] = await Promise.all([
      this.orders.paymentsOf(ids),
      this.deliveries.ofOrders('shop_order', ids),
    ]);
    return list.map((o) =>
      rowOf(
        o,
        payments.filter((p) => p.order_id === o.shop_order_id),
        deliveries.filter((d) => d.order_id === o.shop_order_id),
      ),
    );
  }

  async detail(id: number): Promise<MallOrderDetail> {
    const o = await this.orders.one(id);
    if (!o) throw notFound();
    const [payments, deliveries] = await Promise.all([
      this.orders.paymentsOf([id]),
      this.deliveries.ofOrders('shop_order', [id]),
    ]);
    return {
      ...rowOf(o, payments, deliveries),
      payments: payments.map((p) => ({
        payment_id: p.payment_id,
        provider: p.provider,
        out_trade_no: p.out_trade_no,
        provider_txn_id: p.provider_txn_id,
        amount: fenToYuan(p.amount_fen),
        status: p.status,
        created_at: p.created_at,
        paid_at: p.paid_at,
      })),
      deliveries: deliveries.map(deliveryView),
    };
  }

  /** 补发数据: a new delivery of a paid order, to its own or another e-mail (audited). */
  resend(actor: Actor, id: number, email: string | undefined): Promise<ResendResult> {
    return this.resender.resend(actor, { kind: 'shop_order', orderId: id }, email);
  }
}
