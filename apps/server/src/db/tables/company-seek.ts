import type { Generated } from 'kysely';

/** A company a user opened (migration 0019): one row per user and company, the latest time. */
export interface CompanyViewTable {
  sys_user_id: number;
  company_id: number;
  /** ISO-8601 UTC */
  viewed_at: string;
}

/** Every changed company id, in order (migration 0019's triggers); read by the seek's facet columns. */
export interface CompanySeekLogTable {
  seq: Generated<number>;
  company_id: number;
}
