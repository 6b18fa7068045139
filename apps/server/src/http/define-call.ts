import { envelopeSchema, ok } from '@qishu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

interface CallSpec<B extends z.ZodType, R extends z.ZodType> {
  method: 'GET' | 'POST';
  /** path under /api, spelled as the spec spells it */
  url: string;
  summary: string;
  tags: string[];
  body?: B;
  query?: B;
  response: R;
  handler: (input: z.output<B>, request: FastifyRequest) => Promise<z.input<R>>;
}

/** Registers one call: zod-validated input, the envelope around the answer, OpenAPI from the same schemas. */
export function defineCall<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: CallSpec<B, R>,
): void {
  // The compilers of fastify-type-provider-zod validate and serialize; the handler is typed by the spec.
  app.route({
    method: spec.method,
    url: spec.url,
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      response: { 200: envelopeSchema(spec.response) },
    },
    handler: async (request) => {
      const input = (spec.method === 'GET' ? request.query : request.body) as z.output<B>;
      return ok(await spec.handler(input, request));
    },
  });
}
