import { randomBytes } from 'node:crypto';
import {
  AccessMessages as M,
  type AccessTreeNode,
  type ActionOptions,
  type ActionRow,
  type MenuCateRow,
  type MenuOptions,
  type MenuRow,
  type ModuleActions,
  type ModuleRow,
  type Page,
} from '@qishu/contract';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import type { Executor } from '../../../db/executor.ts';
import { ActionRepository, type ActionRecord } from '../../../repositories/action-repository.ts';
import { MenuCategoryRepository } from '../../../repositories/menu-category-repository.ts';
import { MenuRepository, type MenuRecord } from '../../../repositories/menu-repository.ts';
import { ModuleRepository } from '../../../repositories/module-repository.ts';
import { RoleRepository } from '../../../repositories/role-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';
import { roleScopeOf } from './role-service.ts';
import { actionForest, descendantsOf, forestOf, menuForest, searchForest, tidy } from './trees.ts';

interface Paging {
  page: number;
  limit: number;
}

export interface ActionInput {
  sys_module_id: number;
  parent_id?: number | null | undefined;
  name: string;
  perm: string | null;
  orders: number;
  status: number;
}

export interface MenuInput {
  sys_module_id: number;
  parent_id: number;
  sys_menu_cate_id?: number | null | undefined;
  name: string;
  vue_url: string;
  style: string;
  intro: string;
  location: number;
  perm: string | null;
  is_quick: number;
  orders: number;
  status: number;
}

export interface MenuCateInput {
  name: string;
  orders: number;
  remark?: string | null | undefined;
}

export interface ModuleInput {
  name: string;
  home_route: string;
  remark?: string | null | undefined;
  orders: number;
  status: number;
}

function pageOfRoots<T>(roots: T[], p: Paging): Page<T> {
  const start = (p.page - 1) * p.limit;
  return { list: roots.slice(start, start + p.limit), total: roots.length };
}

const actionRowOf = (a: ActionRecord, roleCounts: Map<number, number>): ActionRow => ({
  sys_action_id: a.sys_action_id,
  sys_module_id: a.sys_module_id,
  parent_id: a.parent_id,
  name: a.name,
  perm: a.perm,
  orders: a.orders,
  status: a.status,
  role_count: roleCounts.get(a.sys_action_id) ?? 0,
});

const menuRowOf = (m: MenuRecord): MenuRow => ({
  sys_menu_id: m.sys_menu_id,
  parent_id: m.parent_id,
  sys_module_id: m.sys_module_id,
  sys_menu_cate_id: m.sys_menu_cate_id,
  cate_name: m.cate_name,
  name: m.name,
  vue_url: m.vue_url,
  style: m.style,
  intro: m.intro,
  location: m.location,
  perm: m.perm,
  is_quick: m.is_quick,
  orders: m.orders,
  status: m.status,
});

/** Without the join-only and computed fields: what the operation log shows of a row. */
function plain<T extends object>(row: T, drop: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !drop.includes(k) && k !== 'children'));
}

/** Permission points, menus, menu categories and modules of the platform back-office. */
export class CatalogService {
  /** reads outside any write */
  private readonly actions: ActionRepository;
  private readonly menus: MenuRepository;
  private readonly cates: MenuCategoryRepository;
  private readonly modules: ModuleRepository;

  constructor(private readonly deps: BackofficeDeps) {
    const db = deps.db.kysely;
    this.actions = new ActionRepository(db);
    this.menus = new MenuRepository(db);
    this.cates = new MenuCategoryRepository(db);
    this.modules = new ModuleRepository(db);
  }

  /** Roles' grants a catalogue change withdraws: the catalogue is the platform's, so every organisation's. */
  private roles(tx: Executor, actor: Actor) {
    return new RoleRepository(tx, roleScopeOf(actor, 'sys'));
  }

  private async moduleOptions() {
    return (await this.modules.all()).map((m) => ({ sys_module_id: m.sys_module_id, name: m.name }));
  }

  private async actionTree(): Promise<AccessTreeNode[]> {
    return actionForest(await this.actions.all());
  }

  // ── actions ────────────────────────────────────────────────────────────────────────────

  async listActions(
    q: Paging & { sys_module_id?: number | undefined; keyword?: string | undefined },
  ): Promise<Page<ActionRow>> {
    const counts = await this.actions.roleCounts();
    const rows = await this.actions.all(q.sys_module_id);
    let roots = forestOf(
      rows,
      (a) => ({ id: a.sys_action_id, parent: a.parent_id }),
      (a) => actionRowOf(a, counts),
    );
    const kw = q.keyword?.toLowerCase();
    if (kw)
      roots = searchForest(
        roots,
        (n) => n.name.toLowerCase().includes(kw) || (n.perm ?? '').toLowerCase().includes(kw),
      );
    return pageOfRoots(tidy(roots), q);
  }

  async actionOptions(): Promise<ActionOptions> {
    return { modules: await this.moduleOptions(), tree: await this.actionTree() };
  }

  async getAction(id: number): Promise<ActionRow> {
    const a = await this.actions.byId(id);
    if (!a) throw notFound();
    return actionRowOf(a, await this.actions.roleCounts());
  }

  private async checkAction(input: ActionInput, id?: number): Promise<void> {
    if (!(await this.modules.byId(input.sys_module_id))) throw badRequest(M.moduleMissing);
    if (input.parent_id) {
      if (!(await this.actions.byId(input.parent_id))) throw badRequest(M.parentMissing);
      if (id !== undefined) {
        const all = (await this.actions.all()).map((a) => ({ id: a.sys_action_id, parent: a.parent_id }));
        if (descendantsOf(all, id).has(input.parent_id)) throw badRequest(M.parentCycle);
      }
    }
    if (input.perm && (await this.actions.permTaken(input.perm, id))) throw conflict(M.permTaken);
  }

  async createAction(actor: Actor, input: ActionInput): Promise<{ id: number }> {
    await this.checkAction(input);
    return this.deps.writes.audited(actor, async (tx, log) => {
      const row = {
        sys_module_id: input.sys_module_id,
        parent_id: input.parent_id ?? null,
        name: input.name,
        perm: input.perm,
        orders: input.orders,
        status: input.status,
      };
      const id = await new ActionRepository(tx).insert(row);
      // a permission is offered in its own module at once (the module's checkbox tree can withdraw it)
      if (input.perm) {
        const modules = new ModuleRepository(tx);
        const offered = await modules.actionIds(input.sys_module_id);
        await modules.setActions(input.sys_module_id, [...offered, id]);
      }
      await log({
        action: 'create',
        entity: 'sys_action',
        entityId: id,
        before: null,
        after: { ...row, offered_in: input.perm ? [input.sys_module_id] : [] },
      });
      return { id };
    });
  }

  async updateAction(actor: Actor, id: number, input: ActionInput): Promise<{ id: number }> {
    const before = await this.actions.byId(id);
    if (!before) throw notFound();
    await this.checkAction(input, id);
    return this.deps.writes.audited(actor, async (tx, log) => {
      const after = {
        sys_module_id: input.sys_module_id,
        parent_id: input.parent_id ?? null,
        name: input.name,
        perm: input.perm,
        orders: input.orders,
        status: input.status,
      };
      await new ActionRepository(tx).update(id, after);
      await log({
        action: 'update',
        entity: 'sys_action',
        entityId: id,
        before: plain(before, ['sys_action_id']),
        after,
      });
      return { id };
    });
  }

  async deleteAction(actor: Actor, id: number): Promise<{ deleted: boolean }> {
    const before = await this.actions.byId(id);
    if (!before) throw notFound();
    const held = (await this.actions.roleCounts()).get(id) ?? 0;
    if (held > 0) throw conflict(M.actionInUse(held));
    if ((await this.actions.childCount(id)) > 0) throw conflict(M.actionHasChildren);
    await this.deps.writes.audited(actor, async (tx, log) => {
      // no role holds it (refused above); the modules that offer it stop offering it
      await new ModuleRepository(tx).withdrawAction(id);
      await new ActionRepository(tx).delete(id);
      await log({
        action: 'delete',
        entity: 'sys_action',
        entityId: id,
        before: plain(before, []),
        after: null,
      });
    });
    return { deleted: true };
  }

  // ── menus ──────────────────────────────────────────────────────────────────────────────

  async listMenus(
    q: Paging & {
      sys_module_id?: number | undefined;
      keyword?: string | undefined;
      location?: number | undefined;
    },
  ): Promise<Page<MenuRow>> {
    const rows = await this.menus.all(q.sys_module_id);
    let roots = forestOf(rows, (m) => ({ id: m.sys_menu_id, parent: m.parent_id }), menuRowOf);
    const kw = q.keyword?.toLowerCase();
    if (kw)
      roots = searchForest(
        roots,
        (n) => n.name.toLowerCase().includes(kw) || n.vue_url.toLowerCase().includes(kw),
      );
    if (q.location !== undefined) roots = searchForest(roots, (n) => n.location === q.location);
    return pageOfRoots(tidy(roots), q);
  }

  async menuOptions(moduleId: number | undefined): Promise<MenuOptions> {
    const cates = (await this.cates.all()).map((c) => ({
      sys_menu_cate_id: c.sys_menu_cate_id,
      name: c.name,
    }));
    const tree = moduleId === undefined ? [] : menuForest(await this.menus.all(moduleId));
    return { modules: await this.moduleOptions(), cates, tree };
  }

  async getMenu(id: number): Promise<MenuRow> {
    const m = await this.menus.byId(id);
    if (!m) throw notFound();
    return menuRowOf(m);
  }

  private async checkMenu(input: MenuInput, id?: number): Promise<void> {
    if (!(await this.modules.byId(input.sys_module_id))) throw badRequest(M.moduleMissing);
    if (input.sys_menu_cate_id && !(await this.cates.byId(input.sys_menu_cate_id)))
      throw badRequest(M.cateMissing);
    if (input.parent_id) {
      const parent = await this.menus.byId(input.parent_id);
      if (!parent) throw badRequest(M.parentMissing);
      if (parent.sys_module_id !== input.sys_module_id) throw badRequest(M.menuParentModule);
      if (id !== undefined) {
        const all = (await this.menus.all(input.sys_module_id)).map((m) => ({
          id: m.sys_menu_id,
          parent: m.parent_id,
        }));
        if (descendantsOf(all, id).has(input.parent_id)) throw badRequest(M.parentCycle);
      }
    }
  }

  private static menuFields(input: MenuInput) {
    return {
      parent_id: input.parent_id,
      sys_module_id: input.sys_module_id,
      sys_menu_cate_id: input.sys_menu_cate_id ?? null,
      name: input.name,
      vue_url: input.vue_url,
      style: input.style,
      intro: input.intro,
      location: input.location,
      perm: input.perm,
      is_quick: input.is_quick,
      orders: input.orders,
      status: input.status,
    };
  }

  async createMenu(actor: Actor, input: MenuInput): Promise<{ id: number }> {
    await this.checkMenu(input);
    return this.deps.writes.audited(actor, async (tx, log) => {
      const row = {
        ...CatalogService.menuFields(input),
        menu_key: `custom.${input.sys_module_id}.${randomBytes(6).toString('hex')}`,
      };
      const id = await new MenuRepository(tx).insert(row);
      await log({ action: 'create', entity: 'sys_menu', entityId: id, before: null, after: row });
      return { id };
    });
  }

  async updateMenu(actor: Actor, id: number, input: MenuInput): Promise<{ id: number }> {
    const before = await this.menus.byId(id);
    if (!before) throw notFound();
    if (before.sys_module_id !== input.sys_module_id) throw badRequest(M.menuModuleFixed);
    await this.checkMenu(input, id);
    return this.deps.writes.audited(actor, async (tx, log) => {
      const after = CatalogService.menuFields(input);
      await new MenuRepository(tx).update(id, after);
      await log({
        action: 'update',
        entity: 'sys_menu',
        entityId: id,
        before: plain(before, ['sys_menu_id', 'cate_name']),
        after,
      });
      return { id };
    });
  }

  async deleteMenu(actor: Actor, id: number): Promise<{ deleted: boolean }> {
    const before = await this.menus.byId(id);
    if (!before) throw notFound();
    if ((await this.menus.childCount(id)) > 0) throw conflict(M.menuHasChildren);
    await this.deps.writes.audited(actor, async (tx, log) => {
      await this.roles(tx, actor).withdrawMenu(id);
      await new MenuRepository(tx).delete(id);
      await log({
        action: 'delete',
        entity: 'sys_menu',
        entityId: id,
        before: plain(before, ['cate_name']),
        after: null,
      });
    });
    return { deleted: true };
  }

  // ── menu categories ────────────────────────────────────────────────────────────────────

  async listMenuCates(q: Paging & { name?: string | undefined }): Promise<Page<MenuCateRow>> {
    const { rows, total } = await this.cates.page(q.name, q);
    return { list: rows, total };
  }

  async getMenuCate(id: number): Promise<MenuCateRow> {
    const c = await this.cates.byId(id);
    if (!c) throw notFound();
    return c;
  }

  async createMenuCate(actor: Actor, input: MenuCateInput): Promise<{ id: number }> {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const row = { name: input.name, orders: input.orders, remark: input.remark ?? null };
      const id = await new MenuCategoryRepository(tx).insert(row);
      await log({ action: 'create', entity: 'sys_menu_cate', entityId: id, before: null, after: row });
      return { id };
    });
  }

  async updateMenuCate(actor: Actor, id: number, input: MenuCateInput): Promise<{ id: number }> {
    const before = await this.cates.byId(id);
    if (!before) throw notFound();
    return this.deps.writes.audited(actor, async (tx, log) => {
      const after = { name: input.name, orders: input.orders, remark: input.remark ?? null };
      await new MenuCategoryRepository(tx).update(id, after);
      await log({
        action: 'update',
        entity: 'sys_menu_cate',
        entityId: id,
        before: plain(before, ['sys_menu_cate_id', 'menu_count']),
        after,
      });
      return { id };
    });
  }

  async deleteMenuCate(actor: Actor, id: number): Promise<{ deleted: boolean }> {
    const before = await this.cates.byId(id);
    if (!before) throw notFound();
    if (before.menu_count > 0) throw conflict(M.cateInUse(before.menu_count));
    await this.deps.writes.audited(actor, async (tx, log) => {
      await new MenuCategoryRepository(tx).delete(id);
      await log({
        action: 'delete',
        entity: 'sys_menu_cate',
        entityId: id,
        before: plain(before, ['menu_count']),
        after: null,
      });
    });
    return { deleted: true };
  }

  // ── modules ────────────────────────────────────────────────────────────────────────────

  async listModules(q: Paging & { name?: string | undefined }): Promise<Page<ModuleRow>> {
    const { rows, total } = await this.modules.page(q.name, q);
    return { list: rows, total };
  }

  async getModule(id: number): Promise<ModuleRow> {
    const m = await this.modules.byId(id);
    if (!m) throw notFound();
    return m;
  }

  async createModule(actor: Actor, input: ModuleInput & { sys_module_id: number }): Promise<{ id: number }> {
    if (await this.modules.byId(input.sys_module_id)) throw conflict(M.moduleIdTaken);
    return this.deps.writes.audited(actor, async (tx, log) => {
      const row = {
        sys_module_id: input.sys_module_id,
        name: input.name,
        home_route: input.home_route,
        remark: input.remark ?? null,
        orders: input.orders,
        status: input.status,
      };
      await new ModuleRepository(tx).insert(row);
      await log({
        action: 'create',
        entity: 'sys_module',
        entityId: input.sys_module_id,
        before: null,
        after: row,
      });
      return { id: input.sys_module_id };
    });
  }

  async updateModule(actor: Actor, id: number, input: ModuleInput): Promise<{ id: number }> {
    const before = await this.modules.byId(id);
    if (!before) throw notFound();
    return this.deps.writes.audited(actor, async (tx, log) => {
      const after = {
        name: input.name,
        home_route: input.home_route,
        remark: input.remark ?? null,
        orders: input.orders,
        status: input.status,
      };
      await new ModuleRepository(tx).update(id, after);
      await log({
        action: 'update',
        entity: 'sys_module',
        entityId: id,
        before: plain(before, ['sys_module_id', 'role_count', 'user_count', 'action_count']),
        after,
      });
      return { id };
    });
  }

  async deleteModule(actor: Actor, id: number): Promise<{ deleted: boolean }> {
    const before = await this.modules.byId(id);
    if (!before) throw notFound();
    if ((await this.modules.usage(id)) > 0) throw conflict(M.moduleInUse);
    await this.deps.writes.audited(actor, async (tx, log) => {
      const modules = new ModuleRepository(tx);
      const offered = await modules.actionIds(id);
      await modules.delete(id);
      await log({
        action: 'delete',
        entity: 'sys_module',
        entityId: id,
        before: { ...plain(before, ['role_count', 'user_count', 'action_count']), actions: offered },
        after: null,
      });
    });
    return { deleted: true };
  }

  async moduleActions(id: number): Promise<ModuleActions> {
    if (!(await this.modules.byId(id))) throw notFound();
    return { tree: await this.actionTree(), checked: await this.modules.actionIds(id) };
  }

  /**
   * Replaces the actions a module offers. Actions withdrawn from the module are withdrawn from every
   * role of the module too (logged with the role/action pairs).
   */
  async setModuleActions(actor: Actor, id: number, actions: number[]): Promise<ModuleActions> {
    if (!(await this.modules.byId(id))) throw notFound();
    const wanted = [...new Set(actions)].sort((a, b) => a - b);
    const known = new Set(await this.actions.existing(wanted));
    if (wanted.some((a) => !known.has(a))) throw badRequest(M.actionMissing);
    await this.deps.writes.audited(actor, async (tx, log) => {
      const modules = new ModuleRepository(tx);
      const before = await modules.actionIds(id);
      const keep = new Set(wanted);
      const withdrawn = before.filter((a) => !keep.has(a));
      await modules.setActions(id, wanted);
      const removedFromRoles = await this.roles(tx, actor).withdrawModuleActions(id, withdrawn);
      await log({
        action: 'grant',
        entity: 'sys_module_action',
        entityId: id,
        before: { actions: before },
        after: { actions: wanted, removedFromRoles },
      });
    });
    return this.moduleActions(id);
  }
}
