import { IdentityMessages as M, ResultCode } from '@qishu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, RequestMeta } from '../services/identity/session-service.ts';
import { dataScopeOf } from '../services/access/permits.ts';
import type { Actor } from '../services/audit/audit-service.ts';
import { AppError } from '../shared/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the caller of an authenticated call (set by requireSession) */
    auth: AuthContext | null;
  }
}

/** Response header carrying the (re-)confirmed token; the web client stores it again. */
export const TOKEN_HEADER = 'token';

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/**
 * Makes every call registered in `scope` an authenticated one: reads the raw token from
 * `Authorization`, loads session + user + permissions (4001 / 4002 otherwise), extends the sliding
 * session and sends the token back in the `token` header. While the user must change the password
 * (after_login = 1) every call except `allowWhilePasswordChange` answers 412.
 */
export function requireSession(
  scope: FastifyInstance,
  opts: { allowWhilePasswordChange?: string[] } = {},
): void {
  const allowed = new Set(opts.allowWhilePasswordChange ?? []);
  scope.addHook('onRequest', async (request, reply) => {
    const auth = await scope.services.identity.sessions.authenticate(request.headers.authorization);
    request.auth = auth;
    reply.header(TOKEN_HEADER, auth.token);
    if (auth.user.after_login === 1 && !allowed.has(request.routeOptions.url ?? '')) {
      throw new AppError(ResultCode.passwordChangeRequired, M.passwordChangeRequired);
    }
  });
}

/** The caller of an authenticated call. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(ResultCode.sessionInvalid, M.sessionInvalid);
  return request.auth;
}

export function metaOf(request: FastifyRequest): RequestMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof ua === 'string' ? ua : null };
}

/** The caller and client address, as services take them for permission checks and the operation log. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  return { auth, ip: request.ip || null, scope: dataScopeOf(auth) };
}
