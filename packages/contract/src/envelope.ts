import { z } from 'zod';

/**
 * Business result codes carried in the envelope's `code` (ARCHITECTURE.md "Calls").
 * HTTP 200 carries every business outcome; these codes tell them apart.
 */
export const ResultCode = {
  ok: 200,
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  passwordChangeRequired: 412,
  tooManyRequests: 429,
  wechatScanTimeout: 544,
  wechatScanTimeout2: 545,
  sessionInvalid: 4001,
  accountDisabled: 4002,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Any code above this logs the client out (both specs §8). */
export const LOGOUT_CODE_THRESHOLD = 4000;

export interface Envelope<T> {
  code: number;
  data: T | null;
  error: string | null;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data: data.nullable(), error: z.string().nullable() });
}

export function ok<T>(data: T): Envelope<T> {
  return { code: ResultCode.ok, data, error: null };
}

export function fail(code: number, error: string): Envelope<null> {
  return { code, data: null, error };
}

export function isLogoutCode(code: number): boolean {
  return code > LOGOUT_CODE_THRESHOLD;
}
