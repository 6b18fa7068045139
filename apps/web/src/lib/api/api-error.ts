/**
 * Why a call failed:
 * - `business`: the server answered with an envelope whose code is not 200 (400, 403, 412, …)
 * - `logout`: the envelope code is above 4000; the session was cleared and the page reloads
 * - `http`: the HTTP status was outside 2xx
 * - `network`: no answer (offline, DNS, CORS) or an answer that is not an envelope
 * - `timeout`: no answer within the timeout
 * - `aborted`: the caller cancelled the call (no toast is shown)
 */
export type ApiErrorKind = 'business' | 'logout' | 'http' | 'network' | 'timeout' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** Envelope code when there was one, otherwise the HTTP status (0 without an answer). */
    readonly code: number,
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status of the answer, 0 without an answer. */
    readonly httpStatus: number = 0,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
