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
