import type { Generated } from 'kysely';

/** A failed job or mail someone marked handled (migration 0010, 异常处理). */
export interface FailureHandlingTable {
  failure_handling_id: Generated<number>;
  /** 'job' | 'mail' */
  kind: string;
  /** job_id or mail_log_id */
  ref_id: number;
  remark: string;
  /** sys_user_id of the admin */
  handled_by: number | null;
  handled_at: Generated<string>;
}
