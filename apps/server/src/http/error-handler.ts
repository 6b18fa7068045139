import { fail, Messages, ResultCode } from '@qishu/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../shared/errors.ts';
import { drainUpload } from './drain-upload.ts';

/** Transport faults keep their HTTP status; the body is still the envelope with a Chinese message. */
const transportFaults: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: Messages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: Messages.invalidJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: Messages.invalidJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: Messages.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: Messages.bodyTooLarge },
};

/**
 * The router's own refusals (Fastify's `frameworkErrors`), in the envelope with a Chinese message
 * rather than Fastify's English body repeating the URL: a path parameter past the router's
 * maxParamLength (414) and a path that is no valid percent-encoding (400).
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(fail(414, Messages.urlTooLong));
  }
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send(fail(400, Messages.badUrl));
  return reply.status(400).send(fail(400, Messages.validationFailed));
}

/** The one error handler: no stack trace, no SQL, never a raw 500 for bad input. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(200).send(fail(err.code, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const message =
        first?.message && /[\u4e00-\u9fa5]/.test(first.message) ? first.message : Messages.validationFailed;
      return reply.status(200).send(fail(ResultCode.invalid, message));
    }
    const fault =
      err.code && Object.hasOwn(transportFaults, err.code) ? transportFaults[err.code] : undefined;
    // the client may still be uploading: read the rest first, so it gets to read the answer
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await drainUpload(request.raw);
    if (fault) return reply.status(fault.status).send(fail(fault.status, fault.message));
    if (err.statusCode === 429) {
      return reply.status(429).send(fail(ResultCode.tooManyRequests, Messages.tooManyRequests));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      request.log.info({ err: { code: err.code, message: err.message } }, 'client error');
      return reply.status(err.statusCode).send(fail(err.statusCode, Messages.validationFailed));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail(500, Messages.internal));
  });
}
