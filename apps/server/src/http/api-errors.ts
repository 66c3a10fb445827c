import { apiErrorSchema, ERROR_CODES, type ErrorCode } from '@teamboard/shared';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { effectWrites } from './route-effect';

/** The error answers the OpenAPI document describes, each a shared response component. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The error answers the route's use case gives beyond those its declaration shows (a
     * conflict, a plan limit, a link gone): the document lists them with the derived ones
     * (see errorStatusesOf).
     */
    errors?: readonly ErrorStatus[];
  }
}

interface ErrorAnswer {
  /** The response component's name: `#/components/responses/<name>`. */
  name: string;
  /** When it is answered. */
  when: string;
  /** The message of a typical answer, shown with the first of its codes. */
  example: string;
  codes: readonly ErrorCode[];
}

const C = ERROR_CODES;

/** What each error status means here, and the `code`s its body may carry. */
const ERROR_ANSWERS: Record<ErrorStatus, ErrorAnswer> = {
  400: {
    name: 'BadRequest',
    example: 'Title is required',
    when: 'The request is malformed: a field, parameter or query value is invalid (`details` names each), or a link token is invalid or expired.',
    codes: [C.validation, C.invalidToken, C.invalidCredentials],
  },
  401: {
    name: 'Unauthorized',
    example: 'Unauthorized',
    when: 'No valid credential: the bearer token is missing, expired or revoked, or the sign-in failed.',
    codes: [C.unauthorized, C.invalidToken, C.invalidCredentials],
  },
  402: {
    name: 'PlanLimit',
    example: 'The Free plan allows 3 active boards. Upgrade to add more.',
    when: "The workspace's plan does not allow this (a feature, or a limit reached): `details` names the limit and where to upgrade.",
    codes: [C.planLimit],
  },
  403: {
    name: 'Forbidden',
    example: 'You do not have permission to do this',
    when: "The caller may not do this: their role, or the API key's scope or workspace.",
    codes: [C.forbidden, C.recentSignInRequired],
  },
  404: {
    name: 'NotFound',
    example: 'Task not found',
    when: 'The resource does not exist, or the caller cannot see it (the same answer, so ids do not leak).',
    codes: [C.notFound],
  },
  409: {
    name: 'Conflict',
    example: 'This board is archived. Restore it to make changes.',
    when: 'The request conflicts with the current state: an archived board, a full board, a name or address taken, an action already done, or a request with the same `Idempotency-Key` still running (retry after `Retry-After` seconds).',
    codes: [C.conflict, C.boardArchived, C.boardFull, C.emailTaken, C.usernameTaken],
  },
  410: {
    name: 'Gone',
    example: 'This form is closed',
    when: 'What the link pointed at is over: an invitation answered or withdrawn, a form closed.',
    codes: [C.invalidToken, C.formClosed],
  },
  413: {
    name: 'PayloadTooLarge',
    example: 'Request body is too large',
    when: 'The request body (or the uploaded file) is larger than allowed.',
    codes: [C.payloadTooLarge],
  },
  415: {
    name: 'UnsupportedMediaType',
    example: 'Send the request body as JSON',
    when: 'The body is not sent as JSON (or, for an upload, not in a type the route takes).',
    codes: [C.validation],
  },
  422: {
    name: 'IdempotencyKeyReused',
    example: 'Idempotency-Key reused with a different request',
    when: 'The `Idempotency-Key` was sent by this caller in the last 24 hours with a different request: choose a new key for a new request.',
    codes: [C.idempotencyKeyReused],
  },
  429: {
    name: 'TooManyRequests',
    example: 'Too many requests. Please try again in 1 minute.',
    when: 'Too many requests from this caller (per user, per API key or per address): wait for `Retry-After` seconds. Every answer counted by a budget carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds), of the tightest budget that applies.',
    codes: [C.rateLimited],
  },
  500: {
    name: 'InternalError',
    example: 'Internal server error',
    when: 'The server failed; the answer carries no detail (the request id is in the `x-request-id` header).',
    codes: [C.internal],
  },
};

/** The body of every error answer, with the codes spelled out. */
const documentedErrorSchema = apiErrorSchema.extend({
  message: z.string().describe('A sentence for a person, safe to show.'),
  code: z.enum(Object.values(ERROR_CODES)).describe('Stable: what a program should branch on.'),
  details: z
    .unknown()
    .optional()
    .describe(
      'VALIDATION_ERROR (and field-level conflicts): `[{field, message}]`; RATE_LIMITED: `{retryAfterSeconds}`; PLAN_LIMIT: the limit, the plan and where to upgrade.',
    ),
});

const ERROR_SCHEMA_REF = '#/components/schemas/ApiError';

/** `components.schemas.ApiError` and one `components.responses` entry per error status. */
export function errorComponents() {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(documentedErrorSchema, {
    target: 'draft-2020-12',
    io: 'output',
  });
  const responses = Object.fromEntries(
    Object.values(ERROR_ANSWERS).map(({ name, when, example, codes }) => [
      name,
      {
        description: `${when} Codes: ${codes.map((code) => `\`${code}\``).join(', ')}.`,
        ...(name === 'TooManyRequests' && { headers: RATE_LIMIT_HEADERS }),
        content: {
          'application/json': {
            schema: { $ref: ERROR_SCHEMA_REF },
            example: { message: example, code: codes[0] },
          },
        },
      },
    ]),
  );
  return { schemas: { ApiError: schema }, responses };
}

const SECONDS = { type: 'integer', minimum: 0 } as const;

/** The headers of a 429 (the IETF draft's names, and `Retry-After`). */
const RATE_LIMIT_HEADERS = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: SECONDS },
  'RateLimit-Limit': { description: 'Requests the budget allows in its window.', schema: SECONDS },
  'RateLimit-Remaining': { description: 'Requests left in the window.', schema: SECONDS },
  'RateLimit-Reset': { description: 'Seconds until the window starts again.', schema: SECONDS },
};

/** `{ '404': { $ref: '#/components/responses/NotFound' }, … }` for the statuses given. */
export function errorResponses(statuses: Iterable<ErrorStatus>): Record<string, { $ref: string }> {
  return Object.fromEntries(
    [...statuses]
      .sort((a, b) => a - b)
      .map((status) => [
        String(status),
        { $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` },
      ]),
  );
}

/** The gates that decide through a board's access, so refuse a change to an archived board. */
const BOARD_CONTENT_GATES: ReadonlySet<string> = new Set([
  'board',
  'task',
  'column',
  'checklist',
  'checklist item',
  'attachment',
  'import',
  'form',
]);

interface DocumentedRoute {
  route: Pick<RouteOptions, 'method' | 'config'>;
  schema: FastifySchema;
  /** Whether the route takes a bearer token. */
  authenticated: boolean;
}

/**
 * The error answers a route can give, read from its declaration: what it validates (400, and
 * 413/415 for a body), its credential (401, 403 for the role or the API key's reach, 429 for the
 * per-user and per-key budgets), its gate (404, 403, and 409 for a change on an archived board),
 * an id in its path (404), an address rate limit (429), an `Idempotency-Key` (400, 409 while the
 * first runs, 422 when reused), what its schema adds (`errors`), and 500.
 */
export function errorStatusesOf({ route, schema, authenticated }: DocumentedRoute): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([500, ...(schema.errors ?? [])]);
  const add = (...more: ErrorStatus[]) => more.forEach((status) => statuses.add(status));
  if (schema.body || schema.params || schema.querystring || schema.headers) add(400);
  if (schema.body) add(413, 415);
  if (schema.params) add(404);
  if (authenticated) add(401, 403, 429);
  if (route.config?.rateLimit) add(429);
  if (route.config?.idempotent) add(400, 409, 422);
  const gate = route.config?.gate;
  if (gate) add(401, 403, 404);
  if (gate && BOARD_CONTENT_GATES.has(gate.kind) && changesBoard(route)) add(409);
  return [...statuses];
}

function changesBoard({ method, config }: DocumentedRoute['route']): boolean {
  const writes = effectWrites(config?.effect, Array.isArray(method) ? String(method[0]) : method);
  return writes && config?.archivedBoard !== 'open';
}
