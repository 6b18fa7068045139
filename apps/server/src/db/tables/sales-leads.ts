import type { Generated } from 'kysely';

/** A company held by an organisation as a lead (migration 0029). */
export interface SaleLeadTable {
  lead_id: Generated<number>;
  usr_agent_id: number;
  company_id: number;
  /** null: in the shared pool (公海) */
  owner_id: number | null;
  stage: Generated<string>;
  lost_reason: string | null;
  amount_fen: Generated<number>;
  source: string;
  created_by: number;
  created_at: string;
  updated_at: string;
  owned_at: string | null;
  last_follow_at: string | null;
  next_follow_at: string | null;
  /** the company's unified code: one lead per organisation and code (migration 0030) */
  ccode: string | null;
  /** what the latest follow-up planned next, due at next_follow_at */
  next_action: string | null;
  /** the company's name, kept for the lists (migration 0032; triggers follow renames) */
  company_name: string | null;
  /** when it was last moved to 赢单 */
  won_at: string | null;
  /** how many follow-up records the lead has (migration 0038; kept by triggers on sale_follow) */
  follow_count: Generated<number>;
}

/** A lead in one of the users' groups (usr_cate). */
export interface SaleLeadCateTable {
  lead_id: number;
  usr_cate_id: number;
}

/** One move of a lead. */
export interface SaleLeadEventTable {
  event_id: Generated<number>;
  lead_id: number;
  usr_agent_id: number;
  kind: string;
  /** null: a job */
  by_user_id: number | null;
  from_value: string | null;
  to_value: string | null;
  note: string | null;
  created_at: string;
}

/** An organisation's label (migration 0030). */
export interface SaleLabelTable {
  label_id: Generated<number>;
  usr_agent_id: number;
  name: string;
  /** one of the contract's labelColors */
  color: string;
  created_by: number;
  created_at: string;
}

/** A label on a lead. */
export interface SaleLeadLabelTable {
  lead_id: number;
  label_id: number;
}

/** A follow-up record on a lead's timeline. */
export interface SaleFollowTable {
  follow_id: Generated<number>;
  lead_id: number;
  usr_agent_id: number;
  user_id: number;
  kind: string;
  content: string;
  next_action: string | null;
  next_at: string | null;
  created_at: string;
}

/** A member's delivery settings (a member without a row: no limit, in the rotation, turn 0). */
export interface SaleMemberTable {
  sys_user_id: number;
  usr_agent_id: number;
  capacity: number | null;
  in_rotation: Generated<number>;
  rr_turn: Generated<number>;
}

/** A delivery rule: companies of a region / industry / label go to a member. */
export interface SaleRuleTable {
  rule_id: Generated<number>;
  usr_agent_id: number;
  name: string;
  region_code: string | null;
  industry: string | null;
  label_id: number | null;
  user_id: number;
  orders: Generated<number>;
  created_at: string;
}

/** An application to claim a pool lead. */
export interface SaleClaimTable {
  claim_id: Generated<number>;
  usr_agent_id: number;
  lead_id: number;
  user_id: number;
  reason: string | null;
  status: Generated<string>;
  decided_by: number | null;
  decide_note: string | null;
  created_at: string;
  decided_at: string | null;
}

/** A visit plan and its check-in (migration 0031). */
export interface SaleVisitTable {
  visit_id: Generated<number>;
  usr_agent_id: number;
  lead_id: number;
  user_id: number;
  planned_at: string;
  address: string | null;
  purpose: string;
  status: Generated<string>;
  checked_in_at: string | null;
  outcome: string | null;
  created_at: string;
}

/** A contract with a client (amounts in fen, dates YYYY-MM-DD). */
export interface SaleContractTable {
  contract_id: Generated<number>;
  usr_agent_id: number;
  lead_id: number;
  owner_id: number;
  code: string;
  title: string;
  amount_fen: number;
  received_fen: Generated<number>;
  signed_on: string | null;
  start_on: string | null;
  end_on: string | null;
  status: string;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

/** A business order of a client, optionally of one of its contracts. */
export interface SaleOrderTable {
  order_id: Generated<number>;
  usr_agent_id: number;
  lead_id: number;
  contract_id: number | null;
  owner_id: number;
  title: string;
  amount_fen: number;
  ordered_on: string;
  status: string;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

/** A file attached to a contract or an order (stored under DATA_DIR/attachments). */
export interface SaleAttachmentTable {
  attachment_id: Generated<number>;
  usr_agent_id: number;
  owner_kind: string;
  owner_ref: number;
  file_name: string;
  stored_path: string;
  size: number;
  mime: string;
  uploaded_by: number;
  created_at: string;
}
