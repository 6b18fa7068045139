import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, fail, isLogoutCode, ok, ResultCode } from './envelope.ts';

describe('envelope', () => {
  it('wraps success and failure', () => {
    expect(ok({ a: 1 })).toEqual({ code: 200, data: { a: 1 }, error: null });
    expect(fail(400, '请输入验证码')).toEqual({ code: 400, data: null, error: '请输入验证码' });
  });

  it('logs out only above 4000', () => {
    expect(isLogoutCode(ResultCode.sessionInvalid)).toBe(true);
    expect(isLogoutCode(ResultCode.accountDisabled)).toBe(true);
    expect(isLogoutCode(4000)).toBe(false);
    expect(isLogoutCode(ResultCode.passwordChangeRequired)).toBe(false);
  });

  it('describes the envelope for any data schema', () => {
    const s = envelopeSchema(z.object({ n: z.number() }));
    expect(s.parse({ code: 200, data: { n: 1 }, error: null })).toEqual({
      code: 200,
      data: { n: 1 },
      error: null,
    });
    expect(s.parse({ code: 400, data: null, error: 'x' }).data).toBeNull();
    expect(() => s.parse({ code: 200, data: { n: 'x' }, error: null })).toThrow();
  });
});
