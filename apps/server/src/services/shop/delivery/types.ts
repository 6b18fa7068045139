import type { DownloadLink } from '@qishu/contract';
import type { Executor } from '../../../db/executor.ts';

/** An order whose data is delivered: an account order (a shop product) or a precise order. */
export interface OrderRef {
  kind: 'shop_order' | 'per_order';
  orderId: number;
}

/** What the payment and the back-office need of delivery (services/shop/delivery implements it). */
export interface DeliveryScheduler {
  /**
   * Called inside the transaction that marks the order paid: creates the order's first delivery
   * (seq 1) and its durable job. A second call for the same order changes nothing.
   */
  schedule(tx: Executor, order: OrderRef): Promise<void>;
  /** A new delivery of a paid order (to `email`, default the order's), e.g. the back-office's 补发. */
  resend(
    order: OrderRef,
    options: { email?: string; reason: 'resend' | 'admin' },
  ): Promise<{ data_delivery_id: number }>;
  /** A fresh link to a delivery's file (back-office "已发布数据" download). */
  downloadLink(dataDeliveryId: number): Promise<DownloadLink>;
}
