import { envelopeSchema, ok, type CallDescriptor, type CallParsedInput, type Perm } from '@qishu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { permits } from '../services/access/permits.ts';
import { forbidden } from '../shared/errors.ts';
import { authOf } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the permission a call declares */
    perm?: Perm | undefined;
    /** field names of the call's input (path, query and body), for the tenant-isolation test */
    inputKeys?: string[];
  }
}

/** A call's handler: the validated input (path parameters merged in) → the answer's `data`. */
export type CallHandler<C extends CallDescriptor> = (
  input: CallParsedInput<C>,
  request: FastifyRequest,
) => Promise<z.input<C['output']>>;

/** Field names of an object schema (empty for anything else). */
function keysOf(schema: z.ZodType | undefined): string[] {
  let s: unknown = schema;
  // unwrap pipes (z.preprocess, .transform) and optional/nullable wrappers down to the object
  for (;;) {
    if (s instanceof z.ZodPipe) s = s.in;
    else if (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap();
    else break;
  }
  return s instanceof z.ZodObject ? Object.keys(s.shape) : [];
}

/**
 * Registers calls described in the contract on `app` (or a scope of it), under one OpenAPI tag:
 * `const serve = callServer(scope, ['数据商城']); serve(ShopCartCalls.addCart, (input, req) => …)`.
 * Each call gets zod-validated input (query of GET/DELETE, body of POST/PUT, path parameters merged
 * in and winning over body fields of the same name), the envelope around its answer, OpenAPI from the
 * same schemas, and its permission checked before validation (a caller without it learns nothing about
 * the input rules). A call with a permission must be registered in a scope with `requireSession`.
 */
export function callServer(app: FastifyInstance, tags: string[]) {
  return function serve<C extends CallDescriptor>(call: C, handler: CallHandler<C>): void {
    const { method, perm } = call;
    const readsQuery = method === 'GET' || method === 'DELETE';
    app.route({
      method,
      url: call.path,
      schema: {
        summary: perm ? `${call.summary}（权限 ${perm}）` : call.summary,
        tags,
        ...(readsQuery ? { querystring: call.input } : { body: call.input }),
        ...(call.params ? { params: call.params } : {}),
        response: { 200: envelopeSchema(call.output) },
      },
      config: { perm, inputKeys: [...keysOf(call.params), ...keysOf(call.input)] },
      ...(perm
        ? {
            preValidation: async (request: FastifyRequest) => {
              if (!permits(authOf(request), perm)) throw forbidden();
              await Promise.resolve();
            },
          }
        : {}),
      handler: async (request) => {
        const raw = readsQuery ? request.query : request.body;
        const input = { ...((raw ?? {}) as object), ...((request.params ?? {}) as object) };
        return ok(await handler(input as CallParsedInput<C>, request));
      },
    });
  };
}
