import type { Generated } from 'kysely';

export interface ShopProductCateTable {
  shop_product_cate_id: Generated<number>;
  parent_id: number;
  name: string;
  /** topic text shown in the topic panel */
  brief: string;
  orders: Generated<number>;
  status: Generated<number>;
}

export interface ShopLabelTable {
  shop_label_id: Generated<number>;
  label_name: string;
  orders: Generated<number>;
}

export interface ShopProductTable {
  shop_product_id: Generated<number>;
  shop_product_cate_id: number;
  name: string;
  /** record count, refreshed from the filter */
  gs_basic_counts: number;
  /** region the product covers: a GB/T 2260 code, or null for nationwide */
  sys_area_id: string | null;
  sys_area_name: string;
  industry: string;
  /** GB/T 4754 section or division the product covers, for the industry filter */
  industry_code: string | null;
  year: string;
  source: string;
  ext: string;
  size: string;
  price_fen: number;
  /** 1 on shelf, 2 withdrawn */
  status: number;
  is_hot: number;
  brief: string;
  /** JSON CompanyFilter that defines the product's data */
  filter_json: string;
  orders: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ShopProductLabelTable {
  shop_product_id: number;
  shop_label_id: number;
}

export interface ShopCartTable {
  shop_cart_id: Generated<number>;
  sys_user_id: number;
  shop_product_id: number;
  created_at: Generated<string>;
}

/** Account order: buying a ready product. status 0 unpaid, 1 paid. */
export interface ShopOrderTable {
  shop_order_id: Generated<number>;
  order_code: string;
  order_name: string;
  sys_user_id: number;
  usr_agent_id: number;
  shop_product_id: number;
  amount_fen: number;
  email: string;
  status: Generated<number>;
  /** 1 sent, 0 not yet, 2 failed */
  is_send: Generated<number>;
  send_remark: string | null;
  paid_at: string | null;
  created_at: Generated<string>;
}

/** A frozen search: the condition an order or product counted. */
export interface ShopSearchConditionTable {
  shop_search_condition_id: Generated<number>;
  sys_user_id: number;
  /** opaque id handed to clients */
  public_id: string;
  condition_json: string;
  search_text: string;
  search_arr: string;
  count: number;
  created_at: Generated<string>;
}

/** Precise (per-record) order, also used to pay a reviewed custom request. */
export interface PerOrderTable {
  per_order_id: Generated<number>;
  order_code: string;
  order_name: string;
  sys_user_id: number;
  usr_agent_id: number;
  shop_search_condition_id: number | null;
  agent_label_apply_id: number | null;
  search_arr: string;
  nums: number;
  amount_fen: number;
  email: string;
  /** 0 unpaid, 1 paid */
  status: Generated<number>;
  /** 1 exported */
  order_status: Generated<number>;
  is_send: Generated<number>;
  send_remark: string | null;
  excel_url: string | null;
  code_url: string | null;
  exported_at: string | null;
  created_at: Generated<string>;
}

/** Customisation request (agent_label_apply). */
export interface AgentLabelApplyTable {
  agent_label_apply_id: Generated<number>;
  sys_user_id: number;
  usr_agent_id: number;
  name: string;
  label_year: string | null;
  explain: string | null;
  filter_condition: string;
  del_condition: string | null;
  /** 0 draft, 1 under review, 2 review failed, 3 processing, 4 done */
  status: number;
  app_remark: string | null;
  label_remark: string | null;
  shop_search_condition_id: number | null;
  nums: number | null;
  price_fen: number | null;
  excel_url: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  /** an uploaded .xlsx staff attached as the data, relative to DATA_DIR/exports (migration 0016) */
  data_file_path: Generated<string | null>;
  /** the uploaded file's name as staff chose it */
  data_file_name: Generated<string | null>;
  /** rows of the attached data: the search's count or the file's data rows */
  data_count: Generated<number | null>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface PaymentTable {
  payment_id: Generated<number>;
  /** our trade number sent to the provider; unique */
  out_trade_no: string;
  provider: string;
  /** 'shop_order' | 'per_order' */
  order_kind: string;
  order_id: number;
  sys_user_id: number;
  amount_fen: number;
  /** 0 waiting, 1 paid, 2 failed, 3 closed */
  status: Generated<number>;
  code_url: string | null;
  provider_txn_id: string | null;
  paid_at: string | null;
  notify_json: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /**
   * while waiting: what it pays (`per_order:<id>`, `shop_product:<user>:<product>`), unique, so an
   * order has one open payment; null once it ended (migration 0034)
   */
  open_key: string | null;
}
