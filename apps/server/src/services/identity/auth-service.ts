import {
  IdentityLimits as L,
  IdentityMessages as M,
  landingRoute,
  ModuleId,
  ResultCode,
  SHOPPER_ROLE_NAME,
  SpecialAgent,
  type LoginResponse,
} from '@qishu/contract';
import { AppError, badRequest, notFound } from '../../shared/errors.ts';
import type { Executor } from '../../db/executor.ts';
import { AgentRepository, EVERY_ORGANISATION } from '../../repositories/agent-repository.ts';
import type { LoginLinkRepository } from '../../repositories/login-link-repository.ts';
import type { LoginLogRepository } from '../../repositories/login-log-repository.ts';
import { EVERY_ROLE, RoleRepository } from '../../repositories/role-repository.ts';
import { EVERY_ACCOUNT, UserRepository, type UserRow } from '../../repositories/user-repository.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { addMs, minutes, type Clock } from './clock.ts';
import { assertAdmin } from './guard.ts';
import type { AuthContext, RequestMeta, SessionService } from './session-service.ts';
import type { SmsService } from './sms-service.ts';
import { newToken, safeEqual, sha256 } from './tokens.ts';
import type { IdentityViews } from './views.ts';

export type Entry = 'workspace' | 'shop' | 'link';

/** Why a login_log row was written. */
type Reason =
  | 'password'
  | 'link'
  | 'agent_link'
  | 'switch'
  | 'register'
  | 'wrong_password'
  | 'lock_screen_wrong_password'
  | 'no_account'
  | 'locked'
  | 'disabled'
  | 'domain_refused'
  | 'password_change_required'
  | 'link_invalid';

/** The host part of a domain_url ("https://ningbo.qishu.cn/x" or "ningbo.qishu.cn"). */
export function hostOf(domainUrl: string | undefined): string | null {
  const raw = domainUrl?.trim().toLowerCase();
  if (!raw) return null;
  try {
    return new URL(raw.includes('://') ? raw : `http://${raw}`).hostname || null;
  } catch {
    return null;
  }
}

/** Sign-in of every kind: password, link, agent link, registration, account switch; lockout; logs. */
export class AuthService {
  private dummyHash: Promise<string> | null = null;
  private readonly users: UserRepository;
  private readonly agents: AgentRepository;
  private readonly roles: RoleRepository;

  constructor(
    db: Executor,
    private readonly logs: LoginLogRepository,
    private readonly links: LoginLinkRepository,
    private readonly sessions: SessionService,
    private readonly sms: SmsService,
    private readonly views: IdentityViews,
    private readonly now: Clock,
  ) {
    // a phone signs into its account of any organisation
    this.users = new UserRepository(db, EVERY_ACCOUNT);
    this.agents = new AgentRepository(db, EVERY_ORGANISATION);
    this.roles = new RoleRepository(db, EVERY_ROLE);
  }

  private async log(
    username: string,
    user: UserRow | null,
    success: boolean,
    reason: Reason,
    meta: RequestMeta,
  ): Promise<void> {
    await this.logs.insert({
      sys_user_id: user?.sys_user_id ?? null,
      usr_agent_id: user?.usr_agent_id ?? null,
      username: username.slice(0, 50),
      success: success ? 1 : 0,
      reason,
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      created_at: this.now().toISOString(),
    });
  }

  /**
   * When a phone's password sign-ins are locked: loginMaxFailures wrong passwords within
   * loginFailureWindowMinutes (none successful in between) lock it for loginLockMinutes from the
   * last of them. Attempts refused while locked do not count.
   */
  async lockedUntil(phone: string): Promise<Date | null> {
    const now = this.now();
    const window = minutes(L.loginFailureWindowMinutes);
    const lock = minutes(L.loginLockMinutes);
    const rows = await this.logs.since(phone, new Date(now.getTime() - window - lock).toISOString());
    let failures: number[] = [];
    let until = 0;
    for (const r of rows) {
      const t = Date.parse(r.created_at);
      if (r.success === 1) failures = [];
      else if (r.reason === 'wrong_password' || r.reason === 'lock_screen_wrong_password') {
        failures.push(t);
        const first = failures[failures.length - L.loginMaxFailures];
        if (first !== undefined && t - first <= window) {
          until = t + lock;
          failures = [];
        }
      }
    }
    return until > now.getTime() ? new Date(until) : null;
  }

  /**
   * Which account a phone signs into: the account in the organisation whose domain_name is the
   * host signed in on; otherwise the active account used most recently, then the lowest id.
   */
  private async pickAccount(
    phone: string,
    domainUrl: string | undefined,
  ): Promise<UserRow | 'domain' | null> {
    const accounts = await this.users.byPhone(phone);
    const host = hostOf(domainUrl);
    if (host) {
      const agents = await this.agents.byIds([...new Set(accounts.map((a) => a.usr_agent_id))]);
      const agent = agents.find((a) => a.domain_name?.toLowerCase() === host);
      if (agent) return accounts.find((a) => a.usr_agent_id === agent.usr_agent_id) ?? null;
      if ((await this.agents.domainOwner(host)) !== undefined) return 'domain';
    }
    return accounts.find((a) => a.status === 1) ?? accounts[0] ?? null;
  }

  /** POST /admin/base/userLogin */
  async passwordLogin(
    input: { username: string; password: string; entry: Entry; domain_url?: string | undefined },
    meta: RequestMeta,
  ): Promise<LoginResponse> {
    const phone = input.username;
    if (await this.lockedUntil(phone)) {
      await this.log(phone, null, false, 'locked', meta);
      throw badRequest(M.accountLocked);
    }
    const picked = await this.pickAccount(phone, input.domain_url);
    if (picked === 'domain') {
      await this.log(phone, null, false, 'domain_refused', meta);
      throw badRequest(M.domainRefused);
    }
    if (!picked) {
      // same work as a real check, so timing does not tell which phones have accounts
      await verifyPassword(await (this.dummyHash ??= hashPassword('not-a-password')), input.password);
      await this.log(phone, null, false, 'no_account', meta);
      throw badRequest(M.wrongCredentials);
    }
    if (!(await verifyPassword(picked.password_hash, input.password))) {
      await this.log(phone, picked, false, 'wrong_password', meta);
      if (await this.lockedUntil(phone)) throw badRequest(M.accountLocked);
      throw badRequest(M.wrongCredentials);
    }
    return this.signIn(picked, input.entry, 'password', meta);
  }

  /**
   * Opens a session for a user whose credentials were proven: refuses disabled accounts (4002),
   * domain accounts without domain right (400), a pending password change on the shop entry (412).
   */
  async signIn(
    user: UserRow,
    entry: Entry,
    reason: Reason,
    meta: RequestMeta,
    landingOverride?: string,
  ): Promise<LoginResponse> {
    if (user.status !== 1) {
      await this.log(user.username, user, false, 'disabled', meta);
      throw new AppError(ResultCode.accountDisabled, M.accountDisabled);
    }
    const agent = await this.agents.byId(user.usr_agent_id);
    if (!agent || agent.status !== 1) {
      await this.log(user.username, user, false, 'disabled', meta);
      throw new AppError(ResultCode.accountDisabled, M.accountDisabled);
    }
    if (agent.domain_name && user.domain_right === 0) {
      await this.log(user.username, user, false, 'domain_refused', meta);
      throw badRequest(M.domainRefused);
    }
    if (user.after_login === 1 && entry === 'shop') {
      await this.log(user.username, user, false, 'password_change_required', meta);
      throw new AppError(ResultCode.passwordChangeRequired, M.passwordChangeRequired);
    }
    const { token, session } = await this.sessions.open(user, meta);
    const lastTime = this.now().toISOString();
    await this.users.update(user.sys_user_id, { last_time: lastTime });
    await this.log(user.username, user, true, reason, meta);
    const signedIn = { ...user, last_time: lastTime };
    const { menuList, quickList } = await this.views.menus(signedIn);
    return {
      token,
      menuList,
      quickList,
      userInfo: await this.views.userInfo(signedIn, session),
      landing:
        user.after_login === 1 || !landingOverride ? landingRoute(signedIn, { entry }) : landingOverride,
    };
  }

  /**
   * Re-checks the signed-in user's password (lock screen, forced change). Wrong answers count
   * towards the same lockout as sign-in failures, so a stolen session cannot guess the password.
   */
  async confirmPassword(user: UserRow, password: string, meta: RequestMeta): Promise<void> {
    if (await this.lockedUntil(user.username)) throw badRequest(M.accountLocked);
    if (await verifyPassword(user.password_hash, password)) return;
    await this.log(user.username, user, false, 'lock_screen_wrong_password', meta);
    if (await this.lockedUntil(user.username)) throw badRequest(M.accountLocked);
    throw badRequest(M.lockWrongPassword);
  }

  /** POST /admin/base/checkAccount */
  async accountExists(phone: string): Promise<boolean> {
    return (await this.users.byPhone(phone)).length > 0;
  }

  /** POST /admin/base/mobileCode: from 1 = registration (the phone must be new to the shop). */
  async sendCode(phone: string, from: number | undefined, ip: string | null): Promise<void> {
    if (from === 1) {
      if (await this.users.phoneTaken(SpecialAgent.mall, phone)) throw badRequest(M.phoneRegistered);
      return this.sms.send(phone, 'register', ip);
    }
    const accounts = await this.users.byPhone(phone);
    if (!accounts.some((a) => a.status === 1)) throw badRequest(M.phoneNotRegistered);
    return this.sms.send(phone, 'verify', ip);
  }

  /** POST /admin/base/regUser: a new shopper of the shop organisation, signed in at once. */
  async register(
    input: { username: string; code: string; password: string },
    meta: RequestMeta,
  ): Promise<LoginResponse> {
    const phone = input.username;
    if (await this.users.phoneTaken(SpecialAgent.mall, phone)) throw badRequest(M.phoneRegistered);
    await this.sms.consume(phone, 'register', input.code);
    // the shop's own role: a shopper holds none of the organisation's configuration (its groups …)
    const roleId = await this.roles.idByName(ModuleId.dataSearch, SHOPPER_ROLE_NAME, SpecialAgent.mall);
    if (roleId === undefined) throw new Error(`role ${SHOPPER_ROLE_NAME} of organisation 100 is missing`);
    const name = `用户${phone.slice(-4)}`;
    let id: number;
    try {
      id = await this.users.insert({
        usr_agent_id: SpecialAgent.mall,
        sys_module_id: ModuleId.dataSearch,
        sys_role_id: roleId,
        sys_dright_id: null,
        sys_department_id: null,
        username: phone,
        password_hash: await hashPassword(input.password),
        realname: name,
        show_name: name,
        email: null,
        headimgurl: null,
        limits_time: null,
        is_shopper: 1,
        wechat_openid: null,
        last_time: null,
        created_at: this.now().toISOString(),
        updated_at: this.now().toISOString(),
      });
    } catch {
      // unique (usr_agent_id, username): registered by a concurrent call
      throw badRequest(M.phoneRegistered);
    }
    const user = await this.users.byId(id);
    if (!user) throw new Error('registered user vanished');
    return this.signIn(user, 'shop', 'register', meta);
  }

  /**
   * POST /admin/base/revisePass: forgotten password by SMS. The code proves the phone, and the phone
   * is the person, so the new password is set on every account of that phone (all organisations);
   * their sessions end and a pending forced change is cleared.
   */
  async resetPassword(phone: string, code: string, password: string): Promise<number> {
    const accounts = await this.users.byPhone(phone);
    if (!accounts.length) throw badRequest(M.phoneNotRegistered);
    await this.sms.consume(phone, 'verify', code);
    const ids = accounts.map((a) => a.sys_user_id);
    const n = await this.users.setPasswords(ids, await hashPassword(password), this.now().toISOString());
    await this.sessions.revokeAllOf(ids);
    return n;
  }

  // ── login by link ──────────────────────────────────────────────────────────────────────

  /** POST /admin/Users/createLoginLink (admin only): a one-time token for a user. */
  async createLink(
    auth: AuthContext,
    input: { sys_user_id: number; minutes: number; kind: 'user' | 'agent' },
  ): Promise<{ token: string; kind: 'user' | 'agent'; expires_at: string }> {
    assertAdmin(auth);
    const user = await this.users.byId(input.sys_user_id);
    if (!user) throw notFound();
    const token = newToken();
    const expires = addMs(this.now(), minutes(input.minutes)).toISOString();
    await this.links.insert({
      token_hash: sha256(token),
      sys_user_id: user.sys_user_id,
      kind: input.kind,
      expires_at: expires,
      used_at: null,
      created_by: auth.user.sys_user_id,
      created_at: this.now().toISOString(),
    });
    return { token, kind: input.kind, expires_at: expires };
  }

  /** Finds the user of a valid, unused, unexpired link of the kind whose phone is `username`. */
  private async checkLink(
    kind: 'user' | 'agent',
    username: string,
    token: string,
    agentToken?: string,
  ): Promise<{ user: UserRow; linkId: number }> {
    const link = await this.links.byTokenHash(sha256(token));
    const now = this.now().getTime();
    if (!link || link.kind !== kind || link.used_at || now >= Date.parse(link.expires_at))
      throw badRequest(M.linkInvalid);
    const user = await this.users.byId(link.sys_user_id);
    if (!user || user.username !== username) throw badRequest(M.linkInvalid);
    if (agentToken !== undefined) {
      const agent = await this.agents.byId(user.usr_agent_id);
      if (!agent || !safeEqual(agent.agent_unique_string, agentToken)) throw badRequest(M.linkInvalid);
    }
    return { user, linkId: link.login_link_id };
  }

  /** preLogin / Agent/loginCheck: checks only. */
  async checkLinkOnly(
    kind: 'user' | 'agent',
    username: string,
    token: string,
    agentToken?: string,
  ): Promise<{ valid: true; realname: string }> {
    const { user } = await this.checkLink(kind, username, token, agentToken);
    return { valid: true, realname: user.realname };
  }

  /** login / Agent/loginAction: consumes the link and signs in (entry 'link'). */
  async linkLogin(
    kind: 'user' | 'agent',
    username: string,
    token: string,
    meta: RequestMeta,
    agentToken?: string,
  ): Promise<LoginResponse> {
    let found: { user: UserRow; linkId: number };
    try {
      found = await this.checkLink(kind, username, token, agentToken);
      if (!(await this.links.consume(found.linkId, this.now().toISOString())))
        throw badRequest(M.linkInvalid);
    } catch (err) {
      await this.log(username, null, false, 'link_invalid', meta);
      throw err;
    }
    return this.signIn(found.user, 'link', kind === 'agent' ? 'agent_link' : 'link', meta);
  }
}
