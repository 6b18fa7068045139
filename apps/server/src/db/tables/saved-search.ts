import type { Generated } from 'kysely';

/** A user's saved /data/seek conditions (migration 0020, which replaced 0002's unused table). */
export interface SavedSearchTable {
  saved_search_id: Generated<number>;
  sys_user_id: number;
  usr_agent_id: number;
  name: string;
  /** the contract's SavedCondition as JSON */
  condition_json: string;
  summary: string;
  /** 1: the daily check watches it */
  watch: Generated<number>;
  last_count: number | null;
  /** ISO-8601 UTC of the last daily check */
  checked_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What a watched search matched at its last check (migration 0020). */
export interface SavedSearchHitTable {
  saved_search_id: number;
  company_id: number;
  status: string;
}
