import { AccessCalls as C, RoleCalls, type RoleArea } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/** Calls of the back-office area 'access' (registered in an authenticated scope). */
export async function accessRoutes(app: FastifyInstance): Promise<void> {
  const roles = app.services.backoffice.access.roles;
  const catalog = app.services.backoffice.access.catalog;

  // ── roles: /sys/roles (platform) and /config/roles (organisation admin) ────────────────
  const serveRoles = (area: RoleArea, tags: string[]) => {
    const R = RoleCalls[area];
    const serve = callServer(app, tags);
    serve(R.list, (input, req) => roles.list(actorOf(req), area, input));
    serve(R.options, (input, req) => roles.options(actorOf(req), area, input.sys_module_id));
    serve(R.get, (input, req) => roles.get(actorOf(req), area, input.id));
    serve(R.create, (input, req) => roles.create(actorOf(req), area, input));
    serve(R.update, (input, req) => roles.update(actorOf(req), area, input.id, input));
    serve(R.remove, (input, req) => roles.remove(actorOf(req), area, input.id));
  };
  serveRoles('sys', ['角色管理']);
  serveRoles('config', ['机构角色管理']);

  // ── permission points ──────────────────────────────────────────────────────────────────
  const serveAction = callServer(app, ['权限点管理']);
  serveAction(C.listActions, (input) => catalog.listActions(input));
  serveAction(C.actionOptions, () => catalog.actionOptions());
  serveAction(C.getAction, (input) => catalog.getAction(input.id));
  serveAction(C.createAction, (input, req) => catalog.createAction(actorOf(req), input));
  serveAction(C.updateAction, (input, req) => catalog.updateAction(actorOf(req), input.id, input));
  serveAction(C.deleteAction, (input, req) => catalog.deleteAction(actorOf(req), input.id));

  // ── menus ──────────────────────────────────────────────────────────────────────────────
  const serveMenu = callServer(app, ['菜单管理']);
  serveMenu(C.listMenus, (input) => catalog.listMenus(input));
  serveMenu(C.menuOptions, (input) => catalog.menuOptions(input.sys_module_id));
  serveMenu(C.getMenu, (input) => catalog.getMenu(input.id));
  serveMenu(C.createMenu, (input, req) => catalog.createMenu(actorOf(req), input));
  serveMenu(C.updateMenu, (input, req) => catalog.updateMenu(actorOf(req), input.id, input));
  serveMenu(C.deleteMenu, (input, req) => catalog.deleteMenu(actorOf(req), input.id));

  // ── menu categories ────────────────────────────────────────────────────────────────────
  const serveCate = callServer(app, ['菜单分类']);
  serveCate(C.listMenuCates, (input) => catalog.listMenuCates(input));
  serveCate(C.getMenuCate, (input) => catalog.getMenuCate(input.id));
  serveCate(C.createMenuCate, (input, req) => catalog.createMenuCate(actorOf(req), input));
  serveCate(C.updateMenuCate, (input, req) => catalog.updateMenuCate(actorOf(req), input.id, input));
  serveCate(C.deleteMenuCate, (input, req) => catalog.deleteMenuCate(actorOf(req), input.id));

  // ── modules ────────────────────────────────────────────────────────────────────────────
  const serveModule = callServer(app, ['模块管理']);
  serveModule(C.listModules, (input) => catalog.listModules(input));
  serveModule(C.getModule, (input) => catalog.getModule(input.id));
  serveModule(C.createModule, (input, req) => catalog.createModule(actorOf(req), input));
  serveModule(C.updateModule, (input, req) => catalog.updateModule(actorOf(req), input.id, input));
  serveModule(C.deleteModule, (input, req) => catalog.deleteModule(actorOf(req), input.id));
  serveModule(C.moduleActions, (input) => catalog.moduleActions(input.id));
  serveModule(C.setModuleActions, (input, req) =>
    catalog.setModuleActions(actorOf(req), input.id, input.actions),
  );
}
