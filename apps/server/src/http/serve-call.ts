import type { CallDescriptor, CallParsedInput } from '@qishu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { defineCall } from './define-call.ts';

/** A call's handler: the validated input (path parameters merged in) → the answer's `data`. */
export type CallHandler<C extends CallDescriptor> = (
  input: CallParsedInput<C>,
  request: FastifyRequest,
) => Promise<z.input<C['output']>>;

/**
 * Registers calls described in the contract on `app` (or a scope of it), under one OpenAPI tag:
 * `const serve = callServer(scope, ['数据商城']); serve(ShopCartCalls.addCart, (input, req) => …)`.
 */
export function callServer(app: FastifyInstance, tags: string[]) {
  return function serve<C extends CallDescriptor>(call: C, handler: CallHandler<C>): void {
    const input =
      call.method === 'GET' || call.method === 'DELETE' ? { query: call.input } : { body: call.input };
    defineCall(app, {
      method: call.method,
      url: call.path,
      summary: call.summary,
      tags,
      ...input,
      ...(call.params ? { params: call.params } : {}),
      ...(call.perm ? { perm: call.perm } : {}),
      response: call.output,
      handler: (parsed, request) => handler(parsed as CallParsedInput<C>, request),
    });
  };
}
