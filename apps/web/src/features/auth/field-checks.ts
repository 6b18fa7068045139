import { IdentityLimits, IdentityMessages as M } from '@qishu/contract';

/**
 * The identity fields' checks, one place for antd's forms (rules.ts) and the light ones (the personal
 * centre's): each answers the message to show, or null when the value is fine. Those of a value's
 * form pass an empty value, which `requiredText` answers.
 */
export type FieldCheck = (value: unknown) => string | null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Something other than spaces. */
export const requiredText =
  (message: string): FieldCheck =>
  (value) =>
    text(value).trim() ? null : message;

/** Anything at all (a password may be spaces). */
export const requiredValue =
  (message: string): FieldCheck =>
  (value) =>
    text(value) ? null : message;

/** A password being set is 8–20 characters. */
export const passwordLength: FieldCheck = (value) => {
  const length = text(value).length;
  const { passwordMin, passwordMax } = IdentityLimits;
  return length === 0 || (length >= passwordMin && length <= passwordMax) ? null : M.passwordLength;
};

/** The confirmation equals the password. */
export const sameAs =
  (password: unknown): FieldCheck =>
  (value) =>
    !text(value) || text(value) === text(password) ? null : M.confirmMismatch;

/** A person's name is at most 12 characters. */
export const realnameLength: FieldCheck = (value) =>
  text(value).trim().length > IdentityLimits.realnameMax ? M.realnameTooLong : null;

/** The first problem of `checks`, in order. */
export const allOf =
  (...checks: FieldCheck[]): FieldCheck =>
  (value) => {
    for (const check of checks) {
      const problem = check(value);
      if (problem !== null) return problem;
    }
    return null;
  };

/** react-hook-form's `validate` from a check: true when fine, else the message. */
export const validateWith =
  (check: FieldCheck) =>
  (value: unknown): true | string =>
    check(value) ?? true;
