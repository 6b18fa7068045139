import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { IdentityMessages as M, PHONE_PATTERN } from '@qishu/contract';
import { passwordLength, sameAs, type FieldCheck } from './field-checks.ts';

/** An antd rule from a check (field-checks.ts), which the light forms use as they are. */
const checked = (check: FieldCheck): RuleObject => ({
  validator: (_rule, value: unknown) => {
    const problem = check(value);
    return problem === null ? Promise.resolve() : Promise.reject(new Error(problem));
  },
});

export const phoneRules = (requiredMessage: string = M.phoneRequired): FormRule[] => [
  { required: true, whitespace: true, message: requiredMessage },
  { pattern: PHONE_PATTERN, message: M.phoneInvalid },
];

export const loginPasswordRules: FormRule[] = [{ required: true, message: M.loginPasswordRequired }];

export const newPasswordRules = (requiredMessage: string = M.newPasswordRequired): FormRule[] => [
  { required: true, message: requiredMessage },
  checked(passwordLength),
];

export const codeRules = (requiredMessage: string = M.codeRequired): FormRule[] => [
  { required: true, whitespace: true, message: requiredMessage },
];

/** The confirmation must equal the field `passwordField`. */
export const confirmRules = (passwordField: string): FormRule[] => [
  { required: true, message: M.confirmRequired },
  ({ getFieldValue }) => checked(sameAs(getFieldValue(passwordField))),
];
