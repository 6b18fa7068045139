import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DataScope } from '../../repositories/data-scope.ts';
import { OperationLogRepository } from '../../repositories/operation-log-repository.ts';
import type { Clock } from '../identity/clock.ts';
import type { AuthContext } from '../identity/session-service.ts';

/**
 * Who acts, fixed once per request: the session's user, the client address (for the operation
 * log) and the data scope repositories of organisation-owned tables apply.
 */
export interface Actor {
  auth: AuthContext;
  ip: string | null;
  scope: DataScope;
}

export type AuditAction = 'create' | 'update' | 'delete' | 'grant' | 'send' | 'reset' | 'disable' | 'enable';

export interface AuditEntry {
  action: AuditAction | (string & {});
  /** table or resource name, e.g. `sys_role` */
  entity: string;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
}

/** Fields never written to the log (secrets). */
const SECRET_KEYS = new Set(['password_hash', 'password', 'passwdCheck', 'token', 'token_hash', 'code_hash']);

function snapshot(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, v: unknown) => (SECRET_KEYS.has(key) ? undefined : v));
}

/**
 * The operation log of the back-office: every write records who, what, when and the row before and
 * after. Call it with the transaction of the change so both commit or neither does.
 */
export class AuditService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: Clock,
  ) {}

  async record(actor: Actor, entry: AuditEntry, executor?: Kysely<Database>): Promise<void> {
    // the repository is built on the change's transaction when there is one (else on the database)
    await new OperationLogRepository(executor ?? this.db).insert({
      sys_user_id: actor.auth.user.sys_user_id,
      usr_agent_id: actor.auth.user.usr_agent_id,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before_json: snapshot(entry.before),
      after_json: snapshot(entry.after),
      ip: actor.ip,
      created_at: this.now().toISOString(),
    });
  }
}
