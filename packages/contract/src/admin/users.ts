import { z } from 'zod';
import { idSchema, idWith, wholeNumber } from '../whole-number.ts';
import { describeCall, noInput } from '../call.ts';
import type { Perm } from '../permissions.ts';
import { emailField, newPasswordField, phoneField, realnameField } from '../identity/fields.ts';
import { IdentityMessages as IM } from '../identity/messages.ts';
import { idParamSchema, pageOf, pageQuerySchema, searchText } from './paging.ts';

/**
 * Calls, schemas and rules of the back-office area 'users': the platform's user management
 * (/sys/users, every organisation) and the organisation admin's member page (/config/users, the
 * caller's own organisation and module). Both pages use the same rows and forms; the /config
 * requests simply have no organisation, module or data-right fields (the session decides them).
 */
export const UserPaths = {
  /** platform: GET list, POST create */
  sysUsers: '/sys/users',
  /** platform: GET one, PUT edit, DELETE */
  sysUser: '/sys/users/:id',
  sysUserStatus: '/sys/users/:id/status',
  sysUserPassword: '/sys/users/:id/password',
  /** platform: the accounts a user may switch between (usr_agent_rel) */
  sysUserLinks: '/sys/users/:id/links',
  sysUserLink: '/sys/users/:id/links/:linkedId',
  /** platform: organisations with their modules, data rights (form choices) */
  sysUserOptions: '/sys/users/options',
  /** platform: roles a user of an organisation and module may hold */
  sysUserRoles: '/sys/users/roles',
  /** organisation admin: the same, scoped to the caller's organisation and module */
  configUsers: '/config/users',
  configUser: '/config/users/:id',
  configUserStatus: '/config/users/:id/status',
  configUserPassword: '/config/users/:id/password',
  configUserRoles: '/config/users/roles',
} as const;

/** Permissions of the two pages (db/seed/data/actions.ts); /config toggles status with its update permission. */
export const UserPerms = {
  sys: {
    list: 'sys:user:list',
    create: 'sys:user:create',
    update: 'sys:user:update',
    delete: 'sys:user:delete',
    resetPwd: 'sys:user:resetPwd',
    status: 'sys:user:disable',
  },
  config: {
    list: 'config:user:list',
    create: 'config:user:create',
    update: 'config:user:update',
    delete: 'config:user:delete',
    resetPwd: 'config:user:resetPwd',
    status: 'config:user:update',
  },
} as const satisfies Record<string, Record<string, Perm>>;
export type UserArea = keyof typeof UserPerms;

export const UserLimits = {
  /** minutes a temporary account's session may last (1 minute to 30 days) */
  limitsTimeMin: 1,
  limitsTimeMax: 43_200,
} as const;

/** Texts of the area (our wording where the spec is silent). */
export const UserMessages = {
  phoneTaken: (phone: string) => `该机构下已存在手机号为 ${phone} 的用户，请勿重复添加`,
  agentRequired: '请选择所属机构',
  moduleRequired: '请选择所属模块',
  roleRequired: '请选择角色',
  moduleNotOfAgent: '该机构未开通所选模块，请重新选择',
  roleNotUsable: '所选角色不属于该模块或不能用于该机构，请重新选择',
  roleTooPowerful: '不能分配超出自身权限的角色',
  agentNotFound: '所选机构不存在或已停用',
  drightNotFound: '所选数据权限不存在',
  limitsTimeRequired: '请输入临时账号的使用时长（分钟）',
  limitsTimeRange: `使用时长需在${UserLimits.limitsTimeMin}到${UserLimits.limitsTimeMax}分钟之间`,
  notSelfDelete: '不能删除当前登录的账号',
  notSelfDisable: '不能停用当前登录的账号',
  notSelfRole: '不能修改自己的角色或模块',
  notSelfReset: '请在个人中心修改自己的密码',
  lastSuperAdmin: '至少需要保留一名启用状态的超级管理员',
  hasBusinessData: '该用户已有订单、定制需求或分组等业务数据，不能删除，请改为停用',
  linkSelf: '不能关联账号自身',
  linkDifferentPerson: '只能关联同一手机号（同一人）在其他机构的账号',
  linkExists: '该账号已关联',
  notLinked: '该账号未关联',
  statusInvalid: '状态只能是启用或停用',
} as const;

/** Empty query strings mean "no filter". */
const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  wholeNumber(z.number().int().min(0).optional()),
);
const optionalStatus = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  wholeNumber(z.number().int().min(0).max(1).optional()),
);
const flag = wholeNumber(z.number().int().min(0).max(1));

/** GET /sys/users and /config/users (the organisation and module filters only count on /sys). */
export const userListQuery = pageQuerySchema.extend({
  /** phone (username) or part of it */
  phone: searchText(20),
  realname: searchText(20),
  usr_agent_id: optionalId,
  sys_module_id: optionalId,
  status: optionalStatus,
});
export type UserListQuery = z.output<typeof userListQuery>;

export const adminUserSchema = z.object({
  sys_user_id: z.number().int(),
  usr_agent_id: z.number().int(),
  agent_name: z.string(),
  sys_module_id: z.number().int(),
  module_name: z.string(),
  sys_role_id: z.number().int().nullable(),
  role_name: z.string().nullable(),
  sys_dright_id: z.number().int().nullable(),
  dright_name: z.string().nullable(),
  /** the phone number */
  username: z.string(),
  realname: z.string(),
  email: z.string().nullable(),
  status: z.number().int(),
  after_login: z.number().int(),
  is_temporary: z.number().int(),
  limits_time: z.number().int().nullable(),
  is_api: z.number().int(),
  /** last sign-in (ISO UTC) */
  last_time: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.output<typeof adminUserSchema>;
export const userPageSchema = pageOf(adminUserSchema);

const optionalEmail = z.union([emailField, z.literal('')]).optional();

/** Temporary accounts need their minutes; permanent ones have none. */
function temporaryRule(
  v: { is_temporary?: number | undefined; limits_time?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.is_temporary === 1 && (v.limits_time === undefined || v.limits_time === null))
    ctx.addIssue({ code: 'custom', message: UserMessages.limitsTimeRequired, path: ['limits_time'] });
}

const limitsTime = z.preprocess(
  (v) => (v === '' ? null : v),
  wholeNumber(
    z
      .number({ error: UserMessages.limitsTimeRange })
      .int(UserMessages.limitsTimeRange)
      .min(UserLimits.limitsTimeMin, UserMessages.limitsTimeRange)
      .max(UserLimits.limitsTimeMax, UserMessages.limitsTimeRange)
      .nullable()
      .optional(),
  ),
);

const roleId = idWith(UserMessages.roleRequired);

/** Fields both create forms share. */
const memberFields = {
  username: phoneField,
  realname: realnameField,
  email: optionalEmail,
  password: newPasswordField,
  sys_role_id: roleId,
  after_login: flag.default(1),
  is_temporary: flag.default(0),
  limits_time: limitsTime,
};

/** POST /config/users: organisation and module are the caller's. */
export const configUserCreateRequest = z.object(memberFields).superRefine(temporaryRule);
export type ConfigUserCreateRequest = z.input<typeof configUserCreateRequest>;

/** POST /sys/users */
export const sysUserCreateRequest = z
  .object({
    ...memberFields,
    usr_agent_id: idWith(UserMessages.agentRequired),
    sys_module_id: wholeNumber(
      z.number({ error: UserMessages.moduleRequired }).int().min(0, UserMessages.moduleRequired),
    ),
    sys_dright_id: idSchema.nullable().optional(),
  })
  .superRefine(temporaryRule);
export type SysUserCreateRequest = z.input<typeof sysUserCreateRequest>;

/** Editable fields (the phone and the organisation never change; create another account instead). */
const editFields = {
  realname: realnameField,
  email: optionalEmail,
  sys_role_id: roleId,
  is_temporary: flag.default(0),
  limits_time: limitsTime,
};

/** PUT /config/users/{id} */
export const configUserUpdateRequest = z.object(editFields).superRefine(temporaryRule);
export type ConfigUserUpdateRequest = z.input<typeof configUserUpdateRequest>;

/** PUT /sys/users/{id} */
export const sysUserUpdateRequest = z
  .object({
    ...editFields,
    sys_module_id: wholeNumber(
      z.number({ error: UserMessages.moduleRequired }).int().min(0, UserMessages.moduleRequired),
    ),
    sys_dright_id: idSchema.nullable().optional(),
  })
  .superRefine(temporaryRule);
export type SysUserUpdateRequest = z.input<typeof sysUserUpdateRequest>;

/** PUT …/{id}/status: 1 enable, 0 disable. */
export const userStatusRequest = z.object({
  status: wholeNumber(
    z
      .number({ error: UserMessages.statusInvalid })
      .int()
      .min(0, UserMessages.statusInvalid)
      .max(1, UserMessages.statusInvalid),
  ),
});

/** PUT …/{id}/password: the admin types the new password twice; the user must change it at next sign-in. */
export const userResetPasswordRequest = z
  .object({
    password: newPasswordField,
    passwdCheck: z.string({ error: IM.confirmRequired }).min(1, IM.confirmRequired),
  })
  .refine((v) => v.password === v.passwdCheck, { message: IM.confirmMismatch, path: ['passwdCheck'] });
export type UserResetPasswordRequest = z.input<typeof userResetPasswordRequest>;

/** GET …/roles: roles a user of the organisation and module may hold (on /config both are the caller's). */
export const userRolesQuery = z.object({
  usr_agent_id: optionalId,
  sys_module_id: optionalId,
});
export const userRoleOptionSchema = z.object({
  sys_role_id: z.number().int(),
  role_name: z.string(),
  /** true for a platform role every organisation of the module may use */
  platform: z.boolean(),
});
export type UserRoleOption = z.output<typeof userRoleOptionSchema>;
export const userRolesResponse = z.array(userRoleOptionSchema);

/** GET /sys/users/options: what the platform form chooses from. */
export const userOptionsResponse = z.object({
  agents: z.array(
    z.object({
      usr_agent_id: z.number().int(),
      name: z.string(),
      status: z.number().int(),
      /** modules the organisation has (usr_agent_module) */
      modules: z.array(z.number().int()),
    }),
  ),
  modules: z.array(z.object({ sys_module_id: z.number().int(), name: z.string() })),
  drights: z.array(z.object({ sys_dright_id: z.number().int(), name: z.string() })),
});
export type UserOptions = z.output<typeof userOptionsResponse>;

export const linkedAccountSchema = z.object({
  sys_user_id: z.number().int(),
  usr_agent_id: z.number().int(),
  agent_name: z.string(),
  sys_module_id: z.number().int(),
  module_name: z.string(),
  realname: z.string(),
  status: z.number().int(),
});
export type LinkedAccount = z.output<typeof linkedAccountSchema>;

/** GET /sys/users/{id}/links: linked accounts, and the same person's accounts that could be linked. */
export const userLinksResponse = z.object({
  linked: z.array(linkedAccountSchema),
  candidates: z.array(linkedAccountSchema),
});
export type UserLinks = z.output<typeof userLinksResponse>;

export const userLinkRequest = z.object({ linked_user_id: idSchema });
export const userLinkParams = z.object({
  id: idSchema,
  linkedId: idSchema,
});

export const userIdResponse = z.object({ sys_user_id: z.number().int() });
export const userOkResponse = z.object({ ok: z.literal(true) });

// ── the calls ─────────────────────────────────────────────────────────────────────────────

/**
 * The calls of one page, /sys/users or /config/users: the same shapes under the area's paths and
 * permissions; only the create and edit bodies differ.
 */
function userAreaCalls<C extends z.ZodType, U extends z.ZodType>(
  area: UserArea,
  bodies: { create: C; update: U },
) {
  const sys = area === 'sys';
  const perms = UserPerms[area];
  const base = sys ? UserPaths.sysUsers : UserPaths.configUsers;
  const one = sys ? UserPaths.sysUser : UserPaths.configUser;
  return {
    list: describeCall({
      method: 'GET',
      path: base,
      summary: sys ? '用户列表（全部机构，分页）' : '本机构成员列表（分页）',
      input: userListQuery,
      output: userPageSchema,
      perm: perms.list,
    }),
    roles: describeCall({
      method: 'GET',
      path: sys ? UserPaths.sysUserRoles : UserPaths.configUserRoles,
      summary: sys ? '机构在某模块下可分配的角色' : '本机构可分配给成员的角色',
      input: userRolesQuery,
      output: userRolesResponse,
      perm: perms.list,
    }),
    get: describeCall({
      method: 'GET',
      path: one,
      summary: sys ? '用户详情' : '成员详情',
      input: noInput,
      params: idParamSchema,
      output: adminUserSchema,
      perm: perms.list,
    }),
    create: describeCall({
      method: 'POST',
      path: base,
      summary: sys ? '新增用户' : '新增成员',
      input: bodies.create,
      output: userIdResponse,
      perm: perms.create,
    }),
    update: describeCall({
      method: 'PUT',
      path: one,
      summary: sys ? '编辑用户' : '编辑成员',
      input: bodies.update,
      params: idParamSchema,
      output: adminUserSchema,
      perm: perms.update,
    }),
    setStatus: describeCall({
      method: 'PUT',
      path: sys ? UserPaths.sysUserStatus : UserPaths.configUserStatus,
      summary: '启用或停用（停用后其会话在下次请求时失效，答 4002）',
      input: userStatusRequest,
      params: idParamSchema,
      output: adminUserSchema,
      perm: perms.status,
    }),
    resetPassword: describeCall({
      method: 'PUT',
      path: sys ? UserPaths.sysUserPassword : UserPaths.configUserPassword,
      summary: '重置密码（下次登录须修改密码，现有会话全部失效）',
      input: userResetPasswordRequest,
      params: idParamSchema,
      output: userOkResponse,
      perm: perms.resetPwd,
    }),
    remove: describeCall({
      method: 'DELETE',
      path: one,
      summary: sys ? '删除用户' : '删除成员',
      input: noInput,
      params: idParamSchema,
      output: userOkResponse,
      perm: perms.delete,
    }),
  };
}

/** The calls of the area: each page's (`sys`, `config`), then the platform's own. */
export const UserCalls = {
  sys: userAreaCalls('sys', { create: sysUserCreateRequest, update: sysUserUpdateRequest }),
  config: userAreaCalls('config', { create: configUserCreateRequest, update: configUserUpdateRequest }),
  /** platform only: the form's choices */
  options: describeCall({
    method: 'GET',
    path: UserPaths.sysUserOptions,
    summary: '新增/编辑用户的选项：机构及其模块、模块、数据权限',
    input: noInput,
    output: userOptionsResponse,
    perm: 'sys:user:list',
  }),
  /** platform only: linked accounts */
  links: describeCall({
    method: 'GET',
    path: UserPaths.sysUserLinks,
    summary: '可切换账号：已关联的账号及同一手机号的其他账号',
    input: noInput,
    params: idParamSchema,
    output: userLinksResponse,
    perm: 'sys:user:list',
  }),
  link: describeCall({
    method: 'POST',
    path: UserPaths.sysUserLinks,
    summary: '关联可切换账号（仅限同一手机号）',
    input: userLinkRequest,
    params: idParamSchema,
    output: userLinksResponse,
    perm: 'sys:user:update',
  }),
  unlink: describeCall({
    method: 'DELETE',
    path: UserPaths.sysUserLink,
    summary: '取消关联可切换账号',
    input: noInput,
    params: userLinkParams,
    output: userLinksResponse,
    perm: 'sys:user:update',
  }),
};
