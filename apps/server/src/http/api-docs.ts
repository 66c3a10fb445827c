import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const API_DOCS_PATH = '/api/docs';

/** Routes under /api that answer without a sign-in: a public form, an email's unsubscribe link. */
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

/**
 * The OpenAPI 3.1 document generated from the routes' zod schemas (/api/openapi.json) and the
 * interactive documentation (/api/docs). Register before the routes: the document collects
 * them as they are added. Every /api route but the public ones takes a bearer token, so the
 * docs mark them and the reader can "Authorize" once and try calls.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Teamboard API',
        version: '0.1.0',
        description:
          'Every /api route but the public ones takes `Authorization: Bearer …`: choose ' +
          '"Authorize" and paste a personal API key or an access token to try calls here.',
      },
      components: { securitySchemes: { bearerAuth: BEARER_AUTH } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!isAuthenticated(input.url)) return transformed;
      return { ...transformed, schema: { ...transformed.schema, security: [{ bearerAuth: [] }] } };
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
