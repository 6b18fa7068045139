import { z } from 'zod';
import { menuNodeSchema, quickLinkSchema, userInfoSchema } from './user-info.ts';

/** Answers of the identity calls (sign-ins answer `loginResponseSchema`, in user-info.ts). */

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

/** createLoginLink: the one-time token and when it expires. */
export const createLoginLinkResponse = z.object({
  token: z.string(),
  kind: z.enum(['user', 'agent']),
  expires_at: z.string(),
});

/** checkLogin: the route guard's session check. */
export const sessionCheckResponse = z.object({
  userInfo: userInfoSchema,
  menuList: z.array(menuNodeSchema),
  quickList: z.array(quickLinkSchema),
});
