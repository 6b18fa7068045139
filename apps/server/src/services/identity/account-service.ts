import { randomBytes } from 'node:crypto';
import {
  EMAIL_PATTERN,
  IdentityLimits as L,
  IdentityMessages as M,
  landingRoute,
  type LoginResponse,
  type UserInfo,
  type SwitchableAccount,
} from '@qishu/contract';
import type { LocalFileStorage } from '../../adapters/storage/local-files.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import type { Executor } from '../../db/executor.ts';
import { AccountLinkRepository } from '../../repositories/account-link-repository.ts';
import { AgentRepository, EVERY_ORGANISATION } from '../../repositories/agent-repository.ts';
import { EVERY_ACCOUNT, UserRepository, type UserRow } from '../../repositories/user-repository.ts';
import { hashPassword } from '../auth/password.ts';
import type { AuthService } from './auth-service.ts';
import type { Clock } from './clock.ts';
import { assertSelf, notLinked } from './guard.ts';
import type { AuthContext, RequestMeta, SessionService } from './session-service.ts';
import type { SmsService } from './sms-service.ts';
import type { IdentityViews } from './views.ts';

/** Detects the image type from its first bytes; the file name and declared type are not trusted. */
export function imageTypeOf(bytes: Buffer): 'png' | 'jpg' | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** The signed-in user's own account: profile, passwords, lock screen, switching, avatar. */
export class AccountService {
  private readonly users: UserRepository;
  private readonly links: AccountLinkRepository;
  private readonly agents: AgentRepository;

  constructor(
    db: Executor,
    private readonly sessions: SessionService,
    private readonly sms: SmsService,
    private readonly auth: AuthService,
    private readonly views: IdentityViews,
    private readonly files: LocalFileStorage,
    private readonly now: Clock,
  ) {
    // the account's own pages, and an admin acting for another account of any organisation
    // (assertSelf decides who may)
    this.users = new UserRepository(db, EVERY_ACCOUNT);
    this.links = new AccountLinkRepository(db);
    this.agents = new AgentRepository(db, EVERY_ORGANISATION);
  }

  private async target(auth: AuthContext, id: number): Promise<UserRow> {
    if (id === auth.user.sys_user_id) return auth.user;
    const user = await this.users.byId(id);
    if (!user) throw notFound();
    return user;
  }

  /** checkLogin: the session's user info and menus. */
  async sessionView(auth: AuthContext) {
    const { menuList, quickList } = await this.views.menus(auth.user);
    return { userInfo: await this.views.userInfo(auth.user, auth.session, auth.perms), menuList, quickList };
  }

  /** POST /sys/Users/getUserInfo (self, or an admin who may act for others) */
  async getUserInfo(auth: AuthContext, input: { sys_user_id: number }): Promise<UserInfo> {
    assertSelf(auth, input);
    const user = await this.target(auth, input.sys_user_id);
    const self = user.sys_user_id === auth.user.sys_user_id;
    return this.views.userInfo(user, self ? auth.session : null, self ? auth.perms : undefined);
  }

  /** POST /sys/Users/editUserInfo: realname and email; the phone is read-only. */
  async editUserInfo(
    auth: AuthContext,
    input: { sys_user_id: number; realname: string; email?: string | undefined },
  ): Promise<UserInfo> {
    assertSelf(auth, input);
    const user = await this.target(auth, input.sys_user_id);
    const email = input.email?.trim() || null;
    if (email && !EMAIL_PATTERN.test(email)) throw badRequest(M.emailInvalid);
    await this.users.update(user.sys_user_id, {
      realname: input.realname,
      show_name: input.realname,
      email,
      updated_at: this.now().toISOString(),
    });
    const fresh = await this.users.byId(user.sys_user_id);
    if (!fresh) throw notFound();
    const self = fresh.sys_user_id === auth.user.sys_user_id;
    return this.views.userInfo(fresh, self ? auth.session : null, self ? auth.perms : undefined);
  }

  /** POST /sys/Users/editPass: an SMS code to the user's own phone, then the new password. */
  async editPass(
    auth: AuthContext,
    input: { sys_user_id: number; code: string; password: string },
  ): Promise<void> {
    assertSelf(auth, input, { allowAdmin: false });
    await this.sms.consume(auth.user.username, 'verify', input.code);
    await this.users.update(auth.user.sys_user_id, {
      password_hash: await hashPassword(input.password),
      after_login: 0,
      updated_at: this.now().toISOString(),
    });
  }

  /** POST /admin/Users/checkUserPassword: unlock the lock screen. */
  async checkPassword(auth: AuthContext, password: string, meta: RequestMeta): Promise<void> {
    await this.auth.confirmPassword(auth.user, password, meta);
  }

  /** POST /admin/Users/upAfterLogin: the forced change; clears after_login. */
  async changeAfterLogin(
    auth: AuthContext,
    oldPassword: string,
    password: string,
    meta: RequestMeta,
  ): Promise<string> {
    await this.auth.confirmPassword(auth.user, oldPassword, meta);
    if (oldPassword === password) throw badRequest(M.samePassword);
    await this.users.update(auth.user.sys_user_id, {
      password_hash: await hashPassword(password),
      after_login: 0,
      updated_at: this.now().toISOString(),
    });
    return landingRoute({ ...auth.user, after_login: 0 }, { entry: 'workspace' });
  }

  /** POST /sys/users/updateUserPower: a temporary user leaves; the temporary session ends. */
  async releaseTemporary(auth: AuthContext, input: { usr_agent_id: number }): Promise<void> {
    assertSelf(auth, input, { allowAdmin: false });
    if (auth.user.is_temporary === 1 || auth.session.temporary_ends_at)
      await this.sessions.revoke(auth.session.session_id);
  }

  /** multiUser type 3: the current account and the accounts linked to it. */
  async switchable(
    auth: AuthContext,
    input: { sys_user_id: number; usr_agent_id: number },
  ): Promise<SwitchableAccount[]> {
    assertSelf(auth, input, { allowAdmin: false });
    const ids = [auth.user.sys_user_id, ...(await this.links.linkedIds(auth.user.sys_user_id))];
    const users = (await this.users.byIds(ids)).filter(
      (u) => u.status === 1 || u.sys_user_id === auth.user.sys_user_id,
    );
    const agents = new Map(
      (await this.agents.byIds([...new Set(users.map((u) => u.usr_agent_id))])).map((a) => [
        a.usr_agent_id,
        a,
      ]),
    );
    return users
      .sort((a, b) => a.sys_user_id - b.sys_user_id)
      .map((u) => ({
        sys_user_id: u.sys_user_id,
        usr_agent_id: u.usr_agent_id,
        agent_name: agents.get(u.usr_agent_id)?.name ?? '',
        sys_module_id: u.sys_module_id,
        realname: u.realname,
        current: u.sys_user_id === auth.user.sys_user_id,
      }));
  }

  /**
   * multiUser type 2: switch to a linked account. The body names the target (sys_user_id,
   * usr_agent_id); it must be linked to the session's account (else 403), and picking the current
   * organisation answers 400. The old session ends; the new one lands on /data/seek.
   */
  async switchTo(
    auth: AuthContext,
    input: { sys_user_id: number; usr_agent_id: number },
    meta: RequestMeta,
  ): Promise<LoginResponse> {
    if (input.usr_agent_id === auth.user.usr_agent_id || input.sys_user_id === auth.user.sys_user_id)
      throw badRequest(M.alreadyInOrganisation);
    const linked = await this.links.linkedIds(auth.user.sys_user_id);
    if (!linked.includes(input.sys_user_id)) throw notLinked();
    const target = await this.users.byId(input.sys_user_id);
    if (!target || target.usr_agent_id !== input.usr_agent_id) throw notLinked();
    const answer = await this.auth.signIn(target, 'workspace', 'switch', meta, '/data/seek');
    await this.sessions.revoke(auth.session.session_id);
    return answer;
  }

  /** POST /sys/Users/uploadPhoto: jpg/jpeg/png by content, at most avatarMaxKb. */
  async uploadAvatar(
    auth: AuthContext,
    input: { sys_user_id: number; bytes: Buffer | null; truncated: boolean },
  ): Promise<string> {
    assertSelf(auth, input);
    const user = await this.target(auth, input.sys_user_id);
    if (input.truncated || (input.bytes && input.bytes.length > L.avatarMaxKb * 1024))
      throw badRequest(M.avatarTooLarge);
    if (!input.bytes || input.bytes.length === 0) throw badRequest(M.avatarFailed);
    const type = imageTypeOf(input.bytes);
    if (!type) throw badRequest(M.avatarFormat);
    let url: string;
    try {
      url = await this.files.put(
        `avatars/${user.sys_user_id}-${randomBytes(8).toString('hex')}.${type}`,
        input.bytes,
      );
    } catch {
      throw badRequest(M.avatarFailed);
    }
    await this.users.update(user.sys_user_id, { headimgurl: url, updated_at: this.now().toISOString() });
    return url;
  }
}
