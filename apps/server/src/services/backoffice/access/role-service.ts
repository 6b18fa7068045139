import {
  AccessMessages as M,
  type AccessTreeNode,
  type Page,
  type RoleDetail,
  type RoleOptions,
  type RoleRow,
} from '@qishu/contract';
import { badRequest, conflict, forbidden, notFound } from '../../../shared/errors.ts';
import type {
  BackofficeAccessRepository,
  RoleRecord,
  RoleScope,
} from '../../../repositories/backoffice-access-repository.ts';
import { permits } from '../../access/permits.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';
import { forestOf, pruneTree } from './trees.ts';

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
  status: number;
  actions: number[];
  menus: number[];
  actionsDels: number[];
  menusDels: number[];
}

interface Caller {
  scope: RoleScope;
  /** the organisation admin's own role (what they may grant); null on the platform */
  own: { actions: Set<number>; menus: Set<number> } | null;
}

const GRANT_PERM = 'sys:role:grant';
const uniq = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Roles with their grants. The platform manages every role; an organisation admin manages the roles
 * of their own organisation in their own module, sees the module's platform roles read-only, and may
 * only grant what their own role holds.
 */
export class RoleService {
  constructor(
    private readonly repo: BackofficeAccessRepository,
    private readonly deps: BackofficeDeps,
  ) {}

  private async caller(actor: Actor, area: RoleArea): Promise<Caller> {
    if (area === 'sys') return { scope: { kind: 'platform' }, own: null };
    const u = actor.auth.user;
    const roleId = u.sys_role_id;
    const own = {
      actions: new Set(roleId === null ? [] : await this.repo.roleActionIds(roleId)),
      menus: new Set(roleId === null ? [] : await this.repo.roleMenuIds(roleId)),
    };
    return { scope: { kind: 'organisation', agentId: u.usr_agent_id, moduleId: u.sys_module_id }, own };
  }

  private static visible(role: RoleRecord, scope: RoleScope): boolean {
    if (scope.kind === 'platform') return true;
    return (
      role.sys_module_id === scope.moduleId &&
      (role.usr_agent_id === null || role.usr_agent_id === scope.agentId)
    );
  }

  private static editable(role: RoleRecord, scope: RoleScope): boolean {
    return scope.kind === 'platform' || role.usr_agent_id === scope.agentId;
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
      status: role.status,
      user_count: role.user_count,
      updated_at: role.updated_at,
      editable: RoleService.editable(role, scope),
    };
  }

  async list(actor: Actor, area: RoleArea, q: RoleListInput): Promise<Page<RoleRow>> {
    const { scope } = await this.caller(actor, area);
    const { rows, total } = await this.repo.listRoles(
      scope,
      { moduleId: q.sys_module_id, name: q.role_name, status: q.status },
      q,
    );
    return { list: rows.map((r) => RoleService.rowOf(r, scope)), total };
  }

  /** The role if the caller may see it, else 404 (another organisation's role does not exist for them). */
  private async visibleRole(id: number, scope: RoleScope, repo = this.repo): Promise<RoleRecord> {
    const role = await repo.roleById(id);
    if (!role || !RoleService.visible(role, scope)) throw notFound();
    return role;
  }

  async get(actor: Actor, area: RoleArea, id: number): Promise<RoleDetail> {
    const { scope } = await this.caller(actor, area);
    const role = await this.visibleRole(id, scope);
    return {
      ...RoleService.rowOf(role, scope),
      actions: await this.repo.roleActionIds(id),
      menus: await this.repo.roleMenuIds(id),
    };
  }

  /** Modules and the trees the role editor offers for a module (limited to the caller's own grants in /config). */
  async options(actor: Actor, area: RoleArea, moduleId: number | undefined): Promise<RoleOptions> {
    const caller = await this.caller(actor, area);
    const allModules = await this.repo.allModules();
    const target = caller.scope.kind === 'organisation' ? caller.scope.moduleId : moduleId;
    const modules = allModules
      .filter((m) => caller.scope.kind === 'platform' || m.sys_module_id === target)
      .map((m) => ({ sys_module_id: m.sys_module_id, name: m.name }));
    if (target === undefined || !allModules.some((m) => m.sys_module_id === target)) {
      return { modules, actions: [], menus: [] };
    }
    const offered = new Set(await this.repo.moduleActionIds(target));
    const own = caller.own;
    const actionRows = (await this.repo.allActions()).filter((a) => a.status === 1);
    const actionTree = forestOf(
      actionRows,
      (a) => ({ id: a.sys_action_id, parent: a.parent_id }),
      (a): AccessTreeNode => ({
        id: a.sys_action_id,
        name: a.name,
        perm: a.perm,
        location: null,
        children: [],
      }),
    );
    const menuRows = await this.repo.allMenus(target);
    const menuTree = forestOf(
      menuRows,
      (m) => ({ id: m.sys_menu_id, parent: m.parent_id }),
      (m): AccessTreeNode => ({
        id: m.sys_menu_id,
        name: m.name,
        perm: m.perm,
        location: m.location,
        children: [],
      }),
    );
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
    const offered = new Set(await this.repo.moduleActionIds(moduleId));
    if (input.actions.some((id) => !offered.has(id))) throw badRequest(M.actionNotInModule);
    const menus = new Set(await this.repo.menuIdsOfModule(moduleId));
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
    const moduleId = caller.scope.kind === 'organisation' ? caller.scope.moduleId : raw.sys_module_id;
    if (moduleId === undefined) throw badRequest(M.moduleRequired);
    if (!(await this.repo.moduleById(moduleId))) throw badRequest(M.moduleMissing);
    const agentId = caller.scope.kind === 'organisation' ? caller.scope.agentId : null;
    if (area === 'sys' && RoleService.changesGrants(input) && !permits(actor.auth, GRANT_PERM)) {
      throw forbidden(M.needGrant);
    }
    if (await this.repo.roleNameTaken(moduleId, agentId, input.role_name)) throw conflict(M.roleNameTaken);
    await this.checkGrants(moduleId, input, caller);
    const now = this.deps.now().toISOString();
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const repo = this.repo.with(tx);
      const id = await repo.insertRole({
        usr_agent_id: agentId,
        sys_module_id: moduleId,
        role_name: input.role_name,
        remark: input.remark ?? null,
        status: input.status,
        created_at: now,
        updated_at: now,
      });
      await repo.addRoleActions(id, uniq(input.actions));
      await repo.addRoleMenus(id, uniq(input.menus));
      await this.deps.audit.record(
        actor,
        {
          action: 'create',
          entity: 'sys_role',
          entityId: id,
          before: null,
          after: {
            role_name: input.role_name,
            sys_module_id: moduleId,
            usr_agent_id: agentId,
            remark: input.remark ?? null,
            status: input.status,
            actions: await repo.roleActionIds(id),
            menus: await repo.roleMenuIds(id),
          },
        },
        tx,
      );
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
    if (await this.repo.roleNameTaken(role.sys_module_id, role.usr_agent_id, input.role_name, id)) {
      throw conflict(M.roleNameTaken);
    }
    await this.checkGrants(role.sys_module_id, input, caller);
    const now = this.deps.now().toISOString();
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const repo = this.repo.with(tx);
      const before = { role_name: role.role_name, remark: role.remark, status: role.status };
      const after = { role_name: input.role_name, remark: input.remark ?? null, status: input.status };
      await repo.updateRole(id, { ...after, updated_at: now });
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await this.deps.audit.record(
          actor,
          { action: 'update', entity: 'sys_role', entityId: id, before, after },
          tx,
        );
      }
      if (RoleService.changesGrants(input)) {
        const grantsBefore = { actions: await repo.roleActionIds(id), menus: await repo.roleMenuIds(id) };
        await repo.removeRoleActions(id, uniq(input.actionsDels));
        await repo.removeRoleMenus(id, uniq(input.menusDels));
        await repo.addRoleActions(id, uniq(input.actions));
        await repo.addRoleMenus(id, uniq(input.menus));
        const grantsAfter = { actions: await repo.roleActionIds(id), menus: await repo.roleMenuIds(id) };
        await this.deps.audit.record(
          actor,
          { action: 'grant', entity: 'sys_role', entityId: id, before: grantsBefore, after: grantsAfter },
          tx,
        );
      }
      return { id };
    });
  }

  async remove(actor: Actor, area: RoleArea, id: number): Promise<{ deleted: boolean }> {
    const caller = await this.caller(actor, area);
    const role = await this.visibleRole(id, caller.scope);
    if (!RoleService.editable(role, caller.scope)) throw forbidden(M.platformRoleReadOnly);
    if (role.user_count > 0) throw conflict(M.roleInUse(role.user_count));
    await this.deps.db.kysely.transaction().execute(async (tx) => {
      const repo = this.repo.with(tx);
      const before = {
        role_name: role.role_name,
        sys_module_id: role.sys_module_id,
        usr_agent_id: role.usr_agent_id,
        remark: role.remark,
        status: role.status,
        actions: await repo.roleActionIds(id),
        menus: await repo.roleMenuIds(id),
      };
      await repo.deleteRole(id);
      await this.deps.audit.record(
        actor,
        { action: 'delete', entity: 'sys_role', entityId: id, before, after: null },
        tx,
      );
    });
    return { deleted: true };
  }
}
