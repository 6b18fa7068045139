import { z } from 'zod';
import { menuNodeSchema, quickLinkSchema, userInfoSchema } from './user-info.ts';

/** Identity texts added with the server of issue 3 (same voice as IdentityMessages). */
export const IdentityExtraMessages = {
  linkInvalid: '登录链接无效或已过期，请重新获取',
  smsSendFailed: '验证码发送失败，请稍后再试',
} as const;

/** Calls added with the server of issue 3, under /api. */
export const IdentityExtraPaths = {
  /** admin only: issue a one-time sign-in link token for a user */
  createLoginLink: '/admin/Users/createLoginLink',
} as const;

/** POST /api/admin/Users/createLoginLink */
export const createLoginLinkRequest = z.object({
  sys_user_id: z.coerce.number().int().positive(),
  /** how long the token stays valid */
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** 'user' for preLogin/login, 'agent' for Agent/loginCheck and loginAction */
  kind: z.enum(['user', 'agent']).default('user'),
});
export const createLoginLinkResponse = z.object({
  token: z.string(),
  kind: z.enum(['user', 'agent']),
  expires_at: z.string(),
});

/** preLogin / Agent/loginCheck: the link is good (nothing consumed). */
export const linkCheckResponse = z.object({ valid: z.literal(true), realname: z.string() });

/** mobileCode answer. */
export const mobileCodeResponse = z.object({
  sent: z.literal(true),
  /** minutes the code stays valid */
  ttl_minutes: z.number().int(),
  /** seconds until the next code may be asked for */
  resend_seconds: z.number().int(),
});

export const existsResponse = z.object({ exists: z.boolean() });
export const validResponse = z.object({ valid: z.boolean() });
export const okResponse = z.object({ ok: z.literal(true) });
export const revisePassResponse = z.object({ updated: z.number().int() });
export const upAfterLoginResponse = z.object({ ok: z.literal(true), landing: z.string() });
export const avatarResponse = z.object({ headimgurl: z.string() });

/** checkLogin: the route guard's session check. */
export const sessionCheckResponse = z.object({
  userInfo: userInfoSchema,
  menuList: z.array(menuNodeSchema),
  quickList: z.array(quickLinkSchema),
});
