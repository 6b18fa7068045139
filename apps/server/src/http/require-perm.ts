import type { Perm } from '@qishu/contract';
import type { FastifyRequest } from 'fastify';
import { permits } from '../services/access/permits.ts';
import { forbidden } from '../shared/errors.ts';
import { authOf } from './auth.ts';

/** A raw route's permission (uploads, file downloads), checked before its input is read, as callServer does. */
export const requirePerm = (perm: Perm) => async (request: FastifyRequest) => {
  if (!permits(authOf(request), perm)) throw forbidden();
  await Promise.resolve();
};
