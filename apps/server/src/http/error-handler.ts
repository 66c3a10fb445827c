import { ERROR_CODES, type ApiErrorBody, type FieldError } from '@teamboard/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequests } from './app-error';
import { noteBudget } from './rate-limit-headers';

/**
 * One place that shapes every error as `{message, code, details?}`. Expected errors keep
 * their status and message; anything else is logged and answered with a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TooManyRequests && error.limit !== undefined) {
      noteBudget(request, {
        limit: error.limit,
        remaining: 0,
        resetSeconds: error.retryAfterSeconds,
      });
    }
    if (error instanceof AppError) {
      return sendError(
        reply,
        error.statusCode,
        body(error.message, error.code, error.details),
        retryAfter(error),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Invalid value',
      }));
      const first = details[0]?.message ?? 'Invalid request';
      return sendError(reply, 400, body(first, ERROR_CODES.validation, details));
    }
    return handleFrameworkError(error, request, reply);
  });
}

function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return sendError(reply, 429, body(error.message, ERROR_CODES.rateLimited));
  }
  if (status === 413) {
    return sendError(reply, 413, body('Request body is too large', ERROR_CODES.payloadTooLarge));
  }
  if (status === 415) {
    return sendError(reply, 415, body('Send the request body as JSON', ERROR_CODES.validation));
  }
  if (status >= 400 && status < 500) {
    return sendError(reply, status, body(clientMessage(error), ERROR_CODES.validation));
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, body('Internal server error', ERROR_CODES.internal));
}

/** Fastify's own 4xx messages are safe to show, but a few read better rephrased. */
function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'Request body is not valid JSON';
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Request body is empty';
  return error.message;
}

function fieldName(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (field) return field;
  return context ?? 'body';
}

function body(message: string, code: string, details?: unknown): ApiErrorBody {
  return details === undefined ? { message, code } : { message, code, details };
}

function retryAfter(error: AppError): number | undefined {
  const details = error.details as { retryAfterSeconds?: unknown } | undefined;
  return typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined;
}

function sendError(
  reply: FastifyReply,
  status: number,
  payload: ApiErrorBody,
  retryAfterSeconds?: number,
) {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', Math.ceil(retryAfterSeconds));
  return reply.status(status).type('application/json').send(payload);
}
