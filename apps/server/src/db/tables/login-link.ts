import type { Generated } from 'kysely';

/** A one-time sign-in link (migration 0005). Only the sha-256 of the token is stored. */
export interface LoginLinkTable {
  login_link_id: Generated<number>;
  token_hash: string;
  sys_user_id: number;
  kind: 'user' | 'agent';
  expires_at: string;
  used_at: string | null;
  /** the admin who issued it */
  created_by: number | null;
  created_at: Generated<string>;
}
