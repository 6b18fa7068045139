import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CUSTOM_EMAIL_PATTERN,
  CustomRequestMessages as M,
  customEmailError,
} from './custom-request-messages.ts';
import { customOrderRequest } from './custom-requests.ts';

const schemaError = (value: unknown) => {
  const result = customOrderRequest.shape.email.safeParse(value ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? '');
};

describe('the custom order’s e-mail rule without zod', () => {
  it('is zod’s own e-mail pattern', () => {
    expect(CUSTOM_EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each([
    ['', M.emailRequired],
    ['   ', M.emailRequired],
    [undefined, M.emailRequired],
    ['a@b.cn', null],
    [' boss@example.com ', null],
    ['first.last+tag@mail.example.org', null],
    ['no-at-sign.example.com', M.emailInvalid],
    ['a@b', M.emailInvalid],
    ['a..b@example.com', M.emailInvalid],
    ['中文@example.com', M.emailInvalid],
    [`${'a'.repeat(95)}@b.com`, M.emailInvalid],
  ])('%j → %j, as the schema answers', (value, expected) => {
    expect(customEmailError(value)).toBe(expected);
    expect(schemaError(value)).toBe(expected);
  });
});
