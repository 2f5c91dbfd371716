import { MSG, readableIssue, UPLOAD_TOO_LARGE } from '@mockprep/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable, loggableError } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';

/** One place where every error becomes { success: false, message, errors? } with a real status code. */
export function registerErrorEnvelope(app: FastifyInstance) {
  // Schema problems without a message of their own read as sentences about their field, never zod's wording.
  z.config({ customError: readableIssue });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ error: loggableError(error.cause ?? error) }, error.message);
      if (typeof error.extra.retryAfter === 'number') reply.header('retry-after', error.extra.retryAfter);
      return reply.status(error.statusCode).send({ success: false, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? MSG.invalidValue,
      }));
      return reply.status(400).send({ success: false, message: errors[0]?.message ?? MSG.invalidRequest, errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ success: false, message: UPLOAD_TOO_LARGE });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ error: loggableError(error) }, 'database unavailable');
      return reply.status(503).send({ success: false, message: MSG.serviceUnavailable });
    }
    if (status >= 500) {
      request.log.error({ error: loggableError(error) }, 'request failed');
      return reply.status(status).send({ success: false, message: MSG.serverError });
    }
    return reply.status(status).send({ success: false, message: error.message });
  });
}

/** Errors Fastify meets before routing (a malformed URL, a path parameter over the length limit), in the envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.status(error.statusCode ?? 400).send({ success: false, message: MSG.invalidRequest });
}
