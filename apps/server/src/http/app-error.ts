import { ERROR_CODES, type ErrorCode, type FieldError } from '@teamboard/shared';

/** An expected failure with its HTTP status; the error handler turns it into `{message, code, details?}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: FieldError[]) =>
  new AppError(400, ERROR_CODES.validation, message, details);

export const unauthorized = (
  message = 'Unauthorized',
  code: ErrorCode = ERROR_CODES.unauthorized,
) => new AppError(401, code, message);

export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, ERROR_CODES.forbidden, message);

export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.notFound, message);

export const conflict = (
  message: string,
  code: ErrorCode = ERROR_CODES.conflict,
  details?: FieldError[],
) => new AppError(409, code, message, details);

/**
 * A 429 with when to try again (Retry-After) and, when a counted budget refused, that budget's
 * limit: the answer's RateLimit-* headers then describe it, spent (http/rate-limit-headers.ts).
 */
export class TooManyRequests extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly limit?: number,
    message = `Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`,
  ) {
    super(429, ERROR_CODES.rateLimited, message, { retryAfterSeconds });
  }
}

export const tooManyRequests = (retryAfterSeconds: number, limit?: number) =>
  new TooManyRequests(retryAfterSeconds, limit);

function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
