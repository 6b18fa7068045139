import { envelopeSchema, ok, type Perm } from '@qishu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { permits } from '../services/access/permits.ts';
import { authOf } from './auth.ts';
import { forbidden } from '../shared/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the permission a call declares (see defineCall) */
    perm?: string | undefined;
    /** field names of the call's input (path, query and body), for the tenant-isolation test */
    inputKeys?: string[];
  }
}

/** Field names of an object schema (empty for anything else). */
function keysOf(schema: z.ZodType | undefined): string[] {
  let s: unknown = schema;
  // unwrap pipes/effects (z.preprocess, .transform) down to the object
  while (s instanceof z.ZodPipe) s = s.in;
  return s instanceof z.ZodObject ? Object.keys(s.shape) : [];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface CallSpec<B extends z.ZodType, P extends z.ZodType, R extends z.ZodType> {
  method: Method;
  /** path under /api, spelled as the spec spells it; `{id}` style parameters as `:id` */
  url: string;
  summary: string;
  tags: string[];
  body?: B;
  query?: B;
  /** path parameters; merged into the handler's input (they win over body fields of the same name) */
  params?: P;
  /**
   * The permission the call needs (`module:entity:action`), checked before the handler runs; the
   * call must be registered in a scope with `requireSession`. OpenAPI shows it in the summary.
   */
  perm?: Perm;
  response: R;
  handler: (input: z.output<B> & z.output<P>, request: FastifyRequest) => Promise<z.input<R>>;
}

/**
 * Registers one call: zod-validated input, the envelope around the answer, OpenAPI from the same
 * schemas, and the route's declared permission (403 envelope when the caller lacks it).
 */
export function defineCall<B extends z.ZodType, R extends z.ZodType, P extends z.ZodType = z.ZodType>(
  app: FastifyInstance,
  spec: CallSpec<B, P, R>,
): void {
  const perm = spec.perm;
  app.route({
    method: spec.method,
    url: spec.url,
    schema: {
      summary: perm ? `${spec.summary}（权限 ${perm}）` : spec.summary,
      tags: spec.tags,
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      response: { 200: envelopeSchema(spec.response) },
    },
    config: { perm, inputKeys: [...keysOf(spec.params), ...keysOf(spec.body ?? spec.query)] },
    // before validation: a caller without the permission learns nothing about the input rules
    ...(perm
      ? {
          preValidation: async (request: FastifyRequest) => {
            if (!permits(authOf(request), perm)) throw forbidden();
            await Promise.resolve();
          },
        }
      : {}),
    handler: async (request) => {
      const raw = spec.method === 'GET' || spec.method === 'DELETE' ? request.query : request.body;
      const input = { ...((raw ?? {}) as object), ...((request.params ?? {}) as object) } as z.output<B> &
        z.output<P>;
      return ok(await spec.handler(input, request));
    },
  });
}
