import type { FormRule } from 'antd';
import { IdentityLimits, IdentityMessages as M, PHONE_PATTERN } from '@qishu/contract';

export const phoneRules = (requiredMessage: string = M.phoneRequired): FormRule[] => [
  { required: true, whitespace: true, message: requiredMessage },
  { pattern: PHONE_PATTERN, message: M.phoneInvalid },
];

export const loginPasswordRules: FormRule[] = [{ required: true, message: M.loginPasswordRequired }];

export const newPasswordRules = (requiredMessage: string = M.newPasswordRequired): FormRule[] => [
  { required: true, message: requiredMessage },
  { min: IdentityLimits.passwordMin, max: IdentityLimits.passwordMax, message: M.passwordLength },
];

export const codeRules = (requiredMessage: string = M.codeRequired): FormRule[] => [
  { required: true, whitespace: true, message: requiredMessage },
];

/** The confirmation must equal the field `passwordField`. */
export const confirmRules = (passwordField: string): FormRule[] => [
  { required: true, message: M.confirmRequired },
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || getFieldValue(passwordField) === value
        ? Promise.resolve()
        : Promise.reject(new Error(M.confirmMismatch)),
  }),
];
