import type { Executor } from '../db/executor.ts';
import type { BuyerScope } from './buyer-scope.ts';
import { PreciseOrderRepository } from './precise-order-repository.ts';
import { ShopOrderRepository } from './shop-order-repository.ts';

/** The two kinds of order a payment pays and a delivery delivers, one table each. */
export type OrderKind = 'shop_order' | 'per_order';

/** What delivery needs of an order, the same for an account order and a precise order. */
export interface DeliverableOrder {
  kind: OrderKind;
  id: number;
  order_code: string;
  order_name: string;
  sys_user_id: number;
  usr_agent_id: number;
  email: string;
  /** 0 unpaid, 1 paid */
  status: number;
  /** 1 sent, 0 not yet, 2 failed */
  is_send: number;
  /** the data: a product's filter (shop_order) or a frozen search (per_order) */
  shop_product_id: number | null;
  /** per_order: its frozen search, or for the payment of a reviewed custom request the request's */
  shop_search_condition_id: number | null;
  /** per_order: how many rows were bought */
  nums: number | null;
  /**
   * per_order paying a custom request whose data staff uploaded: the file (relative to
   * DATA_DIR/exports) the export's rows come from instead of a search
   */
  data_file_path?: string | null;
}

/** The order's name and send state (what getOrderStatus and the sandbox page show). */
export interface OrderSendState {
  order_name: string;
  order_code: string;
  is_send: number;
  send_remark: string | null;
}

/** The order's send flag; `exported_at` (a delivered precise order) also records its export. */
export interface SendChange {
  is_send: number;
  send_remark: string | null;
  exported_at?: string;
  excel_url?: string;
}

/** What the payment and the delivery do with an order, whichever table its kind lives in. */
export interface OrdersOfKind {
  deliverable(id: number): Promise<DeliverableOrder | undefined>;
  sendState(id: number): Promise<OrderSendState | undefined>;
  /** Marks the order paid (once); answers whether it changed. */
  markPaid(id: number, paidAt: string): Promise<boolean>;
  markSend(id: number, change: SendChange): Promise<void>;
}

/** The repository of the kind's table, built on `db` for `scope`. */
export function ordersOf(kind: OrderKind, db: Executor, scope: BuyerScope): OrdersOfKind {
  return kind === 'shop_order' ? new ShopOrderRepository(db, scope) : new PreciseOrderRepository(db, scope);
}
