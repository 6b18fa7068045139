import {
  UserMessages as UM,
  type AdminUser,
  type LinkedAccount,
  type Page,
  type UserListQuery,
  type UserOptions,
  type UserRoleOption,
  type UserLinks,
  type UserArea,
} from '@qishu/contract';
import type { Executor } from '../../../db/executor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../shared/errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../shared/db-errors.ts';
import { AccountLinkRepository } from '../../../repositories/account-link-repository.ts';
import { AgentRepository, EVERY_ORGANISATION } from '../../../repositories/agent-repository.ts';
import { DataRightRepository } from '../../../repositories/data-right-repository.ts';
import { ownOrganisation } from '../../../repositories/data-scope.ts';
import { ModuleRepository } from '../../../repositories/module-repository.ts';
import { EVERY_ROLE, RoleRepository } from '../../../repositories/role-repository.ts';
import {
  EVERY_ACCOUNT,
  UserRepository,
  type MemberScope,
  type UserRow,
  type UserView,
} from '../../../repositories/user-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import { hashPassword } from '../../auth/password.ts';
import type { BackofficeDeps } from '../deps.ts';

/**
 * Which page calls (UserArea of the contract): 'sys' is the platform's /sys/users (every
 * organisation), 'config' the organisation admin's /config/users (own organisation and module).
 */
export type { UserArea };

/** What both create forms send (the platform form adds organisation, module and data right). */
export interface UserCreateInput {
  username: string;
  realname: string;
  email?: string | undefined;
  password: string;
  sys_role_id: number;
  after_login: number;
  is_temporary: number;
  limits_time?: number | null | undefined;
  usr_agent_id?: number | undefined;
  sys_module_id?: number | undefined;
  sys_dright_id?: number | null | undefined;
}

export interface UserUpdateInput {
  realname: string;
  email?: string | undefined;
  sys_role_id: number;
  is_temporary: number;
  limits_time?: number | null | undefined;
  sys_module_id?: number | undefined;
  sys_dright_id?: number | null | undefined;
}

/**
 * A platform account holding both of these can manage users and role permissions, so it can give
 * back every other right: the back-office must always keep at least one active such account
 * ("super admin"). Defined by permissions rather than by the role's name, so renaming the role or
 * building another all-powerful role keeps the rule true.
 */
const SUPER_ADMIN_PERMS = ['sys:user:update', 'sys:role:grant'] as const;
const PLATFORM_MODULE = 0;

const emailOf = (email: string | undefined) => (email ? email : null);

/** User management of the back-office: one service, scoped by the page that calls it. */
export class UserService {
  constructor(private readonly deps: BackofficeDeps) {}

  /**
   * The accounts a caller may touch, the one place a page's scope is made. /sys: the caller's data
   * scope (every organisation for the platform); /config: the caller's own organisation and module,
   * always (a platform account that somehow holds a config permission still only sees its own
   * organisation there).
   */
  private membersOf(actor: Actor, area: UserArea): MemberScope {
    if (area === 'sys') return { ...actor.scope, moduleId: null };
    const me = actor.auth.user;
    return { ...ownOrganisation(actor.scope, me.usr_agent_id), moduleId: me.sys_module_id };
  }

  /** Accounts of the scope: on the database for reads, on the transaction inside a write. */
  private users(scope: MemberScope, db: Executor = this.deps.db.kysely) {
    return new UserRepository(db, scope);
  }

  private accountLinks(db: Executor = this.deps.db.kysely) {
    return new AccountLinkRepository(db);
  }

  /**
   * Every organisation: the platform form offers them all, and the rules below check the
   * organisation an account goes to against the caller's scope themselves.
   */
  private agents() {
    return new AgentRepository(this.deps.db.kysely, EVERY_ORGANISATION);
  }

  /** Every role: the rules below check a role against the account's organisation and module. */
  private roleLookup() {
    return new RoleRepository(this.deps.db.kysely, EVERY_ROLE);
  }

  private modules() {
    return new ModuleRepository(this.deps.db.kysely);
  }

  private dataRights() {
    return new DataRightRepository(this.deps.db.kysely);
  }

  private async found(users: UserRepository, id: number): Promise<UserRow> {
    const row = await users.byId(id);
    if (!row) throw notFound();
    return row;
  }

  /** The account as the answer and the operation log show it (it lies in the scope it was found in). */
  private async viewOf(users: UserRepository, id: number): Promise<AdminUser> {
    const v = await users.view(id);
    if (!v) throw notFound();
    return v;
  }

  // ── reads ────────────────────────────────────────────────────────────────────────────────

  async list(actor: Actor, area: UserArea, q: UserListQuery): Promise<Page<UserView>> {
    const filters = area === 'sys' ? q : { phone: q.phone, realname: q.realname, status: q.status };
    return this.users(this.membersOf(actor, area)).page(filters, q.page, q.limit);
  }

  async get(actor: Actor, area: UserArea, id: number): Promise<AdminUser> {
    const v = await this.users(this.membersOf(actor, area)).view(id);
    if (!v) throw notFound();
    return v;
  }

  /** Organisations with their modules, modules and data rights: the platform form's choices. */
  async options(): Promise<UserOptions> {
    const [agents, links, modules, drights] = await Promise.all([
      this.agents().list(),
      this.agents().moduleLinks(),
      this.modules().all(),
      this.dataRights().list(),
    ]);
    const byAgent = new Map<number, number[]>();
    for (const l of links)
      byAgent.set(l.usr_agent_id, [...(byAgent.get(l.usr_agent_id) ?? []), l.sys_module_id]);
    return {
      agents: agents.map((a) => ({ ...a, modules: byAgent.get(a.usr_agent_id) ?? [] })),
      modules: modules.map(({ sys_module_id, name }) => ({ sys_module_id, name })),
      drights,
    };
  }

  /** Roles a user of the organisation and module may hold (on /config both are the caller's). */
  async roles(
    actor: Actor,
    area: UserArea,
    q: { usr_agent_id?: number | undefined; sys_module_id?: number | undefined },
  ): Promise<UserRoleOption[]> {
    const scope = this.membersOf(actor, area);
    const agentId = area === 'config' ? scope.tenant : q.usr_agent_id;
    const moduleId = area === 'config' ? scope.moduleId : q.sys_module_id;
    if (agentId === undefined || agentId === null || moduleId === undefined || moduleId === null) return [];
    let roles = await this.roleLookup().usable(agentId, moduleId);
    if (area === 'config') {
      const allowed = await Promise.all(roles.map((r) => this.withinCallerPerms(actor, r.sys_role_id)));
      roles = roles.filter((_, i) => allowed[i]);
    }
    return roles.map((r) => ({
      sys_role_id: r.sys_role_id,
      role_name: r.role_name,
      platform: r.usr_agent_id === null,
    }));
  }

  // ── rules ────────────────────────────────────────────────────────────────────────────────

  /** An organisation admin may only hand out roles whose permissions they hold themselves. */
  private async withinCallerPerms(actor: Actor, roleId: number): Promise<boolean> {
    const perms = await this.roleLookup().perms(roleId);
    const own = new Set(actor.auth.perms);
    return perms.every((p) => own.has(p));
  }

  /**
   * The role must be an active role of the module that the organisation may use: a platform role
   * (usr_agent_id null) or one the organisation owns. On /config it must also not exceed the
   * caller's own permissions (an admin never grants more than they have).
   */
  private async checkRole(actor: Actor, area: UserArea, roleId: number, agentId: number, moduleId: number) {
    const role = await this.roleLookup().byId(roleId);
    if (
      !role ||
      role.status !== 1 ||
      role.sys_module_id !== moduleId ||
      (role.usr_agent_id !== null && role.usr_agent_id !== agentId)
    )
      throw badRequest(UM.roleNotUsable);
    if (area === 'config' && !(await this.withinCallerPerms(actor, roleId)))
      throw forbidden(UM.roleTooPowerful);
  }

  private async checkModule(agentId: number, moduleId: number) {
    if (!(await this.agents().moduleIdsOf(agentId)).includes(moduleId)) throw badRequest(UM.moduleNotOfAgent);
  }

  private async checkDright(id: number | null | undefined) {
    if (id !== null && id !== undefined && !(await this.dataRights().exists(id)))
      throw badRequest(UM.drightNotFound);
  }

  /**
   * Run inside the write's transaction: rolls the change back if no super admin is left. The rule
   * holds for the whole platform, so it counts every organisation's accounts, whatever the page.
   */
  private async keepSuperAdmin(tx: Executor, before: UserRow) {
    if (before.sys_module_id !== PLATFORM_MODULE) return;
    const left = await this.users(EVERY_ACCOUNT, tx).countActiveWith(SUPER_ADMIN_PERMS, PLATFORM_MODULE);
    if (left === 0) throw badRequest(UM.lastSuperAdmin);
  }

  // ── writes ───────────────────────────────────────────────────────────────────────────────

  async create(actor: Actor, area: UserArea, input: UserCreateInput): Promise<{ sys_user_id: number }> {
    const scope = this.membersOf(actor, area);
    let agentId: number;
    let moduleId: number;
    let drightId: number | null = null;
    if (area === 'config') {
      // organisation and module are the caller's; whatever a body says is ignored
      agentId = scope.tenant as number;
      moduleId = scope.moduleId as number;
    } else {
      if (input.usr_agent_id === undefined) throw badRequest(UM.agentRequired);
      if (input.sys_module_id === undefined) throw badRequest(UM.moduleRequired);
      agentId = input.usr_agent_id;
      moduleId = input.sys_module_id;
      if (scope.tenant !== null && scope.tenant !== agentId) throw notFound(UM.agentNotFound);
      const agent = await this.agents().byId(agentId);
      if (!agent || agent.status !== 1) throw badRequest(UM.agentNotFound);
      drightId = input.sys_dright_id ?? null;
      await this.checkDright(drightId);
    }
    await this.checkModule(agentId, moduleId);
    await this.checkRole(actor, area, input.sys_role_id, agentId, moduleId);
    if (await this.users(scope).phoneTaken(agentId, input.username))
      throw conflict(UM.phoneTaken(input.username));

    const passwordHash = await hashPassword(input.password);
    const now = this.deps.now().toISOString();
    try {
      return await this.deps.writes.audited(actor, async (tx, log) => {
        const users = this.users(scope, tx);
        const id = await users.insert({
          usr_agent_id: agentId,
          sys_module_id: moduleId,
          sys_role_id: input.sys_role_id,
          sys_dright_id: drightId,
          sys_department_id: null,
          username: input.username,
          password_hash: passwordHash,
          realname: input.realname,
          show_name: null,
          email: emailOf(input.email),
          headimgurl: null,
          limits_time: input.is_temporary === 1 ? (input.limits_time ?? null) : null,
          is_temporary: input.is_temporary,
          after_login: input.after_login,
          wechat_openid: null,
          last_time: null,
          created_at: now,
          updated_at: now,
        });
        const after = await this.viewOf(users, id);
        await log({ action: 'create', entity: 'sys_user', entityId: id, after });
        return { sys_user_id: id };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(UM.phoneTaken(input.username));
      throw e;
    }
  }

  async update(actor: Actor, area: UserArea, id: number, input: UserUpdateInput): Promise<AdminUser> {
    const scope = this.membersOf(actor, area);
    const row = await this.found(this.users(scope), id);
    const moduleId =
      area === 'sys' && input.sys_module_id !== undefined ? input.sys_module_id : row.sys_module_id;
    const drightId = area === 'sys' ? (input.sys_dright_id ?? null) : row.sys_dright_id;
    const self = id === actor.auth.user.sys_user_id;
    if (self && (input.sys_role_id !== row.sys_role_id || moduleId !== row.sys_module_id))
      throw badRequest(UM.notSelfRole);
    if (moduleId !== row.sys_module_id) await this.checkModule(row.usr_agent_id, moduleId);
    if (area === 'sys') await this.checkDright(drightId);
    if (input.sys_role_id !== row.sys_role_id || moduleId !== row.sys_module_id)
      await this.checkRole(actor, area, input.sys_role_id, row.usr_agent_id, moduleId);

    return this.deps.writes.audited(actor, async (tx, log) => {
      const users = this.users(scope, tx);
      const current = await this.found(users, id);
      const before = await this.viewOf(users, id);
      await users.update(id, {
        realname: input.realname,
        email: emailOf(input.email),
        sys_role_id: input.sys_role_id,
        sys_module_id: moduleId,
        sys_dright_id: drightId,
        is_temporary: input.is_temporary,
        limits_time: input.is_temporary === 1 ? (input.limits_time ?? null) : null,
        updated_at: this.deps.now().toISOString(),
      });
      await this.keepSuperAdmin(tx, current);
      const after = await this.viewOf(users, id);
      await log({ action: 'update', entity: 'sys_user', entityId: id, before, after });
      return after;
    });
  }

  /**
   * Enable (1) or disable (0). A disabled account cannot sign in, and every session it still holds
   * is refused at its very next call with 4002 (账号已停用) and revoked there by the session check
   * (SessionService.authenticate looks at the user's status on every call). We deliberately do not
   * mark the sessions revoked here: a revoked session answers 4001 (登录已失效), and the user
   * should learn that the account was disabled.
   */
  async setStatus(actor: Actor, area: UserArea, id: number, status: number): Promise<AdminUser> {
    const scope = this.membersOf(actor, area);
    const row = await this.found(this.users(scope), id);
    if (status === 0 && id === actor.auth.user.sys_user_id) throw badRequest(UM.notSelfDisable);
    if (row.status === status) return this.viewOf(this.users(scope), id);
    return this.deps.writes.audited(actor, async (tx, log) => {
      const users = this.users(scope, tx);
      const before = await this.viewOf(users, id);
      await users.update(id, { status, updated_at: this.deps.now().toISOString() });
      if (status === 0) await this.keepSuperAdmin(tx, row);
      const after = await this.viewOf(users, id);
      await log({
        action: status === 1 ? 'enable' : 'disable',
        entity: 'sys_user',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  /**
   * The admin sets a new password: the user must change it at the next sign-in (after_login = 1)
   * and every session of the account ends now (4001 at the next call).
   */
  async resetPassword(actor: Actor, area: UserArea, id: number, password: string): Promise<{ ok: true }> {
    const scope = this.membersOf(actor, area);
    await this.found(this.users(scope), id);
    if (id === actor.auth.user.sys_user_id) throw badRequest(UM.notSelfReset);
    const passwordHash = await hashPassword(password);
    await this.deps.writes.audited(actor, async (tx, log) => {
      const users = this.users(scope, tx);
      const before = await this.viewOf(users, id);
      await users.update(id, {
        password_hash: passwordHash,
        after_login: 1,
        updated_at: this.deps.now().toISOString(),
      });
      const after = await this.viewOf(users, id);
      await log({ action: 'reset', entity: 'sys_user', entityId: id, before, after });
    });
    await this.deps.sessions.revokeAllOf([id]);
    return { ok: true };
  }

  /**
   * Deletes the account for good (its sessions, links and messages go with it). An account that
   * already has orders, custom requests or groups keeps them: it can only be disabled, so the
   * history stays whole. Nobody deletes themselves or the last active super admin.
   */
  async remove(actor: Actor, area: UserArea, id: number): Promise<{ ok: true }> {
    const scope = this.membersOf(actor, area);
    const row = await this.found(this.users(scope), id);
    if (id === actor.auth.user.sys_user_id) throw badRequest(UM.notSelfDelete);
    if (await this.users(scope).hasBusinessData(id)) throw conflict(UM.hasBusinessData);
    try {
      await this.deps.writes.audited(actor, async (tx, log) => {
        const users = this.users(scope, tx);
        const before = await this.viewOf(users, id);
        await users.delete(id);
        await this.keepSuperAdmin(tx, row);
        await log({ action: 'delete', entity: 'sys_user', entityId: id, before });
      });
    } catch (e) {
      if (isForeignKeyViolation(e)) throw conflict(UM.hasBusinessData);
      throw e;
    }
    return { ok: true };
  }

  // ── linked accounts (platform only) ──────────────────────────────────────────────────────

  /**
   * The rule of linking: an account may only be linked to accounts with the same phone number
   * (username). The phone is how the product identifies a person — sign-in by phone already picks
   * among that phone's accounts — so "same phone" is "same person", and linking never lets someone
   * switch into another person's account. Links form a group: linking A and B links every account
   * of A's group with every account of B's group (both directions, as account switching reads
   * them); unlinking B from A removes B from A's whole group.
   */
  async links(actor: Actor, id: number): Promise<UserLinks> {
    const users = this.users(this.membersOf(actor, 'sys'));
    const user = await this.found(users, id);
    const linkedIds = await this.accountLinks().linkedIds(id);
    const linked: LinkedAccount[] = await users.accounts({ ids: linkedIds });
    const taken = new Set([id, ...linkedIds]);
    const candidates = (await users.accounts({ phone: user.username })).filter(
      (a) => !taken.has(a.sys_user_id),
    );
    return { linked, candidates };
  }

  async link(actor: Actor, id: number, linkedId: number): Promise<UserLinks> {
    const users = this.users(this.membersOf(actor, 'sys'));
    const user = await this.found(users, id);
    const other = await this.found(users, linkedId);
    if (id === linkedId) throw badRequest(UM.linkSelf);
    if (user.username !== other.username) throw badRequest(UM.linkDifferentPerson);
    const group = await this.accountLinks().linkedIds(id);
    if (group.includes(linkedId)) throw conflict(UM.linkExists);
    return this.changeLinks(actor, 'link', id, group, async (links) => {
      const members = [...new Set([id, ...group, linkedId, ...(await links.linkedIds(linkedId))])];
      await links.linkAll(members, this.deps.now().toISOString());
    });
  }

  async unlink(actor: Actor, id: number, linkedId: number): Promise<UserLinks> {
    const users = this.users(this.membersOf(actor, 'sys'));
    await this.found(users, id);
    await this.found(users, linkedId);
    const group = await this.accountLinks().linkedIds(id);
    if (!group.includes(linkedId)) throw badRequest(UM.notLinked);
    return this.changeLinks(actor, 'unlink', id, group, (links) =>
      links.unlink(linkedId, [id, ...group.filter((g) => g !== linkedId)]),
    );
  }

  /**
   * Changes the links of account `id` (whose group was `group`) in an audited write that logs the
   * group before and after; answers the account's links as they are then.
   */
  private async changeLinks(
    actor: Actor,
    action: 'link' | 'unlink',
    id: number,
    group: number[],
    change: (links: AccountLinkRepository) => Promise<void>,
  ): Promise<UserLinks> {
    await this.deps.writes.audited(actor, async (tx, log) => {
      const links = this.accountLinks(tx);
      await change(links);
      await log({
        action,
        entity: 'usr_agent_rel',
        entityId: id,
        before: { sys_user_id: id, linked: group },
        after: { sys_user_id: id, linked: await links.linkedIds(id) },
      });
    });
    return this.links(actor, id);
  }
}
