import type { Generated } from 'kysely';

export interface SysMsgCateTable {
  sys_msg_cate_id: Generated<number>;
  name: string;
  orders: Generated<number>;
}

/** A message or notice. kind 1 message, 2 notice. */
export interface SysMsgTable {
  sys_msg_id: Generated<number>;
  kind: number;
  sys_msg_cate_id: number | null;
  title: string;
  content: string;
  sender_user_id: number | null;
  /** null: platform-wide */
  usr_agent_id: number | null;
  status: Generated<number>;
  created_at: Generated<string>;
}

/** Delivery of a message to one user: status 0 unread, 1 read, 2 recycled. */
export interface SysMsgReceiverTable {
  sys_msg_receiver_id: Generated<number>;
  sys_msg_id: number;
  sys_user_id: number;
  usr_agent_id: number;
  status: Generated<number>;
  read_at: string | null;
  created_at: Generated<string>;
}

export interface SysParamTable {
  param_key: string;
  param_value: string;
  name: string;
  remark: string | null;
  updated_at: Generated<string>;
}

/** Durable job; the worker claims due jobs, retries with back-off. */
export interface JobTable {
  job_id: Generated<number>;
  type: string;
  payload_json: string;
  /** dedupe: one live job per key */
  unique_key: string | null;
  /** queued | running | done | failed */
  status: string;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: string;
  locked_at: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Every mail the product sent (file outbox or SMTP). */
export interface MailLogTable {
  mail_log_id: Generated<number>;
  to_address: string;
  subject: string;
  transport: string;
  file_path: string | null;
  message_id: string | null;
  status: string;
  error: string | null;
  created_at: Generated<string>;
}
