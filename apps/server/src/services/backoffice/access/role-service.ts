import {
  AccessMessages as M,
  type LeadDataScope,
  type Page,
  type RoleDetail,
  type RoleOptions,
  type RoleRow,
} from '@qishu/contract';
import { badRequest, conflict, forbidden, notFound } from '../../../shared/errors.ts';
import type { Executor } from '../../../db/executor.ts';
import { ActionRepository } from '../../../repositories/action-repository.ts';
import { ownOrganisation } from '../../../repositories/data-scope.ts';
import { MenuRepository } from '../../../repositories/menu-repository.ts';
import { ModuleRepository } from '../../../repositories/module-repository.ts';
import { RoleRepository, type RoleRecord, type RoleScope } from '../../../repositories/role-repository.ts';
import { permits } from '../../access/permits.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';
import { actionForest, menuForest, pruneTree } from './trees.ts';

/** Where a role call comes from: the platform back-office (/sys/roles) or an organisation admin (/config/roles). */
export type RoleArea = 'sys' | 'config';

export interface RoleListInput {
  page: number;
  limit: number;
  sys_module_id?: number | undefined;
  role_name?: string | undefined;
  status?: number | undefined;
}

export interface RoleSaveInput {
  role_name: string;
  sys_module_id?: number | undefined;
  remark?: string | null | undefined;
  /** absent: unchanged on an edit, 'org' on a create */
  data_scope?: LeadDataScope | undefined;
  status: number;
  actions: number[];
  menus: number[];
  actionsDels: number[];
  menusDels: number[];
}

/**
 * The roles a call works on, decided here only. /sys: the caller's scope (the platform's, as /sys
 * permissions need a back-office account) in every module. /config: the caller's own organisation's
 * roles and the platform's roles of the caller's own module, whatever the caller's data scope (a
 * back-office account managing /config roles works in its own organisation too).
 */
export function roleScopeOf(actor: Actor, area: RoleArea): RoleScope {
  if (area === 'sys') return { ...actor.scope, moduleId: null };
  const u = actor.auth.user;
  return { ...ownOrganisation(actor.scope, u.usr_agent_id), moduleId: u.sys_module_id };
}

interface Caller {
  scope: RoleScope;
  /** the organisation admin's own role (what they may grant); null on the platform */
  own: { actions: Set<number>; menus: Set<number> } | null;
}

const GRANT_PERM = 'sys:role:grant';
/** what a new role's users see unless the request says otherwise (the column's default too) */
const DEFAULT_DATA_SCOPE: LeadDataScope = 'org';
/**
 * The stored scope as the contract knows it. The column is free text; lead-scope.ts reads an
 * unknown value as 'self', and so does this.
 */
const storedLeadScope = (v: string): LeadDataScope => (v === 'org' || v === 'department' ? v : 'self');
const uniq = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Roles with their grants. The platform manages every role; an organisation admin manages the roles
 * of their own organisation in their own module, sees the module's platform roles read-only, and may
 * only grant what their own role holds.
 */
export class RoleService {
  /** the platform's catalogue the role editor offers, read outside any write */
  private readonly modules: ModuleRepository;
  private readonly actions: ActionRepository;
  private readonly menus: MenuRepository;

  constructor(private readonly deps: BackofficeDeps) {
    this.modules = new ModuleRepository(deps.db.kysely);
    this.actions = new ActionRepository(deps.db.kysely);
    this.menus = new MenuRepository(deps.db.kysely);
  }

  private roles(db: Executor, scope: RoleScope) {
    return new RoleRepository(db, scope);
  }

  private async caller(actor: Actor, area: RoleArea): Promise<Caller> {
    const scope = roleScopeOf(actor, area);
    if (area === 'sys') return { scope, own: null };
    const held = await this.roles(this.deps.db.kysely, scope).callerGrants();
    return { scope, own: { actions: new Set(held.actions), menus: new Set(held.menus) } };
  }

  /** A role of another organisation is not visible at all; a platform role is visible but read-only. */
  private static editable(role: RoleRecord, scope: RoleScope): boolean {
    return scope.tenant === null || role.usr_agent_id === scope.tenant;
  }

  private static rowOf(role: RoleRecord, scope: RoleScope): RoleRow {
    return {
      sys_role_id: role.sys_role_id,
      role_name: role.role_name,
      sys_module_id: role.sys_module_id,
      module_name: role.module_name,
      usr_agent_id: role.usr_agent_id,
      agent_name: role.agent_name,
      remark: role.remark,
      data_scope: storedLeadScope(role.data_scope),
      status: role.status,
      user_count: role.user_count,
      updated_at: role.updated_at,
      editable: RoleService.editable(role, scope),
    };
  }

  async list(actor: Actor, area: RoleArea, q: RoleListInput): Promise<Page<RoleRow>> {
    const { scope } = await this.caller(actor, area);
    const { rows, total } = await this.roles(this.deps.db.kysely, scope).page(
      { moduleId: q.sys_module_id, name: q.role_name, status: q.status },
      q,
    );
    return { list: rows.map((r) => RoleService.rowOf(r, scope)), total };
  }

  /** The role if the caller may see it, else 404 (another organisation's role does not exist for them). */
  private async visibleRole(id: number, scope: RoleScope): Promise<RoleRecord> {
    const role = await this.roles(this.deps.db.kysely, scope).byId(id);
    if (!role) throw notFound();
    return role;
  }

  async get(actor: Actor, area: RoleArea, id: number): Promise<RoleDetail> {
    const { scope } = await this.caller(actor, area);
    const role = await this.visibleRole(id, scope);
    const roles = this.roles(this.deps.db.kysely, scope);
    return {
      ...RoleService.rowOf(role, scope),
      actions: await roles.actionIds(id),
      menus: await roles.menuIds(id),
    };
  }

  /** Modules and the trees the role editor offers for a module (limited to the caller's own grants in /config). */
  async options(actor: Actor, area: RoleArea, moduleId: number | undefined): Promise<RoleOptions> {
    const caller = await this.caller(actor, area);
    const allModules = await this.modules.all();
    const target = caller.scope.moduleId ?? moduleId;
    const modules = allModules
      .filter((m) => caller.scope.moduleId === null || m.sys_module_id === target)
      .map((m) => ({ sys_module_id: m.sys_module_id, name: m.name }));
    if (target === undefined || !allModules.some((m) => m.sys_module_id === target)) {
      return { modules, actions: [], menus: [] };
    }
    const offered = new Set(await this.modules.actionIds(target));
    const own = caller.own;
    const actionRows = (await this.actions.all()).filter((a) => a.status === 1);
    const actionTree = actionForest(actionRows);
    const menuTree = menuForest(await this.menus.all(target));
    return {
      modules,
      actions: pruneTree(actionTree, (id) => offered.has(id) && (!own || own.actions.has(id))),
      menus: own ? pruneTree(menuTree, (id) => own.menus.has(id)) : menuTree,
    };
  }

  /** Refuses grants outside the role's module (400) and, for an organisation admin, beyond their own role (403). */
  private async checkGrants(moduleId: number, input: RoleSaveInput, caller: Caller): Promise<void> {
    const both = (a: number[], b: number[]) => a.some((id) => b.includes(id));
    if (both(input.actions, input.actionsDels) || both(input.menus, input.menusDels))
      throw badRequest(M.addAndDelete);
    const offered = new Set(await this.modules.actionIds(moduleId));
    if (input.actions.some((id) => !offered.has(id))) throw badRequest(M.actionNotInModule);
    const menus = new Set(await this.menus.idsOfModule(moduleId));
    if (input.menus.some((id) => !menus.has(id))) throw badRequest(M.menuNotInModule);
    if (caller.own) {
      const own = caller.own;
      if (input.actions.some((id) => !own.actions.has(id)) || input.menus.some((id) => !own.menus.has(id))) {
        throw forbidden(M.noEscalation);
      }
    }
  }

  private static changesGrants(input: RoleSaveInput): boolean {
    return input.actions.length + input.menus.length + input.actionsDels.length + input.menusDels.length > 0;
  }

  async create(actor: Actor, area: RoleArea, raw: RoleSaveInput): Promise<{ id: number }> {
    const caller = await this.caller(actor, area);
    const input = { ...raw, actionsDels: [], menusDels: [] };
    const moduleId = caller.scope.moduleId ?? raw.sys_module_id;
    if (moduleId === undefined) throw badRequest(M.moduleRequired);
    if (!(await this.modules.byId(moduleId))) throw badRequest(M.moduleMissing);
    // a new role belongs to the caller's organisation (to the platform on /sys)
    const agentId = caller.scope.tenant;
    if (area === 'sys' && RoleService.changesGrants(input) && !permits(actor.auth, GRANT_PERM)) {
      throw forbidden(M.needGrant);
    }
    if (await this.roles(this.deps.db.kysely, caller.scope).nameTaken(moduleId, agentId, input.role_name)) {
      throw conflict(M.roleNameTaken);
    }
    await this.checkGrants(moduleId, input, caller);
    const dataScope = input.data_scope ?? DEFAULT_DATA_SCOPE;
    const now = this.deps.now().toISOString();
    return this.deps.writes.audited(actor, async (tx, log) => {
      const roles = this.roles(tx, caller.scope);
      const id = await roles.insert({
        usr_agent_id: agentId,
        sys_module_id: moduleId,
        role_name: input.role_name,
        remark: input.remark ?? null,
        data_scope: dataScope,
        status: input.status,
        created_at: now,
        updated_at: now,
      });
      await roles.addActions(id, uniq(input.actions));
      await roles.addMenus(id, uniq(input.menus));
      await log({
        action: 'create',
        entity: 'sys_role',
        entityId: id,
        before: null,
        after: {
          role_name: input.role_name,
          sys_module_id: moduleId,
          usr_agent_id: agentId,
          remark: input.remark ?? null,
          data_scope: dataScope,
          status: input.status,
          actions: await roles.actionIds(id),
          menus: await roles.menuIds(id),
        },
      });
      return { id };
    });
  }

  async update(actor: Actor, area: RoleArea, id: number, input: RoleSaveInput): Promise<{ id: number }> {
    const caller = await this.caller(actor, area);
    const role = await this.visibleRole(id, caller.scope);
    if (!RoleService.editable(role, caller.scope)) throw forbidden(M.platformRoleReadOnly);
    if (area === 'sys' && input.sys_module_id !== undefined && input.sys_module_id !== role.sys_module_id) {
      throw badRequest(M.roleModuleFixed);
    }
    if (area === 'sys' && RoleService.changesGrants(input) && !permits(actor.auth, GRANT_PERM)) {
      throw forbidden(M.needGrant);
    }
    const taken = await this.roles(this.deps.db.kysely, caller.scope).nameTaken(
      role.sys_module_id,
      role.usr_agent_id,
      input.role_name,
      id,
    );
    if (taken) throw conflict(M.roleNameTaken);
    await this.checkGrants(role.sys_module_id, input, caller);
    const now = this.deps.now().toISOString();
    return this.deps.writes.audited(actor, async (tx, log) => {
      const roles = this.roles(tx, caller.scope);
      const scopeBefore = storedLeadScope(role.data_scope);
      const before = {
        role_name: role.role_name,
        remark: role.remark,
        data_scope: scopeBefore,
        status: role.status,
      };
      const after = {
        role_name: input.role_name,
        remark: input.remark ?? null,
        data_scope: input.data_scope ?? scopeBefore,
        status: input.status,
      };
      await roles.update(id, {
        role_name: after.role_name,
        remark: after.remark,
        status: after.status,
        // absent: the stored value stays as it is
        ...(input.data_scope === undefined ? {} : { data_scope: input.data_scope }),
        updated_at: now,
      });
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await log({ action: 'update', entity: 'sys_role', entityId: id, before, after });
      }
      if (RoleService.changesGrants(input)) {
        const grantsBefore = { actions: await roles.actionIds(id), menus: await roles.menuIds(id) };
        await roles.removeActions(id, uniq(input.actionsDels));
        await roles.removeMenus(id, uniq(input.menusDels));
        await roles.addActions(id, uniq(input.actions));
        await roles.addMenus(id, uniq(input.menus));
        const grantsAfter = { actions: await roles.actionIds(id), menus: await roles.menuIds(id) };
        await log({
          action: 'grant',
          entity: 'sys_role',
          entityId: id,
          before: grantsBefore,
          after: grantsAfter,
        });
      }
      return { id };
    });
  }

  async remove(actor: Actor, area: RoleArea, id: number): Promise<{ deleted: boolean }> {
    const caller = await this.caller(actor, area);
    const role = await this.visibleRole(id, caller.scope);
    if (!RoleService.editable(role, caller.scope)) throw forbidden(M.platformRoleReadOnly);
    if (role.user_count > 0) throw conflict(M.roleInUse(role.user_count));
    await this.deps.writes.audited(actor, async (tx, log) => {
      const roles = this.roles(tx, caller.scope);
      const before = {
        role_name: role.role_name,
        sys_module_id: role.sys_module_id,
        usr_agent_id: role.usr_agent_id,
        remark: role.remark,
        data_scope: storedLeadScope(role.data_scope),
        status: role.status,
        actions: await roles.actionIds(id),
        menus: await roles.menuIds(id),
      };
      await roles.delete(id);
      await log({ action: 'delete', entity: 'sys_role', entityId: id, before, after: null });
    });
    return { deleted: true };
  }
}
