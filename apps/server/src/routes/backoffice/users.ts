import {
  adminUserSchema,
  configUserCreateRequest,
  configUserUpdateRequest,
  idParamSchema,
  sysUserCreateRequest,
  sysUserUpdateRequest,
  userIdResponse,
  userLinkParams,
  userLinkRequest,
  userLinksResponse,
  userListQuery,
  userOkResponse,
  userOptionsResponse,
  userPageSchema,
  UserPaths as P,
  UserPerms,
  userResetPasswordRequest,
  userRolesQuery,
  userRolesResponse,
  userStatusRequest,
  type UserArea,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';

const empty = z.object({});

/**
 * Calls of the back-office area 'users': the platform's user management (/sys/users, perms
 * sys:user:*) and the organisation admin's members (/config/users, perms config:user:*, scoped by
 * the service to the caller's organisation and module).
 */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const users = () => app.services.backoffice.users.users;

  const areas: { area: UserArea; tags: string[] }[] = [
    { area: 'sys', tags: ['用户管理'] },
    { area: 'config', tags: ['成员管理'] },
  ];

  for (const { area, tags } of areas) {
    const sys = area === 'sys';
    const perms = UserPerms[area];
    const base = sys ? P.sysUsers : P.configUsers;
    const one = sys ? P.sysUser : P.configUser;

    defineCall(app, {
      method: 'GET',
      url: base,
      summary: sys ? '用户列表（全部机构，分页）' : '本机构成员列表（分页）',
      tags,
      perm: perms.list,
      query: userListQuery,
      response: userPageSchema,
      handler: (input, req) => users().list(actorOf(req), area, input),
    });

    defineCall(app, {
      method: 'GET',
      url: sys ? P.sysUserRoles : P.configUserRoles,
      summary: sys ? '机构在某模块下可分配的角色' : '本机构可分配给成员的角色',
      tags,
      perm: perms.list,
      query: userRolesQuery,
      response: userRolesResponse,
      handler: (input, req) => users().roles(actorOf(req), area, input),
    });

    defineCall(app, {
      method: 'GET',
      url: one,
      summary: sys ? '用户详情' : '成员详情',
      tags,
      perm: perms.list,
      query: empty,
      params: idParamSchema,
      response: adminUserSchema,
      handler: (input, req) => users().get(actorOf(req), area, input.id),
    });

    defineCall(app, {
      method: 'POST',
      url: base,
      summary: sys ? '新增用户' : '新增成员',
      tags,
      perm: perms.create,
      body: sys ? sysUserCreateRequest : configUserCreateRequest,
      response: userIdResponse,
      handler: (input, req) => users().create(actorOf(req), area, input),
    });

    defineCall(app, {
      method: 'PUT',
      url: one,
      summary: sys ? '编辑用户' : '编辑成员',
      tags,
      perm: perms.update,
      body: sys ? sysUserUpdateRequest : configUserUpdateRequest,
      params: idParamSchema,
      response: adminUserSchema,
      handler: (input, req) => users().update(actorOf(req), area, input.id, input),
    });

    defineCall(app, {
      method: 'PUT',
      url: sys ? P.sysUserStatus : P.configUserStatus,
      summary: '启用或停用（停用后其会话在下次请求时失效，答 4002）',
      tags,
      perm: perms.status,
      body: userStatusRequest,
      params: idParamSchema,
      response: adminUserSchema,
      handler: (input, req) => users().setStatus(actorOf(req), area, input.id, input.status),
    });

    defineCall(app, {
      method: 'PUT',
      url: sys ? P.sysUserPassword : P.configUserPassword,
      summary: '重置密码（下次登录须修改密码，现有会话全部失效）',
      tags,
      perm: perms.resetPwd,
      body: userResetPasswordRequest,
      params: idParamSchema,
      response: userOkResponse,
      handler: (input, req) => users().resetPassword(actorOf(req), area, input.id, input.password),
    });

    defineCall(app, {
      method: 'DELETE',
      url: one,
      summary: sys ? '删除用户' : '删除成员',
      tags,
      perm: perms.delete,
      query: empty,
      params: idParamSchema,
      response: userOkResponse,
      handler: (input, req) => users().remove(actorOf(req), area, input.id),
    });
  }

  // ── platform only: form choices and linked accounts ──────────────────────────────────────
  const tags = ['用户管理'];

  defineCall(app, {
    method: 'GET',
    url: P.sysUserOptions,
    summary: '新增/编辑用户的选项：机构及其模块、模块、数据权限',
    tags,
    perm: 'sys:user:list',
    query: empty,
    response: userOptionsResponse,
    handler: () => users().options(),
  });

  defineCall(app, {
    method: 'GET',
    url: P.sysUserLinks,
    summary: '可切换账号：已关联的账号及同一手机号的其他账号',
    tags,
    perm: 'sys:user:list',
    query: empty,
    params: idParamSchema,
    response: userLinksResponse,
    handler: (input, req) => users().links(actorOf(req), input.id),
  });

  defineCall(app, {
    method: 'POST',
    url: P.sysUserLinks,
    summary: '关联可切换账号（仅限同一手机号）',
    tags,
    perm: 'sys:user:update',
    body: userLinkRequest,
    params: idParamSchema,
    response: userLinksResponse,
    handler: (input, req) => users().link(actorOf(req), input.id, input.linked_user_id),
  });

  defineCall(app, {
    method: 'DELETE',
    url: P.sysUserLink,
    summary: '取消关联可切换账号',
    tags,
    perm: 'sys:user:update',
    query: empty,
    params: userLinkParams,
    response: userLinksResponse,
    handler: (input, req) => users().unlink(actorOf(req), input.id, input.linkedId),
  });
}
