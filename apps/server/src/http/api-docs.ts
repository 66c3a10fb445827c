import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorComponents, errorResponses, errorStatusesOf, type ErrorStatus } from './api-errors';
import { spellOutEnumRecords } from './openapi-records';

const API_DOCS_PATH = '/api/docs';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A request body and a success answer shown in the API description, typed by the shared
     * schemas where they are written (`<feature>.examples.ts`) and checked against the
     * document's by the Redocly lint.
     */
    examples?: { request?: unknown; response?: unknown };
  }
}

/**
 * What the document says of an operation beyond its schemas: its errors, examples, and whether
 * it takes an `Idempotency-Key`.
 */
interface Extras {
  errors: ErrorStatus[];
  examples: FastifySchema['examples'];
  idempotent: boolean;
}

/** The optional request header of the creates marked `idempotent` (http/idempotency.ts). */
const IDEMPOTENCY_KEY_PARAMETER = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    'Any unique string (1–255 printable ASCII characters, a UUID is a good choice). The same ' +
    'key from the same caller within 24 hours answers what the first request answered (with ' +
    '`Idempotent-Replayed: true`) and creates nothing; with a different body it is 422 ' +
    '`IDEMPOTENCY_KEY_REUSED`, and while the first is still running 409 with `Retry-After`.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
} as const;

/**
 * The /api routes that take no bearer token: their own credential is in the request (a public
 * form's slug, an unsubscribe token, an export link's signature).
 */
const PUBLIC_API_PATHS = [
  '/api/public/',
  '/api/notifications/unsubscribe',
  '/api/workspace-exports/',
];

const BEARER_AUTH = {
  type: 'http',
  scheme: 'bearer',
  description:
    'A personal API key `tb_…` (created at /account/api-keys), or a session access token ' +
    '(the `access_token` of a sign-in).',
} as const;

function isAuthenticated(url: string): boolean {
  return url.startsWith('/api/') && !PUBLIC_API_PATHS.some((prefix) => url.startsWith(prefix));
}

/** A request body or an answer, or a reference to a shared one. */
interface Media {
  content?: Record<string, Record<string, unknown>>;
  $ref?: string;
}
type Operation = {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: Media;
  responses?: Record<string, Media>;
};

/** A path item's operation, as opposed to its shared summary, parameters or servers. */
function isOperation(value: unknown): value is Operation {
  return typeof value === 'object' && value !== null && 'responses' in value;
}

/** The JSON content of a request body or an answer, with its example if there is one. */
function withJsonExample(media: Media, example: unknown): Media {
  const json = media.content?.['application/json'];
  if (example === undefined || !json) return media;
  return { ...media, content: { ...media.content, 'application/json': { ...json, example } } };
}

/** The answers, the success one (the first 2xx) with the example. */
function withExample(responses: Record<string, Media>, example: unknown): Record<string, Media> {
  const success = Object.keys(responses).find((status) => status.startsWith('2'));
  if (!success || example === undefined) return responses;
  return { ...responses, [success]: withJsonExample(responses[success] ?? {}, example) };
}

/**
 * The OpenAPI 3.1 document generated from the routes' zod schemas (/api/openapi.json) and the
 * interactive documentation (/api/docs). Register before the routes: the document collects
 * them as they are added. Every /api route but the public ones takes a bearer token, so the
 * docs mark them (and the public ones as taking none) and the reader can "Authorize" once and
 * try calls. A route's summary and operationId are in its schema; its error answers are
 * derived here from its declaration (http/api-errors.ts), each a reference to one shared
 * answer with the one error body.
 */
export async function registerApiDocs(app: FastifyInstance, appUrl: string): Promise<void> {
  /** Each operation's errors and examples, by operationId, from the routes to the document. */
  const extrasOf = new Map<string, Extras>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Teamboard API',
        version: '0.1.0',
        description:
          'Every /api route but the public ones takes `Authorization: Bearer …`: choose ' +
          '"Authorize" and paste a personal API key or an access token to try calls here. ' +
          'Every error answers `{message, code, details?}` (the `ApiError` schema).',
      },
      servers: [{ url: appUrl, description: 'This server' }],
      components: { securitySchemes: { bearerAuth: BEARER_AUTH } },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const authenticated = isAuthenticated(input.url);
      // The types promise a schema, but a route declared without one (none in the app; a test
      // may add one) has none to read.
      const declared = (input.schema as FastifySchema | undefined) ?? {};
      const statuses = errorStatusesOf({ route: input.route, schema: declared, authenticated });
      const { operationId, examples } = declared;
      const idempotent = input.route.config?.idempotent === true;
      if (operationId) extrasOf.set(operationId, { errors: statuses, examples, idempotent });
      const {
        errors: _derived,
        examples: _added,
        ...documented
      } = (schema as FastifySchema | undefined) ?? {};
      return {
        url,
        schema: { ...documented, security: authenticated ? [{ bearerAuth: [] }] : [] },
      };
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const withErrors = (operation: Operation): Operation => {
        const extras = extrasOf.get(operation.operationId ?? '');
        if (!extras) return operation;
        const responses = withExample(operation.responses ?? {}, extras.examples?.response);
        return {
          ...operation,
          ...(extras.idempotent && {
            parameters: [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER],
          }),
          ...(operation.requestBody && {
            requestBody: withJsonExample(operation.requestBody, extras.examples?.request),
          }),
          responses: { ...responses, ...errorResponses(extras.errors) },
        };
      };
      const paths = Object.fromEntries(
        Object.entries(openapiObject.paths ?? {}).map(([path, item]) => [
          path,
          Object.fromEntries(
            Object.entries(item ?? {}).map(([key, value]) => [
              key,
              isOperation(value) ? withErrors(value) : value,
            ]),
          ),
        ]),
      );
      spellOutEnumRecords(paths);
      const { schemas, responses } = errorComponents();
      const components = openapiObject.components ?? {};
      return {
        ...openapiObject,
        paths,
        components: { ...components, schemas: { ...components.schemas, ...schemas }, responses },
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // Swagger UI's stylesheet draws its icons as data: images; only these pages allow them.
    transformStaticCSP: (policy) => policy.replace(/img-src ([^;]*)/, 'img-src $1 data:'),
    theme: { title: 'Teamboard API' },
    // BaseLayout: no top bar (another project's logo and a box that loads other documents).
    uiConfig: { layout: 'BaseLayout', filter: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
