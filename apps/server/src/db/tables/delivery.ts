import type { Generated } from 'kysely';

/**
 * One delivery of an order's data (migration 0011): the .xlsx built for it and the mail that carried
 * it. The first delivery of an order is made by the payment; later ones by a resend (sendEmailDatas
 * or the back-office). The back-office "已发布数据" page lists these rows.
 */
export interface DataDeliveryTable {
  data_delivery_id: Generated<number>;
  /** 'shop_order' | 'per_order' */
  order_kind: string;
  order_id: number;
  /** 1 for the delivery made on payment, 2… for resends */
  seq: number;
  sys_user_id: number;
  usr_agent_id: number;
  email: string;
  /** 'payment' | 'resend' | 'admin' */
  reason: string;
  /** 'pending' → 'built' → 'sent', or 'failed' */
  status: string;
  /** relative to DATA_DIR/exports (not served statically), e.g. 2026/11/<uuid>.xlsx */
  file_path: string | null;
  /** the name the buyer sees, e.g. 广东省制造业企业名录-20261122.xlsx */
  file_name: string | null;
  rows: number | null;
  bytes: number | null;
  /** random token of the expiring download link */
  download_token: string | null;
  expires_at: string | null;
  /** the mail went as an attachment (1) or as a link because it was over the size cap (0) */
  attached: number | null;
  message_id: string | null;
  mail_log_id: number | null;
  sent_at: string | null;
  remark: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
