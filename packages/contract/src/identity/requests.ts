/** The identity calls' request schemas (calls.ts describes the calls with them). */
import { z } from 'zod';
import { idSchema, wholeNumber } from '../whole-number.ts';
import {
  emailField,
  loginPasswordField,
  newPasswordField,
  phoneField,
  phoneFieldWith,
  realnameField,
  smsCodeField,
} from './fields.ts';
import { IdentityMessages as M } from './messages.ts';

const id = idSchema;

/** Where the user signs in; the server answers the landing route for it. */
export const loginEntrySchema = z.enum(['workspace', 'shop', 'link']).default('workspace');

/** POST /api/admin/base/userLogin */
export const userLoginRequest = z.object({
  username: phoneFieldWith(M.loginPhoneRequired),
  password: loginPasswordField,
  entry: loginEntrySchema,
  /** the host the user signed in on (domain accounts) */
  domain_url: z.string().max(200).optional(),
});

/** POST /api/admin/base/mobileCode — `from: 1` asks for a registration code (the phone must be new). */
export const mobileCodeRequest = z.object({
  phone: phoneFieldWith(M.codePhoneEmpty),
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
