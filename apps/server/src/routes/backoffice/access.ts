import {
  AccessPaths as P,
  accessDeletedSchema,
  accessSavedSchema,
  actionListQuery,
  actionOptionsSchema,
  actionPageSchema,
  actionRowSchema,
  actionSaveRequest,
  configRoleSaveRequest,
  idParamSchema,
  menuCateListQuery,
  menuCatePageSchema,
  menuCateRowSchema,
  menuCateSaveRequest,
  menuListQuery,
  menuOptionsQuery,
  menuOptionsSchema,
  menuPageSchema,
  menuRowSchema,
  menuSaveRequest,
  moduleActionsRequest,
  moduleActionsSchema,
  moduleCreateRequest,
  moduleListQuery,
  modulePageSchema,
  moduleRowSchema,
  moduleUpdateRequest,
  roleDetailSchema,
  roleListQuery,
  roleOptionsQuery,
  roleOptionsSchema,
  rolePageSchema,
  roleSaveRequest,
  type Perm,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';
import type { RoleArea } from '../../services/backoffice/access/role-service.ts';

/** Module ids start at 0 (the platform back-office), so `{id}` of /sys/modules allows 0. */
const moduleIdParam = z.object({ id: z.coerce.number().int().min(0).max(9999) });
const empty = z.object({});

/** Calls of the back-office area 'access' (registered in an authenticated scope). */
export async function accessRoutes(app: FastifyInstance): Promise<void> {
  const roles = app.services.backoffice.access.roles;
  const catalog = app.services.backoffice.access.catalog;

  // ── roles: /sys/roles (platform) and /config/roles (organisation admin) ────────────────
  const roleCalls = (area: RoleArea, tags: string[]) => {
    const base = area === 'sys' ? P.roles : P.configRoles;
    const one = area === 'sys' ? P.role : P.configRole;
    const options = area === 'sys' ? P.roleOptions : P.configRoleOptions;
    const perm = (action: 'list' | 'create' | 'update' | 'delete'): Perm => `${area}:role:${action}`;
    defineCall(app, {
      method: 'GET',
      url: base,
      summary:
        area === 'sys' ? '角色列表（按模块、名称、状态筛选）' : '本机构角色列表（含平台预置角色，只读）',
      tags,
      perm: perm('list'),
      query: roleListQuery,
      response: rolePageSchema,
      handler: (input, req) => roles.list(actorOf(req), area, input),
    });
    defineCall(app, {
      method: 'GET',
      url: options,
      summary:
        area === 'sys'
          ? '角色编辑器的模块、权限点树与菜单树'
          : '本机构可授予的权限点树与菜单树（不超过自身角色）',
      tags,
      perm: perm('list'),
      query: roleOptionsQuery,
      response: roleOptionsSchema,
      handler: (input, req) => roles.options(actorOf(req), area, input.sys_module_id),
    });
    defineCall(app, {
      method: 'GET',
      url: one,
      summary: '角色详情（含已授予的权限点与菜单）',
      tags,
      perm: perm('list'),
      query: empty,
      params: idParamSchema,
      response: roleDetailSchema,
      handler: (input, req) => roles.get(actorOf(req), area, input.id),
    });
    defineCall(app, {
      method: 'POST',
      url: base,
      summary: '新增角色（actions、menus 为授予的权限点与菜单）',
      tags,
      perm: perm('create'),
      body: area === 'sys' ? roleSaveRequest : configRoleSaveRequest,
      response: accessSavedSchema,
      handler: (input, req) => roles.create(actorOf(req), area, input),
    });
    defineCall(app, {
      method: 'PUT',
      url: one,
      summary: '编辑角色：字段与授权增量（actions/menus 新增，actionsDels/menusDels 移除），一次事务',
      tags,
      perm: perm('update'),
      body: area === 'sys' ? roleSaveRequest : configRoleSaveRequest,
      params: idParamSchema,
      response: accessSavedSchema,
      handler: (input, req) => roles.update(actorOf(req), area, input.id, input),
    });
    defineCall(app, {
      method: 'DELETE',
      url: one,
      summary: '删除角色（仍有用户使用时拒绝）',
      tags,
      perm: perm('delete'),
      query: empty,
      params: idParamSchema,
      response: accessDeletedSchema,
      handler: (input, req) => roles.remove(actorOf(req), area, input.id),
    });
  };
  roleCalls('sys', ['角色管理']);
  roleCalls('config', ['机构角色管理']);

  // ── permission points ──────────────────────────────────────────────────────────────────
  const actionTags = ['权限点管理'];
  defineCall(app, {
    method: 'GET',
    url: P.actions,
    summary: '权限点树（按顶层分组分页）',
    tags: actionTags,
    perm: 'sys:action:list',
    query: actionListQuery,
    response: actionPageSchema,
    handler: (input) => catalog.listActions(input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.actionOptions,
    summary: '权限点编辑所需的模块与上级节点树',
    tags: actionTags,
    perm: 'sys:action:list',
    query: empty,
    response: actionOptionsSchema,
    handler: () => catalog.actionOptions(),
  });
  defineCall(app, {
    method: 'GET',
    url: P.action,
    summary: '权限点详情',
    tags: actionTags,
    perm: 'sys:action:list',
    query: empty,
    params: idParamSchema,
    response: actionRowSchema,
    handler: (input) => catalog.getAction(input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.actions,
    summary: '新增权限点或分组（权限标识唯一）',
    tags: actionTags,
    perm: 'sys:action:create',
    body: actionSaveRequest,
    response: accessSavedSchema,
    handler: (input, req) => catalog.createAction(actorOf(req), input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.action,
    summary: '编辑权限点',
    tags: actionTags,
    perm: 'sys:action:update',
    body: actionSaveRequest,
    params: idParamSchema,
    response: accessSavedSchema,
    handler: (input, req) => catalog.updateAction(actorOf(req), input.id, input),
  });
  defineCall(app, {
    method: 'DELETE',
    url: P.action,
    summary: '删除权限点（已有角色拥有或含下级时拒绝）',
    tags: actionTags,
    perm: 'sys:action:delete',
    query: empty,
    params: idParamSchema,
    response: accessDeletedSchema,
    handler: (input, req) => catalog.deleteAction(actorOf(req), input.id),
  });

  // ── menus ──────────────────────────────────────────────────────────────────────────────
  const menuTags = ['菜单管理'];
  defineCall(app, {
    method: 'GET',
    url: P.menus,
    summary: '菜单树（按模块，按顶层菜单分页）',
    tags: menuTags,
    perm: 'sys:menu:list',
    query: menuListQuery,
    response: menuPageSchema,
    handler: (input) => catalog.listMenus(input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.menuOptions,
    summary: '菜单编辑所需的模块、菜单分类与上级菜单树',
    tags: menuTags,
    perm: 'sys:menu:list',
    query: menuOptionsQuery,
    response: menuOptionsSchema,
    handler: (input) => catalog.menuOptions(input.sys_module_id),
  });
  defineCall(app, {
    method: 'GET',
    url: P.menu,
    summary: '菜单详情',
    tags: menuTags,
    perm: 'sys:menu:list',
    query: empty,
    params: idParamSchema,
    response: menuRowSchema,
    handler: (input) => catalog.getMenu(input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.menus,
    summary: '新增菜单',
    tags: menuTags,
    perm: 'sys:menu:create',
    body: menuSaveRequest,
    response: accessSavedSchema,
    handler: (input, req) => catalog.createMenu(actorOf(req), input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.menu,
    summary: '编辑菜单',
    tags: menuTags,
    perm: 'sys:menu:update',
    body: menuSaveRequest,
    params: idParamSchema,
    response: accessSavedSchema,
    handler: (input, req) => catalog.updateMenu(actorOf(req), input.id, input),
  });
  defineCall(app, {
    method: 'DELETE',
    url: P.menu,
    summary: '删除菜单（含子菜单时拒绝）',
    tags: menuTags,
    perm: 'sys:menu:delete',
    query: empty,
    params: idParamSchema,
    response: accessDeletedSchema,
    handler: (input, req) => catalog.deleteMenu(actorOf(req), input.id),
  });

  // ── menu categories ────────────────────────────────────────────────────────────────────
  const cateTags = ['菜单分类'];
  defineCall(app, {
    method: 'GET',
    url: P.menuCates,
    summary: '菜单分类列表',
    tags: cateTags,
    perm: 'sys:menuCate:list',
    query: menuCateListQuery,
    response: menuCatePageSchema,
    handler: (input) => catalog.listMenuCates(input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.menuCate,
    summary: '菜单分类详情',
    tags: cateTags,
    perm: 'sys:menuCate:list',
    query: empty,
    params: idParamSchema,
    response: menuCateRowSchema,
    handler: (input) => catalog.getMenuCate(input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.menuCates,
    summary: '新增菜单分类',
    tags: cateTags,
    perm: 'sys:menuCate:create',
    body: menuCateSaveRequest,
    response: accessSavedSchema,
    handler: (input, req) => catalog.createMenuCate(actorOf(req), input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.menuCate,
    summary: '编辑菜单分类',
    tags: cateTags,
    perm: 'sys:menuCate:update',
    body: menuCateSaveRequest,
    params: idParamSchema,
    response: accessSavedSchema,
    handler: (input, req) => catalog.updateMenuCate(actorOf(req), input.id, input),
  });
  defineCall(app, {
    method: 'DELETE',
    url: P.menuCate,
    summary: '删除菜单分类（仍有菜单使用时拒绝）',
    tags: cateTags,
    perm: 'sys:menuCate:delete',
    query: empty,
    params: idParamSchema,
    response: accessDeletedSchema,
    handler: (input, req) => catalog.deleteMenuCate(actorOf(req), input.id),
  });

  // ── modules ────────────────────────────────────────────────────────────────────────────
  const moduleTags = ['模块管理'];
  defineCall(app, {
    method: 'GET',
    url: P.modules,
    summary: '模块列表',
    tags: moduleTags,
    perm: 'sys:module:list',
    query: moduleListQuery,
    response: modulePageSchema,
    handler: (input) => catalog.listModules(input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.module,
    summary: '模块详情',
    tags: moduleTags,
    perm: 'sys:module:list',
    query: empty,
    params: moduleIdParam,
    response: moduleRowSchema,
    handler: (input) => catalog.getModule(input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.modules,
    summary: '新增模块（模块编号决定工作台）',
    tags: moduleTags,
    perm: 'sys:module:create',
    body: moduleCreateRequest,
    response: accessSavedSchema,
    handler: (input, req) => catalog.createModule(actorOf(req), input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.module,
    summary: '编辑模块',
    tags: moduleTags,
    perm: 'sys:module:update',
    body: moduleUpdateRequest,
    params: moduleIdParam,
    response: accessSavedSchema,
    handler: (input, req) => catalog.updateModule(actorOf(req), input.id, input),
  });
  defineCall(app, {
    method: 'DELETE',
    url: P.module,
    summary: '删除模块（仍被使用时拒绝）',
    tags: moduleTags,
    perm: 'sys:module:delete',
    query: empty,
    params: moduleIdParam,
    response: accessDeletedSchema,
    handler: (input, req) => catalog.deleteModule(actorOf(req), input.id),
  });
  defineCall(app, {
    method: 'GET',
    url: P.moduleActions,
    summary: '模块提供的权限点（全部权限点树 + 已选）',
    tags: moduleTags,
    perm: 'sys:module:list',
    query: empty,
    params: moduleIdParam,
    response: moduleActionsSchema,
    handler: (input) => catalog.moduleActions(input.id),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.moduleActions,
    summary: '替换模块提供的权限点；撤下的权限点同时从该模块的角色中移除',
    tags: moduleTags,
    perm: 'sys:module:grant',
    body: moduleActionsRequest,
    params: moduleIdParam,
    response: moduleActionsSchema,
    handler: (input, req) => catalog.setModuleActions(actorOf(req), input.id, input.actions),
  });
}
