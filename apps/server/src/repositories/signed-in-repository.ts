import { sql } from 'kysely';
import type { DialectName } from '../db/connection.ts';
import type { Executor } from '../db/executor.ts';
import { EVERY_ROLE, RoleRepository } from './role-repository.ts';
import type { SessionRow } from './session-repository.ts';
import type { UserRow } from './user-repository.ts';

/** What a token's session holds: the session, its account and what the account's role permits. */
export interface SignedIn {
  session: SessionRow;
  user: UserRow;
  /** RoleRepository.perms() of the account's role */
  perms: string[];
}

/**
 * A request's sign-in read in ONE statement: the session of a token hash, its account and the
 * account's permissions. Every signed-in call starts with it; three statements one after another
 * waited on the pool three times (PostgreSQL under a crowd, issue 18 point 9). It reads what the
 * session, user and role repositories read by themselves (every account, every role: there is no
 * caller yet), and decides nothing: SessionService checks the rows.
 */
export class SignedInRepository {
  private readonly roles: RoleRepository;

  constructor(
    private readonly db: Executor,
    private readonly dialect: DialectName,
  ) {
    this.roles = new RoleRepository(db, EVERY_ROLE);
  }

  async byTokenHash(hash: string): Promise<SignedIn | undefined> {
    const row = await this.db
      .selectFrom('session as s')
      // an inner join loses nothing: session.sys_user_id is a foreign key deleted with its account
      .innerJoin('sys_user as u', 'u.sys_user_id', 's.sys_user_id')
      .selectAll('u')
      // the session's columns under names of their own (sys_user has sys_user_id, usr_agent_id, created_at too)
      .select([
        's.session_id as s_session_id',
        's.token_hash as s_token_hash',
        's.sys_user_id as s_sys_user_id',
        's.usr_agent_id as s_usr_agent_id',
        's.created_at as s_created_at',
        's.last_seen_at as s_last_seen_at',
        's.expires_at as s_expires_at',
        's.temporary_ends_at as s_temporary_ends_at',
        's.revoked_at as s_revoked_at',
        's.ip as s_ip',
        's.user_agent as s_user_agent',
      ])
      .select(this.roles.permsJson(sql.ref<number | null>('u.sys_role_id'), this.dialect).as('s_perms'))
      .where('s.token_hash', '=', hash)
      .executeTakeFirst();
    if (!row) return undefined;
    const {
      s_session_id,
      s_token_hash,
      s_sys_user_id,
      s_usr_agent_id,
      s_created_at,
      s_last_seen_at,
      s_expires_at,
      s_temporary_ends_at,
      s_revoked_at,
      s_ip,
      s_user_agent,
      s_perms,
      ...user
    } = row;
    return {
      session: {
        session_id: s_session_id,
        token_hash: s_token_hash,
        sys_user_id: s_sys_user_id,
        usr_agent_id: s_usr_agent_id,
        created_at: s_created_at,
        last_seen_at: s_last_seen_at,
        expires_at: s_expires_at,
        temporary_ends_at: s_temporary_ends_at,
        revoked_at: s_revoked_at,
        ip: s_ip,
        user_agent: s_user_agent,
      },
      user,
      perms: JSON.parse(s_perms ?? '[]') as string[],
    };
  }
}
