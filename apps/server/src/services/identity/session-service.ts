import { IdentityLimits, IdentityMessages as M, ResultCode } from '@qishu/contract';
import { AppError } from '../../shared/errors.ts';
import type { SessionRepository, SessionRow } from '../../repositories/session-repository.ts';
import type { SignedInRepository } from '../../repositories/signed-in-repository.ts';
import type { UserRow } from '../../repositories/user-repository.ts';
import { addMs, minutes, type Clock } from './clock.ts';
import { newToken, sha256 } from './tokens.ts';

/** What an authenticated call knows about its caller. */
export interface AuthContext {
  user: UserRow;
  session: SessionRow;
  /** permission strings of the user's role */
  perms: string[];
  /** the raw token (sent back in the `token` response header) */
  token: string;
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

const IDLE_MS = IdentityLimits.sessionIdleHours * 3_600_000;
const MAX_MS = IdentityLimits.sessionMaxDays * 86_400_000;
const TOUCH_EVERY_MS = 60_000;

const invalid = (message: string = M.sessionInvalid) => new AppError(ResultCode.sessionInvalid, message);

/** Opaque tokens, stored as sha-256, sliding idle expiry capped by a maximum age. */
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    /** a token's session, account and permissions in one read (a token may be any organisation's) */
    private readonly signedIn: SignedInRepository,
    private readonly now: Clock,
  ) {}

  async open(user: UserRow, meta: RequestMeta): Promise<{ token: string; session: SessionRow }> {
    const now = this.now();
    const token = newToken();
    const temporary =
      user.is_temporary === 1 && user.limits_time && user.limits_time > 0
        ? addMs(now, minutes(user.limits_time)).toISOString()
        : null;
    const session = await this.sessions.insert({
      token_hash: sha256(token),
      sys_user_id: user.sys_user_id,
      usr_agent_id: user.usr_agent_id,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: addMs(now, Math.min(IDLE_MS, MAX_MS)).toISOString(),
      temporary_ends_at: temporary,
      revoked_at: null,
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return { token, session };
  }

  /** The raw token of an Authorization header (a bare token; "Bearer x" is accepted too). */
  static tokenOf(header: string | undefined): string {
    return (header ?? '').trim().replace(/^Bearer\s+/i, '');
  }

  /** Loads and extends the session of a token, or throws 4001 / 4002. */
  async authenticate(header: string | undefined): Promise<AuthContext> {
    const token = SessionService.tokenOf(header);
    if (!token || token.length > 200) throw invalid();
    // the account and its permissions come with the session: nothing below reads the database again
    // unless it writes (a revocation, the sliding expiry)
    const found = await this.signedIn.byTokenHash(sha256(token));
    if (!found || found.session.revoked_at) throw invalid();
    const { session, user, perms } = found;
    const now = this.now();
    const t = now.getTime();
    if (session.temporary_ends_at && t >= Date.parse(session.temporary_ends_at)) {
      await this.sessions.revoke(session.session_id, now.toISOString());
      throw invalid(M.temporaryEnded);
    }
    const hardEnd = Date.parse(session.created_at) + MAX_MS;
    if (t >= Date.parse(session.expires_at) || t >= hardEnd) throw invalid();
    if (user.status !== 1) {
      await this.sessions.revoke(session.session_id, now.toISOString());
      throw new AppError(ResultCode.accountDisabled, M.accountDisabled);
    }
    // the sliding expiry is written at most once a minute: a page firing calls in a burst costs one write
    const fresh = t - Date.parse(session.last_seen_at) < TOUCH_EVERY_MS;
    const seen = fresh ? session.last_seen_at : now.toISOString();
    const expires = fresh ? session.expires_at : new Date(Math.min(t + IDLE_MS, hardEnd)).toISOString();
    if (!fresh) await this.sessions.touch(session.session_id, seen, expires);
    return {
      user,
      session: { ...session, last_seen_at: seen, expires_at: expires },
      perms,
      token,
    };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.sessions.revoke(sessionId, this.now().toISOString());
  }

  async revokeAllOf(userIds: number[]): Promise<void> {
    await this.sessions.revokeAllOf(userIds, this.now().toISOString());
  }

  /** Logout: revokes the session of a token if there is one; never fails. */
  async revokeToken(header: string | undefined): Promise<void> {
    const token = SessionService.tokenOf(header);
    if (!token || token.length > 200) return;
    const session = await this.sessions.byTokenHash(sha256(token));
    if (session && !session.revoked_at) await this.revoke(session.session_id);
  }
}
