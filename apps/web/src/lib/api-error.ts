import {
  failureMessage,
  fieldErrorSchema,
  SESSION_EXPIRED_MESSAGE,
  type FieldError,
} from '@teamboard/shared';

/**
 * An HTTP answer outside 2xx. `message` is the server's message field ('' when the body had
 * none), `code` its stable error code, `details` the optional extra (field errors for a 400).
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** The `[{field, message}]` details of a validation error, or [] for any other error. */
  get fieldErrors(): FieldError[] {
    const parsed = fieldErrorSchema.array().safeParse(this.details);
    return parsed.success ? parsed.data : [];
  }
}

/** Thrown to the caller whose 401 could not be cured by a token refresh. */
export class SessionExpiredError extends ApiError {
  override readonly name: string = 'SessionExpiredError';

  constructor() {
    super(401, 'SESSION_EXPIRED', SESSION_EXPIRED_MESSAGE);
  }
}

/**
 * The generic failure rule: the server's message, else the transport's message
 * (a network failure), else the per-call fallback such as 'Login failed'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return failureMessage(error.message || undefined, undefined, fallback);
  if (error instanceof Error)
    return failureMessage(undefined, error.message || undefined, fallback);
  return fallback;
}
