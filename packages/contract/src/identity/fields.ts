import { z } from 'zod';
import { IdentityLimits } from './limits.ts';
import { IdentityMessages as M } from './messages.ts';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns.ts';

export { EMAIL_PATTERN, PHONE_PATTERN } from './patterns.ts';

/** An 11-digit mainland mobile number; `required` is what an empty or missing one is told. */
export const phoneFieldWith = (required: string) =>
  z.string({ error: required }).trim().min(1, required).regex(PHONE_PATTERN, M.phoneInvalid);

export const phoneField = phoneFieldWith(M.phoneRequired);

/** Any password a user types to sign in (length is not checked: old passwords may be shorter). */
export const loginPasswordField = z
  .string({ error: M.loginPasswordRequired })
  .min(1, M.loginPasswordRequired)
  .max(100, M.wrongCredentials);

/** A password being set: 8–20 characters, enforced on the server for every password-setting call. */
export const newPasswordField = z
  .string({ error: M.newPasswordRequired })
  .min(1, M.newPasswordRequired)
  .min(IdentityLimits.passwordMin, M.passwordLength)
  .max(IdentityLimits.passwordMax, M.passwordLength);

export const smsCodeField = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, M.codeRequired)
  .regex(/^\d{4,8}$/, M.codeWrong);

export const realnameField = z
  .string({ error: M.realnameRequired })
  .trim()
  .min(1, M.realnameRequired)
  .max(IdentityLimits.realnameMax, M.realnameTooLong);

export const emailField = z.string().trim().max(100, M.emailInvalid).regex(EMAIL_PATTERN, M.emailInvalid);
