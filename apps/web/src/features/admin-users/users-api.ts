import {
  UserPaths as P,
  userPath,
  type AdminUser,
  type Page,
  type UserArea,
  type UserLinks,
  type UserOptions,
  type UserRoleOption,
} from '@qishu/contract';
import { api, type Query } from '../../lib/api/index.ts';

/** TanStack Query keys of the area (mutations invalidate them). */
export const UserKeys = {
  list: (area: UserArea) => ['users', area, 'list'] as const,
  roles: (area: UserArea, agentId?: number, moduleId?: number) =>
    ['users', area, 'roles', agentId, moduleId] as const,
  options: ['users', 'options'] as const,
  links: (id: number) => ['users', 'links', id] as const,
};

const paths = {
  sys: {
    list: P.sysUsers,
    one: P.sysUser,
    status: P.sysUserStatus,
    password: P.sysUserPassword,
    roles: P.sysUserRoles,
  },
  config: {
    list: P.configUsers,
    one: P.configUser,
    status: P.configUserStatus,
    password: P.configUserPassword,
    roles: P.configUserRoles,
  },
} as const;

/** The body of create and edit as the forms send it (the server ignores what an area does not take). */
export type UserSaveBody = Record<string, string | number | null | undefined>;

/** The calls of one page: /sys/users or /config/users. */
export function usersApi(area: UserArea) {
  const p = paths[area];
  return {
    list: (q: Query, signal?: AbortSignal) => api.get<Page<AdminUser>>(p.list, q, { signal }),
    roles: (q: Query, signal?: AbortSignal) => api.get<UserRoleOption[]>(p.roles, q, { signal }),
    create: (body: UserSaveBody) => api.post<{ sys_user_id: number }>(p.list, body),
    update: (id: number, body: UserSaveBody) => api.put<AdminUser>(userPath(p.one, id), body),
    setStatus: (id: number, status: number) => api.put<AdminUser>(userPath(p.status, id), { status }),
    resetPassword: (id: number, body: { password: string; passwdCheck: string }) =>
      api.put<{ ok: true }>(userPath(p.password, id), body),
    remove: (id: number) => api.del<{ ok: true }>(userPath(p.one, id)),
  };
}

/** Platform-only calls: form choices and linked accounts. */
export const sysUsersApi = {
  options: (signal?: AbortSignal) => api.get<UserOptions>(P.sysUserOptions, undefined, { signal }),
  links: (id: number, signal?: AbortSignal) =>
    api.get<UserLinks>(userPath(P.sysUserLinks, id), undefined, { signal }),
  link: (id: number, linkedId: number) =>
    api.post<UserLinks>(userPath(P.sysUserLinks, id), { linked_user_id: linkedId }),
  unlink: (id: number, linkedId: number) => api.del<UserLinks>(userPath(P.sysUserLink, id, linkedId)),
};

/** ListPage params → a query without empty fields. */
export function cleanQuery(params: Record<string, unknown>): Query {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
    else if (typeof v === 'number') out[k] = v;
  }
  return out;
}
