import { z } from 'zod';
import { idSchema, wholeNumber } from '../whole-number.ts';
import { describeCall, noBody } from '../call.ts';
import {
  emailField,
  loginPasswordField,
  newPasswordField,
  phoneField,
  realnameField,
  smsCodeField,
} from './fields.ts';
import { IdentityMessages as M } from './messages.ts';
import { IdentityPaths as P } from './paths.ts';
import {
  createLoginLinkResponse,
  existsResponse,
  linkCheckResponse,
  mobileCodeResponse,
  okResponse,
  revisePassResponse,
  sessionCheckResponse,
  upAfterLoginResponse,
  validResponse,
} from './responses.ts';
import { loginResponseSchema, userInfoSchema } from './user-info.ts';

const id = idSchema;
/** Where the user signs in; the server answers the landing route for it. */
export const loginEntrySchema = z.enum(['workspace', 'shop', 'link']).default('workspace');

/** POST /api/admin/base/userLogin */
export const userLoginRequest = z.object({
  username: z
    .string({ error: M.loginPhoneRequired })
    .trim()
    .min(1, M.loginPhoneRequired)
    .regex(/^1[2-9]\d{9}$/, M.phoneInvalid),
  password: loginPasswordField,
  entry: loginEntrySchema,
  /** the host the user signed in on (domain accounts) */
  domain_url: z.string().max(200).optional(),
});

/** POST /api/admin/base/mobileCode — `from: 1` asks for a registration code (the phone must be new). */
export const mobileCodeRequest = z.object({
  phone: z
    .string({ error: M.codePhoneEmpty })
    .trim()
    .min(1, M.codePhoneEmpty)
    .regex(/^1[2-9]\d{9}$/, M.phoneInvalid),
  from: wholeNumber(z.number().int().min(0).max(1).optional()),
});

/** POST /api/admin/base/regUser */
export const regUserRequest = z.object({
  username: phoneField,
  code: smsCodeField,
  password: newPasswordField,
});

/** POST /api/admin/base/revisePass (type forgetPassword); the reset dialog sends the phone as username. */
export const revisePassRequest = z
  .object({
    phone: phoneField.optional(),
    username: phoneField.optional(),
    code: z.string({ error: M.forgotCodeRequired }).trim().min(1, M.forgotCodeRequired),
    password: newPasswordField,
    passwdCheck: z.string({ error: M.confirmRequired }).min(1, M.confirmRequired),
    type: z.literal('forgetPassword').optional(),
  })
  .refine((v) => v.phone ?? v.username, { message: M.phoneRequired, path: ['phone'] })
  .refine((v) => v.password === v.passwdCheck, { message: M.confirmMismatch, path: ['passwdCheck'] });

/** POST /api/admin/base/checkAccount */
export const checkAccountRequest = z.object({ username: phoneField });

/** POST /api/admin/base/preLogin and /login — login by link: username + token (orign: where from). */
export const linkLoginRequest = z.object({
  username: phoneField,
  token: z.string().min(16).max(200),
  orign: z.string().max(200).optional(),
});

/** POST /api/api/Agent/loginAction (and loginCheck) */
export const agentLoginRequest = z.object({
  username: phoneField,
  agent_token: z.string().min(8).max(200),
  login_token: z.string().min(16).max(200),
});

/** POST /api/sys/Users/getUserInfo */
export const getUserInfoRequest = z.object({ sys_user_id: id });

/** POST /api/sys/Users/editUserInfo */
export const editUserInfoRequest = z.object({
  sys_user_id: id,
  realname: realnameField,
  email: z.union([emailField, z.literal('')]).optional(),
});

/** POST /api/sys/Users/editPass — change password with an SMS code (personal centre). */
export const editPassRequest = z
  .object({
    sys_user_id: id,
    username: phoneField.optional(),
    code: smsCodeField,
    password: newPasswordField,
    next_password: z.string({ error: M.confirmRequired }).min(1, M.confirmRequired),
  })
  .refine((v) => v.password === v.next_password, { message: M.confirmMismatch, path: ['next_password'] });

/** POST /api/admin/Users/upAfterLogin — the forced change after login (old password, new, confirm). */
export const upAfterLoginRequest = z
  .object({
    old_password: loginPasswordField,
    password: newPasswordField,
    passwdCheck: z.string().min(1, M.confirmRequired),
  })
  .refine((v) => v.password === v.passwdCheck, { message: M.confirmMismatch, path: ['passwdCheck'] });

/** POST /api/admin/Users/checkUserPassword — unlock the lock screen. */
export const checkUserPasswordRequest = z.object({ password: loginPasswordField });

/** POST /api/sys/Usragentrel/multiUser — type 3 lists switchable accounts, type 2 switches. */
export const multiUserRequest = z.object({
  type: wholeNumber(z.number().pipe(z.union([z.literal(2), z.literal(3)]))),
  sys_user_id: id,
  usr_agent_id: id,
  sys_module_id: wholeNumber(z.number().int().min(0).optional()),
  domain_url: z.string().max(200).optional(),
});

export const switchableAccountSchema = z.object({
  sys_user_id: z.number().int(),
  usr_agent_id: z.number().int(),
  agent_name: z.string(),
  sys_module_id: z.number().int(),
  realname: z.string(),
  current: z.boolean(),
});
export type SwitchableAccount = z.infer<typeof switchableAccountSchema>;

/** POST /api/sys/users/updateUserPower — a temporary user leaves: release the temporary power. */
export const updateUserPowerRequest = z.object({
  usr_agent_id: id,
  sys_module_id: wholeNumber(z.number().int().min(0)),
});

/** POST /api/api/ShopProduct/getemailInfo and /api/admin/base/getemailInfo */
export const emailCheckRequest = z.object({ email: z.string().max(200) });

/** POST /api/admin/Users/createLoginLink */
export const createLoginLinkRequest = z.object({
  sys_user_id: idSchema,
  /** how long the token stays valid */
  minutes: wholeNumber(
    z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(30),
  ),
  /** 'user' for preLogin/login, 'agent' for Agent/loginCheck and loginAction */
  kind: z.enum(['user', 'agent']).default('user'),
});

/** The identity calls (the avatar upload is multipart and stays outside). */
export const IdentityCalls = {
  // public
  userLogin: describeCall({
    method: 'POST',
    path: P.userLogin,
    summary: '手机号 + 密码登录（entry 决定落地页）',
    input: userLoginRequest,
    output: loginResponseSchema,
  }),
  preLogin: describeCall({
    method: 'POST',
    path: P.preLogin,
    summary: '链接登录第一步：只检查 username + token',
    input: linkLoginRequest,
    output: linkCheckResponse,
  }),
  login: describeCall({
    method: 'POST',
    path: P.login,
    summary: '链接登录：消耗一次性 token 并登录',
    input: linkLoginRequest,
    output: loginResponseSchema,
  }),
  agentLoginCheck: describeCall({
    method: 'POST',
    path: P.agentLoginCheck,
    summary: '机构链接登录检查（agent_token + 一次性 login_token）',
    input: agentLoginRequest,
    output: linkCheckResponse,
  }),
  agentLoginAction: describeCall({
    method: 'POST',
    path: P.agentLoginAction,
    summary: '机构链接登录',
    input: agentLoginRequest,
    output: loginResponseSchema,
  }),
  mobileCode: describeCall({
    method: 'POST',
    path: P.mobileCode,
    summary: '发送短信验证码（from=1 注册）',
    input: mobileCodeRequest,
    output: mobileCodeResponse,
  }),
  regUser: describeCall({
    method: 'POST',
    path: P.regUser,
    summary: '商城注册（手机号 + 验证码 + 密码），注册后即登录',
    input: regUserRequest,
    output: loginResponseSchema,
  }),
  revisePass: describeCall({
    method: 'POST',
    path: P.revisePass,
    summary: '忘记密码：短信验证码重设该手机号所有账号的密码',
    input: revisePassRequest,
    output: revisePassResponse,
  }),
  checkAccount: describeCall({
    method: 'POST',
    path: P.checkAccount,
    summary: '手机号是否已有账号',
    input: checkAccountRequest,
    output: existsResponse,
  }),
  emailCheck: describeCall({
    method: 'POST',
    path: P.emailCheck,
    summary: '邮箱格式校验',
    input: emailCheckRequest,
    output: validResponse,
  }),
  shopEmailCheck: describeCall({
    method: 'POST',
    path: P.shopEmailCheck,
    summary: '邮箱格式校验',
    input: emailCheckRequest,
    output: validResponse,
  }),
  logout: describeCall({
    method: 'POST',
    path: P.logout,
    summary: '退出登录（服务端作废会话；无会话也成功）',
    input: noBody,
    output: okResponse,
  }),

  // with a session
  checkLogin: describeCall({
    method: 'POST',
    path: P.checkLogin,
    summary: '会话检查（路由守卫）：userInfo + 菜单',
    input: noBody,
    output: sessionCheckResponse,
  }),
  getUserInfo: describeCall({
    method: 'POST',
    path: P.getUserInfo,
    summary: '个人资料',
    input: getUserInfoRequest,
    output: userInfoSchema,
  }),
  editUserInfo: describeCall({
    method: 'POST',
    path: P.editUserInfo,
    summary: '修改个人资料（用户名、邮箱；手机号只读）',
    input: editUserInfoRequest,
    output: userInfoSchema,
  }),
  editPass: describeCall({
    method: 'POST',
    path: P.editPass,
    summary: '修改密码（本人手机验证码）',
    input: editPassRequest,
    output: okResponse,
  }),
  checkUserPassword: describeCall({
    method: 'POST',
    path: P.checkUserPassword,
    summary: '锁屏解锁：校验当前密码',
    input: checkUserPasswordRequest,
    output: okResponse,
  }),
  upAfterLogin: describeCall({
    method: 'POST',
    path: P.upAfterLogin,
    summary: '首次登录强制修改密码',
    input: upAfterLoginRequest,
    output: upAfterLoginResponse,
  }),
  updateUserPower: describeCall({
    method: 'POST',
    path: P.updateUserPower,
    summary: '临时用户离开：释放临时权限（作废临时会话）',
    input: updateUserPowerRequest,
    output: okResponse,
  }),
  /** type 3 answers the switchable accounts, type 2 a sign-in to the chosen one */
  multiUser: describeCall({
    method: 'POST',
    path: P.multiUser,
    summary: '多账号：type 3 列出可切换账号，type 2 切换',
    input: multiUserRequest,
    output: z.union([z.array(switchableAccountSchema), loginResponseSchema]),
  }),
  createLoginLink: describeCall({
    method: 'POST',
    path: P.createLoginLink,
    summary: '管理员：生成一次性登录链接 token',
    input: createLoginLinkRequest,
    output: createLoginLinkResponse,
  }),
};
